import { makePosition } from "../core/notation.js";
import type { Position } from "../core/position.js";

/**
 * A plain exhaustive search, written apart from the solver, for its tests: every legal move
 * of the engine (single stock turns included, no macro moves, no pruning), a set of every
 * position seen (its full text, the pass left out when passes are unlimited since it changes
 * no move). Small endgames only: it keeps every position as text.
 */
export function plainWins(start: Position): boolean {
  const seen = new Set<string>();
  const unlimited = !Number.isFinite(start.rules.passes);
  const key = (p: Position) => {
    const text = makePosition(p);
    return unlimited ? text.slice(0, text.lastIndexOf("_")) : text;
  };
  const visit = (p: Position): boolean => {
    if (p.isWon()) return true;
    const k = key(p);
    if (seen.has(k)) return false;
    seen.add(k);
    for (const m of p.legalMoves()) {
      const next = p.clone();
      next.play(m);
      if (visit(next)) return true;
    }
    return false;
  };
  return visit(start.clone());
}

/** Plays a line on a copy, checking that every move is legal when played; true if it ends won. */
export function replayWins(start: Position, moves: readonly number[]): boolean {
  const p = start.clone();
  for (const m of moves) {
    if (!p.legalMoves().includes(m)) return false;
    p.play(m);
  }
  return p.isWon();
}
