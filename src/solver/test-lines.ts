import type { Move } from "../core/move.js";
import type { Position } from "../core/position.js";
import type { SolveResult } from "./search.js";

/** A search that can pause: Search, and the beams (layers.ts). */
interface Resumable {
  readonly expanded: number;
  resume(pauseAt: number): SolveResult | undefined;
}

/** For tests: runs a search in turns of `turn` positions until it answers. */
export function inTurns(search: Resumable, turn: number): SolveResult {
  for (;;) {
    const r = search.resume(search.expanded + turn);
    if (r !== undefined) return r;
  }
}

/** For tests: whether `moves`, each legal where it is played, take `start` to a won position. */
export function endsWon(start: Position, moves: readonly Move[]): boolean {
  const end = start.clone();
  const legal: Move[] = [];
  for (const m of moves) {
    if (!end.legalMoves(legal).includes(m)) return false;
    end.play(m);
  }
  return end.isWon();
}
