import {
  countOf,
  DST_FOUNDATION,
  DST_T1,
  dstOf,
  isPileToPile,
  type Move,
  moveOf,
  SRC_F1,
  SRC_RESERVE,
  SRC_STOCK,
  SRC_T1,
  SRC_WASTE,
  srcOf,
} from "../core/move.js";
import type { Position } from "../core/position.js";
import { CutMoves, isCut } from "./cuts.js";
import { ExposeMoves, flexRules, flexSpace } from "./flex.js";
import { mixHash } from "./key.js";
import { isClearToFoundation } from "./safe.js";
import { forEachStockCard, MACRO_SHIFT, macroMove, wasteCardMoves } from "./stock.js";
import { isSwitchOnto, SwitchMoves } from "./switches.js";

/**
 * Whether legal move m splits a run to no end: a tableau move that leaves cards of its pile
 * behind without uncovering a card for its foundation. The searches for a win leave these
 * out of the legal moves they try (Search's `guess`, as Solvitaire does, and the beam over
 * the stock; the nimble tableau's moves, flex.ts, are listed apart); a winning line may need
 * one, so only their wins are answers.
 */
export function isIdleSplit(pos: Position, m: Move): boolean {
  if (!isPileToPile(m)) return false;
  const pile = pos.tableau[srcOf(m) - SRC_T1] as number[];
  const n = countOf(m);
  return n < pile.length && !pos.goesToFoundation(pile[pile.length - n - 1] as number);
}

/**
 * Whether legal move m takes a whole pile into a space: it leads to this position with two
 * piles swapped, whose key is this one's (key.ts), which the search would meet on its path
 * and pass over.
 */
export function isWholePileIntoSpace(pos: Position, m: Move): boolean {
  if (!isPileToPile(m)) return false;
  const from = pos.tableau[srcOf(m) - SRC_T1] as number[];
  return countOf(m) === from.length && (pos.tableau[dstOf(m) - DST_T1] as number[]).length === 0;
}

/** The move of a run back to the pile it came from, where legal move m moved it between piles; else -1. */
export function runBack(m: Move): number {
  if (!isPileToPile(m)) return -1;
  return moveOf(SRC_T1 + dstOf(m) - DST_T1, DST_T1 + srcOf(m) - SRC_T1, countOf(m));
}

/**
 * The move lists of the open frames of a depth-first search, one after another: frame d's
 * moves are at [start[d], end[d]), best first, each a stock macro (stock.ts) with the switch
 * to play before it (0: none); next[d] is the next one to try.
 */
export class MoveFrames {
  // Typed arrays with a top index rather than arrays that grow and shrink at every position:
  // no reallocation, no garbage.
  moves = new Int32Array(1 << 12);
  pres = new Int32Array(1 << 12);
  private scores = new Int32Array(1 << 12);
  /** Entries in use: frames 0 … d's moves. */
  private top = 0;
  readonly start: number[] = [];
  readonly end: number[] = [];
  readonly next: number[] = [];

  private readonly legal: Move[] = [];
  private readonly seen = new Uint8Array(64);
  private readonly pushWaste = (macro: number) => this.push(macro);
  private readonly stockCard = (card: number, k: number) => {
    const pos = this.pos;
    if (
      this.greedy &&
      this.onto < 0 &&
      this.forced < 0 &&
      pos.goesToFoundation(card) &&
      isClearToFoundation(pos, card)
    )
      this.forced = moveOf(SRC_WASTE, DST_FOUNDATION, 1) | (k << MACRO_SHIFT);
    wasteCardMoves(pos, card, k, this.pushWaste);
  };
  /** With `greedy`: the first card turned from the stock that goes up as the only move, or -1. */
  private forced = -1;
  /** While openOnto lists its moves: their destination (push drops the others); else -1. */
  private onto = -1;
  private readonly switchMoves: SwitchMoves;
  /** With `greedy`, where the rules allow a nimble tableau (flex.ts): its moves in and out. */
  private readonly exposeMoves: ExposeMoves | undefined;
  /** With `cuts`: the cuts' macros (cuts.ts). */
  private readonly cutMoves: CutMoves | undefined;
  /**
   * 0, or (after a restart, search.ts) a number that adds to each move's score a noise of
   * 0 … NOISE − 1 drawn from it, the move and its switch: moves of nearby kinds trade places,
   * so that a search that starts again goes another way.
   */
  salt = 0;

