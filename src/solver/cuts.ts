import { type Card, suitOf } from "../core/card.js";
import {
  countOf,
  DST_FOUNDATION,
  DST_T1,
  dstOf,
  isPileToPile,
  type Move,
  moveOf,
  SRC_RESERVE,
  SRC_T1,
  SRC_WASTE,
  srcOf,
} from "../core/move.js";
import type { Position } from "../core/position.js";
import type { Rules } from "../core/rules.js";
import { isClearToFoundation } from "./safe.js";
import { forEachStockCard, MACRO_SHIFT } from "./stock.js";
import { isSwitchOnto, takesSame } from "./switches.js";

/**
 * Cuts played only with their use, in the exact search.
 *
 * A cut moves a run R off a card t into a space, leaving cards in its pile. Say a winning
 * line L plays a cut, and the next move does not use it: it neither moves t (t up, or a run
 * whose top is t) nor puts a card or a run on t. Let L' play the cut later: just before the
 * first move of L that uses it, or never if none does. Every move of L between stays legal
 * in L' and does the same: a move onto R's top or of part of R finds R's top and R's runs
 * wherever R lies; no move puts a card on t or moves it, so t stays under R in L'; R's space
 * stays empty in L' (R fills it in L, so no move of L fills it); and no move between reads
 * how many spaces there are. A move that takes the whole of R (onto a card, or its last card
 * up) takes it from t in L' and leaves the position L has, so there the cut is dropped. L'
 * is no longer than L and wins. Putting off each such cut in turn, from the last, gives a
 * winning line, as short as any, in which every cut is followed at once by a move that uses
 * it. So the exact search tries a cut only together with each move that uses it, as one
 * macro (the cut played first, like a switch), and never meets the many positions that
 * differ from one it meets only by runs lying in spaces rather than on their cards. With
 * the measure of search.ts counting the shortest such lines, every winnable position still
 * has a macro or move the search tries to a winnable position of smaller measure. Spaces
 * are alike, so only cuts and moves into the first one are tried; where t's move up is safe
 * (safe.ts), it is the only use tried, as it would be the only move after a bare cut.
 *
 * Where switches fold, a switch is no move of the search. One that moves the run on a card
 * c that takes the same cards as t onto t uses the cut; but it changes only which of the two
 * holds the run, within the switch class, and a card or run put on c after it mirrors one put
 * on t (switches.ts), which the macros try: only c up after it (SwitchMoves) is a use the
 * macros do not hold. So a cut after which such a c can go up, or a card under t can (the
 * run on it onto its twin, then it up), is tried alone as well, as a move. `cuts.test.ts`
 * holds the search with these macros to a plain exhaustive search on endgames with spaces.
 *
 * The proof needs that no card waits (waiting.ts: there a card put from the waste is built
 * on at once, and putting off a cut could part the two), that any run moves, that a space
 * takes any card or run and that no card comes back from the foundations. The search uses
 * the macros only where the reserve does not fill spaces (superior): elsewhere a cut comes
 * only once the reserve is empty, and there they saved nothing (docs/experiments.md).
 */
export const cutRules = (rules: Rules, cardsWait: boolean): boolean =>
  !cardsWait &&
  !rules.autoFill &&
  rules.runs === "any" &&
  rules.space === "any" &&
  !rules.foundationBack;

/** Whether legal move m is a cut: part of a pile into a space. */
export function isCut(pos: Position, m: Move): boolean {
  if (!isPileToPile(m)) return false;
  const from = pos.tableau[srcOf(m) - SRC_T1] as Card[];
  return countOf(m) < from.length && (pos.tableau[dstOf(m) - DST_T1] as Card[]).length === 0;
}

/**
 * The moves that use a cut, each emitted as (macro, the cut to play first). It reads the
 * position after the cut from the one before, which it leaves as it is: pile j after the cut
 * is cards[j][lo[j] … hi[j]) (the cut run is the top of t's pile before).
 */
export class CutMoves {
  private readonly seen = new Uint8Array(64);
  /** The cards turned up from the stock, and the turns each takes: the same for every cut of a position. */
  private readonly stockCards: Card[] = [];
  private readonly stockTurns: number[] = [];
  private stockRead = false;
  /** For each suit, the pile and the place in it of the card its foundation needs, or −1: the same for every cut of a position. */
  private readonly needPile = [-1, -1, -1, -1];
  private readonly needAt = [0, 0, 0, 0];
  private needsRead = false;
  private readonly cards: Card[][] = [[], [], [], []];
  private readonly lo = [0, 0, 0, 0];
  private readonly hi = [0, 0, 0, 0];

  constructor(
    private readonly pos: Position,
    private readonly emit: (macro: number, cut: Move) => void,
  ) {}

  /** Forgets the stock's cards and the needed cards' places: call for each position. */
  reset(): void {
    this.stockRead = false;
    this.needsRead = false;
  }

