import { DST_FOUNDATION, dstOf, type Move, SRC_F1, SRC_STOCK, srcOf } from "./move.js";
import type { Position } from "./position.js";

export type Outlook = "open" | "stuck" | "unknown";

/** A key for positions that play alike: the pass number matters only when passes are limited. */
function keyOf(pos: Position): string {
  const cards = (a: readonly number[]) => String.fromCharCode(...a.map((c) => c + 48));
  const pass = Number.isFinite(pos.rules.passes) ? pos.pass : 0;
  return `${pos.reserve.length}|${pos.tableau.map(cards).join(",")}|${cards(pos.stock)}|${cards(pos.waste)}|${pass}`;
}

const isFoundationMove = (m: Move) => srcOf(m) !== SRC_STOCK && dstOf(m) === DST_FOUNDATION;

/**
 * Whether another card can ever reach a foundation: a bounded search of every position
 * reachable without a move to a foundation (moves off a foundation are left out too, as
 * bringing such a card back is no progress). "stuck" when none of them has a move to a
 * foundation, "open" when one has, "unknown" when the search ran out of its node budget.
 */
export function foundationOutlook(start: Position, maxNodes = 20_000): Outlook {
  if (start.isWon()) return "open";
  const pos = start.clone();
  const seen = new Set<string>([keyOf(pos)]);
  const path: { moves: Move[]; next: number; info: number; move: Move }[] = [];
  let moves = pos.legalMoves([]);
  if (moves.some(isFoundationMove)) return "open";
  path.push({ moves, next: 0, info: 0, move: -1 });
  while (path.length > 0) {
    const top = path[path.length - 1] as (typeof path)[number];
    const m = top.moves[top.next++];
    if (m === undefined) {
      path.pop();
      if (top.move >= 0) pos.unplay(top.move, top.info);
      continue;
    }
    if (srcOf(m) >= SRC_F1) continue;
    const info = pos.play(m);
    const key = keyOf(pos);
    if (seen.has(key)) {
      pos.unplay(m, info);
      continue;
    }
    if (seen.size >= maxNodes) return "unknown";
    seen.add(key);
    moves = pos.legalMoves([]);
    if (moves.some(isFoundationMove)) return "open";
    path.push({ moves, next: 0, info, move: m });
  }
  return "stuck";
}
