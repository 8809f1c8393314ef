import { makePosition } from "../../core/notation.js";
import { makeRules } from "../../core/rules.js";
import type { AppState, VerdictState } from "../state/app.js";
import { rememberLine } from "./line.js";

/** Budgets of the background questions: the verdict on a deal, and a dead end from here. */
const VERDICT_NODES = 1_000_000;
const VERDICT_MS = 60_000;
const DEAD_END_NODES = 200_000;
const DEAD_END_MS = 20_000;

const dealKey = (app: AppState): string => `${app.game.deal}|${makeRules(app.game.rules)}`;

/** Whether a verdict is about the deal on the table. */
export const verdictIsForDeal = (app: AppState, v: VerdictState): boolean =>
  v.key.startsWith(`${app.game.deal}|`);

/** The computer's verdict on the deal being played (asked once per deal and rules). */
export async function askVerdict(app: AppState): Promise<void> {
  const { assist } = app;
  const key = dealKey(app);
  const known = assist.verdicts.get(key);
  if (known) {
    assist.verdict.value = known;
    return;
  }
  assist.verdict.value = { key, kind: "pending" };
  const r = await app.background.request(
    {
      type: "verdict",
      deal: { number: app.game.deal },
      rules: makeRules(app.game.rules),
      maxNodes: VERDICT_NODES,
    },
    { timeoutMs: VERDICT_MS },
  );
  const v: VerdictState = !r.ok
    ? { key, kind: "unknown" }
    : r.value.result === "win"
      ? { key, kind: "win", length: r.value.line.length }
      : { key, kind: r.value.result };
  assist.verdicts.set(key, v);
  if (dealKey(app) === key) assist.verdict.value = v;
}

/**
 * The table's bounded dead-end search did not decide: the solver may prove the deal lost
 * from here (asked once per position), or find a line that later hints follow.
 */
export async function checkDeadEnd(app: AppState): Promise<void> {
  const { game, assist } = app;
  const version = game.version.peek();
  if (assist.deadEndFor.peek() === version || game.won.value) return;
  assist.deadEndFor.value = version;
  const pos = game.game.position;
  const r = await app.background.request(
    { type: "hint", position: makePosition(pos), maxNodes: DEAD_END_NODES },
    { timeoutMs: DEAD_END_MS },
  );
  if (game.version.peek() !== version || !r.ok) return;
  if (r.value.result === "loss") {
    assist.provedLost.value = true;
    void askVerdict(app);
  } else if (r.value.result === "win") rememberLine(app, pos, r.value);
}
