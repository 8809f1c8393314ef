import { type Card, cardOf, isRed, rankBelow, rankOf, suitOf } from "./card.js";
import type { Deck } from "./deal.js";
import {
  countOf,
  DST_FOUNDATION,
  DST_T1,
  dstOf,
  type Move,
  moveOf,
  SRC_F1,
  SRC_RESERVE,
  SRC_STOCK,
  SRC_T1,
  SRC_WASTE,
  srcOf,
} from "./move.js";
import type { Build, Rules } from "./rules.js";

export type Status = "playing" | "won" | "lost";

/** Moves the top n cards of `from` onto `to`, in order, without allocating (the solver's hot path). */
function moveRun(from: Card[], to: Card[], n: number): void {
  const start = from.length - n;
  for (let i = start; i < from.length; i++) to.push(from[i] as Card);
  from.length = start;
}

function buildTable(build: Build): Uint8Array {
  const table = new Uint8Array(52 * 52);
  for (let card = 0; card < 52; card++) {
    for (let target = 0; target < 52; target++) {
      const fits =
        rankOf(card) === rankBelow(rankOf(target)) &&
        (build === "alternate"
          ? isRed(card) !== isRed(target)
          : build === "suit"
            ? suitOf(card) === suitOf(target)
            : true);
      table[card * 52 + target] = fits ? 1 : 0;
    }
  }
  return table;
}

/** buildsOn for each build rule, looked up: the solver asks millions of times a second. */
const BUILDS_ON: Record<Build, Uint8Array> = {
  alternate: buildTable("alternate"),
  suit: buildTable("suit"),
  any: buildTable("any"),
};

/** Undo information returned by play: bit 0 reserve filled a space; bits 1-2 suit sent to a foundation. */
export type UndoInfo = number;

/**
 * A Canfield position. Mutable on purpose: the solver plays and takes back millions of
 * moves a second, so play/unplay work in place; clone() gives an independent copy.
 */
export class Position {
  constructor(
    readonly rules: Rules,
    /** Base rank, 0 = A … 12 = K. */
    readonly baseRank: number,
    /** Bottom → top. */
    readonly reserve: Card[],
    /** Four piles, bottom → top. */
    readonly tableau: Card[][],
    /** Cards on each foundation, by suit c d h s. */
    readonly foundations: number[],
    /** Bottom → top: the last element is the next card turned. */
    public stock: Card[],
    /** Bottom → top. */
    public waste: Card[],
    /** Passes through the stock, from 1. */
    public pass: number,
  ) {}

  /** Deals a deck (docs/rules.md §1, §2). */
  static deal(deck: Deck, rules: Rules): Position {
    let rest: Card[];
    let baseRank: number;
    const foundations = [0, 0, 0, 0];
    if (rules.base === "random") {
      const baseCard = deck[13] as Card;
      baseRank = rankOf(baseCard);
      foundations[suitOf(baseCard)] = 1;
      rest = [...deck.slice(0, 13), ...deck.slice(14)];
    } else {
      baseRank = rules.base;
      foundations.fill(1);
      rest = deck.filter((c) => rankOf(c) !== baseRank);
    }
    const reserve = rest.slice(0, 13);
    const tableau = [0, 1, 2, 3].map((i) => [rest[13 + i] as Card]);
    const stock = rest.slice(17).reverse();
    return new Position(rules, baseRank, reserve, tableau, foundations, stock, [], 1);
  }

  /** A copy, under other rules when given (the same cards where they lie). */
  clone(rules: Rules = this.rules): Position {
    return new Position(
      rules,
      this.baseRank,
      this.reserve.slice(),
      this.tableau.map((p) => p.slice()),
      this.foundations.slice(),
      this.stock.slice(),
      this.waste.slice(),
      this.pass,
    );
  }

  /** The card a foundation needs next, or -1 when it is complete. */
  foundationNeeds(suit: number): Card {
    const n = this.foundations[suit] as number;
    return n >= 13 ? -1 : cardOf(suit, (this.baseRank + n) % 13);
  }

  /** The top card of a foundation, or -1 when it is empty. */
  foundationTop(suit: number): Card {
    const n = this.foundations[suit] as number;
    return n === 0 ? -1 : cardOf(suit, (this.baseRank + n - 1) % 13);
  }

