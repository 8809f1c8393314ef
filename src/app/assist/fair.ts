import { makeCard } from "../../core/card.js";
import { makeRules } from "../../core/rules.js";
import { makeMove } from "../../core/token.js";
import { faceUpCards } from "../../fair/index.js";
import { t } from "../i18n/index.js";
import type { AppState, HintState } from "../state/app.js";
import type { RequestOf } from "../worker/protocol.js";
import { failure } from "./line.js";

/** A fair hint or chance is worked out in the worker within this time. */
const FAIR_MS = 60_000;

/** Notes the cards face up now as seen: the player remembers them after an undo too. */
export function noteSeen(app: AppState): void {
  for (const c of faceUpCards(app.game.game.position)) app.assist.seen.add(c);
}

/** The question about what the player knows: the deal, the moves played, the cards seen. */
export function oddsRequest(app: AppState): RequestOf<"odds"> {
  const { game } = app;
  return {
    type: "odds",
    deal: { number: game.deal },
    rules: makeRules(game.rules),
    moves: game.game.moves().map(makeMove),
    seen: [...app.assist.seen].map(makeCard),
  };
}

/**
 * The fair hint: the move that wins in the most arrangements of the cards the player has not
 * seen (src/fair), asked in the worker. Its chance to win comes with it and is shown too.
 */
export async function fairHint(app: AppState): Promise<HintState> {
  const { game, assist } = app;
  const version = game.version.peek();
  assist.busy.value = { label: t("hint.fairThinking") };
  const r = await app.solver.request(oddsRequest(app), { timeoutMs: FAIR_MS });
  assist.busy.value = undefined;
  if (game.version.peek() !== version) return { kind: "error", message: t("hint.moved") };
  if (!r.ok)
    return { kind: "error", message: failure(r.error), cancelled: r.error === "cancelled" };
  const o = r.value;
  assist.odds.value = {
    version,
    kind: "known",
    chance: o.chance,
    low: o.low,
    high: o.high,
    samples: o.samples,
  };
  if (game.game.position.isWon()) return { kind: "won" };
  return o.hint === null ? { kind: "noMove" } : { kind: "move", token: o.hint, text: "" };
}

/** The chance to win from here (in its own worker: a newer question cancels an older one). */
export async function askChance(app: AppState): Promise<void> {
  const { game, assist } = app;
  const version = game.version.peek();
  const known = assist.odds.peek();
  if (known?.version === version && known.kind !== "failed") return;
  app.fair.cancel();
  assist.odds.value = { version, kind: "pending" };
  const r = await app.fair.request(oddsRequest(app), { timeoutMs: FAIR_MS });
  if (game.version.peek() !== version) return;
  assist.odds.value = r.ok
    ? {
        version,
        kind: "known",
        chance: r.value.chance,
        low: r.value.low,
        high: r.value.high,
        samples: r.value.samples,
      }
    : { version, kind: "failed", message: failure(r.error) };
}

const rivalKey = (app: AppState): string => `${app.game.deal}|${makeRules(app.game.rules)}`;

/** The fair computer player's game of the deal on the table (asked once per deal and rules). */
export async function askRival(app: AppState): Promise<void> {
  const { assist } = app;
  const key = rivalKey(app);
  const known = assist.rivals.get(key);
  if (known && known.kind !== "failed") {
    assist.rival.value = known;
    return;
  }
  assist.rival.value = { key, kind: "pending" };
  assist.rivals.set(key, assist.rival.value);
  const r = await app.afterGame.request({
    type: "fairPlay",
    deal: { number: app.game.deal },
    rules: makeRules(app.game.rules),
  });
  const done = r.ok
    ? { key, kind: "done" as const, won: r.value.won, moves: r.value.moves, cards: r.value.cards }
    : { key, kind: "failed" as const };
  assist.rivals.set(key, done);
  if (rivalKey(app) === key) assist.rival.value = done;
}

/** Whether the fair player's game shown is of the deal on the table. */
export const rivalIsForDeal = (app: AppState, key: string): boolean => key === rivalKey(app);
