import { suitOf } from "./card.js";
import {
  DST_FOUNDATION,
  DST_T1,
  dstOf,
  type Move,
  type PileId,
  SRC_F1,
  SRC_RESERVE,
  SRC_STOCK,
  SRC_T1,
  SRC_WASTE,
  srcOf,
} from "./move.js";
import type { Position } from "./position.js";

/** The pile a move source takes its cards from. */
export function sourcePile(src: number): PileId {
  if (src === SRC_STOCK) return "s";
  if (src === SRC_RESERVE) return "r";
  if (src === SRC_WASTE) return "w";
  return src < SRC_F1 ? (`t${src - SRC_T1 + 1}` as PileId) : (`f${src - SRC_F1 + 1}` as PileId);
}

/** A foundation pile by suit: f1…f4 hold clubs, diamonds, hearts, spades. */
export const foundationPile = (suit: number): PileId => `f${suit + 1}` as PileId;

/**
 * Where a move takes its cards from and where they land (undefined for a stock turn), read
 * in the position before the move: a move to the foundations lands on its card's suit.
 */
export function movePiles(pos: Position, m: Move): { from: PileId; to: PileId | undefined } {
  const from = sourcePile(srcOf(m));
  if (srcOf(m) === SRC_STOCK) return { from, to: undefined };
  const d = dstOf(m);
  const to =
    d === DST_FOUNDATION
      ? foundationPile(suitOf(pos.movedCard(m)))
      : (`t${d - DST_T1 + 1}` as PileId);
  return { from, to };
}
