import { rankOf, suitOf } from "../core/card.js";
import type { Position } from "../core/position.js";
import { heldAfterRefill, heldByBottoms, heldWithCard, heldWithoutCard } from "./bottoms.js";
import { foundationsWord, RelaxedMemo } from "./relaxed-memo.js";
import { fullTableauGives, fullTableauTakes, RANK_ABOVE, RunCount } from "./runs.js";

/** Where a card is in the relaxed game. */
const UP = 0;
const TABLEAU = 1;
/** In the stock, the waste or the reserve. */
const ELSEWHERE = 2;

/** Each card's rank. */
const RANK = Int8Array.from({ length: 52 }, (_, c) => rankOf(c));

const WON = 1;
const LOST = 2;

/** Relaxed positions one test may expand before it gives up ("not lost"). */
const TEST_BUDGET = 1_000;
/**
 * The table of answers kept for the whole search (relaxed-memo.ts): slots as powers of two,
 * at first and at most. A test that runs out of its budget leaves the answers it found, and
 * a later test of a position that reaches the same ones goes on from them, so a larger
 * table proves more positions lost: on rainbow's 1,000 bench deals (10 s a deal, side by
 * side) 2^20 slots (16 MiB at most) decided 89.1% against 87.9% with 2^18. 2^22 decided
 * 89.7% beside 2^20's 89.2%, and 89.3% in another run, but at a peak of 447 MiB a job
 * against 315, too much for the game's worker (docs/experiments.md).
 */
const FIRST_MEMO_BITS = 12;
const MAX_MEMO_BITS = 20;

/**
 * A proof that a position in the last pass through the stock is lost because the tableau
 * cannot hold the cards that must come out of the waste and the reserve before the cards
 * under them can go up (both are stacks then: the waste is never turned over again).
 *
 * Every pile is a chain: each card lies on a card one rank higher (a K on an A), whatever
 * the suits, since a card goes only onto a card it builds on (in every rule set a card one
 * rank higher) or into a space, and a run moves whole. So the tableau's cards can be cut
 * into at most four chains, at least chainsNeeded of them. (A position given as text may
 * have a card lying on one it does not build on; each such card can only leave, so it counts
 * one chain more for the rest of the game.)
 *
 * The relaxed game keeps of a position only where each card is: up, in the tableau (a set), or
 * in the stock, waste or reserve, whose order it keeps. Its moves: turn the stock (draw cards
 * onto the waste), take the waste's or the reserve's top to its foundation or into the
 * tableau, and send any tableau card that its foundation needs up; every move must leave
 * tableau cards that four chains can hold (chainsNeeded at most 4), and where the tableau
 * needs all four, a card goes in or up only where a run's bottom allows it (fullTableauTakes,
 * fullTableauGives). Where the reserve fills spaces (autoFill), no space is open while it has
 * cards (the engine fills one at once, and a position given as text may not hold one), so a
 * card from the waste goes into the tableau then only onto a card it builds on; where any card
 * builds on any, the relaxed game takes it in then only where one is in the tableau
 * (`targetsNeeded`). Each real move is one of these (a move within the tableau changes nothing
 * here) and every real position's tableau is held by its piles, so a won real game is a won
 * relaxed one, and a relaxed game that cannot be won proves the position lost. Each move puts
 * a card nearer the foundations (up, out of a stack, or turned), so the relaxed game has no
 * cycles and its answers do not depend on the path to a position.
 *
 * BOTTOMS. Where any card builds on any and the reserve fills spaces, and the four piles
 * are not empty and hold only cards on cards they build on, the relaxed game also keeps the
 * piles' bottoms by rank (b(r) of rank r, four in all) while the reserve has cards. There
 * are four piles all that time, and a card becomes a bottom only by filling a space from
 * the reserve. Every real tableau then has b(r) ≤ m(r), and its m(r) − b(r) other cards of
 * rank r each lie on a card of rank r + 1 of its own: m(r) − b(r) ≤ m(r + 1). A relaxed move
 * must leave a tableau that meets both, and its moves are: a card into the tableau (onto a
 * card: the bottoms stay), a tableau card up (as a card on another one: the bottoms stay;
 * or as a bottom alone in its pile), or a bottom's whole pile onto another pile. In the last
 * two the reserve's top fills the space, a bottom of its own rank in place of the one that
 * left. Each real move while the reserve has cards is one of these or changes nothing here
 * (a run moved off a pile that keeps its bottom); once the reserve is empty a space may stay
 * open, and the rule of four chains holds as above. The key holds the bottoms' ranks too.
 * (The bounds, and their checks after a move where they held before it: bottoms.ts.)
 * On rainbow's 1,000 bench deals (10 s a deal, side by side) 89.8% decided against 88.2%,
 * at about half the positions a second (docs/solver.md).
 *
 * Answers are kept for the whole search, keyed by the tableau set, the foundations, and how
 * many cards are left in the stock and the reserve: with the turn order fixed by the start
 * (the stock keeps its order, and in the last pass the waste is a stack), these name the
 * relaxed position. A test that runs out of its budget answers "not lost".
 *
 * Measured on rainbow's bench deals 1,000,000–099, 10 s a deal, one job beside another: 84
 * decided against 81 (5 losses against 2), at about two thirds of the positions a second.
 * Budgets of 2,000 and 5,000 relaxed positions a test decided the same deals, more slowly
 * (docs/solver.md, docs/experiments.md).
 */
