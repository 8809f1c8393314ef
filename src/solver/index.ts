import type { Position } from "../core/position.js";
import { type SolveOptions, type SolveResult, search } from "./search.js";

export type { SolveOptions, SolveResult } from "./search.js";
export { DEFAULT_TT_ENTRIES } from "./search.js";

/**
 * Solves a position: "win" with a winning line of engine moves (stock turns expanded to
 * STOCK_MOVE), "loss" when no sequence of moves wins (an exhaustive proof), or "unknown"
 * when the budget ran out. The caller's position is not changed. With only maxNodes set
 * the answer is the same on every machine.
 */
export function solve(position: Position, options: SolveOptions = {}): SolveResult {
  return search(position, options);
}