  /**
   * Emits the moves that use cut m (isCut), or returns false where the cut must be tried
   * alone (a switch may use it).
   */
  forEach(m: Move, switchMode: boolean): boolean {
    const pos = this.pos;
    const any = pos.rules.build === "any";
    const a = srcOf(m) - SRC_T1;
    const pile = pos.tableau[a] as Card[];
    const under = pile.length - countOf(m) - 1;
    const t = pile[under] as Card;
    if (switchMode) {
      if (!this.needsRead) this.readNeeds();
      for (let suit = 0; suit < 4; suit++) {
        const j = this.needPile[suit] as number;
        if (j < 0) continue;
        const i = this.needAt[suit] as number;
        const c = pos.foundationNeeds(suit);
        // A card under t that can go up: the run on it onto its twin, then it up.
        if (j === a && i < under) return false;
        // A covered card that takes what t takes and can go up: the run on it onto t, then it up.
        if (takesSame(any, t, c) && i < (pos.tableau[j] as Card[]).length - 1) return false;
      }
    }
    // Spaces are alike: the cuts into the first one give the same positions, up to the order of the piles.
    const s = dstOf(m) - DST_T1;
    for (let j = 0; j < s; j++) if ((pos.tableau[j] as Card[]).length === 0) return true;
    if (!this.stockRead) this.readStock();
    for (let j = 0; j < 4; j++) {
      const p = j === s ? pile : (pos.tableau[j] as Card[]);
      this.cards[j] = p;
      this.lo[j] = j === s ? under + 1 : 0;
      this.hi[j] = j === a ? under + 1 : p.length;
    }
    this.usesOf(m, a, t, s, switchMode);
    return true;
  }

  /** The moves that use cut m of pile a, which uncovers t and fills space s. */
  private usesOf(m: Move, a: number, t: Card, s: number, switchMode: boolean): void {
    const pos = this.pos;
    const onto = DST_T1 + a;
    if (pos.goesToFoundation(t)) {
      this.emit(moveOf(SRC_T1 + a, DST_FOUNDATION, 1), m);
      // A safe move up (safe.ts) is the only move the search tries after the cut.
      if (isClearToFoundation(pos, t)) return;
    }
    const r = pos.reserve[pos.reserve.length - 1];
    if (r !== undefined && pos.buildsOn(r, t)) this.emit(moveOf(SRC_RESERVE, onto, 1), m);
    const w = pos.waste[pos.waste.length - 1];
    if (w !== undefined && pos.buildsOn(w, t)) this.emit(moveOf(SRC_WASTE, onto, 1), m);
    for (let i = 0; i < this.stockCards.length; i++) {
      if (pos.buildsOn(this.stockCards[i] as Card, t))
        this.emit(moveOf(SRC_WASTE, onto, 1) | ((this.stockTurns[i] as number) << MACRO_SHIFT), m);
    }
    // Runs onto t; not the cut run back.
    for (let j = 0; j < 4; j++) {
      if (j === a) continue;
      const run = this.runLength(j);
      const whole = (this.hi[j] as number) - (this.lo[j] as number);
      for (let n = 1; n <= run; n++) {
        if (j === s && n === whole) break;
        if (pos.buildsOn(this.cardFromTop(j, n), t) && !this.isSwitch(j, n, t, switchMode))
          this.emit(moveOf(SRC_T1 + j, onto, n), m);
      }
    }
    // Runs whose top is t, onto another pile's top or into a space (the first: spaces are alike).
    let space = -1;
    for (let j = 3; j >= 0; j--) if (this.hi[j] === this.lo[j]) space = j;
    const run = this.runLength(a);
    for (let n = 1; n <= run; n++) {
      const bottom = this.cardFromTop(a, n);
      for (let j = 0; j < 4; j++) {
        if (j === a) continue;
        if (this.hi[j] === this.lo[j]) {
          if (n < (this.hi[a] as number) && j === space)
            this.emit(moveOf(SRC_T1 + a, DST_T1 + j, n), m);
          continue;
        }
        const top = this.cardFromTop(j, 1);
        if (pos.buildsOn(bottom, top) && !this.isSwitch(a, n, top, switchMode))
          this.emit(moveOf(SRC_T1 + a, DST_T1 + j, n), m);
      }
    }
  }

  /** The n-th card from the top of pile j after the cut (1: the top). */
  private cardFromTop(j: number, n: number): Card {
    return (this.cards[j] as Card[])[(this.hi[j] as number) - n] as Card;
  }

  /** The length of the run at the top of pile j after the cut. */
  private runLength(j: number): number {
    const p = this.cards[j] as Card[];
    const lo = this.lo[j] as number;
    let i = (this.hi[j] as number) - 1;
    if (i < lo) return 0;
    while (i > lo && this.pos.buildsOn(p[i] as Card, p[i - 1] as Card)) i--;
    return (this.hi[j] as number) - i;
  }

  /** Whether the move of the top n cards of pile j onto `target` is a switch, which folding leaves out (as MoveFrames.open does). */
  private isSwitch(j: number, n: number, target: Card, switchMode: boolean): boolean {
    if (!switchMode || (this.hi[j] as number) - n - 1 < (this.lo[j] as number)) return false;
    return isSwitchOnto(this.pos, this.cardFromTop(j, n), this.cardFromTop(j, n + 1), target);
  }

  private readNeeds(): void {
    const pos = this.pos;
    this.needPile.fill(-1);
    for (let j = 0; j < 4; j++) {
      const p = pos.tableau[j] as Card[];
      for (let i = 0; i < p.length; i++) {
        const c = p[i] as Card;
        if (!pos.goesToFoundation(c)) continue;
        this.needPile[suitOf(c)] = j;
        this.needAt[suitOf(c)] = i;
      }
    }
    this.needsRead = true;
  }

  private readStock(): void {
    this.stockCards.length = 0;
    this.stockTurns.length = 0;
    forEachStockCard(this.pos, this.seen, this.keepStockCard);
    this.stockRead = true;
  }

  private readonly keepStockCard = (card: Card, k: number) => {
    this.stockCards.push(card);
    this.stockTurns.push(k);
  };
}