export class ChainTest {
  /** The start's stock and waste cards in turn order, and the reserve from the bottom. */
  private readonly turnOrder: Int8Array;
  private readonly reserve: Int8Array;
  private readonly where = new Uint8Array(52);
  /** The tableau's cards of each rank, and the runs they need. */
  private readonly tableau = new RunCount();
  /** The key's third word (foundationsWord), kept as cards go up: four bits a suit's count. */
  private fWord = 0;
  /** At 14 × suit + n: the card that suit's foundation needs with n cards up (-1 at 13). */
  private readonly needs = new Int8Array(56);
  /** The waste of the relaxed game, from the bottom. */
  private readonly waste = new Int8Array(52);
  private wasteLength = 0;
  /** Index in turnOrder of the next card turned (cards gone before are skipped). */
  private next = 0;
  private stockLeft = 0;
  private reserveLeft = 0;
  private up = 0;
  private readonly draw: number;
  /**
   * Whether a waste card needs a card to lie on while the reserve has cards. Sound wherever
   * the reserve fills spaces, but kept to rules where any card builds on any: in storehouse,
   * where a waste card has one target, the relaxed game then rarely finds a win within its
   * budget (on 1,000,111, 10,946 tests ran out against 502, and the deal took 2.2 times as
   * long in 5% fewer positions).
   */
  private readonly targetsNeeded: boolean;
  private expanded = 0;
  /** Chains the tableau may need: four, and one more for each card now lying on a card it does not build on. */
  private limit = 4;
  private tBits0 = 0;
  private tBits1 = 0;
  /**
   * Whether the relaxed game keeps the piles' bottoms while the reserve has cards (rules where
   * any card builds on any and the reserve fills spaces, four piles of cards that build on the
   * cards they lie on): see BOTTOMS.
   */
  private bottoms = false;
  /** The piles' bottoms by rank, where `bottoms` and the reserve has cards (four in all). */
  private readonly bottomRanks = new Int8Array(13);
  /** The bottoms' ranks in order as four digits in base 13, kept as they change (swapBottom). */
  private bottomsCode = 0;
  private readonly memo: RelaxedMemo;

  /**
   * `maxMemoBits`: the table's most slots, as a power of two, at least 2 (one bucket);
   * tests give it a tiny table that must give up slots at once. `keepBottoms`: false for
   * tests that compare the relaxed game without BOTTOMS.
   */
  constructor(
    start: Position,
    maxMemoBits = MAX_MEMO_BITS,
    private readonly keepBottoms = true,
  ) {
    this.memo = new RelaxedMemo(FIRST_MEMO_BITS, maxMemoBits);
    const order = [...start.waste, ...start.stock.slice().reverse()];
    this.turnOrder = Int8Array.from(order);
    this.reserve = Int8Array.from(start.reserve);
    this.draw = start.rules.draw;
    this.targetsNeeded = start.rules.autoFill && start.rules.build === "any";
    for (let s = 0; s < 4; s++)
      for (let n = 0; n < 14; n++)
        this.needs[14 * s + n] = n < 13 ? s * 13 + ((start.baseRank + n) % 13) : -1;
  }

