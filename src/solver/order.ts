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
} from "../core/move.js";
import type { Position } from "../core/position.js";
import { macroMove, macroTurns } from "./stock.js";

/**
 * Move ordering only (higher first): it changes how fast an answer comes, never the answer.
 * The search for a win's order (the first release's, v1/order.ts).
 * Foundations first (reserve, piles, waste, then stock cards by fewest turns), then reserve
 * to tableau, runs that empty a pile (the reserve fills it), waste to tableau, other tableau
 * moves, and spaces last.
 */
export function scoreMoveForWin(pos: Position, macro: number): number {
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

/**
 * The exact search's order (the search for a win keeps scoreMoveForWin: with one order for
 * both, deal 148 took 115 s and 539 took 8 s, where scoreMoveForWin wins them in 0.2 s; the
 * two orders fail on different deals). As scoreMoveForWin, but the reserve's top goes to the tableau before any
 * card but itself goes up, and a pile's top goes up (when that is not a safe move, which is
 * played alone anyway) only after the waste's cards and splits that uncover a card for a
 * foundation. Many wins empty the reserve into the tableau with few cards up (1,000,137 has
 * 5 up when its reserve empties), and a pile card kept down is a target for a reserve card.
 * On the 56 slowest bench deals at 10 s a deal this left 16 undecided where scoreMoveForWin
 * left 24 (one-off runs).
 *
 * Where only the top card or the whole pile moves (strict), the exact search takes
 * scoreMoveForWin instead. There a card put on a pile stays above the cards under it until
 * it leaves alone (no run moves off them), so the reserve's top onto the tableau early
 * buries cards that must go up; and the search for a win runs through its smaller graph
 * without a win on most hard deals (8 of 14 of them at 300,000 positions), so the exact
 * search must find their wins. On the 83 strict bench deals undecided at 10 s, at 300,000
 * positions a deal, it won 7 where this order won none (with either of this order's two
 * changes alone, the reserve's top first or a pile's top up late, 1 of the first 72); on the
 * first 200 bench deals at 200,000 positions, 144 won, 24 lost and 32 unknown instead of
 * 143, 24 and 33.
 */
export function scoreMove(pos: Position, macro: number): number {
  if (pos.rules.runs === "top-or-whole") return scoreMoveForWin(pos, macro);
  const m = macroMove(macro);
  const src = srcOf(m);
  const dst = dstOf(m);
  if (dst === DST_FOUNDATION) {
    if (src >= SRC_T1 && src < SRC_F1) return 640;
  } else if (src === SRC_RESERVE) {
    return (pos.tableau[dst - DST_T1] as number[]).length === 0 ? 940 : 950;
  }
  return scoreMoveForWin(pos, macro);
}
