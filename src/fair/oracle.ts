import type { Move } from "../core/move.js";
import { makePosition } from "../core/notation.js";
import type { Position } from "../core/position.js";
import { solve } from "../solver/index.js";

export interface Verdict {
  readonly result: "win" | "loss" | "unknown";
  /** For a win: the solver's winning line (engine moves, stock turns one by one). */
  readonly line: readonly Move[];
}

/** The solver within a node budget: a verdict on a full position (every card in its place). */
export type Oracle = (pos: Position) => Verdict;

/**
 * Answers already worked out, by position: the fair player meets the same arrangement in the
 * same position again at later moves (a plan to turn the stock three times is, one turn
 * later, a plan to turn twice). The solver with only a node budget answers a position the
 * same way every time, so remembered answers (by budget and position) change nothing but
 * the time.
 */
export type VerdictMemo = Map<string, Verdict>;

export function oracle(maxNodes: number, memo?: VerdictMemo): Oracle {
  const ask = (pos: Position): Verdict => {
    const r = solve(pos, { maxNodes });
    return { result: r.result, line: r.moves };
  };
  if (memo === undefined) return ask;
  return (pos) => {
    const key = `${maxNodes} ${makePosition(pos)}`;
    let v = memo.get(key);
    if (v === undefined) {
      v = ask(pos);
      memo.set(key, v);
    }
    return v;
  };
}
