/**
 * Runs: how many piles, each card on a card one rank higher (a K on an A), it takes to hold
 * a set of cards, from how many there are of each rank. The chain test's tableau capacity.
 */

/**
 * The sum over r of max(0, m[r] − m[r + 1]) for a tableau with m[r] cards of rank r: the
 * cards that have no card one rank higher left to lie on (a K lies on an A).
 */
export function rankDrops(m: ArrayLike<number>): number {
  let d = 0;
  for (let r = 0; r < 13; r++) {
    const x = (m[r] as number) - (m[r === 12 ? 0 : r + 1] as number);
    if (x > 0) d += x;
  }
  return d;
}

/**
 * How much one more card of rank r adds to rankDrops(m): one at r where m[r] ≥ m[r + 1],
 * and one less at r − 1 where m[r − 1] > m[r]; no other term has m[r] in it. The chain test
 * keeps its sum this way as cards come and go. The counts go round m.length places (the
 * cover test's 26 levels too), the last followed by the first.
 */
export function dropsAdded(m: ArrayLike<number>, r: number): number {
  const last = m.length - 1;
  const here = m[r] as number;
  return (
    (here >= (m[r === last ? 0 : r + 1] as number) ? 1 : 0) -
    ((m[r === 0 ? last : r - 1] as number) > here ? 1 : 0)
  );
}

/**
 * The least number of runs (each card on a card one rank higher, a K on an A) that hold
 * cards with m[r] of rank r: rankDrops(m), or 1 where that is 0 and there are cards (runs
 * may wrap round past 13 cards). At least that many: each card of rank r that is not a
 * run's bottom lies on a card of rank r + 1 of its own, so at least m[r] − m[r + 1] cards
 * of rank r are bottoms.
 */
export function chainsNeeded(m: ArrayLike<number>): number {
  let n = 0;
  for (let r = 0; r < 13; r++) n += m[r] as number;
  return runsFor(n, rankDrops(m));
}

/** chainsNeeded of a tableau of `cards` cards whose rankDrops is `drops`. */
function runsFor(cards: number, drops: number): number {
  return cards > 0 && drops === 0 ? 1 : drops;
}

/**
 * Whether a tableau whose ranks m hold exactly four runs (chainsNeeded) can take a card of
 * rank r: only onto a run's bottom card, of rank r + 1. Each card of rank r + 1 that is not
 * a bottom has its own card of rank r lying on it, so bottoms of rank r + 1 number at least
 * m[r + 1] − m[r], and as four runs are the fewest, no more than that (the bottoms, like the
 * tops, add up to chainsNeeded). Four piles in four runs leave no space, so a card of rank r
 * has somewhere to go only where m[r] < m[r + 1].
 */
export function fullTableauTakes(m: ArrayLike<number>, r: number): boolean {
  return (m[r] as number) < (m[r === 12 ? 0 : r + 1] as number);
}

/**
 * Whether a tableau whose ranks m hold exactly four runs can give up a card of rank r: only
 * a run's bottom card, uncovered, and there are bottoms of rank r only where m[r] > m[r − 1]
 * (as for fullTableauTakes).
 */
export function fullTableauGives(m: ArrayLike<number>, r: number): boolean {
  return (m[r] as number) > (m[r === 0 ? 12 : r - 1] as number);
}

/** Each rank's neighbours, round the thirteen (rankAbove, rankBelow as tables). */
export const RANK_ABOVE = Int8Array.from({ length: 13 }, (_, r) => (r + 1) % 13);
export const RANK_BELOW = Int8Array.from({ length: 13 }, (_, r) => (r + 12) % 13);

/** dropsAdded for thirteen ranks, neighbours from tables: the chain test's hottest path. */
function rankDropsAdded(m: Int8Array, r: number): number {
  const here = m[r] as number;
  return (
    (here >= (m[RANK_ABOVE[r] as number] as number) ? 1 : 0) -
    ((m[RANK_BELOW[r] as number] as number) > here ? 1 : 0)
  );
}

/**
 * A tableau's cards of each rank with its rankDrops, kept as cards come and go, so that
 * chainsNeeded costs two additions a move instead of a sum over the ranks.
 */
export class RunCount {
  readonly ranks = new Int8Array(13);
  private cards = 0;
  private drops = 0;

  clear(): void {
    this.ranks.fill(0);
    this.cards = 0;
    this.drops = 0;
  }

  add(r: number): void {
    this.drops += rankDropsAdded(this.ranks, r);
    this.cards++;
    this.ranks[r] = (this.ranks[r] as number) + 1;
  }

  /** Takes a card of rank r away: dropsAdded of the counts without it is what it had added. */
  remove(r: number): void {
    this.ranks[r] = (this.ranks[r] as number) - 1;
    this.cards--;
    this.drops -= rankDropsAdded(this.ranks, r);
  }

  /** chainsNeeded(this.ranks). */
  runs(): number {
    return runsFor(this.cards, this.drops);
  }
}