  /** Whether the rules let this test run: no cards back from the foundations. */
  static applies(pos: Position): boolean {
    return !pos.rules.foundationBack && Number.isFinite(pos.rules.passes);
  }

  /** True when the relaxed game of a last-pass position cannot be won: the position is lost. */
  lost(pos: Position): boolean {
    if (pos.pass < pos.rules.passes) return false;
    const { where } = this;
    where.fill(UP);
    this.tableau.clear();
    this.tBits0 = 0;
    this.tBits1 = 0;
    this.up = pos.cardsOnFoundations();
    let limit = 4;
    for (const pile of pos.tableau) {
      for (let i = 0; i < pile.length; i++) {
        const c = pile[i] as number;
        this.toTableau(c);
        if (i > 0 && rankOf(pile[i - 1] as number) !== (rankOf(c) + 1) % 13) limit++;
      }
    }
    this.limit = limit;
    this.fWord = foundationsWord(pos.foundations, limit);
    this.bottoms =
      this.keepBottoms &&
      this.targetsNeeded &&
      limit === 4 &&
      pos.reserve.length > 0 &&
      pos.tableau.every((pile) => pile.length > 0);
    this.bottomRanks.fill(0);
    if (this.bottoms)
      for (const pile of pos.tableau) {
        const r = RANK[pile[0] as number] as number;
        this.bottomRanks[r] = (this.bottomRanks[r] as number) + 1;
      }
    this.codeBottoms();
    for (const c of pos.reserve) where[c] = ELSEWHERE;
    this.reserveLeft = pos.reserve.length;
    this.wasteLength = 0;
    for (const c of pos.waste) {
      where[c] = ELSEWHERE;
      this.waste[this.wasteLength++] = c;
    }
    for (const c of pos.stock) where[c] = ELSEWHERE;
    this.stockLeft = pos.stock.length;
    const top = pos.stock[pos.stock.length - 1];
    this.next = top === undefined ? this.turnOrder.length : this.turnOrder.indexOf(top);
    if (this.up === 52) return false;
    this.expanded = 0;
    const a = this.search();
    return a === LOST;
  }

  private toTableau(c: number): void {
    this.where[c] = TABLEAU;
    this.tableau.add(RANK[c] as number);
    if (c < 32) this.tBits0 |= 1 << c;
    else this.tBits1 |= 1 << (c - 32);
  }

  private offTableau(c: number): void {
    this.where[c] = ELSEWHERE;
    this.tableau.remove(RANK[c] as number);
    if (c < 32) this.tBits0 &= ~(1 << c);
    else this.tBits1 &= ~(1 << (c - 32));
  }

  /**
   * Whether the tableau fills four piles in four runs, with no card on one it does not build
   * on (where there is, the runs do not tell the piles apart).
   */
  private full(): boolean {
    return this.limit === 4 && this.tableau.runs() === 4;
  }

  private needed(c: number): boolean {
    const s = suitOf(c);
    return this.needs[14 * s + ((this.fWord >>> (4 * s)) & 15)] === c;
  }

  /** WON, LOST, or 0 when the budget ran out. */
  private search(): number {
    if (this.up === 52) return WON;
    const k0 = this.tBits0;
    const k1 = this.tBits1 | (this.stockLeft << 20) | (this.reserveLeft << 26) | (1 << 30);
    const k2 = this.keepsBottoms()
      ? (this.fWord & 0xffff) | (this.bottomsCode << 16) | (1 << 31)
      : this.fWord;
    const slot = this.memo.find(k0, k1, k2);
    const known = this.memo.answer(slot);
    if (known !== 0) return known;
    const first = ++this.expanded;
    if (first > TEST_BUDGET) return 0;
    const answer = this.tryMoves();
    if (answer !== 0) this.memo.store(slot, answer, this.expanded - first + 1, k0, k1, k2);
    return answer;
  }

