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
} from "../../core/move.js";
import type { Position } from "../../core/position.js";
import { isSafeToFoundation } from "../safe.js";
import { forEachStockCard, wasteCardMoves } from "../stock.js";
import { scoreMove } from "./order.js";

/**
 * Version 1's move lists of the open frames of its depth-first search, one after another:
 * frame d's moves are at [start[d], end[d]), best first (order.ts), each a stock macro
 * (stock.ts); next[d] is the next one to try.
 */
export class MoveFrames {
  moves = new Int32Array(1 << 12);
  private scores = new Int32Array(1 << 12);
  private top = 0;
  readonly start: number[] = [];
  readonly end: number[] = [];
  readonly next: number[] = [];

  private readonly legal: Move[] = [];
  private readonly seen = new Uint8Array(64);
  private readonly pushWaste = (macro: number) => this.push(macro);
  private readonly stockCard = (card: number, k: number) =>
    wasteCardMoves(this.pos, card, k, this.pushWaste);

  constructor(
    private readonly pos: Position,
    /** Leave out splits of runs that uncover no card for a foundation (the search for a win). */
    private readonly guess: boolean,
  ) {}

  /** Drops the moves of frame d, the last open one. */
  close(d: number): void {
    this.top = this.start[d] as number;
  }

  /** Opens frame d: a safe move to a foundation alone when there is one (safe.ts), else every move, best first. */
  open(d: number): void {
    const pos = this.pos;
    const start = this.top;
    this.start[d] = start;
    this.next[d] = start;
    const legal = pos.legalMoves(this.legal);
    for (const m of legal) {
      const src = srcOf(m);
      if (src === SRC_STOCK || src >= SRC_F1 || dstOf(m) !== DST_FOUNDATION) continue;
      if (src === SRC_WASTE && pos.rules.draw !== 1) continue;
      if (isSafeToFoundation(pos, this.topCard(src))) {
        this.push(m);
        this.end[d] = this.top;
        return;
      }
    }
    for (const m of legal) {
      const src = srcOf(m);
      if (src === SRC_STOCK) continue;
      if (this.guess && src >= SRC_T1 && src < SRC_F1 && dstOf(m) !== DST_FOUNDATION) {
        const pile = pos.tableau[src - SRC_T1] as number[];
        const n = countOf(m);
        if (n < pile.length && !pos.goesToFoundation(pile[pile.length - n - 1] as number)) continue;
      }
      this.push(m);
    }
    forEachStockCard(pos, this.seen, this.stockCard);
    this.sort(start, d);
  }

  /** Closes the list of frame d (moves from start on): a stable sort, highest score first. */
  private sort(start: number, d: number): void {
    const end = this.top;
    this.end[d] = end;
    const mv = this.moves;
    const sc = this.scores;
    for (let i = start + 1; i < end; i++) {
      const m = mv[i] as number;
      const s = sc[i] as number;
      let j = i - 1;
      while (j >= start && (sc[j] as number) < s) {
        mv[j + 1] = mv[j] as number;
        sc[j + 1] = sc[j] as number;
        j--;
      }
      mv[j + 1] = m;
      sc[j + 1] = s;
    }
  }

  private push(macro: number): void {
    const at = this.top;
    if (at === this.moves.length) {
      const bigger = (a: Int32Array) => {
        const b = new Int32Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.moves = bigger(this.moves);
      this.scores = bigger(this.scores);
    }
    this.moves[at] = macro;
    this.scores[at] = scoreMove(this.pos, macro);
    this.top = at + 1;
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
