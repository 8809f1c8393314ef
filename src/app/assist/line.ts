import { makePosition } from "../../core/notation.js";
import type { Position } from "../../core/position.js";
import { parseMove } from "../../core/token.js";
import { t } from "../i18n/index.js";
import type { AppState, HintState } from "../state/app.js";
import type { SolveAnswer } from "../worker/protocol.js";

/** Node budget and time limit for a hint, and for each move of the demo. */
const HINT_NODES = 1_000_000;
const HINT_MS = 30_000;

/** Remembers a winning line position by position, so the hints along it need no search. */
export function rememberLine(app: AppState, from: Position, answer: SolveAnswer): void {
  const pos = from.clone();
  for (const token of answer.line) {
    app.assist.line.set(makePosition(pos), token);
    const m = parseMove(pos, token);
    if (!m.ok) return;
    pos.play(m.value);
  }
}

/**
 * The next move of a winning line from the position on the table, asking the solver in the
 * worker when no known line goes through it. An answer about a position that has changed
 * meanwhile is dropped.
 */
export async function nextMove(app: AppState, label: string): Promise<HintState> {
  const { game, assist } = app;
  const pos = game.game.position;
  if (pos.isWon()) return { kind: "won" };
  const text = makePosition(pos);
  const known = assist.line.get(text);
  if (known !== undefined) return { kind: "move", token: known, text };
  const version = game.version.peek();
  assist.busy.value = { label };
  const r = await app.solver.request(
    { type: "hint", position: text, maxNodes: HINT_NODES },
    { timeoutMs: HINT_MS },
  );
  assist.busy.value = undefined;
  if (game.version.peek() !== version) return { kind: "error", message: t("hint.moved") };
  if (!r.ok)
    return { kind: "error", message: failure(r.error), cancelled: r.error === "cancelled" };
  if (r.value.result !== "win") return { kind: r.value.result };
  rememberLine(app, pos, r.value);
  const first = r.value.line[0];
  return first === undefined ? { kind: "won" } : { kind: "move", token: first, text };
}

/** A question that got no answer, in words: cancelled by the player, or why it failed. */
export const failure = (error: string): string =>
  error === "cancelled" ? t("hint.cancelled") : t("hint.failed", { why: error });

/** Stops the player's question in progress (and a playing demo). */
export function cancel(app: AppState): void {
  app.solver.cancel();
  app.assist.busy.value = undefined;
  if (app.assist.demo.value === "playing") app.assist.demo.value = "paused";
}
