import { suitOf } from "../core/card.js";
import type { Position } from "../core/position.js";
import { fitsWithLinks, LEVEL, LEVEL_CARDS, LEVELS } from "./levels.js";
import { foundationsWord, RelaxedMemo } from "./relaxed-memo.js";
import { dropsAdded } from "./runs.js";
import { TableauSets } from "./tableau-sets.js";

/** Where a card is in the relaxed game. */
const UP = 0;
const TABLEAU = 1;
/** In the stock or the waste. */
const AT_HAND = 2;
const RESERVE = 3;

const WON = 1;
const LOST = 2;
/** A tableau that four piles cannot hold: no such position. */
const UNFIT = 3;

/** Relaxed positions one test may expand before it gives up ("not lost"). */
const TEST_BUDGET = 1_000;
/**
 * The table of answers kept for the whole search (relaxed-memo.ts): slots as powers of two,
 * at first and at most. Not as large as the chain test's: 2^20 slots gave superior's 1,000
 * bench deals the same answers in the same positions.
 */
const FIRST_MEMO_BITS = 12;
const MAX_MEMO_BITS = 18;
/** The most lost tableau sets kept, and won ones (tableau-sets.ts): 8 MiB each. */
const MOST_TABLEAU_SETS = 1 << 20;

/**
 * A proof that a position is lost because the tableau cannot hold the cards that must wait
 * in it: built down in alternating colours, with no cards back from the foundations.
 *
 * A card leaves the tableau only for its foundation, so a card in the tableau now, or put
 * there from the reserve, stays in it until it goes up. Every pile is a chain: each card
 * lies on a card it builds on, of the next level (LEVEL), since a card goes only onto such a
 * card or into a space, and a run moves whole. So at every moment some four chains hold the
 * tableau's cards, with cards of the stock and the waste among them or not. Chains that hold
 * x[L] cards of level L have at least x[L] − x[L + 1] bottoms at level L, as a card that is
 * not a bottom lies on a card of its own; so with h[L] cards of level L that must be there
 * and s[L] more that may, four piles hold them only if some x between h and h + s has
 * Σ max(0, x[L] − x[L + 1]) at most 4 (`fits`; found in a pass round the levels for each
 * first value, as each level has two cards). (A position given as text may have a card on
 * one it does not build on; each such card counts one chain more until it goes up.)
 *
 * The relaxed game keeps of a position only where each card is: up, in the tableau (a set),
 * at hand (the stock and the waste: any of them may come out of them, or stay there), or in
 * the reserve, whose order it keeps. Its moves: the reserve's top into the tableau, and a
 * card its foundation needs up, from the reserve's top, the tableau or at hand; each must
 * leave a tableau that fits. Each real move is one of these or changes nothing here (a card
 * from the stock or the waste into the tableau stays one that may be there, a move within
 * the tableau or a turn of the stock changes nothing), and every real position's piles hold
 * its tableau, so a won real game is a won relaxed one, and a relaxed game that cannot be won
 * proves the position lost. Each move puts a card up or takes one out of the reserve, so the
 * relaxed game has no cycles. The reserve's top is not tried up where it fits in the
 * tableau: from there it may go up at the next move, whose tableau is the one before. A
 * reserve card that no card in the tableau or at hand can take (both cards of the level
 * after its own are up or in the reserve) comes in only into a space, alone in its pile, so
 * the tableau it finds must fit in one chain fewer (hasRoom): that alone proves superior's
 * 1,000,053 lost at the deal.
 *
 * Answers are kept for the whole search, keyed by the tableau set, the foundations and the
 * reserve's length, which name the relaxed position; a tableau that does not fit is kept
 * there too, so that the pass round the levels runs once for each. A test that runs out of
 * its budget answers "not lost".
 *
 * A card at hand may be in the tableau or not, so a relaxed position with some of the
 * tableau's cards at hand instead allows every move of this one, and after each move the two
 * still differ so: where that one is lost, so is this one, and where this one is won, so is
 * that one. So a test the table does not answer looks first for the tableau set of a
 * position the relaxed search proved lost, with the same foundations and reserve, that this
 * tableau holds, or one proved won that holds this tableau (tableau-sets.ts). On superior's
 * 1,000,276 at 1 million positions such sets answer 295,593 of the 315,798 tests the table
 * does not (123,104 lost, 172,489 won), and `canfield solve` takes 5.3 s instead of 10.8
 * (two runs each, docs/solver.md).
 *
 * Measured on superior's 1,000 bench deals, 10 s a deal, side by side with the test switched
 * off: 98.1% decided against 97.5%, the losses both decide in 84% fewer positions
 * (docs/solver.md).
 */