  /** Whether this relaxed position keeps the piles' bottoms: see BOTTOMS. */
  private keepsBottoms(): boolean {
    return this.bottoms && this.reserveLeft > 0;
  }

  /**
   * bottomsCode from bottomRanks. With the foundations' counts and the top bit, which no
   * foundations word has, it makes the key's third word where the bottoms are kept.
   */
  private codeBottoms(): void {
    const b = this.bottomRanks;
    let code = 0;
    for (let r = 0; r < 13; r++) for (let k = b[r] as number; k > 0; k--) code = code * 13 + r;
    this.bottomsCode = code;
  }

  /**
   * A bottom of rank `out` gives its place to one of rank `into`. `code`: the bottoms' code
   * after it where the caller knows it (a swap put back), else -1 to work it out.
   */
  private swapBottom(out: number, into: number, code = -1): void {
    // A refill from the reserve often brings a bottom of the rank that left: nothing changes.
    if (out === into) return;
    const b = this.bottomRanks;
    b[out] = (b[out] as number) - 1;
    b[into] = (b[into] as number) + 1;
    if (code >= 0) this.bottomsCode = code;
    else this.codeBottoms();
  }

  /**
   * Whether the tableau fits after a card of rank r went into it from a position where it
   * fitted, `held` telling the rule (the bounds of BOTTOMS, or the runs).
   */
  private fitsWith(held: boolean, r: number): boolean {
    return held
      ? heldWithCard(this.tableau.ranks, this.bottomRanks, r)
      : this.tableau.runs() <= this.limit;
  }

  /** Whether the tableau fits after a card of rank r left it, as fitsWith. */
  private fitsWithout(held: boolean, r: number): boolean {
    return held
      ? heldWithoutCard(this.tableau.ranks, this.bottomRanks, r)
      : this.tableau.runs() <= this.limit;
  }

  /** The moves of the relaxed game: WON as soon as one wins, 0 if the budget ran out under one. */
  private tryMoves(): number {
    let budgetOut = false;
    const { where, needs } = this;
    // Every move below starts from this tableau (each puts it back as it was).
    const held = this.keepsBottoms();
    const full = !held && this.full();
    const fWord = this.fWord;
    // Tableau cards their foundations need.
    for (let s = 0; s < 4; s++) {
      const c = needs[14 * s + ((fWord >>> (4 * s)) & 15)] as number;
      if (c < 0 || where[c] !== TABLEAU) continue;
      const r = RANK[c] as number;
      if (full && !fullTableauGives(this.tableau.ranks, r)) continue;
      this.offTableau(c);
      where[c] = UP;
      this.fWord = fWord + (1 << (4 * s));
      this.up++;
      // Where c may go up as a card on another one, that position reaches the one with c
      // up as a bottom (a pile of its own, whose space the reserve's top fills) by a move: a
      // bottom of c's rank is left, and its whole pile may move onto a card (refill).
      let a = LOST;
      if (this.fitsWithout(held, r)) a = this.search();
      else if (held && (this.bottomRanks[r] as number) > 0) a = this.refill(r, true);
      this.up--;
      this.fWord = fWord;
      this.toTableau(c);
      if (a === WON) return WON;
      if (a === 0) budgetOut = true;
    }
    // The waste's top, up or into the tableau.
    if (this.wasteLength > 0) {
      const c = this.waste[--this.wasteLength] as number;
      const a = this.leave(
        c,
        full,
        held,
        held || !this.targetsNeeded || this.reserveLeft === 0 || this.hasTarget(c),
      );
      this.waste[this.wasteLength++] = c;
      if (a === WON) return WON;
      if (a === 0) budgetOut = true;
    }
    if (this.reserveLeft > 0) {
      const c = this.reserve[--this.reserveLeft] as number;
      let a = this.leave(c, full, held, true);
      this.reserveLeft++;
      // A whole pile onto a card of the rank above its bottom, and the reserve's top into
      // the space: one for each rank of the bottoms.
      // (A bottom of c's own rank leaves the position of c onto a card.)
      const m = this.tableau.ranks;
      const rc = RANK[c] as number;
      for (let r = 0; held && a !== WON && r < 13; r++)
        if (r !== rc && heldAfterRefill(m, this.bottomRanks, r, rc))
          a = either(a, this.refill(r, false));
      if (a === WON) return WON;
      if (a === 0) budgetOut = true;
    }
    if (this.stockLeft > 0) {
      const a = this.turn();
      if (a === WON) return WON;
      if (a === 0) budgetOut = true;
    }
    return budgetOut ? 0 : LOST;
  }

