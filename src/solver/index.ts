import type { Position } from "../core/position.js";
import { clock } from "./clock.js";
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
 * Solves a position: "win" with a winning line of engine moves (stock turns expanded to
 * STOCK_MOVE), "loss" when no sequence of moves wins (an exhaustive proof, search.ts), or
 * "unknown" when the budget ran out. The caller's position is not changed. With only
 * maxNodes set the answer is the same on every machine.
 *
 * Two searches share the budget: the search for a win in a smaller graph (`guess` in
 * search.ts), whose wins are real wins but whose "loss" proves nothing, and the exact
 * search, whose answers are proofs.
 */
export function solve(start: Position, options: SolveOptions = {}): SolveResult {
  if (options.guess === false) return new Search(start.clone(), options, false).run();
  return sideBySide(start, options);
}

/** Turns of each search until one answers. */
function sideBySide(start: Position, options: SolveOptions): SolveResult {
  const t0 = clock();
  const budget = options.maxNodes ?? Number.POSITIVE_INFINITY;
  const unbounded = { ...options, maxNodes: undefined };
  const guess = new Search(start.clone(), unbounded, true);
  const exact = new Search(start.clone(), unbounded, false);
  let guessing = true;
  const spent = () => guess.expanded + exact.expanded;
  const done = (r: SolveResult): SolveResult => ({
    ...r,
    nodes: spent(),
    ms: Math.round((clock() - t0) * 1000) / 1000,
  });
  for (;;) {
    if (guessing) {
      const r = guess.resume(guess.expanded + Math.min(GUESS_TURN, budget - spent()));
      // The smaller graph searched through without a win proves nothing: the exact search goes on alone.
      if (r?.result === "loss") guessing = false;
      else if (r !== undefined) return done(r);
    }
    if (spent() >= budget) return done({ result: "unknown", moves: [], nodes: 0, ms: 0 });
    const turn = guessing ? EXACT_TURN : Number.POSITIVE_INFINITY;
    const r = exact.resume(exact.expanded + Math.min(turn, budget - spent()));
    if (r !== undefined) return done(r);
    if (spent() >= budget) return done({ result: "unknown", moves: [], nodes: 0, ms: 0 });
  }
}
