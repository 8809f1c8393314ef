import { RANK_ABOVE, RANK_BELOW } from "./runs.js";

/**
 * The bounds that four piles with known bottoms put on a tableau, from how many cards there
 * are of each rank (m) and how many of each rank are the piles' bottoms (b): the chain test's
 * rule while it keeps the bottoms (BOTTOMS in chains.ts). Every bottom is a tableau card,
 * b[r] ≤ m[r], and each other card of rank r lies on a card of rank r + 1 of its own (a K
 * on an A), m[r] − b[r] ≤ m[r + 1].
 *
 * A move changes one or two ranks' counts, so where the bounds held before it, only the
 * bounds with those counts in them need a look: the checks after one change below do that
 * in a few steps instead of thirteen.
 */

/** Whether four piles with bottoms b hold a tableau with m: every bound, rank by rank. */
export function heldByBottoms(m: ArrayLike<number>, b: ArrayLike<number>): boolean {
  for (let r = 0; r < 13; r++) {
    const onCards = (m[r] as number) - (b[r] as number);
    if (onCards < 0 || onCards > (m[RANK_ABOVE[r] as number] as number)) return false;
  }
  return true;
}

/**
 * heldByBottoms after a card of rank r went into a tableau it held (m counts it): rank r's
 * cards on cards grew, and nothing else that could break a bound.
 */
export function heldWithCard(m: ArrayLike<number>, b: ArrayLike<number>, r: number): boolean {
  return (m[r] as number) - (b[r] as number) <= (m[RANK_ABOVE[r] as number] as number);
}

/**
 * heldByBottoms after a card of rank r left a tableau it held, the bottoms as they were (m
 * no longer counts it): rank r may have fewer cards than bottoms, and the rank below's cards
 * on cards may have too few of rank r to lie on.
 */
export function heldWithoutCard(m: ArrayLike<number>, b: ArrayLike<number>, r: number): boolean {
  const below = RANK_BELOW[r] as number;
  return (
    (b[r] as number) <= (m[r] as number) &&
    (m[below] as number) - (b[below] as number) <= (m[r] as number)
  );
}

/**
 * heldByBottoms after a refill from a tableau it held: a bottom of rank r goes onto a card
 * with its pile, and a card of rank x (not r) comes into the space as a bottom. Rank r's
 * cards on cards gain the bottom that left, and rank x's gain a card and a bottom (no change
 * there); of rank r's bound, only its count of the rank above can gain, where that is x.
 * Looked at before the change: m and b as they are.
 */
export function heldAfterRefill(
  m: ArrayLike<number>,
  b: ArrayLike<number>,
  r: number,
  x: number,
): boolean {
  const above = RANK_ABOVE[r] as number;
  return (
    (b[r] as number) > 0 &&
    (m[r] as number) - (b[r] as number) + 1 <= (m[above] as number) + (above === x ? 1 : 0)
  );
}
