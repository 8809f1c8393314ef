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
  // Depth first with a stack of its own: long endgames go deeper than the call stack.
  const first = start.clone();
  if (first.isWon()) return true;
  seen.add(key(first));
  const stack: { pos: Position; moves: number[]; next: number }[] = [
    { pos: first, moves: first.legalMoves(), next: 0 },
  ];
  for (let top = stack[0]; top !== undefined; top = stack[stack.length - 1]) {
    const m = top.moves[top.next++];
    if (m === undefined) {
      stack.pop();
      continue;
    }
    const next = top.pos.clone();
    next.play(m);
    if (next.isWon()) return true;
    const k = key(next);
    if (seen.has(k)) continue;
    seen.add(k);
    stack.push({ pos: next, moves: next.legalMoves(), next: 0 });
  }
  return false;
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