  goesToFoundation(card: Card): boolean {
    return this.foundationNeeds(suitOf(card)) === card;
  }

  /** Whether card may be built on target in the tableau (down, wrapping, by the build rule). */
  buildsOn(card: Card, target: Card): boolean {
    return (BUILDS_ON[this.rules.build] as Uint8Array)[card * 52 + target] === 1;
  }

  /** Length of the run at the top of a tableau pile (0 for an empty pile). */
  runLength(pile: number): number {
    const p = this.tableau[pile] as Card[];
    let i = p.length - 1;
    if (i < 0) return 0;
    while (i > 0 && this.buildsOn(p[i] as Card, p[i - 1] as Card)) i--;
    return p.length - i;
  }

  /** Whether a space may be filled from this source (docs/rules.md §1 spaces, §2 options). */
  spaceTakesFrom(src: number): boolean {
    if (this.rules.autoFill && this.reserve.length > 0) return false;
    if (this.rules.space === "waste") return src === SRC_WASTE;
    return src !== SRC_STOCK;
  }

  canTurnStock(): boolean {
    return this.stock.length > 0 || (this.waste.length > 0 && this.pass < this.rules.passes);
  }

  cardsOnFoundations(): number {
    const f = this.foundations;
    return (f[0] as number) + (f[1] as number) + (f[2] as number) + (f[3] as number);
  }

  isWon(): boolean {
    return this.cardsOnFoundations() === 52;
  }

  status(): Status {
    if (this.isWon()) return "won";
    return this.legalMoves().length === 0 ? "lost" : "playing";
  }

  /** The card a move carries (the bottom card of a run), or -1 for a stock turn. */
  movedCard(m: Move): Card {
    const src = srcOf(m);
    if (src === SRC_STOCK) return -1;
    if (src === SRC_RESERVE) return this.reserve[this.reserve.length - 1] ?? -1;
    if (src === SRC_WASTE) return this.waste[this.waste.length - 1] ?? -1;
    if (src >= SRC_F1) return this.foundationTop(src - SRC_F1);
    const p = this.tableau[src - SRC_T1] as Card[];
    return p[p.length - countOf(m)] ?? -1;
  }

  /** Pushes a move of one card from src onto every tableau pile that takes it. */
  private cardToTableau(out: Move[], src: number, card: Card, n: number): void {
    for (let j = 0; j < 4; j++) {
      if (src === SRC_T1 + j) continue;
      const p = this.tableau[j] as Card[];
      if (p.length === 0) {
        if (this.spaceTakesFrom(src)) out.push(moveOf(src, DST_T1 + j, n));
      } else if (this.buildsOn(card, p[p.length - 1] as Card)) {
        out.push(moveOf(src, DST_T1 + j, n));
      }
    }
  }

  /** Every legal move, in a fixed order: to foundations, then to the tableau, then the stock. */
  legalMoves(out: Move[] = []): Move[] {
    out.length = 0;
    const reserveTop = this.reserve[this.reserve.length - 1];
    const wasteTop = this.waste[this.waste.length - 1];
    if (reserveTop !== undefined && this.goesToFoundation(reserveTop)) {
      out.push(moveOf(SRC_RESERVE, DST_FOUNDATION, 1));
    }
    if (wasteTop !== undefined && this.goesToFoundation(wasteTop)) {
      out.push(moveOf(SRC_WASTE, DST_FOUNDATION, 1));
    }
    for (let i = 0; i < 4; i++) {
      const p = this.tableau[i] as Card[];
      const top = p[p.length - 1];
      if (top !== undefined && this.goesToFoundation(top)) {
        out.push(moveOf(SRC_T1 + i, DST_FOUNDATION, 1));
      }
    }
    if (reserveTop !== undefined) this.cardToTableau(out, SRC_RESERVE, reserveTop, 1);
    if (wasteTop !== undefined) this.cardToTableau(out, SRC_WASTE, wasteTop, 1);
    for (let i = 0; i < 4; i++) {
      const p = this.tableau[i] as Card[];
      const len = p.length;
      if (len === 0) continue;
      const run = this.runLength(i);
      if (this.rules.runs === "any") {
        for (let n = 1; n <= run; n++) this.cardToTableau(out, SRC_T1 + i, p[len - n] as Card, n);
      } else {
        this.cardToTableau(out, SRC_T1 + i, p[len - 1] as Card, 1);
        if (run === len && len > 1) this.cardToTableau(out, SRC_T1 + i, p[0] as Card, len);
      }
    }
    if (this.rules.foundationBack) {
      for (let s = 0; s < 4; s++) {
        const top = this.foundationTop(s);
        if (top < 0) continue;
        for (let j = 0; j < 4; j++) {
          const p = this.tableau[j] as Card[];
          const fits =
            p.length === 0
              ? this.rules.space === "any" && !(this.rules.autoFill && this.reserve.length > 0)
              : this.buildsOn(top, p[p.length - 1] as Card);
          if (fits) out.push(moveOf(SRC_F1 + s, DST_T1 + j, 1));
        }
      }
    }
    if (this.canTurnStock()) out.push(moveOf(SRC_STOCK, 0, 0));
    return out;
  }

