import { suitOf } from "../core/card.js";
import type { Position } from "../core/position.js";
import { CoverTest } from "./cover.js";
import { LEVEL, LEVEL_CARDS, LEVELS } from "./levels.js";
import { foundationsWord, RelaxedMemo } from "./relaxed-memo.js";
import { dropsAdded } from "./runs.js";

/** Where a card is in the relaxed game. */
const UP = 0;
const TABLEAU = 1;
const STOCK = 2;
const RESERVE = 3;

const WON = 1;
const LOST = 2;

/** Relaxed positions one test may expand before it gives up ("not lost"). */
const TEST_BUDGET = 30;
const FIRST_MEMO_BITS = 12;
const MAX_MEMO_BITS = 20;
/** The most stock and waste cards the key holds (a dealt game has 34). */
const MOST_DEALT = 34;
/** The waste's length in the key for every place on the main cycle (above any real length). */
const MAIN_CYCLE = 63;
/**
 * Relaxed positions the tests of one search may expand in all: WORK_PER_TEST for each test
 * so far, and WORK_SLACK. Past that a test answers "not lost" at once: on deals where most
 * tests run out of their budget they took most of the time (docs/solver.md).
 */
const WORK_PER_TEST = 10;
const WORK_SLACK = 100_000;

/**
 * A proof that a position is lost, like the cover test's (cover.ts), with the stock dealt in
 * its order: built down in alternating colours, no cards back from the foundations, spaces
 * not filled from the reserve, unlimited passes.
 *
 * Every pile is a chain of cards each on a card of the next level (levels.ts), so the
 * tableau's cards fit in four chains: Σ max(0, x[L] − x[L + 1]) ≤ 4 round the levels, x[L]
 * its cards of level L. The relaxed game keeps of a position the foundations, the reserve's
 * length, which cards of the stock and the waste are left and how many lie in the waste; the
 * tableau is then the set of the other cards, its arrangement forgotten. The stock and the
 * waste go round in one order, that of a pass, which no move changes: a turn moves the
 * boundary between them, turning the waste over starts the order again, and a card taken
 * off the waste leaves the others in order. So the cards a turn can bring to the waste's top
 * are known: the top now, and the last card of each turn from here to the end of the stock
 * and of each turn of the next passes. The relaxed moves: one of those cards, or the
 * reserve's top, up where its foundation needs it or into the tableau; a tableau card its
 * foundation needs up where the tableau fits without it. A card goes into the tableau only
 * where it fits with it and a card of the next level is there (it lies on a pile's top), or
 * where the tableau fits in three chains (a space). Each real move is one of these or changes
 * nothing here (a move between piles, a turn), so a relaxed game that cannot empty the
 * reserve proves the position lost. Each move takes a card out of the stock or the reserve,
 * or puts one up, so the game has no cycles.
 *
 * A tableau card its foundation needs that no card can lie on any more (both cards of the
 * level before its own are up) goes up as the only move: without it the tableau fits in as
 * few chains, and no card needs it to lie on. For the same reason such a card on the
 * reserve's top is tried up and not into the tableau.
 *
 * The relaxed position is named by the foundations, the reserve's length, the cards of the
 * stock and the waste left and the waste's length, every place on the main cycle (reached by
 * turns from an empty waste) one, as turns reach each from the others. In every position of
 * one search the reserve is a bottom part of the start's and the stock and the waste keep its
 * order, so the key names the same relaxed position (the tableau is every other card not up)
 * and answers are kept for the whole search. A test that runs out of its budget answers "not
 * lost".
 */
export class DealtCoverTest {
  /** The stock and the waste in the order of a pass, from the start; index in it of each card (−1: none). */
  private readonly dealt: number[];
  private readonly indexOf = new Int8Array(52).fill(-1);
  private readonly where = new Uint8Array(52);
  private readonly reserve: number[];
  private readonly foundations = new Int8Array(4);
  private readonly held = new Int8Array(LEVELS);
  private readonly left = new Uint8Array(MOST_DEALT);
  private readonly baseRank: number;
  private readonly draw: number;
  private drops = 0;
  private tableauSize = 0;
  private reserveLeft = 0;
  /** Cards of `dealt` left, cards of those in the waste. */
  private dealtLeft = 0;
  private waste = 0;
  private leftBits0 = 0;
  private leftBits1 = 0;
  private expanded = 0;
  private tests = 0;
  private work = 0;
  private readonly memo: RelaxedMemo;
  /** Per depth of the relaxed search, the cards a turn can bring to the waste's top, and the waste's length then. */
  private readonly tops: Int8Array[] = [];
  private readonly topAt: Int8Array[] = [];
  /** The indexes in `dealt` of the cards left, in order (turnTops). */
  private readonly order = new Int8Array(MOST_DEALT);

