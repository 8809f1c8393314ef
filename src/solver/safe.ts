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

/** The card's place in its suit's foundation order: the cards of its suit that go up before it. */
export const heightOf = (pos: Position, card: number): number =>
  (rankOf(card) - pos.baseRank + 13) % 13;

/**
 * Whether every card that could ever be built on `card` is "clear": already on a
 * foundation, or next for its own foundation with every card that could be built on it
 * clear in turn. A stronger test than isSafeToFoundation, used by the current search (the
 * same proof, extended below); version 1 (v1/) keeps isSafeToFoundation.
 *
 * Let T be `card` and the clear cards this test reaches that are not up. Each is the next
 * card of its suit (one per suit), and nothing but a T card or a card already up can be
 * built on a T card, so a T card in a pile has only T cards above it. Let L win from S
 * and let S' be S with `card` up. L' follows L keeping as invariant "L' is L with a set U
 * of T cards on the foundations, U lying on top of L's piles (above a U card only U
 * cards)", starting with U = {card} (the reserve, pile and waste cases of `card` itself are
 * those of the proof above):
 * - a move of L placing a T card y from the reserve or waste on a U card: L' plays y up
 *   instead (y is still next: only playing y up moves its suit on in L, and U holds no
 *   other card of y's suit), and U gains y;
 * - a move of L placing a run on a U card: its bottom builds on a T card, so it is a T
 *   card, and so is every card above it; L' plays the cards of the run not in U up, top
 *   first (each on top, each next), emptying the source pile when L does, with the same
 *   fill; U gains the run;
 * - a move of L taking only U cards (to a foundation, a pile or a space): L' skips it; a
 *   pile that L' has empty and L does not has a U card at its bottom, which got there by
 *   going into a space, so the reserve was already empty (or never fills spaces): the extra
 *   space changes no rule and is never filled behind L's back;
 * - any other move: L' plays it without the U cards on top of its run, if any (a run minus
 *   its top part is a run with the same bottom; a whole pile stays the whole pile).
 * Every target card L builds on is the same in L' or in U (handled above), and L' has every
 * space L has. So L' is legal, and ends won when L does. ∎
 */
export function isClearToFoundation(pos: Position, card: number): boolean {
  if (pos.rules.foundationBack) return false;
  return isClear(pos, card, 0);
}

function isClear(pos: Position, card: number, depth: number): boolean {
  // Heights fall by one at each level and each suit has one next card: depth stays ≤ 4.
  if (depth > 4) return false;
  const below = rankBelow(rankOf(card));
  for (let s = 0; s < 4; s++) {
    const z = cardOf(s, below);
    if (!pos.buildsOn(z, card)) continue;
    const f = pos.foundations[s] as number;
    const h = heightOf(pos, z);
    if (f > h) continue;
    if (f === h && isClear(pos, z, depth + 1)) continue;
    return false;
  }
  return true;
}
