import type { Deck } from "../core/deal.js";
import { Game } from "../core/game.js";
import type { Move } from "../core/move.js";
import type { Position } from "../core/position.js";
import type { Rules } from "../core/rules.js";
import { type Oracle, oracle, type Verdict } from "./oracle.js";

export const DEAL_VERDICTS = ["winnable", "unwinnable", "undecided"] as const;
/** What the all-seeing solver says of a deal: a win found, a loss proved, or neither in the budget. */
export type DealVerdict = (typeof DEAL_VERDICTS)[number];

export const verdictOf = (v: Verdict): DealVerdict =>
  v.result === "win" ? "winnable" : v.result === "loss" ? "unwinnable" : "undecided";

/** Default node budgets (deterministic): the deal's verdict, and each point of a review. */
export const VERDICT_NODES = 2_000_000;
export const POINT_NODES = 200_000;

export type LastWinnable =
  | {
      /** Moves to keep: the game as it was after moves[0 … keep). */
      readonly keep: number;
      /** The solver's winning line from there. */
      readonly line: readonly Move[];
    }
  /** No point of the game is a win found within the budget (perhaps the deal is not winnable). */
  | { readonly keep: null; readonly startResult: "loss" | "unknown" };

/**
 * Points of a game where a player can stand: before each move the player made (not the
 * automatic moves it set off) and at the end. The positions there, worked out on demand.
 */
function pointsOf(
  deck: Deck,
  rules: Rules,
  moves: readonly Move[],
  auto: readonly boolean[],
): { points: number[]; at: (j: number) => Position } {
  const points = [0];
  for (let i = 1; i <= moves.length; i++)
    if (i === moves.length || auto[i] !== true) points.push(i);
  const at = (j: number): Position => {
    const g = new Game(deck, rules);
    const upTo = points[j] as number;
    for (let i = 0; i < upTo; i++) {
      const r = g.play(moves[i] as Move);
      if (!r.ok) throw new Error(`move ${i + 1} of the game is not legal: ${r.error}`);
    }
    return g.position;
  };
  return { points, at };
}

/**
 * The last point of a game from which the solver still finds a win: "where did it go wrong".
 * Winnable positions along a game form a prefix (a position that leads to a winnable one is
 * winnable), so a binary search over the points needs few solver runs. With a node budget a
 * point may be undecided: the answer is then a point the solver wins whose next point it
 * does not (the search keeps that invariant), the latest such point when all are decided.
 * `start`: the verdict at the deal, when already known (with a larger budget, say).
 */
export function lastWinnable(
  deck: Deck,
  rules: Rules,
  moves: readonly Move[],
  auto: readonly boolean[] = [],
  ask: Oracle = oracle(POINT_NODES),
  start?: Verdict,
): LastWinnable {
  const { points, at } = pointsOf(deck, rules, moves, auto);
  const cache = new Map<number, Verdict>();
  if (start !== undefined) cache.set(0, start);
  const verdict = (j: number): Verdict => {
    let v = cache.get(j);
    if (v === undefined) {
      v = ask(at(j));
      cache.set(j, v);
    }
    return v;
  };
  const first = verdict(0);
  if (first.result !== "win") return { keep: null, startResult: first.result };
  let lo = 0;
  let hi = points.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (verdict(mid).result === "win") lo = mid;
    else hi = mid - 1;
  }
  return { keep: points[lo] as number, line: verdict(lo).line };
}

export interface GameReview {
  /** The solver's verdict on the deal. */
  readonly verdict: DealVerdict;
  /**
   * For a game not won on a winnable deal: moves to keep (the game after moves[0 … keep)) to
   * stand at the last point the solver still wins; the move played there lost the game.
   * null otherwise.
   */
  readonly lastWinnable: number | null;
}

export interface ReviewOptions {
  readonly verdictNodes?: number;
  readonly pointNodes?: number;
}

/**
 * What the statistics keep of a finished game: the verdict on its deal and, for a game not
 * won on a winnable deal, its last winnable point. A won game needs no solving: its deal is
 * winnable.
 */
export function reviewGame(
  deck: Deck,
  rules: Rules,
  moves: readonly Move[],
  auto: readonly boolean[],
  won: boolean,
  options: ReviewOptions = {},
): GameReview {
  if (won) return { verdict: "winnable", lastWinnable: null };
  const start = oracle(options.verdictNodes ?? VERDICT_NODES)(new Game(deck, rules).position);
  const verdict = verdictOf(start);
  if (verdict !== "winnable") return { verdict, lastWinnable: null };
  const ask = oracle(options.pointNodes ?? POINT_NODES);
  const last = lastWinnable(deck, rules, moves, auto, ask, start);
  return { verdict, lastWinnable: last.keep };
}
