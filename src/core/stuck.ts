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

interface Frame {
  readonly moves: Move[];
  next: number;
  readonly info: number;
  readonly move: Move;
}

/**
 * Whether another card can ever reach a foundation: a bounded search of every position
 * reachable without a move to a foundation (moves off a foundation are left out too, as
 * bringing such a card back is no progress). "stuck" when none of them has a move to a
 * foundation, "open" when one has, "unknown" when the search ran out of its node budget.
 * The search can run in slices (run with a step limit) so that a page never freezes.
 */
export class OutlookSearch {
  private readonly pos: Position;
  private readonly seen: Set<string>;
  private readonly path: Frame[] = [];
  private result: Outlook | undefined;

  constructor(
    start: Position,
    private readonly maxNodes = 20_000,
  ) {
    this.pos = start.clone();
    this.seen = new Set([keyOf(this.pos)]);
    const moves = this.pos.legalMoves([]);
    if (start.isWon() || moves.some(isFoundationMove)) this.result = "open";
    else this.path.push({ moves, next: 0, info: 0, move: -1 });
  }

  /** Explores up to `steps` more moves; the outlook once known, else undefined. */
  run(steps = Number.POSITIVE_INFINITY): Outlook | undefined {
    const { pos, seen, path } = this;
    for (let n = 0; this.result === undefined && n < steps; n++) {
      const top = path[path.length - 1];
      if (top === undefined) {
        this.result = "stuck";
        break;
      }
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
      if (seen.size >= this.maxNodes) {
        this.result = "unknown";
        break;
      }
      seen.add(key);
      const moves = pos.legalMoves([]);
      if (moves.some(isFoundationMove)) this.result = "open";
      else path.push({ moves, next: 0, info, move: m });
    }
    return this.result;
  }
}

/** The whole search at once (see OutlookSearch). */
export function foundationOutlook(start: Position, maxNodes = 20_000): Outlook {
  return new OutlookSearch(start, maxNodes).run() as Outlook;
}