  constructor(
    private readonly pos: Position,
    /** Leave out splits of runs that uncover no card for a foundation (Search's `guess`). */
    private readonly guess: boolean,
    /**
     * The search for a win: plays greedily, where Canfield's strategy says a move is almost
     * always right (greedyMoves). Not proved safe, so only for a search trusted with wins
     * alone.
     */
    private readonly greedy: boolean,
    /** Move ordering (order.ts). */
    private readonly score: (pos: Position, macro: number) => number,
    /** Cuts only with the moves that use them (cuts.ts; where cutRules hold). */
    cuts = false,
  ) {
    // A cut's macros take the cut's place in the order.
    this.cutMoves = cuts
      ? new CutMoves(pos, (macro, cut) => this.push(macro, cut, cut))
      : undefined;
    this.switchMoves = new SwitchMoves(pos, (macro, sw) => this.push(macro, sw));
    this.exposeMoves =
      greedy && flexRules(pos.rules)
        ? new ExposeMoves(pos, (macro, pre) => this.push(macro, pre))
        : undefined;
  }

  /**
   * Opens frame d with only the moves onto the top of pile `pile` (waiting.ts):
   * a card from the reserve, the waste or the stock, or a run from another pile (switches
   * left out as in open).
   */
  openOnto(d: number, pile: number, switchMode: boolean): void {
    this.onto = DST_T1 + pile;
    this.open(d, switchMode);
    this.onto = -1;
  }

  /** Opens frame d with no moves. */
  openEmpty(d: number): void {
    const at = this.top;
    this.start[d] = at;
    this.next[d] = at;
    this.end[d] = at;
  }

  /** Drops the moves of frame d, the last open one. */
  close(d: number): void {
    this.top = this.start[d] as number;
  }

  /**
   * Opens frame d with the moves to try in the position, best first: a provably safe move to
   * a foundation alone when there is one (safe.ts); with `switchMode`, switches folded away
   * (switches.ts).
   */
  open(d: number, switchMode: boolean): void {
    const pos = this.pos;
    const start = this.top;
    this.start[d] = start;
    this.next[d] = start;
    const legal = pos.legalMoves(this.legal);
    // With a waiting card (openOnto) no safe move either: only the moves onto it.
    if (this.onto < 0)
      for (const m of legal) {
        const src = srcOf(m);
        if (src === SRC_STOCK || src >= SRC_F1 || dstOf(m) !== DST_FOUNDATION) continue;
        if (src === SRC_WASTE && pos.rules.draw !== 1) continue;
        if (isClearToFoundation(pos, this.topCard(src))) {
          this.openWith(d, start, m);
          return;
        }
      }
    if (this.greedy && this.onto < 0 && this.greedyMoves(legal)) {
      this.sort(start, d);
      return;
    }
    const space = this.exposeMoves === undefined ? -1 : flexSpace(pos);
    this.cutMoves?.reset();
    for (const m of legal) {
      const src = srcOf(m);
      if (src === SRC_STOCK) continue;
      // A nimble tableau: no move between piles (flex.ts).
      if (space >= 0 && isPileToPile(m)) continue;
      if (switchMode && isPileToPile(m)) {
        // A switch: the run leaves behind a card it is built on, whose twin is the target's top.
        const pile = pos.tableau[src - SRC_T1] as number[];
        const n = countOf(m);
        const target = pos.tableau[dstOf(m) - DST_T1] as number[];
        const bottom = pile[pile.length - n] as number;
        if (isSwitchOnto(pos, bottom, pile[pile.length - n - 1], target[target.length - 1]))
          continue;
      }
      if (this.guess && isIdleSplit(pos, m)) continue;
      if (isWholePileIntoSpace(pos, m)) continue;
      if (this.cutMoves !== undefined && this.onto < 0 && isCut(pos, m)) {
        if (this.cutMoves.forEach(m, switchMode)) continue;
      }
      this.push(m);
    }
    this.forced = -1;
    forEachStockCard(pos, this.seen, this.stockCard);
    if (this.forced >= 0) {
      this.openWith(d, start, this.forced);
      return;
    }
    if (switchMode && this.onto < 0) this.switchMoves.forEach();
    if (space >= 0) this.exposeMoves?.forEach(space);
    this.sort(start, d);
  }

  /** Makes move m the only move of frame d (from start on), dropping any listed before it. */
  private openWith(d: number, start: number, m: number): void {
    this.top = start;
    this.push(m);
    this.end[d] = this.top;
  }