  /**
   * `maxMemoBits`: the table's most slots, as a power of two, at least 2 (tests give a tiny
   * one); `budget`: relaxed positions a test may expand; `oneCycle` false: every waste length
   * its own key (tests compare the two).
   */
  constructor(
    start: Position,
    maxMemoBits = MAX_MEMO_BITS,
    private readonly budget = TEST_BUDGET,
    private readonly oneCycle = true,
  ) {
    this.memo = new RelaxedMemo(Math.min(FIRST_MEMO_BITS, maxMemoBits), maxMemoBits);
    this.dealt = [...start.waste, ...start.stock.slice().reverse()];
    this.dealt.forEach((c, i) => {
      this.indexOf[c] = i;
    });
    this.reserve = start.reserve.slice();
    this.baseRank = start.baseRank;
    this.draw = start.rules.draw;
  }

  static applies(pos: Position): boolean {
    return (
      CoverTest.applies(pos) &&
      !Number.isFinite(pos.rules.passes) &&
      pos.stock.length + pos.waste.length <= MOST_DEALT
    );
  }

  /** True when the relaxed game of the position cannot empty the reserve: the position is lost. */
  lost(pos: Position): boolean {
    if (pos.reserve.length === 0) return false;
    this.tests++;
    if (this.work > WORK_PER_TEST * this.tests + WORK_SLACK) return false;
    const { where, held, left, indexOf } = this;
    // The reserve, the stock and the waste must be the start's, in its order, and every pile
    // a chain: then the key names the relaxed position.
    for (let i = 0; i < pos.reserve.length; i++)
      if (pos.reserve[i] !== this.reserve[i]) return false;
    let last = -1;
    for (const c of pos.waste) {
      if ((indexOf[c] as number) <= last) return false;
      last = indexOf[c] as number;
    }
    for (let i = pos.stock.length - 1; i >= 0; i--) {
      const c = pos.stock[i] as number;
      if ((indexOf[c] as number) <= last) return false;
      last = indexOf[c] as number;
    }
    for (const pile of pos.tableau)
      for (let i = 1; i < pile.length; i++)
        if (!pos.buildsOn(pile[i] as number, pile[i - 1] as number)) return false;
    where.fill(UP);
    held.fill(0);
    left.fill(0);
    this.drops = 0;
    this.tableauSize = 0;
    this.leftBits0 = 0;
    this.leftBits1 = 0;
    for (const pile of pos.tableau) for (const c of pile) this.toTableau(c);
    for (let i = 0; i < pos.reserve.length; i++) where[pos.reserve[i] as number] = RESERVE;
    this.reserveLeft = pos.reserve.length;
    for (const c of pos.stock) this.setLeft(c, 1);
    for (const c of pos.waste) this.setLeft(c, 1);
    this.dealtLeft = pos.stock.length + pos.waste.length;
    this.waste = pos.waste.length;
    this.foundations.set(pos.foundations);
    if (this.chains() > 4) return false;
    this.expanded = 0;
    const answer = this.search(0);
    this.work += this.expanded;
    return answer === LOST;
  }

  private setLeft(c: number, v: number): void {
    const i = this.indexOf[c] as number;
    this.left[i] = v;
    this.where[c] = v === 1 ? STOCK : UP;
    if (i < 30) this.leftBits0 ^= 1 << i;
    else this.leftBits1 ^= 1 << (i - 30);
  }

  private toTableau(c: number): void {
    this.where[c] = TABLEAU;
    this.hold(LEVEL[c] as number);
  }

  /** Takes c out of the tableau (the caller says where it goes). */
  private offTableau(c: number): void {
    this.unhold(LEVEL[c] as number);
  }

  /** Counts one more tableau card of level l. */
  private hold(l: number): void {
    this.drops += dropsAdded(this.held, l);
    this.held[l] = (this.held[l] as number) + 1;
    this.tableauSize++;
  }

  private unhold(l: number): void {
    this.held[l] = (this.held[l] as number) - 1;
    this.drops -= dropsAdded(this.held, l);
    this.tableauSize--;
  }

  /** The chains the tableau needs at least. */
  private chains(): number {
    return this.drops === 0 && this.tableauSize > 0 ? 1 : this.drops;
  }

  /** The card foundation s needs next, or −1 when it is full. */
  private nextUp(s: number): number {
    const n = this.foundations[s] as number;
    return n < 13 ? s * 13 + ((this.baseRank + n) % 13) : -1;
  }

  private needs(c: number): boolean {
    return this.nextUp(suitOf(c)) === c;
  }

  /** Whether card c (not in the tableau) can come into it: onto a pile's top, or into a space. */
  private canEnter(c: number): boolean {
    if (this.chains() <= 3) return true;
    const l = LEVEL[c] as number;
    if ((this.held[l === LEVELS - 1 ? 0 : l + 1] as number) === 0) return false;
    this.hold(l);
    const fits = this.chains() <= 4;
    this.unhold(l);
    return fits;
  }

  /** Whether tableau card c can go up, with nothing able to lie on it any more and so alone. */
  private isClear(c: number): boolean {
    const l = LEVEL[c] as number;
    const before = 2 * (l === 0 ? LEVELS - 1 : l - 1);
    return (
      this.where[LEVEL_CARDS[before] as number] === UP &&
      this.where[LEVEL_CARDS[before + 1] as number] === UP
    );
  }