  /** Plays a legal move in place (legality is the caller's business) and returns what unplay needs. */
  play(m: Move): UndoInfo {
    const src = srcOf(m);
    if (src === SRC_STOCK) return this.turnStock();
    const dst = dstOf(m);
    const n = countOf(m);
    let card: Card;
    let info = 0;
    if (src === SRC_RESERVE) card = this.reserve.pop() as Card;
    else if (src === SRC_WASTE) card = this.waste.pop() as Card;
    else if (src >= SRC_F1) {
      card = this.foundationTop(src - SRC_F1);
      (this.foundations[src - SRC_F1] as number)--;
    } else {
      const p = this.tableau[src - SRC_T1] as Card[];
      if (n === 1) card = p.pop() as Card;
      else {
        moveRun(p, this.tableau[dst - DST_T1] as Card[], n);
        card = -1;
      }
      if (p.length === 0 && this.rules.autoFill && this.reserve.length > 0) {
        p.push(this.reserve.pop() as Card);
        info = 1;
      }
    }
    if (card >= 0) {
      if (dst === DST_FOUNDATION) {
        const s = suitOf(card);
        (this.foundations[s] as number)++;
        info |= s << 1;
      } else (this.tableau[dst - DST_T1] as Card[]).push(card);
    }
    return info;
  }

  /** Takes back a move played by play, given the information play returned. */
  unplay(m: Move, info: UndoInfo): void {
    const src = srcOf(m);
    if (src === SRC_STOCK) {
      this.unturnStock(info);
      return;
    }
    const dst = dstOf(m);
    const n = countOf(m);
    if (info & 1) this.reserve.push((this.tableau[src - SRC_T1] as Card[]).pop() as Card);
    if (n > 1) {
      moveRun(this.tableau[dst - DST_T1] as Card[], this.tableau[src - SRC_T1] as Card[], n);
      return;
    }
    let card: Card;
    if (dst === DST_FOUNDATION) {
      const s = info >> 1;
      card = this.foundationTop(s);
      (this.foundations[s] as number)--;
    } else card = (this.tableau[dst - DST_T1] as Card[]).pop() as Card;
    if (src === SRC_RESERVE) this.reserve.push(card);
    else if (src === SRC_WASTE) this.waste.push(card);
    else if (src >= SRC_F1) (this.foundations[src - SRC_F1] as number)++;
    else (this.tableau[src - SRC_T1] as Card[]).push(card);
  }

  /** Turns up to `draw` cards one at a time, or turns the waste over into a new stock (info 0). */
  private turnStock(): UndoInfo {
    const k = Math.min(this.rules.draw, this.stock.length);
    if (k === 0) {
      // The first card turned lies at the bottom of the waste and must be the top of the new stock.
      this.stock = this.waste.reverse();
      this.waste = [];
      this.pass++;
      return 0;
    }
    for (let i = 0; i < k; i++) this.waste.push(this.stock.pop() as Card);
    return k;
  }

  private unturnStock(info: UndoInfo): void {
    if (info === 0) {
      this.waste = this.stock.reverse();
      this.stock = [];
      this.pass--;
      return;
    }
    for (let i = 0; i < info; i++) this.stock.push(this.waste.pop() as Card);
  }
}
