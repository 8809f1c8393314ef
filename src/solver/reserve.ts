import { cardOf, rankBelow, rankOf, suitOf } from "../core/card.js";
import type { Position } from "../core/position.js";

const UP = 0;
const PILE = 1;
const STOCK = 2;
const RESERVE = 3;

/**
 * A proof that a position is lost because some card of the reserve can never leave it
 * (version 2). A won game empties the reserve, and its cards leave from the top only.
 *
 * Where the reserve fills every space at once, a space is only ever filled by the reserve's
 * top card, and a card becomes the bottom of a pile only so. Each space comes from a
 * bottom leaving its pile, and each card is a bottom at most once while the reserve has
 * cards: so the reserve cards that leave into spaces are at most as many as the bottoms
 * that leave, counting the bottoms of now and the reserve cards that went into spaces.
 *
 * The test works through the reserve from the top. For each stage (the cards above the
 * next one gone) it computes the least set of facts closed under these rules, a relaxed
 * game where nothing is ever undone (a card once a pile top stays a possible target, every
 * stock and waste card is always at hand, reserve cards already gone are at hand):
 * - up(c): c can reach its foundation: it is there, or up(the card below it in its suit)
 *   and c at hand: in the stock or waste, gone from the reserve, or a pile card with top(c)
 *   or moved(c);
 * - moved(c): c can be put on a target P it builds on;
 * - top(c), for a pile card: c is a top now, or the card lying on it can leave (up or moved);
 * - target(c): c can be a pile top: top(c), moved(c), or c is a reserve card that may go
 *   into a space (a space may open while it is on top: it may have to fill it even when it
 *   could go elsewhere).
 * Every real event needs its rule's condition first (a card leaves a pile for a foundation
 * or a pile top, since spaces are never open; the card on c must go before c is on top;
 * cards never come back from the foundations), so by induction over the moves of any line,
 * what happens before the next reserve card leaves is in the set. That card r leaves for
 * its foundation (up of the card below it), onto a pile top (target of a card it builds
 * on), or into a space. If neither of the first two is in the set, it needs a space: the
 * bottoms that can leave (now's, and earlier reserve cards that needed a space, by the same
 * facts) must outnumber the reserve cards that needed a space before it. (Reserve cards
 * that took a space without needing one only use up spaces, one each, and give back at most
 * one.) If they do not, r never leaves, and the position is lost.
 */
export class ReserveTest {
  private readonly where = new Uint8Array(52);
  /** The pile card lying on each pile card, or -1. */
  private readonly above = new Int8Array(52);
  /** The pile card each pile card lies on, or -1. */
  private readonly under = new Int8Array(52);
  /** The card below each card in its suit's foundation order, or -1 for a base card. */
  private readonly below = new Int8Array(52);
  /** The card after each card in its suit's foundation order, or -1 for the last. */
  private readonly after = new Int8Array(52);
  /** For each card, up to 4 cards it builds on (-1 ends the list). */
  private readonly parents = new Int8Array(52 * 4).fill(-1);
  /** For each card, up to 4 cards that build on it (-1 ends the list). */
  private readonly kids = new Int8Array(52 * 4).fill(-1);
  private readonly up = new Uint8Array(52);
  private readonly top = new Uint8Array(52);
  private readonly moved = new Uint8Array(52);
  private readonly target = new Uint8Array(52);
  private readonly spaced = new Uint8Array(52);
  private readonly queued = new Uint8Array(52);
  private readonly queue = new Int8Array(64);
  private head = 0;
  private tail = 0;
  private readonly bottoms: number[] = [];
  private readonly spacedCards: number[] = [];

  constructor(pos: Position) {
    const kidCount = new Uint8Array(52);
    this.after.fill(-1);
    for (let c = 0; c < 52; c++) {
      let n = 0;
      for (let p = 0; p < 52; p++) {
        if (!pos.buildsOn(c, p)) continue;
        this.parents[c * 4 + n++] = p;
        this.kids[p * 4 + (kidCount[p] as number)] = c;
        kidCount[p] = (kidCount[p] as number) + 1;
      }
      const r = rankOf(c);
      const b = r === pos.baseRank ? -1 : cardOf(suitOf(c), rankBelow(r));
      this.below[c] = b;
      if (b >= 0) this.after[b] = c;
    }
  }

  /** Whether the rules let this test run: spaces filled from the reserve at once, no cards back from the foundations. */
  static applies(pos: Position): boolean {
    return pos.rules.autoFill && !pos.rules.foundationBack;
  }

