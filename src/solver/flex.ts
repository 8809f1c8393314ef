import type { Card } from "../core/card.js";
import {
  DST_FOUNDATION,
  DST_T1,
  type Move,
  moveOf,
  SRC_RESERVE,
  SRC_T1,
  SRC_WASTE,
} from "../core/move.js";
import type { Position } from "../core/position.js";
import type { Rules } from "../core/rules.js";
import { forEachStockCard, MACRO_SHIFT } from "./stock.js";

/**
 * The search for a win's view of a tableau with a space (not proved: only for the search
 * whose wins alone are answers, search.ts).
 *
 * Where any run may move and a space takes any card or run, a tableau with a space is
 * nimble: any card in it can be made a pile top by moving the run on it into the space, and
 * runs can be moved about between piles and spaces in many ways (every such move can be
 * undone). With a space and the reserve no longer filling spaces, the search for a win treats
 * the arrangement of the tableau as immaterial: such a position is keyed without its piles,
 * by the foundations' counts instead (the cards left elsewhere are in the key: the tableau
 * holds the rest), and it plays no move between piles, only the moves that take a card out
 * of the tableau or put one in: a card to its foundation, the reserve's top, the waste's top
 * or a card turned from the stock onto a pile or into a space, each also onto a card now
 * covered, once the run on it has gone into a space. Positions that differ only in the
 * arrangement are then one, which can hide a win (never make a wrong one: every line is
 * played by the engine), and the search no longer wanders through the arrangements of a
 * large tableau. On the rainbow bench deals it spent nearly all of its positions there.
 */

/** Whether the rules let a tableau be nimble: any run moves, a space takes any card or run, no card comes back. */
export function flexRules(rules: Rules): boolean {
  return rules.runs === "any" && rules.space === "any" && !rules.foundationBack;
}

/** The first empty pile, when the position is nimble (flexRules, and spaces not filled from the reserve), or -1. */
export function flexSpace(pos: Position): number {
  if (pos.rules.autoFill && pos.reserve.length > 0) return -1;
  for (let j = 0; j < 4; j++) if ((pos.tableau[j] as Card[]).length === 0) return j;
  return -1;
}

/**
 * The moves into and out of a nimble tableau that need a covered card on top, each as
 * (macro, the move of the run on it into the space, to play first): the card to its
 * foundation, and the reserve's top, the waste's top or a card turned from the stock onto it.
 */
export class ExposeMoves {
  private readonly seen = new Uint8Array(64);
  private pile = 0;
  private card = 0;
  private pre: Move = 0;

  constructor(
    private readonly pos: Position,
    private readonly emit: (macro: number, pre: Move) => void,
  ) {}

  forEach(space: number): void {
    const pos = this.pos;
    const r = pos.reserve[pos.reserve.length - 1];
    const w = pos.waste[pos.waste.length - 1];
    for (let j = 0; j < 4; j++) {
      const p = pos.tableau[j] as Card[];
      const run = pos.runLength(j);
      // Cards covered by a run (that run can go into the space as one).
      for (let n = 1; n < run || (n === run && n < p.length); n++) {
        const c = p[p.length - n - 1] as Card;
        const pre = moveOf(SRC_T1 + j, DST_T1 + space, n);
        if (pos.goesToFoundation(c)) this.emit(moveOf(SRC_T1 + j, DST_FOUNDATION, 1), pre);
        if (r !== undefined && pos.buildsOn(r, c))
          this.emit(moveOf(SRC_RESERVE, DST_T1 + j, 1), pre);
        if (w !== undefined && pos.buildsOn(w, c)) this.emit(moveOf(SRC_WASTE, DST_T1 + j, 1), pre);
        this.pile = j;
        this.card = c;
        this.pre = pre;
        forEachStockCard(pos, this.seen, this.stockCard);
      }
    }
  }

  private readonly stockCard = (card: Card, k: number) => {
    if (this.pos.buildsOn(card, this.card))
      this.emit(moveOf(SRC_WASTE, DST_T1 + this.pile, 1) | (k << MACRO_SHIFT), this.pre);
  };
}
