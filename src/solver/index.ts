import type { Position } from "../core/position.js";
import type { Rules } from "../core/rules.js";
import { clock } from "./clock.js";
import { lineHere, relatedRules } from "./related.js";
import { Search, type SolveOptions, type SolveResult } from "./search.js";

export type { SolveOptions, SolveResult } from "./search.js";
export { DEFAULT_TT_ENTRIES } from "./search.js";

/**
 * Both searches run side by side, in turns of positions: GUESS_TURN for the
 * search for a win in the smaller graph, EXACT_TURN for the exact search, until one answers.
 * Side by side rather than one after the other because each answers deals the other cannot
 * in time: the exact search proves 1,000,649 lost in 0.6 s and wins 1,000,918, where the
 * search for a win found nothing in a minute; the search for a win wins most deals sooner.
 * The exact search gets a fifth of the positions, about a quarter of the time (its
 * positions cost more): on the 56 slowest of the benchmark's deals (10 s a deal, one run
 * each) turns of 2,048 exact positions left 16 undecided, 4,096 and 8,192 left 15.
 */
const GUESS_TURN = 1 << 14;
const EXACT_TURN = 1 << 12;

/**
 * Where related rules have a smaller game whose wins are wins here (related.ts: draw 3 for
 * draw1 and rainbow, autofill for superior), a third turn after each of the others goes to a search of
 * the same position under them: its search for a win, then, once that has searched through
 * its graph, its exact search (trusted here with wins alone too), until it answers. It
 * starts after the first turns of the others, so that what they decide in their first turns
 * stays as it was. As long as the search for a win's: in draw1, on the first 200 bench deals
 * at 200,000 positions a deal, turns of 4,096, 8,192 and 16,384 left 8, 7 and 6 undecided (8
 * without it), and 16,384 won draw1's 1,000,243, 593, 692 and 948 in 392,377, 98,569,
 * 292,639 and 272,262 positions (8,192: 597,177, 139,529, 456,479, 415,622). On a deal lost
 * under the related rules it soon drops out: that loss is quick.
 */
const RELATED_TURN = GUESS_TURN;

/**
 * Solves a position: "win" with a winning line of engine moves (stock turns expanded to
 * STOCK_MOVE), "loss" when no sequence of moves wins (an exhaustive proof, search.ts), or
 * "unknown" when the budget ran out. The caller's position is not changed. With only
 * maxNodes set the answer is the same on every machine.
 *
 * Two searches share the budget: the search for a win in a smaller graph (`guess` in
 * search.ts), whose wins are real wins but whose "loss" proves nothing, and the exact
 * search, whose answers are proofs; in draw1, rainbow and superior a third, of the position
 * under related rules (RELATED_TURN), whose wins alone count.
 */
export function solve(start: Position, options: SolveOptions = {}): SolveResult {
  if (options.guess === false) return new Search(start.clone(), options, false).run();
  return sideBySide(start, options);
}

/**
 * Where the search for a win without its greedy moves takes over when the greedy one has
 * searched through its graph, rather than leaving the exact search alone: without autofill
 * (superior) and where the tableau is built regardless of suit (rainbow). On the deals of
 * the first 200 bench deals undecided at 200,000 positions, with 1,000,000 positions each:
 * superior 31 won of 40 instead of 28, rainbow 9 won and 1 lost instead of 8 and 1; strict
 * 12 won and 8 lost instead of 11 and 11 (the exact search, which proves its losses, has
 * less time), classic and draw1 the same (and classic's positions grew on many deals:
 * docs/experiments.md).
 */
const plainAfterGreedy = (rules: Rules): boolean => !rules.autoFill || rules.build === "any";

/** Turns of each search until one answers. */
function sideBySide(start: Position, options: SolveOptions): SolveResult {
  const t0 = clock();
  const budget = options.maxNodes ?? Number.POSITIVE_INFINITY;
  const unbounded = { ...options, maxNodes: undefined };
  let guess = new Search(start.clone(), unbounded, true);
  /** Whether `guess` is the search for a win without greedy moves, and the positions of the greedy one before it. */
  let plain = false;
  let greedySpent = 0;
  const exact = new Search(start.clone(), unbounded, false);
  let guessing = true;
  /** The search under related rules (related.ts), when there are some and it has not given up; the positions of one before it. */
  const rules = relatedRules(start.rules);
  let other: Search | undefined;
  let otherExact = false;
  let otherSpent = 0;
  let otherOn = rules !== undefined;
  /** Options for a search started late: the time left, not the whole limit again. */
  const fromNow = (): SolveOptions =>
    options.maxMs === undefined
      ? unbounded
      : { ...unbounded, maxMs: options.maxMs - (clock() - t0) };
  const spent = () =>
    greedySpent + guess.expanded + exact.expanded + otherSpent + (other?.expanded ?? 0);
  const done = (r: SolveResult): SolveResult => ({
    ...r,
    nodes: spent(),
    ms: Math.round((clock() - t0) * 1000) / 1000,
  });
  for (;;) {
    if (guessing) {
      const r = guess.resume(guess.expanded + Math.min(GUESS_TURN, budget - spent()));
      // The smaller graph searched through without a win proves nothing: the exact search
      // goes on alone, or beside the search for a win without greedy moves (plainAfterGreedy).
      if (r?.result === "loss") {
        if (plain || !plainAfterGreedy(start.rules)) guessing = false;
        else {
          plain = true;
          greedySpent = guess.expanded;
          guess = new Search(start.clone(), unbounded, true, false);
        }
      } else if (r !== undefined) return done(r);
    }
    if (spent() >= budget) return done({ result: "unknown", moves: [], nodes: 0, ms: 0 });
    const turn = guessing ? EXACT_TURN : otherOn ? GUESS_TURN : Number.POSITIVE_INFINITY;
    const r = exact.resume(exact.expanded + Math.min(turn, budget - spent()));
    if (r !== undefined) return done(r);
    if (spent() >= budget) return done({ result: "unknown", moves: [], nodes: 0, ms: 0 });
    if (otherOn && rules !== undefined) {
      other ??= new Search(start.clone(rules), fromNow(), true);
      const t = other.resume(other.expanded + Math.min(RELATED_TURN, budget - spent()));
      if (t?.result === "win") {
        const line = lineHere(start, rules, t.moves);
        if (line !== undefined) return done({ ...t, moves: line });
        otherOn = false;
      } else if (t?.result === "loss") {
        // Lost under the related rules proves nothing here: their exact search next, then none.
        if (otherExact) otherOn = false;
        else {
          otherExact = true;
          otherSpent += other.expanded;
          other = new Search(start.clone(rules), fromNow(), false);
        }
      } else if (t !== undefined) return done(t);
      if (spent() >= budget) return done({ result: "unknown", moves: [], nodes: 0, ms: 0 });
    }
  }
}