  /** True when some reserve card can never leave the reserve: the position is lost. */
  lost(pos: Position): boolean {
    const { where, above, under, up, top, moved, target, spaced, bottoms, spacedCards } = this;
    if (pos.reserve.length === 0) return false;
    where.fill(UP);
    above.fill(-1);
    under.fill(-1);
    up.fill(0);
    top.fill(0);
    moved.fill(0);
    target.fill(0);
    spaced.fill(0);
    bottoms.length = 0;
    spacedCards.length = 0;
    let empty = 0;
    for (const c of pos.reserve) where[c] = RESERVE;
    for (const c of pos.stock) where[c] = STOCK;
    for (const c of pos.waste) where[c] = STOCK;
    for (const pile of pos.tableau) {
      if (pile.length === 0) empty++;
      else bottoms.push(pile[0] as number);
      for (let i = 0; i < pile.length; i++) {
        const c = pile[i] as number;
        where[c] = PILE;
        if (i > 0) under[c] = pile[i - 1] as number;
        if (i + 1 < pile.length) above[c] = pile[i + 1] as number;
        else top[c] = 1;
      }
    }
    // The queue is empty here: close() always drains it, and lost() returns only after a close().
    for (let c = 0; c < 52; c++) if (where[c] === UP) up[c] = 1;
    // Facts start where nothing else leads to them: the cards that may go onto the pile tops,
    // and the next card of each foundation.
    for (const pile of pos.tableau) {
      const t = pile[pile.length - 1];
      if (t === undefined) continue;
      target[t] = 1;
      for (let k = t * 4; k < t * 4 + 4; k++) {
        const x = this.kids[k] as number;
        if (x < 0) break;
        this.enqueue(x);
      }
    }
    for (let suit = 0; suit < 4; suit++) {
      const next = pos.foundationNeeds(suit);
      if (next >= 0) this.enqueue(next);
    }
    this.close();
    const reserve = pos.reserve;
    for (let j = reserve.length - 1; j >= 0; j--) {
      const r = reserve[j] as number;
      const b = this.below[r] as number;
      let free = b < 0 || up[b] === 1;
      for (let k = r * 4; !free && k < r * 4 + 4; k++) {
        const p = this.parents[k] as number;
        if (p < 0) break;
        if (target[p] === 1) free = true;
      }
      // Spaces that may open while r is on top: bottoms that can leave, less the reserve
      // cards above r that needed one.
      let spaces = empty - spacedCards.length;
      for (const x of bottoms) if (up[x] === 1 || moved[x] === 1) spaces++;
      for (const x of spacedCards) if (up[x] === 1 || moved[x] === 1) spaces++;
      if (!free) {
        if (spaces <= 0) return true;
        spacedCards.push(r);
      }
      // In a space r is a pile top, even when it could have gone elsewhere: a space is
      // filled at once, whichever card is on top of the reserve.
      if (spaces > 0) spaced[r] = 1;
      where[r] = STOCK; // gone from the reserve: at hand
      this.enqueue(r);
      this.close();
    }
    return false;
  }

  private enqueue(c: number): void {
    if (this.queued[c] === 1) return;
    this.queued[c] = 1;
    this.queue[this.tail] = c;
    this.tail = (this.tail + 1) & 63;
  }

  /** Derives the facts of each queued card again, queueing the cards whose facts read a fact that changed. */
  private close(): void {
    const { where, above, under, below, after, parents, kids, up, top, moved, target, spaced } =
      this;
    while (this.head !== this.tail) {
      const c = this.queue[this.head] as number;
      this.head = (this.head + 1) & 63;
      this.queued[c] = 0;
      const w = where[c] as number;
      if (w === UP || w === RESERVE) continue;
      let movedNow = false;
      let upNow = false;
      let targetNow = false;
      if (moved[c] === 0) {
        for (let k = c * 4; k < c * 4 + 4; k++) {
          const p = parents[k] as number;
          if (p < 0) break;
          if (target[p] === 1) {
            moved[c] = 1;
            movedNow = true;
            break;
          }
        }
      }
      if (w === PILE && top[c] === 0) {
        const a = above[c] as number;
        if (up[a] === 1 || moved[a] === 1) top[c] = 1;
      }
      if (up[c] === 0) {
        const b = below[c] as number;
        if ((b < 0 || up[b] === 1) && (w === STOCK || top[c] === 1 || moved[c] === 1)) {
          up[c] = 1;
          upNow = true;
        }
      }
      if (target[c] === 0 && (top[c] === 1 || moved[c] === 1 || spaced[c] === 1)) {
        target[c] = 1;
        targetNow = true;
      }
      // Whose facts read c's: the cards built on c read target, the card under c reads up
      // and moved, the next card of c's suit reads up.
      if (targetNow) {
        for (let k = c * 4; k < c * 4 + 4; k++) {
          const x = kids[k] as number;
          if (x < 0) break;
          if (moved[x] === 0) this.enqueue(x);
        }
      }
      if (upNow || movedNow) {
        const u = under[c] as number;
        if (u >= 0 && top[u] === 0) this.enqueue(u);
      }
      if (upNow) {
        const n = after[c] as number;
        if (n >= 0 && up[n] === 0) this.enqueue(n);
      }
    }
  }
}
