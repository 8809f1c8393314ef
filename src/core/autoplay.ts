import { isRed, rankOf, suitOf } from "./card.js";
import { DST_FOUNDATION, dstOf, type Move, SRC_F1, SRC_T1, STOCK_MOVE, srcOf } from "./move.js";
import type { Position } from "./position.js";

/** How eagerly cards go to the foundations by themselves. */
export const AUTO_MODES = ["off", "safe", "all"] as const;
export type AutoMode = (typeof AUTO_MODES)[number];

/**
 * Whether the tableau can never need this card again, so that sending it to its foundation
 * loses nothing: every card that could be built on it (one rank lower, by the build rule) is
 * already on a foundation. The base rank is never safe, since the cards just below the base
 * rank reach the foundations last and may still be built on it.
 */
export function isSafeToFoundation(pos: Position, card: number): boolean {
  const k = (rankOf(card) - pos.baseRank + 13) % 13;
  if (k === 0) return false;
  const build = pos.rules.build;
  for (let s = 0; s < 4; s++) {
    const couldBuild =
      build === "any" ||
      (build === "suit" && s === suitOf(card)) ||
      (build === "alternate" && isRed(s * 13) !== isRed(card));
    if (couldBuild && (pos.foundations[s] as number) < k) return false;
  }
  return true;
}

/**
 * The next automatic move to a foundation under a mode, or undefined. Moves come in the
 * engine's order (reserve, waste, then t1…t4); cards never leave the foundations here.
 */
export function nextAutoMove(pos: Position, mode: AutoMode): Move | undefined {
  if (mode === "off") return undefined;
  for (const m of pos.legalMoves()) {
    if (dstOf(m) !== DST_FOUNDATION || srcOf(m) === 0 || srcOf(m) > SRC_T1 + 3) continue;
    if (mode === "all" || isSafeToFoundation(pos, pos.movedCard(m))) return m;
  }
  return undefined;
}

/**
 * The next move of a finish by foundation moves and stock turns alone: a card to its
 * foundation if one can go (never one back from a foundation), else a stock turn; undefined
 * when neither is possible.
 */
export function finishingMove(pos: Position): Move | undefined {
  const home = pos
    .legalMoves()
    .find((m) => m !== STOCK_MOVE && dstOf(m) === DST_FOUNDATION && srcOf(m) < SRC_F1);
  if (home !== undefined) return home;
  return pos.canTurnStock() ? STOCK_MOVE : undefined;
}

/** Most moves a finish can take: 52 cards home and the stock turns in between. */
export const FINISH_MOVES_MAX = 200;

/**
 * Whether foundation moves and stock turns alone win from here, so that nothing is left to
 * decide. Never while the reserve holds cards (a player still chooses where they go).
 */
export function finishesAlone(start: Position): boolean {
  if (start.isWon() || start.reserve.length > 0) return false;
  const pos = start.clone();
  for (let guard = 0; guard < FINISH_MOVES_MAX && !pos.isWon(); guard++) {
    const m = finishingMove(pos);
    if (m === undefined) return false;
    pos.play(m);
  }
  return pos.isWon();
}
