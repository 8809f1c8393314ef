import {
  countOf,
  DST_FOUNDATION,
  dstOf,
  type Move,
  SRC_F1,
  SRC_RESERVE,
  SRC_STOCK,
  SRC_T1,
  SRC_WASTE,
  srcOf,
} from "../core/move.js";
import type { Position } from "../core/position.js";

import { mixHash } from "./key.js";
import { forEachStockCard, wasteCardMoves } from "./stock.js";
import { SwitchMoves } from "./switches.js";

/**
 * The move lists of the open frames of a depth-first search, one after another: frame d's
 * moves are at [start[d], end[d]), best first, each a stock macro (stock.ts) with the switch
 * to play before it (0: none); next[d] is the next one to try.
 */
export class MoveFrames {
  readonly moves: number[] = [];
  readonly pres: number[] = [];
  private readonly scores: number[] = [];
  readonly start: number[] = [];
  readonly end: number[] = [];
  readonly next: number[] = [];

  private readonly legal: Move[] = [];
  private readonly seen = new Uint8Array(64);
  private readonly pushWaste = (macro: number) => this.push(macro);
  private readonly stockCard = (card: number, k: number) =>
    wasteCardMoves(this.pos, card, k, this.pushWaste);
  private readonly switchMoves: SwitchMoves;
  /**
   * 0, or (after a restart, search.ts) a number that adds to each move's score a noise of
   * 0 … NOISE − 1 drawn from it, the move and its switch: moves of nearby kinds trade places,
   * so that a search that starts again goes another way.
   */
  salt = 0;

  constructor(
    private readonly pos: Position,
    private readonly isSafe: (pos: Position, card: number) => boolean,
    /** Leave out splits of runs that uncover no card for a foundation (Search's `guess`). */
    private readonly guess: boolean,
    /** Move ordering (order.ts). */
    private readonly score: (pos: Position, macro: number) => number,
  ) {
    this.switchMoves = new SwitchMoves(pos, (macro, sw) => this.push(macro, sw));
  }

  /** Opens frame d with no moves. */
  openEmpty(d: number): void {
    const at = this.moves.length;
    this.start[d] = at;
    this.next[d] = at;
    this.end[d] = at;
  }

  /** Drops the moves of frame d, the last open one. */
  close(d: number): void {
    const at = this.start[d] as number;
    this.moves.length = at;
    this.scores.length = at;
    this.pres.length = at;
  }

  /**
   * Opens frame d with the moves to try in the position, best first: a provably safe move to
   * a foundation alone when there is one (safe.ts); with `switchMode`, switches folded away
   * (switches.ts).
   */
  open(d: number, switchMode: boolean): void {
    const pos = this.pos;
    const start = this.moves.length;
    this.start[d] = start;
    this.next[d] = start;
    const legal = pos.legalMoves(this.legal);
    for (const m of legal) {
      const src = srcOf(m);
      if (src === SRC_STOCK || src >= SRC_F1 || dstOf(m) !== DST_FOUNDATION) continue;
      if (src === SRC_WASTE && pos.rules.draw !== 1) continue;
      if (this.isSafe(pos, this.topCard(src))) {
        this.moves.push(m);
        this.scores.push(0);
        this.pres.push(0);
        this.end[d] = start + 1;
        return;
      }
    }
    for (const m of legal) {
      const src = srcOf(m);
      if (src === SRC_STOCK) continue;
      if (switchMode && src >= SRC_T1 && src < SRC_F1 && dstOf(m) !== DST_FOUNDATION) {
        // A switch: the run leaves behind the card it is built on (the target's twin).
        const pile = pos.tableau[src - SRC_T1] as number[];
        const below = pile.length - countOf(m) - 1;
        if (below >= 0 && pos.buildsOn(pile[below + 1] as number, pile[below] as number)) continue;
      }
      if (this.guess && src >= SRC_T1 && src < SRC_F1 && dstOf(m) !== DST_FOUNDATION) {
        const pile = pos.tableau[src - SRC_T1] as number[];
        const n = countOf(m);
        if (n < pile.length && !pos.goesToFoundation(pile[pile.length - n - 1] as number)) continue;
      }
      this.push(m);
    }
    forEachStockCard(pos, this.seen, this.stockCard);
    if (switchMode) this.switchMoves.forEach();
    const end = this.moves.length;
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

  /** Adds a move to the open frame, with the switch to play before it (0: none). */
  private push(macro: number, pre = 0): void {
    this.moves.push(macro);
    const score = this.score(this.pos, macro);
    this.scores.push(this.salt === 0 ? score : score + noise(this.salt ^ macro ^ (pre << 20)));
    this.pres.push(pre);
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
