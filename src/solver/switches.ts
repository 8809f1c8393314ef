import { type Card, suitOf } from "../core/card.js";
import { countOf, DST_FOUNDATION, DST_T1, type Move, moveOf, SRC_T1, srcOf } from "../core/move.js";
import type { Position } from "../core/position.js";
import type { Rules } from "../core/rules.js";
import { canonicalizeRanks, forEachUpAfterSwitch } from "./rank-switches.js";

/**
 * Switches: the reversible tableau moves, folded away (the exact search).
 *
 * Where colours alternate, the two cards of one rank and colour ("twins", e.g. 9c and 9s)
 * take exactly the same cards; where the tableau is built regardless of suit, all four
 * cards of a rank do (rank-switches.ts: the rank's cards take the place of the pair). A
 * *switch* of the pair {p, t} moves a run lying on p onto t, a pile top: afterwards p is a
 * top and t is covered. Its reverse (the run back onto p) is a switch too, so positions that
 * differ by switches reach each other and are won or lost together. A switch changes only
 * which twin holds the run, and nothing else about which pairs can switch, as long as no pile holds
 * both twins of a pair: a run moved onto t could otherwise bring the twin of a card under t
 * into t's pile (that pair can then no longer switch), and a run taken off p could free a
 * twin that lay in p's own run (it can then switch, and the class holds positions two
 * dependent switches away, which the moves below do not reach). In a run two cards of one
 * rank lie a multiple of 13 apart, and where colours alternate twins, of one colour, lie a
 * multiple of 26 apart: the cards above the lower one, up to the upper, hold every rank at
 * least once (twice where colours alternate), and none of them is a pile's bottom.
 * Switches move no card into or out of the tableau, and no pile's bottom. So switches are
 * folded where the tableau holds at most 13 cards (26), no two twins (no two cards of one
 * rank), or where the cards above the pile bottoms hold some rank not at all (less than
 * twice) (`foldsSwitches`): then no pile of any position of the class holds two twins (two
 * cards of one rank). Elsewhere switches are moves.
 *
 * Every pile of a position reached by play is a run: the deal has one card a pile, and a
 * card joins a pile only by building on its top or by going into a space. So a tableau move
 * of part of a pile onto a pile top t takes a run from the card q it lies on, which it also
 * builds on: with alternating colours t is q's twin, a switch; regardless of suit t is of
 * q's rank, a switch too. The search plays no switch as a move of its own.
 * After each move it puts every run that can switch onto the twin with the smaller card
 * number (`canonicalize`): positions that differ by switches get one key. The other twin
 * stays on top, so every move onto it or from it is found as usual. Of the moves that need
 * the covered twin p on top, p to its foundation is tried as a switch followed by that move
 * (SwitchMoves). A card or run X (the reserve's top, the waste's top, a card turned from
 * the stock, a run of a pile) moved onto p after the switch is not tried: that position
 * differs from the one that X moved onto p's twin t, on top, gives only in that the twins'
 * stacks (the cards above each: runs whose bottoms build on both twins) are exchanged. Two
 * such positions are won or lost together, with as many moves that are not switches: each
 * move of one has its mirror in the other (a move within or onto one twin's stack, from or
 * onto the other twin's pile; a move of a run that takes a twin along with its stack, the
 * same cards below it), until a move takes a stack off its twin, after which the two differ
 * by a switch. Every other move does the same, up to switches, whichever twin holds a run:
 * a move onto a top that is not a covered twin; a move into a space (of the same cards: a
 * run that starts at a given card takes along whatever lies on it, and a twin that is a top
 * in one position of the class takes its twin's run along in another, the two results
 * differing by that switch); a move that takes p with cards below it (likewise); and the
 * move of a card up from a pile top. The pile bottoms and the spaces are the same in every
 * position of the class (a switch leaves cards behind), so autofill acts alike. Hence from
 * every position of a switch class, each move leads to a class the search also reaches from
 * its canonical position, or to one whose positions are won or lost like those of such a
 * class, with as many moves that are not switches (the exchange of stacks above), and the
 * proof of search.ts holds with classes for positions. The measure there counts, of a
 * shortest winning line, first the moves that are not switches and then the switches: a
 * folded class takes the least measure of its positions, which a line that starts with a
 * switch never has; and where a move from a folded class leads to a position that does not
 * fold, the search's result differs from it by switches, so it has as few moves that are
 * not switches. This needs only that any run may move and that cards never come back from
 * the foundations; it holds with spaces open (the reserve empty, or no autofill) as well as
 * without.
 */

