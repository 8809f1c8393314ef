/**
 * Places for the reserve cards that are out but not up (ReserveTest, reserve.ts): each lies
 * in a pile, at its bottom or directly on a card it builds on, and no two lie on one card.
 * So at most as many of them as a matching finds cards to lie on can be off the bottoms.
 *
 * A maximum matching of cards to the cards they build on, by augmenting paths (Kuhn's
 * method): each card tries its parents, taking a free one or moving the card that holds
 * one on to another. At most 13 cards with at most 4 parents each: a few hundred steps.
 */
export class Places {
  /** The card placed on each card, or -1. */
  private readonly holder = new Int8Array(52).fill(-1);
  /** The parents given a card in this matching, so that `holder` is cleared after it. */
  private readonly taken = new Int8Array(52);
  private takenCount = 0;
  /** The round (one per card tried) in which each parent was last looked at. */
  private readonly seen = new Uint16Array(52);
  private round = 0;
  private may: (p: number) => boolean = () => false;

  constructor(
    /** For each card, up to 4 cards it builds on (-1 ends the list), as ReserveTest keeps them. */
    private readonly parents: Int8Array,
  ) {}

  /**
   * How many of `cards` (the first `count`) find no card of their own to lie on, among the
   * parents `may` allows: the size of the set minus a maximum matching.
   */
  unplaced(cards: Int8Array, count: number, may: (p: number) => boolean): number {
    this.may = may;
    let left = 0;
    for (let i = 0; i < count; i++) {
      if (this.round === 0xffff) {
        this.seen.fill(0);
        this.round = 0;
      }
      this.round++;
      if (!this.place(cards[i] as number)) left++;
    }
    const { holder, taken } = this;
    for (let i = 0; i < this.takenCount; i++) holder[taken[i] as number] = -1;
    this.takenCount = 0;
    return left;
  }

  /** Finds x a parent of its own, moving the cards that hold them on where they can go. */
  private place(x: number): boolean {
    const { parents, holder, seen } = this;
    for (let k = x * 4; k < x * 4 + 4; k++) {
      const p = parents[k] as number;
      if (p < 0) break;
      if (seen[p] === this.round || !this.may(p)) continue;
      seen[p] = this.round;
      const h = holder[p] as number;
      if (h < 0 || this.place(h)) {
        if (h < 0) this.taken[this.takenCount++] = p;
        holder[p] = x;
        return true;
      }
    }
    return false;
  }
}