  /**
   * A bottom of rank r leaves its pile (up, as the caller has done, or onto another pile with
   * the cards on it) and the reserve's top fills the space, a bottom in its place. `check`:
   * whether to check the bounds of BOTTOMS after it (false where the caller checked them
   * before it: heldAfterRefill).
   */
  private refill(r: number, check: boolean): number {
    const x = this.reserve[--this.reserveLeft] as number;
    const rx = RANK[x] as number;
    const code = this.bottomsCode;
    this.swapBottom(r, rx);
    this.toTableau(x);
    const a = !check || heldByBottoms(this.tableau.ranks, this.bottomRanks) ? this.search() : LOST;
    this.offTableau(x);
    this.swapBottom(rx, r, code);
    this.reserveLeft++;
    return a;
  }

  /** Whether the tableau holds a card that c builds on, where any card builds on any: one of the rank above. */
  private hasTarget(c: number): boolean {
    return (this.tableau.ranks[RANK_ABOVE[RANK[c] as number] as number] as number) > 0;
  }

  /**
   * Card c, just taken off the waste or the reserve, goes up or into the tableau (`full`:
   * whether the tableau needs all four runs; `held`: whether the piles' bottoms are kept, so
   * that c goes in only onto a card; `mayEnter`: whether the tableau may take it at all, as
   * for a waste card while the reserve fills every space).
   */
  private leave(c: number, full: boolean, held: boolean, mayEnter: boolean): number {
    // Into the tableau where it fits: from there c may go up at any later move, so that
    // position reaches the one with c up at once (a move, whose tableau that one has; where
    // c makes the tableau need all four runs, it is a bottom), and all it reaches.
    let a = LOST;
    let fits = mayEnter && (!full || fullTableauTakes(this.tableau.ranks, RANK[c] as number));
    if (fits) {
      this.toTableau(c);
      fits = this.fitsWith(held, RANK[c] as number);
      if (fits) a = this.search();
      this.offTableau(c);
    }
    if (fits || !this.needed(c)) return a;
    const fWord = this.fWord;
    this.where[c] = UP;
    this.fWord = fWord + (1 << (4 * suitOf(c)));
    this.up++;
    const b = this.search();
    this.up--;
    this.fWord = fWord;
    this.where[c] = ELSEWHERE;
    return b;
  }

  /** Turns the stock: up to `draw` cards onto the waste, in turn order. */
  private turn(): number {
    const { turnOrder, where, waste } = this;
    const from = this.next;
    const length = this.wasteLength;
    const left = this.stockLeft;
    let i = from;
    for (let k = 0; k < this.draw && this.stockLeft > 0; k++) {
      while (where[turnOrder[i] as number] !== ELSEWHERE) i++;
      waste[this.wasteLength++] = turnOrder[i++] as number;
      this.stockLeft--;
    }
    this.next = i;
    const a = this.search();
    this.next = from;
    this.wasteLength = length;
    this.stockLeft = left;
    return a;
  }
}

/** The answer of two moves' relaxed games together: WON if either is, 0 if either ran out. */
function either(a: number, b: number): number {
  if (a === WON || b === WON) return WON;
  return a === 0 || b === 0 ? 0 : LOST;
}