export class CoverTest {
  private readonly where = new Uint8Array(52);
  /** The reserve from the bottom. */
  private readonly reserve = new Int8Array(52);
  private reserveLeft = 0;
  private readonly foundations = new Int8Array(4);
  private baseRank = 0;
  private up = 0;
  /** Tableau cards of each level, and cards at hand of each level. */
  private readonly held = new Int8Array(LEVELS);
  private readonly spare = new Int8Array(LEVELS);
  /** held + spare, level by level. */
  private readonly both = new Int8Array(LEVELS);
  /** Σ max(0, held[L] − held[L + 1]): at most `limit`, the tableau fits without cards at hand. */
  private drops = 0;
  /** The same sum over `both`: at most `limit`, it fits with every card at hand. */
  private bothDrops = 0;
  /** Chains the tableau may need: four, and one more for each card now lying on a card it does not build on. */
  private limit = 4;
  private tBits0 = 0;
  private tBits1 = 0;
  private expanded = 0;
  private readonly memo: RelaxedMemo;
  /** The tableau sets of the positions the relaxed search proved lost, and won: see lost(). */
  private readonly lostTableaus = new TableauSets(MOST_TABLEAU_SETS, "within");
  private readonly wonTableaus = new TableauSets(MOST_TABLEAU_SETS, "holding");
  /**
   * Positions answered by a lost tableau set within this one, and by a won one that holds it
   * (lost()): tests count them to know that both were tried.
   */
  readonly fromSets = { lostWithin: 0, wonHolding: 0 };

  /** `maxMemoBits`: the table's most slots, as a power of two, at least 2 (tests give a tiny one). */
  constructor(maxMemoBits = MAX_MEMO_BITS) {
    this.memo = new RelaxedMemo(FIRST_MEMO_BITS, maxMemoBits);
  }

  /**
   * Built in alternating colours, no cards back, and spaces not filled from the reserve
   * (superior): where the reserve fills them the reserve test counts the spaces, and in
   * strict's bench (10 s a deal, side by side) this decided the same 91.9% at 11% fewer
   * positions a second.
   */
  static applies(pos: Position): boolean {
    const { rules } = pos;
    return rules.build === "alternate" && !rules.foundationBack && !rules.autoFill;
  }

