import type { Card } from "../core/card.js";
import {
  countOf,
  DST_FOUNDATION,
  DST_T1,
  dstOf,
  type Move,
  moveOf,
  SRC_RESERVE,
  SRC_T1,
  SRC_WASTE,
  srcOf,
} from "../core/move.js";
import type { Position } from "../core/position.js";
import type { Rules } from "../core/rules.js";
import { forEachStockCard, MACRO_SHIFT } from "./stock.js";

/**
 * Switches: the reversible tableau moves, folded away (the exact search).
 *
 * With alternating colours, the two cards of one rank and colour ("twins", e.g. 9c and 9s)
 * take exactly the same cards. While the reserve has cards and fills every space at once,
 * a tableau move that leaves cards behind takes a run from one twin p to the other twin t,
 * which must be the top of a pile; afterwards p is a top and t is covered. Its reverse (the
 * run back onto p) is legal too. Such a move is a *switch* of the pair {p, t}: it changes
 * only which of the two holds the run, and nothing else about which pairs can switch. (A
 * whole pile moved off refills from the reserve, and cannot be undone: not a switch.)
 * Positions that differ by switches reach each other, so they are won or lost together.
 *
 * So the search plays no switch as a move of its own. After each move it puts every run
 * that can switch onto the twin with the smaller card number (`canonicalize`): positions
 * that differ by switches get one key. The other twin stays on top, so every move onto it
 * or from it is found as usual; the moves that need the covered twin p on top — p to its
 * foundation, or a card or a whole pile onto p — are tried as a switch followed by that
 * move (`forEachSwitch`). Every other move does the same, up to switches, whichever twin
 * holds the run: a move onto a top that is not a free twin, from the reserve, waste or a
 * pile top, or of a whole pile (which takes its runs along, switch pairs and all).
 * Hence from every position of a switch class, each move leads to a class the search also
 * reaches from its canonical position, and the proof of search.ts holds with classes for
 * positions (the shortest winning line counting no switch).
 */

/** The other card of the same rank and colour: clubs ↔ spades, diamonds ↔ hearts. */
export const twinOf = (card: Card): Card =>
  card < 13 ? card + 39 : card < 26 ? card + 13 : card < 39 ? card - 13 : card - 39;

/** Whether the rules allow switches at all: any run may move, colours alternate, the reserve fills spaces. */
export function switchRules(rules: Rules): boolean {
  return (
    rules.autoFill && rules.build === "alternate" && rules.runs === "any" && !rules.foundationBack
  );
}

/** Whether switches apply in this position: the rules allow them and the reserve has cards. */
export function switchesApply(pos: Position): boolean {
  return switchRules(pos.rules) && pos.reserve.length > 0;
}

/**
 * The switch onto the top t of pile `to`: when t's twin holds a run in another pile that
 * may move onto t, the engine move of that run (no allocation: called for every position);
 * else -1.
 */
function switchOnto(pos: Position, to: number): Move {
  const target = pos.tableau[to] as Card[];
  const t = target[target.length - 1];
  if (t === undefined) return -1;
  const p = twinOf(t);
  for (let from = 0; from < 4; from++) {
    if (from === to) continue;
    const pile = pos.tableau[from] as Card[];
    const i = pile.indexOf(p);
    if (i < 0) continue;
    const n = pile.length - 1 - i;
    if (n === 0 || !pos.buildsOn(pile[i + 1] as Card, t) || pos.runLength(from) < n) return -1;
    return moveOf(SRC_T1 + from, DST_T1 + to, n);
  }
  return -1;
}

/**
 * Moves every run that can switch onto the twin with the smaller card number, in place,
 * calling played(move, undo) for each engine move so that the caller can record them.
 */
export function canonicalize(pos: Position, played: (m: Move, undo: number) => void): void {
  for (let to = 0; to < 4; to++) {
    const target = pos.tableau[to] as Card[];
    const t = target[target.length - 1];
    if (t === undefined || t > twinOf(t)) continue;
    const m = switchOnto(pos, to);
    if (m >= 0) played(m, pos.play(m));
  }
}

/**
 * Calls emit(switchMove, pile, card) for every switch that would uncover `card` (a twin
 * holding a run) in `pile`, in a canonical position: the moves that need it on top are
 * tried after the switch.
 */
export function forEachSwitch(
  pos: Position,
  emit: (switchMove: Move, pile: number, card: Card) => void,
): void {
  for (let to = 0; to < 4; to++) {
    const m = switchOnto(pos, to);
    if (m < 0) continue;
    const from = srcOf(m) - SRC_T1;
    const pile = pos.tableau[from] as Card[];
    emit(m, from, pile[pile.length - 1 - countOf(m)] as Card);
  }
}

/**
 * The moves of a canonical position that need a covered twin on top: for each switch, the
 * uncovered twin to its foundation, and the reserve top, the waste top, a card turned from
 * the stock or a whole pile onto it. Each is emitted as (macro, switch to play first).
 */
export class SwitchMoves {
  private readonly seen = new Uint8Array(64);
  private sw: Move = 0;
  private pile = 0;
  private card = 0;

  constructor(
    private readonly pos: Position,
    private readonly emit: (macro: number, sw: Move) => void,
  ) {}

  forEach(): void {
    forEachSwitch(this.pos, this.afterSwitch);
  }

  private readonly afterSwitch = (sw: Move, pile: number, card: Card) => {
    const pos = this.pos;
    this.sw = sw;
    this.pile = pile;
    this.card = card;
    const dst = DST_T1 + pile;
    if (pos.goesToFoundation(card)) this.emit(moveOf(SRC_T1 + pile, DST_FOUNDATION, 1), sw);
    const r = pos.reserve[pos.reserve.length - 1];
    if (r !== undefined && pos.buildsOn(r, card)) this.emit(moveOf(SRC_RESERVE, dst, 1), sw);
    const w = pos.waste[pos.waste.length - 1];
    if (w !== undefined && pos.buildsOn(w, card)) this.emit(moveOf(SRC_WASTE, dst, 1), sw);
    const switchTarget = dstOf(sw) - DST_T1;
    for (let j = 0; j < 4; j++) {
      if (j === pile || j === switchTarget) continue;
      const p = pos.tableau[j] as Card[];
      if (p.length > 0 && pos.runLength(j) === p.length && pos.buildsOn(p[0] as Card, card))
        this.emit(moveOf(SRC_T1 + j, dst, p.length), sw);
    }
    forEachStockCard(pos, this.seen, this.stockCardOntoUncovered);
  };

  private readonly stockCardOntoUncovered = (card: Card, k: number) => {
    if (this.pos.buildsOn(card, this.card))
      this.emit(moveOf(SRC_WASTE, DST_T1 + this.pile, 1) | (k << MACRO_SHIFT), this.sw);
  };
}