  /** The waste's length named in the key: every place on the main cycle (reached by turns from the empty waste) is one. */
  private place(): number {
    const w = this.waste;
    return this.oneCycle && (w % this.draw === 0 || w === this.dealtLeft) ? MAIN_CYCLE : w;
  }

  /** WON, LOST, or 0 when the budget ran out. */
  private search(depth: number): number {
    if (this.reserveLeft === 0) return WON;
    const k0 = this.leftBits0;
    const k1 = this.leftBits1 | (this.place() << 4) | (this.reserveLeft << 10) | (1 << 30);
    const k2 = foundationsWord(this.foundations, 4);
    const slot = this.memo.find(k0, k1, k2);
    const known = this.memo.answer(slot);
    if (known !== 0) return known;
    const first = ++this.expanded;
    if (first > this.budget) return 0;
    const answer = this.tryMoves(depth);
    if (answer !== 0) this.memo.store(slot, answer, this.expanded - first + 1, k0, k1, k2);
    return answer;
  }

  private up(c: number, depth: number): number {
    const s = suitOf(c);
    this.foundations[s] = (this.foundations[s] as number) + 1;
    const a = this.search(depth + 1);
    this.foundations[s] = (this.foundations[s] as number) - 1;
    return a;
  }

  private tableauUp(c: number, depth: number): number {
    this.offTableau(c);
    this.where[c] = UP;
    const a = this.chains() <= 4 ? this.up(c, depth) : LOST;
    this.toTableau(c);
    return a;
  }

  private enter(c: number, depth: number): number {
    this.toTableau(c);
    const a = this.search(depth + 1);
    this.offTableau(c);
    return a;
  }

  private tryMoves(depth: number): number {
    const { where } = this;
    for (let s = 0; s < 4; s++) {
      const c = this.nextUp(s);
      if (c >= 0 && where[c] === TABLEAU && this.isClear(c)) return this.tableauUp(c, depth);
    }
    if (this.reserveLeft > 0) {
      const c = this.reserve[this.reserveLeft - 1] as number;
      this.reserveLeft--;
      const needed = this.needs(c);
      this.where[c] = UP;
      if (needed) {
        const a = this.up(c, depth);
        if (a !== LOST) return this.back(c, a);
      }
      if (!(needed && this.isClear(c)) && this.canEnter(c)) {
        const a = this.enter(c, depth);
        if (a !== LOST) return this.back(c, a);
      }
      this.back(c, 0);
    }
    for (let s = 0; s < 4; s++) {
      const c = this.nextUp(s);
      if (c < 0 || where[c] !== TABLEAU) continue;
      const a = this.tableauUp(c, depth);
      if (a !== LOST) return a;
    }
    const count = this.turnTops(depth);
    const tops = this.tops[depth] as Int8Array;
    const at = this.topAt[depth] as Int8Array;
    const waste = this.waste;
    for (let k = 0; k < count; k++) {
      const c = tops[k] as number;
      const needed = this.needs(c);
      const enters = this.canEnter(c);
      if (!needed && !enters) continue;
      this.setLeft(c, 0);
      this.dealtLeft--;
      this.waste = (at[k] as number) - 1;
      let a = needed ? this.up(c, depth) : LOST;
      if (a === LOST && enters) a = this.enter(c, depth);
      this.waste = waste;
      this.dealtLeft++;
      this.setLeft(c, 1);
      if (a !== LOST) return a;
    }
    return LOST;
  }

  /** Puts the reserve's top c back (after its moves were tried) and passes the answer on. */
  private back(c: number, answer: number): number {
    this.reserveLeft++;
    this.where[c] = RESERVE;
    return answer;
  }

  /**
   * The cards turns can bring to the waste's top, into tops[depth], with the waste's length
   * at each (topAt[depth]): the top now, the last of each turn to the stock's end, and of
   * each turn of a pass from the start.
   */
  private turnTops(depth: number): number {
    let tops = this.tops[depth];
    let at = this.topAt[depth];
    if (tops === undefined || at === undefined) {
      tops = new Int8Array(2 * MOST_DEALT);
      at = new Int8Array(2 * MOST_DEALT);
      this.tops[depth] = tops;
      this.topAt[depth] = at;
    }
    const n = this.dealtLeft;
    const order = this.order;
    let k = 0;
    for (let i = 0; i < this.dealt.length; i++) if (this.left[i] === 1) order[k++] = i;
    let count = 0;
    const draw = this.draw;
    const w = this.waste;
    if (w > 0) {
      tops[count] = this.dealt[order[w - 1] as number] as number;
      at[count++] = w;
    }
    for (let p = w; p < n; ) {
      p = Math.min(p + draw, n);
      tops[count] = this.dealt[order[p - 1] as number] as number;
      at[count++] = p;
    }
    // The next passes' turns, but those already listed (on the main cycle, from w on).
    const onCycle = w % draw === 0 || w === n;
    for (let p = 0; p < n; ) {
      p = Math.min(p + draw, n);
      if (onCycle && p >= w) break;
      tops[count] = this.dealt[order[p - 1] as number] as number;
      at[count++] = p;
    }
    return count;
  }
}