  /** True when the relaxed game of the position cannot be won: the position is lost. */
  lost(pos: Position): boolean {
    const { where, foundations, held, spare, both } = this;
    this.up = pos.cardsOnFoundations();
    if (this.up === 52) return false;
    foundations.set(pos.foundations);
    // The table first: most positions share their relaxed one (the tableau set, the
    // foundations and the reserve's length) with one tested before (on superior's 1,000,420,
    // 734,853 of 811,177 tests), and its key costs far less than the relaxed position.
    let t0 = 0;
    let t1 = 0;
    let limit = 4;
    for (const pile of pos.tableau)
      for (let i = 0; i < pile.length; i++) {
        const c = pile[i] as number;
        if (c < 32) t0 |= 1 << c;
        else t1 |= 1 << (c - 32);
        if (i > 0 && !pos.buildsOn(c, pile[i - 1] as number)) limit++;
      }
    this.tBits0 = t0;
    this.tBits1 = t1;
    this.limit = limit;
    this.reserveLeft = pos.reserve.length;
    const k1 = this.secondWord();
    const k2 = foundationsWord(foundations, limit);
    const slot = this.memo.find(t0, k1, k2);
    const known = this.memo.answer(slot);
    if (known !== 0) return known === LOST;
    // The rest of the key: the foundations' word, and the reserve's length with its flag
    // (below 2^11). Only the sets of positions the relaxed search answered are kept (keeping
    // also those of positions answered by a set took 26% more time on 1,000,276).
    const rest = k2 * 2048 + (k1 >>> 20);
    if (this.lostTableaus.answers(rest, t0, t1)) {
      this.memo.store(slot, LOST, 1, t0, k1, k2);
      this.fromSets.lostWithin++;
      return true;
    }
    if (this.wonTableaus.answers(rest, t0, t1)) {
      this.memo.store(slot, WON, 1, t0, k1, k2);
      this.fromSets.wonHolding++;
      return false;
    }
    where.fill(UP);
    held.fill(0);
    spare.fill(0);
    both.fill(0);
    this.drops = 0;
    this.bothDrops = 0;
    this.baseRank = pos.baseRank;
    // The key's bits stay: toTableau sets each again.
    for (const pile of pos.tableau) for (const c of pile) this.toTableau(c);
    for (let i = 0; i < pos.reserve.length; i++) {
      const c = pos.reserve[i] as number;
      where[c] = RESERVE;
      this.reserve[i] = c;
    }
    for (const c of pos.stock) this.toHand(c);
    for (const c of pos.waste) this.toHand(c);
    this.expanded = 0;
    const answer = this.search(false);
    if (answer === LOST) this.lostTableaus.add(rest, t0, t1);
    else if (answer === WON) this.wonTableaus.add(rest, t0, t1);
    return answer === LOST;
  }

  private toHand(c: number): void {
    this.where[c] = AT_HAND;
    const l = LEVEL[c] as number;
    this.spare[l] = (this.spare[l] as number) + 1;
    this.bothDrops += dropsAdded(this.both, l);
    this.both[l] = (this.both[l] as number) + 1;
  }

  private fromHand(c: number): void {
    const l = LEVEL[c] as number;
    this.spare[l] = (this.spare[l] as number) - 1;
    this.both[l] = (this.both[l] as number) - 1;
    this.bothDrops -= dropsAdded(this.both, l);
  }

  private toTableau(c: number): void {
    this.where[c] = TABLEAU;
    const held = this.held;
    const l = LEVEL[c] as number;
    this.drops += dropsAdded(held, l);
    held[l] = (held[l] as number) + 1;
    this.bothDrops += dropsAdded(this.both, l);
    this.both[l] = (this.both[l] as number) + 1;
    if (c < 32) this.tBits0 |= 1 << c;
    else this.tBits1 |= 1 << (c - 32);
  }

  /** Takes c out of the tableau (the caller says where it goes). */
  private offTableau(c: number): void {
    const held = this.held;
    const l = LEVEL[c] as number;
    held[l] = (held[l] as number) - 1;
    this.drops -= dropsAdded(held, l);
    this.both[l] = (this.both[l] as number) - 1;
    this.bothDrops -= dropsAdded(this.both, l);
    if (c < 32) this.tBits0 &= ~(1 << c);
    else this.tBits1 &= ~(1 << (c - 32));
  }

  /** Whether four piles (`limit` chains) can hold the tableau, with cards at hand or not. */
  private fits(limit = this.limit): boolean {
    return (
      this.drops <= limit || this.bothDrops <= limit || fitsWithLinks(this.held, this.spare, limit)
    );
  }

  /**
   * WON, LOST, UNFIT (where `check`: the tableau does not fit, worked out only for positions
   * not in the table), or 0 when the budget ran out.
   */
  private search(check: boolean): number {
    if (this.up === 52) return WON;
    const k0 = this.tBits0;
    const k1 = this.secondWord();
    const k2 = foundationsWord(this.foundations, this.limit);
    const slot = this.memo.find(k0, k1, k2);
    const known = this.memo.answer(slot);
    if (known !== 0) return known;
    if (check && !this.fits()) {
      this.memo.store(slot, UNFIT, 0, k0, k1, k2);
      return UNFIT;
    }
    const first = ++this.expanded;
    if (first > TEST_BUDGET) return 0;
    const answer = this.tryMoves();
    if (answer !== 0) this.memo.store(slot, answer, this.expanded - first + 1, k0, k1, k2);
    return answer;
  }

