import type { Position } from "../core/position.js";
import type { Rules } from "../core/rules.js";
import { takesSame } from "./switches.js";

/**
 * Whether a search makes cards wait (waitingCard): where every stock and waste card can come
 * to the top by turns alone (draw 1, unlimited passes, no cards back from the foundations),
 * the proof below holds. In the search for a win without greedy moves too where the reserve
 * does not fill spaces (superior): there it loses lines, which that search may, and its
 * smaller graph is searched through sooner. Two runs side by side: superior's 1,000 bench
 * deals 96.7% decided instead of 95.7%, the median the same; rainbow's first 100 56% instead
 * of 62%, so not there (docs/experiments.md).
 */
export const waitingRules = (rules: Rules, guess: boolean, greedy: boolean): boolean =>
  (guess && !greedy && !rules.autoFill) ||
  (rules.draw === 1 && rules.passes === Number.POSITIVE_INFINITY && !rules.foundationBack);

/**
 * Where waitingRules hold: card x, just put from the waste onto the tableau, if it must be
 * built on next, else -1. It need not be if it is covered, or (switches folded) its twin is
 * covered (where any card builds on any, a card of its rank), so that a switch may build on
 * it. Such a state is its own position (the key says which card waits: key.ts).
 *
 * Why this loses no win. With draw 1 and unlimited passes every stock and waste card can
 * come to the top of the waste by turns alone, at any time, and turns are free (stock.ts).
 * Say a winning line L puts x from the waste onto a card or into a space, and the next move
 * does not build on x. Let L' put x later: just before the first move of L that builds on
 * x, where it lies then (on a card, a top as only x lies on it, or in a space, empty as x
 * fills it), or nowhere if no move builds on x (then x goes up from the waste where L
 * plays it up from a pile, and L''s moves of x alone are dropped). Every move of L between
 * stays legal in L': none puts a card where x lies (x covers it), a run whose top is x
 * moves without x (a run with the same bottom; a whole pile stays a whole pile, and empties
 * its pile and fills it alike), a space x fills in L stays empty in L' (no move of L fills
 * it, nor does autofill: with it a waste card goes into a space only once the reserve is
 * empty), and the waste top each waste move needs comes up by turns. L' is no longer than
 * L and wins. Putting off in this way each such move in turn, from the last, gives a
 * winning line, as short as any, in which every card put from the waste onto the tableau
 * is built on by the next move (a card put off lands just before the move that builds on
 * it, which builds on no other); a safe move to a foundation that starts L (safe.ts) stays
 * first, as it is no such move. Where switches fold, a switch that moves the run on x's
 * twin onto x builds on x: then x does not wait. So with the measure of search.ts counting
 * the shortest such lines, and for a state where x waits the shortest that start by
 * building on x, every winnable state still has a move the search tries (in a waiting
 * state: onto x; frames.openOnto) to a winnable state of smaller measure, and the proof
 * there holds. The search for a win uses it too (waitingRules), as it needs no proof.
 */
export function waitingCard(pos: Position, x: number, switchMode: boolean): number {
  const any = pos.rules.build === "any";
  let top = false;
  for (const pile of pos.tableau) {
    const last = pile.length - 1;
    if (pile[last] === x) top = true;
    else if (switchMode)
      for (let i = 0; i < last; i++) if (takesSame(any, x, pile[i] as number)) return -1;
  }
  return top ? x : -1;
}

/** The index of the pile whose top is card x. */
export function pileOf(pos: Position, x: number): number {
  for (let j = 0; j < 4; j++) {
    const pile = pos.tableau[j] as number[];
    if (pile[pile.length - 1] === x) return j;
  }
  throw new Error(`card ${x} is no pile top`);
}