/** The other card of the same rank and colour: clubs ↔ spades, diamonds ↔ hearts. */
export const twinOf = (card: Card): Card =>
  card < 13 ? card + 39 : card < 26 ? card + 13 : card < 39 ? card - 13 : card - 39;

/**
 * Whether cards a and b (a ≠ b) take the same cards: of one rank where any card builds on
 * any (`any`), twins where colours alternate.
 */
export const takesSame = (any: boolean, a: Card, b: Card): boolean =>
  a !== b && (any ? a % 13 === b % 13 : twinOf(a) === b);

/**
 * Whether a run whose bottom card lies on `below`, built on it, moved onto `target` is a
 * switch: `below` and `target` take the same cards. (MoveFrames and CutMoves leave such
 * moves out where switches fold.)
 */
export const isSwitchOnto = (
  pos: Position,
  bottom: Card,
  below: Card | undefined,
  target: Card | undefined,
): boolean =>
  below !== undefined &&
  target !== undefined &&
  takesSame(pos.rules.build === "any", below, target) &&
  pos.buildsOn(bottom, below);

/** Whether the rules allow switches: any run may move, twins take the same cards, no cards come back from the foundations. */
export function switchRules(rules: Rules): boolean {
  return rules.build !== "suit" && rules.runs === "any" && !rules.foundationBack;
}

/**
 * Whether switches are folded in this position (under switchRules): no pile of any position
 * of its class can hold two twins, or two cards of one rank where any card builds on any
 * (above). What it reads, the tableau's cards, is the same for the whole class.
 */
export function foldsSwitches(pos: Position): boolean {
  const any = pos.rules.build === "any";
  const tableau = pos.tableau as readonly (readonly Card[])[];
  let size = 0;
  for (let j = 0; j < 4; j++) size += (tableau[j] as readonly Card[]).length;
  if (size <= (any ? 13 : 26)) return true;
  // Ranks met once and twice, and the twin pairs met (by the lower card, 0 … 25), as bits.
  let once = 0;
  let twice = 0;
  let pairs = 0;
  let twins = false;
  // The same over the cards above the pile bottoms.
  let onceAbove = 0;
  let twiceAbove = 0;
  for (let j = 0; j < 4; j++) {
    const pile = tableau[j] as readonly Card[];
    for (let i = 0; i < pile.length; i++) {
      const c = pile[i] as Card;
      const rank = 1 << (c % 13);
      twice |= once & rank;
      once |= rank;
      if (i > 0) {
        twiceAbove |= onceAbove & rank;
        onceAbove |= rank;
      }
      const pair = 1 << Math.min(c, twinOf(c));
      if ((pairs & pair) !== 0) twins = true;
      pairs |= pair;
    }
  }
  if (any ? twice === 0 : !twins) return true;
  return (any ? onceAbove : twiceAbove) !== 0x1fff;
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
  if (pos.rules.build === "any") {
    canonicalizeRanks(pos, played);
    return;
  }
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
 * uncovered twin to its foundation, when its foundation takes it next (the other moves onto
 * the uncovered twin need not be tried: above). Each is emitted as (move, switch to play
 * first).
 */
export class SwitchMoves {
  constructor(
    private readonly pos: Position,
    private readonly emit: (macro: number, sw: Move) => void,
  ) {}

  forEach(): void {
    if (this.pos.rules.build === "any") forEachUpAfterSwitch(this.pos, this.emit);
    else forEachSwitch(this.pos, this.upAfterSwitch);
  }

  private readonly upAfterSwitch = (sw: Move, pile: number, card: Card) => {
    if (this.pos.foundationNeeds(suitOf(card)) === card)
      this.emit(moveOf(SRC_T1 + pile, DST_FOUNDATION, 1), sw);
  };
}
