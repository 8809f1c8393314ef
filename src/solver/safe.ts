import { cardOf, rankBelow, rankOf } from "../core/card.js";
import type { Position } from "../core/position.js";

/**
 * Whether playing `card` (the top of the reserve, of a tableau pile, or — with draw 1 — of
 * the waste, and able to go to its foundation) to its foundation at once loses nothing,
 * so that the search may play it as the only move from this position.
 *
 * Condition: cards never come back from the foundations, and every card that could be built
 * on `card` (by the build rule, wrapping) is already on a foundation, so nothing can ever be
 * built on it again.
 *
 * Proof. Let L win from the position S, and S' be S after card c goes up. Build L' from L by
 * dropping every move of c alone (c moves alone or as the top of a run: nothing goes on c)
 * and playing each run R that has c on top as R without c (still a run, same bottom card;
 * a whole pile stays a whole pile, which also covers `strict`). Invariant: after each step,
 * the position of L' is that of L with c on its foundation (in L no other card of c's suit
 * can go up before c, and every other foundation is the same). Every kept move stays legal:
 * its source card and its target are not c, a target top card is the same, and each space
 * of L is a space of L'. Autofill needs care:
 * - c in a tableau pile: c is alone in a pile of L only if c moved alone into a space; with
 *   autofill that needs an empty reserve, so no fill follows when c leaves. When c is the
 *   only card of its pile in S with cards in the reserve, S' fills the pile with the reserve
 *   top r at once: that is the reserve case below, where the pile of L holds c.
 * - c the reserve top, with autofill: while c is in the reserve the reserves agree but for
 *   c. When a pile P empties in L, L fills it with c and L' with the next card r (or
 *   leaves it empty when c was the last reserve card: then L' is L without c, c alone in P). From
 *   then on, L' has r alone in P where L has c, and L''s reserve is L's without its top r.
 *   Nothing goes on c, so nothing is played onto P in L; when L plays its reserve top r,
 *   L' plays r from P, which empties P and fills it with L's next reserve top (or leaves it
 *   empty when L's reserve is now empty: then L' is L without c again); when L plays c off
 *   P, L fills P with r, and the positions agree again. No move of L goes into a space while
 *   its reserve has cards (autofill leaves none), so r never has to fill one from the reserve.
 * - c on the waste with draw 1: the turn order of L' is that of L without c. Each turn of L
 *   is a turn of L' except one that turns c up (then L can only play c from the waste),
 *   and both turn the waste over at the same time, so passes agree.
 * L ends with all cards on the foundations, and so does L'. So S' is won if S is. ∎
 */
export function isSafeToFoundation(pos: Position, card: number): boolean {
  if (pos.rules.foundationBack) return false;
  const below = rankBelow(rankOf(card));
  const base = pos.baseRank;
  for (let s = 0; s < 4; s++) {
    const d = cardOf(s, below);
    if (!pos.buildsOn(d, card)) continue;
    const height = (below - base + 13) % 13; // foundation cards below d
    if ((pos.foundations[s] as number) <= height) return false;
  }
  return true;
}
