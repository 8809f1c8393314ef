import { type Move, STOCK_MOVE } from "../core/move.js";
import type { Position } from "../core/position.js";
import type { Rules } from "../core/rules.js";

/**
 * Draw 1 allows every line of draw 3. A stock turn of draw 3 moves the stock's top card to
 * the waste's top, then the next, then the next (three, or as many as are left); three turns
 * of draw 1 (or as many) do exactly that, card by card, and the turn over of an empty stock
 * is the same move in both, at the same times, so the passes agree. No other move reads the
 * draw: it reads only the cards of the waste, the stock and the pass, which are then the
 * same. So a winning line of the same position under draw 3, with each turn played as its
 * turns of draw 1, wins under draw 1. A draw-3 game is much smaller (a third of the stock
 * places), so its searches often find a win that the draw-1 searches take millions of
 * positions to: of the 15 bench deals draw1 left undecided at 10 s, 1,000,243, 593, 692 and
 * 948 are won in classic within 210,000 positions. Its losses prove nothing under draw 1.
 */
export const drawThreeHelps = (rules: Rules): boolean =>
  rules.draw === 1 && !Number.isFinite(rules.passes);

/** The same position under draw 3. */
export const asDrawThree = (pos: Position): Position => pos.clone({ ...pos.rules, draw: 3 });

/**
 * A line of engine moves from `start` (a draw-1 position) won under draw 3, as a line under
 * draw 1: each stock turn played as its single turns. Every move is checked against the
 * engine as it is played: undefined if one is not legal or the line does not end won (never
 * expected, by the argument above).
 */
export function drawOneLine(start: Position, moves: readonly Move[]): Move[] | undefined {
  const three = asDrawThree(start);
  const one = start.clone();
  const out: Move[] = [];
  const legal: Move[] = [];
  for (const m of moves) {
    if (!three.legalMoves(legal).includes(m)) return undefined;
    const turns = m === STOCK_MOVE && three.stock.length > 0 ? Math.min(3, three.stock.length) : 1;
    three.play(m);
    for (let k = 0; k < turns; k++) {
      if (!one.legalMoves(legal).includes(m)) return undefined;
      one.play(m);
      out.push(m);
    }
  }
  return one.isWon() ? out : undefined;
}
