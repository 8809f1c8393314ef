import { isRed, rankOf, suitOf } from "./card.js";
import { DST_FOUNDATION, dstOf, type Move, SRC_RESERVE, SRC_T1, SRC_WASTE, srcOf } from "./move.js";
import type { Position } from "./position.js";

/** How eagerly cards go to the foundations by themselves. */
export const AUTO_MODES = ["off", "safe", "all"] as const;
export type AutoMode = (typeof AUTO_MODES)[number];

/** The card a move to a foundation carries (the top of its source). */
function cardMoved(pos: Position, m: Move): number {
  const src = srcOf(m);
  const pile =
    src === SRC_RESERVE ? pos.reserve : src === SRC_WASTE ? pos.waste : pos.tableau[src - SRC_T1];
  return pile?.[pile.length - 1] ?? -1;
}

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
    if (mode === "all" || isSafeToFoundation(pos, cardMoved(pos, m))) return m;
  }
  return undefined;
}