  /**
   * With `greedy`, before any other move: the reserve's top to its foundation alone; else
   * the reserve's top onto the tableau; else, where spaces are not filled at once, the
   * reserve's top into a space (one: spaces are alike); else, while the reserve has cards,
   * the whole piles that can move onto another pile (the reserve fills the space, or it may
   * go there next). Each frees a reserve card, which every win must do 13 times, and mostly
   * as soon as it can. In superior, the reserve's top into a space won 24 of the 40 deals
   * undecided at 200,000 positions, the search for a win alone given 300,000, where it won 3
   * without. (And after the other moves, in open: the card that the fewest stock turns bring
   * up when it can go up and is clear.) On the 56 slowest bench deals with 2.5 million
   * positions a deal, the search left 12 undecided without these, 10 with the reserve's top
   * up and the stock card, 8 with the reserve's top onto the tableau too, 5 with the whole
   * piles too (one-off runs). Returns whether it pushed any move.
   */
  private greedyMoves(legal: readonly Move[]): boolean {
    const pos = this.pos;
    const before = this.top;
    const r = pos.reserve.length;
    for (const m of legal) {
      if (srcOf(m) !== SRC_RESERVE) continue;
      if (dstOf(m) === DST_FOUNDATION) {
        this.top = before;
        this.push(m);
        return true;
      }
      if ((pos.tableau[dstOf(m) - DST_T1] as number[]).length > 0) this.push(m);
    }
    if (this.top > before || r === 0) return this.top > before;
    if (!pos.rules.autoFill) {
      // No autofill: the reserve's top into a space (one: spaces are alike), else make one.
      for (const m of legal) {
        if (srcOf(m) !== SRC_RESERVE) continue;
        this.push(m);
        return true;
      }
    }
    for (const m of legal) {
      if (!isPileToPile(m)) continue;
      const pile = pos.tableau[srcOf(m) - SRC_T1] as number[];
      const target = pos.tableau[dstOf(m) - DST_T1] as number[];
      if (countOf(m) === pile.length && target.length > 0) this.push(m);
    }
    return this.top > before;
  }

  /** Closes the list of frame d (moves from start on): sorted, highest score first. */
  private sort(start: number, d: number): void {
    const end = this.top;
    this.end[d] = end;
    // Stable insertion sort, highest score first.
    const mv = this.moves;
    const sc = this.scores;
    const pr = this.pres;
    for (let i = start + 1; i < end; i++) {
      const m = mv[i] as number;
      const s = sc[i] as number;
      const p = pr[i] as number;
      let j = i - 1;
      while (j >= start && (sc[j] as number) < s) {
        mv[j + 1] = mv[j] as number;
        sc[j + 1] = sc[j] as number;
        pr[j + 1] = pr[j] as number;
        j--;
      }
      mv[j + 1] = m;
      sc[j + 1] = s;
      pr[j + 1] = p;
    }
  }

  /** Adds a move to the open frame, with the switch or cut to play before it (0: none), scored as move `scored`. */
  private push(macro: number, pre = 0, scored = macro): void {
    if (this.onto >= 0 && dstOf(macroMove(macro)) !== this.onto) return;
    const at = this.top;
    if (at === this.moves.length) this.grow();
    this.moves[at] = macro;
    const score = this.score(this.pos, scored);
    this.scores[at] = this.salt === 0 ? score : score + noise(this.salt ^ macro ^ (pre << 20));
    this.pres[at] = pre;
    this.top = at + 1;
  }

  private grow(): void {
    const bigger = (a: Int32Array) => {
      const b = new Int32Array(a.length * 2);
      b.set(a);
      return b;
    };
    this.moves = bigger(this.moves);
    this.pres = bigger(this.pres);
    this.scores = bigger(this.scores);
  }

  private topCard(src: number): number {
    const pos = this.pos;
    const pile =
      src === SRC_RESERVE
        ? pos.reserve
        : src === SRC_WASTE
          ? pos.waste
          : (pos.tableau[src - SRC_T1] as number[]);
    return pile[pile.length - 1] as number;
  }
}

/** The range of the noise added to scores after a restart: a few steps of order.ts's scores. */
const NOISE = 256;

/** A number 0 … NOISE − 1 spread from x. */
const noise = (x: number): number => (mixHash(x) >>> 0) % NOISE;