  /** The second word of the relaxed position's key: the tableau's cards from 32 up and the reserve's length. */
  private secondWord(): number {
    return this.tBits1 | (this.reserveLeft << 20) | (1 << 30);
  }

  /**
   * A card its foundation needs, in the tableau or at hand, that no card can lie on any
   * more (both cards of the level before its own are up), or -1. Such a card can only be a
   * chain's bottom: without it every x it was counted in has one card fewer at its level and
   * no more bottoms, as x is 0 at the level before; so the position with it up fits, has
   * every move this one has that fits, and is won exactly where this one is (one move on).
   */
  private clearCard(): number {
    const { where, foundations } = this;
    for (let s = 0; s < 4; s++) {
      const n = foundations[s] as number;
      if (n >= 13) continue;
      const c = s * 13 + ((this.baseRank + n) % 13);
      const w = where[c] as number;
      if (w !== TABLEAU && w !== AT_HAND) continue;
      const l = LEVEL[c] as number;
      const before = 2 * (l === 0 ? LEVELS - 1 : l - 1);
      if (
        where[LEVEL_CARDS[before] as number] === UP &&
        where[LEVEL_CARDS[before + 1] as number] === UP
      )
        return c;
    }
    return -1;
  }

  /** The answer of the position after clear card c goes up, as the only move. */
  private upAlone(c: number): number {
    const { where, foundations } = this;
    const s = suitOf(c);
    const w = where[c] as number;
    if (w === TABLEAU) this.offTableau(c);
    else this.fromHand(c);
    where[c] = UP;
    foundations[s] = (foundations[s] as number) + 1;
    this.up++;
    const a = this.search(false);
    this.up--;
    foundations[s] = (foundations[s] as number) - 1;
    if (w === TABLEAU) this.toTableau(c);
    else this.toHand(c);
    return a;
  }

  /**
   * Whether the reserve's top c has somewhere to go in the tableau: where no card it builds
   * on can be there (both are up or in the reserve), only a space, alone in its pile, so the
   * tableau before it must fit in the other three piles. The rule keeps the arguments above:
   * both cards of a clear card's level before are up, so no reserve card builds on a clear
   * card (clearCard); and a position with some tableau cards at hand instead has the same
   * cards to build on and fits wherever this one does (the tableau sets).
   */
  private hasRoom(c: number): boolean {
    const l = LEVEL[c] as number;
    return (this.both[l === LEVELS - 1 ? 0 : l + 1] as number) > 0 || this.fits(this.limit - 1);
  }

  /** The moves of the relaxed game: WON as soon as one wins, 0 if the budget ran out under one. */
  private tryMoves(): number {
    let budgetOut = false;
    const { where, foundations } = this;
    const clear = this.clearCard();
    if (clear >= 0) return this.upAlone(clear);
    let top = -1;
    let fitted = false;
    if (this.reserveLeft > 0) {
      top = this.reserve[this.reserveLeft - 1] as number;
      if (this.hasRoom(top)) {
        this.reserveLeft--;
        this.toTableau(top);
        const a = this.search(true);
        fitted = a !== UNFIT;
        this.offTableau(top);
        where[top] = RESERVE;
        this.reserveLeft++;
        if (a === WON) return WON;
        if (a === 0) budgetOut = true;
      }
    }
    for (let s = 0; s < 4; s++) {
      const n = foundations[s] as number;
      if (n >= 13) continue;
      const c = s * 13 + ((this.baseRank + n) % 13);
      const w = where[c] as number;
      if (w === RESERVE && (c !== top || fitted)) continue;
      if (w === TABLEAU) this.offTableau(c);
      else if (w === AT_HAND) this.fromHand(c);
      else this.reserveLeft--;
      where[c] = UP;
      foundations[s] = n + 1;
      this.up++;
      const a = this.search(w !== RESERVE);
      this.up--;
      foundations[s] = n;
      if (w === TABLEAU) this.toTableau(c);
      else if (w === AT_HAND) this.toHand(c);
      else {
        where[c] = RESERVE;
        this.reserveLeft++;
      }
      if (a === WON) return WON;
      if (a === 0) budgetOut = true;
    }
    return budgetOut ? 0 : LOST;
  }
}
