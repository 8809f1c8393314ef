import type { Position } from "../core/position.js";
import { clock, Search, type SolveOptions, type SolveResult } from "./search.js";

export type { SolveOptions, SolveResult } from "./search.js";
export { DEFAULT_TT_ENTRIES } from "./search.js";

/**
 * Version 2's share of the budget for phase 1. Measured once (another process on one core)
 * on deals 1,000,000 … 1,000,299 at 2 s a deal: 0.2 left 25 undecided, 0.5 left 21, 0.8
 * left 20, 0.9 left 18. Within a few seconds most undecided deals are wins that phase 1
 * finds given time (README).
 */
const GUESS_SHARE = 0.9;

/**
 * Solves a position: "win" with a winning line of engine moves (stock turns expanded to
 * STOCK_MOVE), "loss" when no sequence of moves wins (an exhaustive proof, search.ts), or
 * "unknown" when the budget ran out. The caller's position is not changed. With only
 * maxNodes set the answer is the same on every machine.
 */
export function solve(start: Position, options: SolveOptions = {}): SolveResult {
  const t0 = clock();
  const { maxNodes, maxMs } = options;
  const share = options.guess === false ? 0 : options.version === 1 ? 0.5 : GUESS_SHARE;
  // Phase 1 looks for a win in a smaller graph (see `guess`) with a share of the budget.
  // Its wins are real wins; its "loss" proves nothing, so then phase 2, the exact search,
  // runs with what is left of the budget.
  const first: SolveResult =
    share === 0
      ? { result: "unknown", moves: [], nodes: 0, ms: 0 }
      : new Search(
          start.clone(),
          {
            ...options,
            maxNodes:
              maxNodes === undefined ? undefined : Math.max(1, Math.floor(maxNodes * share)),
            maxMs: maxMs === undefined ? undefined : maxMs * share,
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
