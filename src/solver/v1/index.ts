import type { Position } from "../../core/position.js";
import { clock } from "../clock.js";
import { Search, type SolveOptions, type SolveResult } from "./search.js";

export type { SolveOptions, SolveResult } from "./search.js";

/**
 * Version 1 of the search: the search of the first release, frozen. The daily deal
 * (deals/daily.ts) and the difficulty levels (deals/levels.ts) are defined by its answers
 * within node budgets, so it must keep the same moves, in the same order, with the same node
 * counts for ever: a stronger search would change which deal was the daily deal of a past
 * date. Pinned by deals.test.ts (version 1's strings), deals/daily.test.ts and
 * deals/levels.test.ts. It shares with the current search only what never changes its
 * answers: the rules engine, stock macros (stock.ts), the safe-move test isSafeToFoundation
 * (safe.ts), the table of positions (visited.ts) and the clock.
 *
 * Two phases: the search for a win in a smaller graph (splits of runs only when they
 * uncover a card for a foundation) with half of the budget, then the exact search with the
 * rest. "win" comes with a winning line of engine moves, "loss" is a proof, "unknown" means
 * the budget ran out.
 */
export function solve(start: Position, options: SolveOptions = {}): SolveResult {
  if (options.guess === false) return new Search(start.clone(), options, false).run();
  const t0 = clock();
  const { maxNodes, maxMs } = options;
  const first = new Search(
    start.clone(),
    {
      ...options,
      maxNodes:
        maxNodes === undefined ? undefined : Math.max(1, Math.floor(maxNodes * GUESS_SHARE)),
      maxMs: maxMs === undefined ? undefined : maxMs * GUESS_SHARE,
    },
    true,
  ).run();
  const elapsed = () => Math.round((clock() - t0) * 1000) / 1000;
  if (first.result === "win") return { ...first, ms: elapsed() };
  const left = maxNodes === undefined ? undefined : maxNodes - first.nodes;
  if (left !== undefined && left <= 0)
    return { result: "unknown", moves: [], nodes: first.nodes, ms: elapsed() };
  const second = new Search(
    start.clone(),
    {
      ...options,
      maxNodes: left,
      maxMs: maxMs === undefined ? undefined : Math.max(0, maxMs - (clock() - t0)),
    },
    false,
  ).run();
  return { ...second, nodes: first.nodes + second.nodes, ms: elapsed() };
}

/** The search for a win's share of the budget. */
const GUESS_SHARE = 0.5;
