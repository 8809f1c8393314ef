/**
 * A move is a small integer: source | target << 4 | count << 8.
 * Sources: 0 stock turn, 1 reserve, 2 waste, 3…6 t1…t4, 7…10 foundations c d h s.
 * Targets: 0 foundation, 1…4 t1…t4.
 */
export type Move = number;

export const SRC_STOCK = 0;
export const SRC_RESERVE = 1;
export const SRC_WASTE = 2;
export const SRC_T1 = 3;
export const SRC_F1 = 7;
export const DST_FOUNDATION = 0;
export const DST_T1 = 1;

/** Turn the stock, or turn the waste over when the stock is empty. */
export const STOCK_MOVE: Move = 0;

export const PILE_IDS = ["r", "s", "w", "t1", "t2", "t3", "t4", "f1", "f2", "f3", "f4"] as const;
/** Piles as named in the page and in tests (docs/rules.md §5). */
export type PileId = (typeof PILE_IDS)[number];

export const moveOf = (src: number, dst: number, n: number): Move => src | (dst << 4) | (n << 8);
export const srcOf = (m: Move): number => m & 15;
export const dstOf = (m: Move): number => (m >> 4) & 15;
export const countOf = (m: Move): number => m >> 8;
export const isStockMove = (m: Move): boolean => m === STOCK_MOVE;
/** Whether m moves cards from one tableau pile onto another (or into a space): the only moves of runs. */
export const isPileToPile = (m: Move): boolean => {
  const src = srcOf(m);
  return src >= SRC_T1 && src < SRC_F1 && dstOf(m) !== DST_FOUNDATION;
};
