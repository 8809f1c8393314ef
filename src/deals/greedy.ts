import {
  countOf,
  DST_FOUNDATION,
  dstOf,
  isPileToPile,
  type Move,
  SRC_F1,
  SRC_RESERVE,
  SRC_STOCK,
  SRC_T1,
  SRC_WASTE,
  srcOf,
} from "../core/move.js";
import type { Position } from "../core/position.js";

/**
 * A simple player who never looks ahead, as a beginner plays: the first of these that has a
 * legal move, each in the engine's move order:
 * 1. a card to a foundation (reserve, waste, then t1…t4);
 * 2. the reserve's top card to the tableau;
 * 3. a tableau run onto another pile when that empties the pile while the reserve can fill
 *    the space, or uncovers a card that can go to a foundation;
 * 4. the waste's top card to the tableau;
 * 5. turn the stock, unless a whole round through stock and waste went by without another
 *    move; then the player gives up.
 * Every move other than a turn brings a card home or shortens the reserve or the waste, so
 * the player always stops. Returns the moves played and whether they won.
 */
export function greedyPlay(start: Position, maxMoves = 5000): { won: boolean; moves: Move[] } {
  const pos = start.clone();
  const moves: Move[] = [];
  let idleTurns = 0;
  while (moves.length < maxMoves) {
    if (pos.isWon()) return { won: true, moves };
    const legal = pos.legalMoves();
    const m = choose(pos, legal);
    if (m === undefined) break;
    if (m === 0) {
      const cycle = Math.ceil((pos.stock.length + pos.waste.length) / pos.rules.draw) + 1;
      if (++idleTurns > cycle) break;
    } else idleTurns = 0;
    pos.play(m);
    moves.push(m);
  }
  return { won: pos.isWon(), moves };
}

function choose(pos: Position, legal: readonly Move[]): Move | undefined {
  const find = (pred: (m: Move) => boolean) => legal.find(pred);
  const src = srcOf;
  return (
    find((m) => dstOf(m) === DST_FOUNDATION && src(m) !== SRC_STOCK && src(m) < SRC_F1) ??
    find((m) => src(m) === SRC_RESERVE) ??
    find((m) => {
      if (!isPileToPile(m)) return false;
      const pile = pos.tableau[src(m) - SRC_T1] as number[];
      const n = countOf(m);
      if (n === pile.length) return pos.reserve.length > 0;
      // A run moved off a card that can then go home.
      return pos.goesToFoundation(pile[pile.length - n - 1] as number);
    }) ??
    find((m) => src(m) === SRC_WASTE) ??
    find((m) => m === 0)
  );
}

/**
 * The greedy player's move from a position (see greedyPlay), or undefined when it has none:
 * the game's own judgement, with no look ahead and no proof.
 */
export const greedyMove = (pos: Position): Move | undefined => choose(pos, pos.legalMoves());
