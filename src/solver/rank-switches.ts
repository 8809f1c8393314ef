import type { Card } from "../core/card.js";
import { DST_FOUNDATION, DST_T1, type Move, moveOf, SRC_T1 } from "../core/move.js";
import type { Position } from "../core/position.js";

/**
 * Switches where any card builds on any (switches.ts says what a switch is and why folding
 * them keeps every answer).
 *
 * Where any card builds on any, a switch moves a run between any two cards of one rank. A
 * rank's class is its cards in the tableau that are pile tops or hold a run that may switch,
 * and those runs (a card covered otherwise, possible only in made-up endgames, takes no
 * part). With one of its cards on top, every arrangement of the runs on them is reached by
 * switches: the free card is a hole into which any run can move, and no card on top lies in
 * the pile of a run of its rank (the run, from its bottom up to a card of the rank above its
 * own, would hold every rank, and with the card it lies on 14 cards and two of one rank,
 * none of which foldsSwitches allows). A switch changes only which card of the rank its
 * run's bottom card lies on, and what lies directly on each card stays, so the arrangements
 * of the ranks are independent coordinates of the class. `canonicalizeRanks` puts the runs
 * of each rank on its cards with the smallest numbers, the smallest bottom card on the
 * smallest card. A move onto a covered card of a rank, after a switch, leads to a position
 * won or lost like the one that the same move onto a card of that rank on top leads to (the
 * two differ by an exchange of the stacks on two cards of the rank: switches.ts), and the
 * search tries that one as it is; so of the moves that need a covered card on top only the
 * card up to its foundation is tried after a switch (`forEachUpAfterSwitch`). The rest
 * of the argument in switches.ts holds as it stands.
 */

/** Where each tableau card lies (mapTableau), as its pile × 64 + its index there; -1 elsewhere. */
const where = new Int16Array(52);

/**
 * Fills `where` and returns the ranks (as bits) with a card on top of its pile and another
 * covered: those whose runs may switch.
 */
function mapTableau(tableau: readonly (readonly Card[])[]): number {
  where.fill(-1);
  let tops = 0;
  let covered = 0;
  for (let j = 0; j < 4; j++) {
    const pile = tableau[j] as readonly Card[];
    const last = pile.length - 1;
    if (last < 0) continue;
    for (let i = 0; i < last; i++) {
      const c = pile[i] as Card;
      where[c] = j * 64 + i;
      covered |= 1 << (c % 13);
    }
    const t = pile[last] as Card;
    where[t] = j * 64 + last;
    tops |= 1 << (t % 13);
  }
  return tops & covered;
}

/**
 * The card lying on tableau card c when it starts a run that may switch: it builds on c and
 * the cards from it up form a run; else -1 (`where` filled).
 */
function switchingRun(pos: Position, c: Card): Card | -1 {
  const at = where[c] as number;
  const j = at >> 6;
  const pile = pos.tableau[j] as readonly Card[];
  const i = (at & 63) + 1;
  const on = pile[i];
  if (on === undefined || !pos.buildsOn(on, c) || pos.runLength(j) < pile.length - i) return -1;
  return on;
}

/** The pile whose top is of rank r, or -1. */
function pileTopOfRank(tableau: readonly (readonly Card[])[], r: number): number {
  for (let j = 0; j < 4; j++) {
    const pile = tableau[j] as readonly Card[];
    const t = pile[pile.length - 1];
    if (t !== undefined && t % 13 === r) return j;
  }
  return -1;
}

/**
 * The engine move of the run that starts at tableau card `bottom` onto the top of pile `to`
 * (`where` filled).
 */
function runOnto(tableau: readonly (readonly Card[])[], bottom: Card, to: number): Move {
  const at = where[bottom] as number;
  const from = at >> 6;
  // A bug, not a position: foldsSwitches keeps every card on top out of its rank's runs' piles.
  if (to < 0 || to === from) throw new Error("no card of the rank on top in another pile");
  const n = (tableau[from] as readonly Card[]).length - (at & 63);
  return moveOf(SRC_T1 + from, DST_T1 + to, n);
}

/**
 * Plays a switch for canonicalizeRanks and maps the tableau again (a plain function, not a
 * closure: it runs for every position).
 */
function playSwitch(pos: Position, m: Move, played: (m: Move, undo: number) => void): void {
  played(m, pos.play(m));
  mapTableau(pos.tableau);
}

const members: Card[] = [0, 0, 0, 0];
const runs: Card[] = [0, 0, 0, 0];

/**
 * canonicalize where any card builds on any (above): for each rank, the runs lying on its
 * cards go onto the cards with the smallest numbers, the smallest bottom card on the smallest
 * card.
 */
export function canonicalizeRanks(pos: Position, played: (m: Move, undo: number) => void): void {
  const tableau = pos.tableau as readonly (readonly Card[])[];
  for (let ranks = mapTableau(tableau); ranks !== 0; ranks &= ranks - 1) {
    const r = 31 - Math.clz32(ranks & -ranks);
    let m = 0;
    let k = 0;
    for (let c = r; c < 52; c += 13) {
      const at = where[c] as number;
      if (at < 0) continue;
      const top = (at & 63) === (tableau[at >> 6] as readonly Card[]).length - 1;
      const on = top ? -1 : switchingRun(pos, c);
      // A card covered by cards that cannot switch (possible in endgames made up for tests)
      // takes no part.
      if (!top && on < 0) continue;
      members[m++] = c;
      if (on < 0) continue;
      let i = k++;
      for (; i > 0 && (runs[i - 1] as Card) > on; i--) runs[i] = runs[i - 1] as Card;
      runs[i] = on;
    }
    for (let n = 0; n < k; n++) {
      const target = members[n] as Card;
      const run = runs[n] as Card;
      const at = where[target] as number;
      const to = at >> 6;
      const on = (tableau[to] as readonly Card[])[(at & 63) + 1];
      if (on === run) continue;
      // Another run lies on the target: it goes onto a card of the rank on top first.
      if (on !== undefined)
        playSwitch(pos, runOnto(tableau, on, pileTopOfRank(tableau, r)), played);
      playSwitch(pos, runOnto(tableau, run, to), played);
    }
  }
}

/**
 * Where any card builds on any, in a canonical position: calls emit(up, switchMove) for each
 * covered card that its foundation takes next, with the switch that moves its run onto a
 * card of its rank on top (the moves onto a covered card need no switch: above).
 */
export function forEachUpAfterSwitch(
  pos: Position,
  emit: (up: Move, switchMove: Move) => void,
): void {
  const tableau = pos.tableau as readonly (readonly Card[])[];
  const ranks = mapTableau(tableau);
  for (let suit = 0; suit < 4; suit++) {
    const c = pos.foundationNeeds(suit);
    if (c < 0 || (ranks & (1 << (c % 13))) === 0 || (where[c] as number) < 0) continue;
    const on = switchingRun(pos, c);
    if (on < 0) continue;
    emit(
      moveOf(SRC_T1 + ((where[c] as number) >> 6), DST_FOUNDATION, 1),
      runOnto(tableau, on, pileTopOfRank(tableau, c % 13)),
    );
  }
}
