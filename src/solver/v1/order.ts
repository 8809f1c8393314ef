import {
  countOf,
  DST_FOUNDATION,
  DST_T1,
  dstOf,
  SRC_F1,
  SRC_RESERVE,
  SRC_T1,
  SRC_WASTE,
  srcOf,
} from "../../core/move.js";
import type { Position } from "../../core/position.js";
import { macroMove, macroTurns } from "../stock.js";

/**
 * Version 1's move order (higher first; it changes how fast an answer comes, never the
 * answer, but within a node budget it decides which deals are won, so it is frozen).
 * Foundations first (reserve, piles, waste, then stock cards by fewest turns), then reserve
 * to tableau, runs that empty a pile (the reserve fills it), waste to tableau, other tableau
 * moves, and spaces last.
 */
export function scoreMove(pos: Position, macro: number): number {
  const m = macroMove(macro);
  const k = macroTurns(macro);
  const src = srcOf(m);
  const dst = dstOf(m);
  if (dst === DST_FOUNDATION) {
    if (src === SRC_RESERVE) return 1000;
    if (src === SRC_WASTE) return 800 - k;
    return 900;
  }
  const target = pos.tableau[dst - DST_T1] as number[];
  const intoSpace = target.length === 0;
  if (src === SRC_RESERVE) return intoSpace ? 650 : 700;
  if (src === SRC_WASTE) return (intoSpace ? 200 : 400) - k;
  if (src >= SRC_F1) return 50;
  const pile = pos.tableau[src - SRC_T1] as number[];
  const n = countOf(m);
  if (n === pile.length) {
    if (intoSpace) return 10;
    return pos.reserve.length > 0 ? 600 : 500;
  }
  const uncovered = pile[pile.length - n - 1] as number;
  if (pos.goesToFoundation(uncovered)) return 650;
  return intoSpace ? 100 : 300;
}
