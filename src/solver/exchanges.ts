import { type Card, rankOf } from "../core/card.js";
import type { Position } from "../core/position.js";
import { twinOf } from "./switches.js";

/**
 * Exchanges: the stacks on covered cards that take the same cards, swapped (both searches'
 * keys, key.ts).
 *
 * Where switches apply (switches.ts), two cards take the same cards when they are twins, or
 * of one rank where any card builds on any. Take two such cards p and q in different piles,
 * each covered and at the bottom of a run that goes up to its pile's top (*free*: in play
 * every pile is a run; made-up endgames may hold others), and call a *stack* the cards
 * above one of them: a run whose bottom card builds on both. Exchanging the stacks of p and
 * q gives a position that is won or lost like the first, with as many moves that are not
 * switches: switches.ts shows it for an exchange made by a move onto a card that a switch
 * uncovers, and the argument does not depend on how the exchange came about. Each move of
 * one position has its mirror in the other, the move of the run that starts at the same
 * card to the same place (a run that starts at p or below takes p's stack along, whichever
 * that is); after it the two still differ by the exchange, or, once a stack has left p or q
 * and so uncovered it, by a switch. A waiting card (waiting.ts) is a top, and stays one.
 *
 * Where switches fold (foldsSwitches), no pile of any position reached by exchanges holds two
 * free cards that take the same cards: exchanges, like switches, move no card into or out
 * of the tableau and no pile's bottom, and foldsSwitches reads no more than that (two such
 * cards in one run lie 13 or 26 cards apart: switches.ts). So an exchange changes nothing
 * but what lies directly on p and on q: which cards are free stays, and so does what lies
 * directly on every other card (the cards of a stack keep their order). What lies on the
 * free cards of one class (a pair of twins, or a rank's cards) is thus an independent
 * coordinate of the position's exchange class, as switches.ts shows for switches.
 * `canonicalOn` picks one position of the class: on the free cards of each class lie the
 * same cards as in the position, the smallest on the card with the smallest number. Keys
 * written from it (key.ts) are equal for positions that differ by exchanges, and positions
 * with equal keys lie in one class of positions that differ by switches and exchanges, all
 * won or lost together; the proof of search.ts runs over such classes (a class's measure
 * the least of its positions', as switches.ts says).
 */
export class StackExchanges {
  /** For each tableau card, the card on it in the canonical position (-1: a top); -1 elsewhere. */
  private readonly on = new Int8Array(52);
  /** 1 for a free card (above): those whose stacks exchange. */
  private readonly free = new Uint8Array(52);
  /** The free cards of one rank, and the cards on them (any card builds on any). */
  private readonly members = new Int8Array(4);
  private readonly stacks = new Int8Array(4);

  /** Whether any card builds on any (classes: a rank's four cards), else twins. */
  constructor(private readonly any: boolean) {}

  /** The free cards of the last call, so that the next one clears only theirs. */
  private readonly freeCards = new Int8Array(52);
  private freeCount = 0;

  /**
   * For a position where switches fold (foldsSwitches): what lies on each tableau card in the
   * canonical position of its exchange class (above), by card; -1 for a top. Cards not in the
   * tableau are not written (key.ts reads the piles from their bottoms). The array is reused
   * by the next call.
   */
  canonicalOn(pos: Position): Int8Array {
    const { on, free, freeCards } = this;
    for (let i = 0; i < this.freeCount; i++) free[freeCards[i] as number] = 0;
    let n = 0;
    for (let j = 0; j < 4; j++) {
      const pile = pos.tableau[j] as readonly Card[];
      let above = pile.length - 1;
      if (above < 0) continue;
      let a = pile[above] as Card;
      on[a] = -1;
      // Down the pile from its top: the cards under its run's top, to the run's bottom, are free.
      let inRun = true;
      for (; above > 0; above--) {
        const c = pile[above - 1] as Card;
        on[c] = a;
        if (inRun && pos.buildsOn(a, c)) {
          free[c] = 1;
          freeCards[n++] = c;
        } else inRun = false;
        a = c;
      }
    }
    this.freeCount = n;
    if (this.any) this.sortRanks();
    else
      for (let k = 0; k < n; k++) {
        // Each pair once, from its lower twin (a club or a diamond).
        const p = freeCards[k] as number;
        if (p >= 26) continue;
        const q = twinOf(p);
        if (free[q] === 0) continue;
        const a = on[p] as number;
        const b = on[q] as number;
        if (a > b) {
          on[p] = b;
          on[q] = a;
        }
      }
    return on;
  }

  /**
   * For each rank with free cards, the cards on them sorted: the smallest on its smallest
   * card. The ranks are those of this call's free cards, each sorted at its first.
   */
  private sortRanks(): void {
    const { on, members, stacks, freeCards } = this;
    let sorted = 0;
    for (let f = 0; f < this.freeCount; f++) {
      const r = rankOf(freeCards[f] as number);
      if ((sorted & (1 << r)) !== 0) continue;
      sorted |= 1 << r;
      let k = 0;
      for (let c = r; c < 52; c += 13) {
        if (this.free[c] === 0) continue;
        const a = on[c] as number;
        members[k] = c;
        // Insertion into the sorted stacks so far.
        let i = k++;
        while (i > 0 && (stacks[i - 1] as number) > a) {
          stacks[i] = stacks[i - 1] as number;
          i--;
        }
        stacks[i] = a;
      }
      for (let i = 0; i < k; i++) on[members[i] as number] = stacks[i] as number;
    }
  }
}
