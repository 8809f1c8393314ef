import type { Card } from "../core/card.js";
import type { Deck } from "../core/deal.js";
import {
  DST_FOUNDATION,
  dstOf,
  type Move,
  SRC_RESERVE,
  SRC_T1,
  SRC_WASTE,
  srcOf,
} from "../core/move.js";
import { ok, type Result } from "../core/result.js";
import type { Rules } from "../core/rules.js";
import { makeMove } from "../core/token.js";
import { isClearToFoundation } from "../solver/safe.js";
import { type Action, mostWinning, type Solved } from "./hint.js";
import { wilson } from "./interval.js";
import { arrange, type Knowledge, knowledgeAfter, legalMovesOf } from "./knowledge.js";
import { type Oracle, oracle, type VerdictMemo } from "./oracle.js";
import { drawArrangements } from "./sample.js";

export interface OddsOptions {
  /** Arrangements of the unknown cards to draw (every one when there are no more). */
  readonly samples?: number;
  /** Seed of the draw: the same knowledge and seed give the same answer. */
  readonly seed?: number;
  /**
   * Node budget of each solver run (deterministic on every machine); when every arrangement
   * is tried and there are fewer than `samples`, they share `samples` times as much.
   */
  readonly maxNodes?: number;
  /** Moves the hint may not be (the fair player's moves back to a position it has been in). */
  readonly avoid?: readonly Move[];
  /** A plan the player is carrying out, tried among the candidates (hint.ts). */
  readonly plan?: Action;
  /** Actions whose share of wins the hint works out in full (hint.ts). */
  readonly candidates?: number;
  /** Answers to reuse and keep (oracle.ts): the same answers, sooner. */
  readonly memo?: VerdictMemo;
}

export const DEFAULT_SAMPLES = 32;
export const DEFAULT_SEED = 1;
/**
 * 20,000 positions a run: from the start of a classic deal, solving 320 arrangements
 * decided 92% of them within it (5,000: 85%), and the 32 runs of a chance take about 0.3 s.
 */
export const DEFAULT_MAX_NODES = 20_000;

export const HINT_REASONS = ["none", "only", "safe", "wins", "fallback"] as const;
/**
 * none: no move left (or, for the fair player, none but moves back); only: one legal move;
 * safe: a card that goes to its foundation without losing anything (solver/safe.ts); wins:
 * the move that wins in the most arrangements (hint.ts); fallback: no arrangement was won:
 * the first move in the engine's order.
 */
export type HintReason = (typeof HINT_REASONS)[number];

export interface FairHint {
  /** The fair hint, or null when no move is left. */
  readonly hint: Move | null;
  readonly hintBy: HintReason;
  /** For a hint chosen by its wins: the plan it starts (turns, then a move). */
  readonly plan?: Action;
}

export interface Odds extends FairHint {
  /** Wins among the arrangements the solver decided; null when it decided none. */
  readonly chance: number | null;
  /**
   * 95% interval: Wilson's low end with the undecided arrangements taken as losses, its high
   * end with them taken as wins; the exact share's bounds when every arrangement was tried.
   */
  readonly low: number;
  readonly high: number;
  readonly samples: number;
  readonly decided: number;
  readonly wins: number;
  /** Every arrangement of the unknown cards was solved (there were no more than `samples`). */
  readonly exhaustive: boolean;
  readonly known: number;
  readonly unknown: number;
}

/** The odds as the command line prints them: the fair hint as a canonical token. */
export interface OddsReport {
  /** Wins among the arrangements decided, or null when none was decided. */
  readonly chance: number | null;
  readonly low: number;
  readonly high: number;
  readonly samples: number;
  readonly decided: number;
  /** The fair hint as a move token, or null when no move is left. */
  readonly hint: string | null;
  readonly known: number;
  readonly unknown: number;
}

export const oddsReport = (o: Odds): OddsReport => ({
  chance: o.chance,
  low: o.low,
  high: o.high,
  samples: o.samples,
  decided: o.decided,
  hint: o.hint === null ? null : makeMove(o.hint),
  known: o.known,
  unknown: o.unknown,
});

/**
 * A move to a foundation that provably loses nothing in every arrangement: the solver's own
 * test (nothing can ever be built on the card again), which reads only the foundations and
 * the card; for the waste only with draw 1, where its proof covers it.
 */
export function safeMove(k: Knowledge, legal: readonly Move[]): Move | undefined {
  const pos = arrange(k, k.unknown);
  return legal.find((m) => {
    if (dstOf(m) !== DST_FOUNDATION) return false;
    const src = srcOf(m);
    const fromWaste = src === SRC_WASTE && k.rules.draw === 1;
    if (!(src === SRC_RESERVE || fromWaste || (src >= SRC_T1 && src < SRC_T1 + 4))) return false;
    return isClearToFoundation(pos, pos.movedCard(m));
  });
}

interface Solving {
  readonly solved: readonly Solved[];
  readonly exhaustive: boolean;
  /** The solver with each arrangement's budget, for the hint's further runs. */
  readonly ask: Oracle;
}

/**
 * Draws the arrangements and solves each. The budget is `maxNodes` an arrangement for
 * `samples` of them: when there are fewer arrangements than that (every one is tried), they
 * share the whole, so that a position with nothing unknown gets `samples` times the budget
 * for its one run, rather than an undecided answer where a larger search decides.
 */
function solveArrangements(k: Knowledge, options: OddsOptions): Solving {
  const count = options.samples ?? DEFAULT_SAMPLES;
  const { orders, exhaustive } = drawArrangements(k, count, options.seed ?? DEFAULT_SEED);
  const perArrangement = Math.floor(
    ((options.maxNodes ?? DEFAULT_MAX_NODES) * count) / orders.length,
  );
  const ask = oracle(perArrangement, options.memo);
  const solved: Solved[] = orders.map((o) => {
    const position = arrange(k, o);
    return { position, ...ask(position) };
  });
  return { solved, exhaustive, ask };
}

function chooseHint(
  k: Knowledge,
  legal: readonly Move[],
  options: OddsOptions,
  solving: () => Solving,
): FairHint {
  const avoid = options.avoid ?? [];
  const open = legal.filter((m) => !avoid.includes(m));
  if (open.length === 0) return { hint: null, hintBy: "none" };
  const safe = safeMove(k, open);
  if (safe !== undefined) return { hint: safe, hintBy: "safe" };
  if (open.length === 1) return { hint: open[0] as Move, hintBy: "only" };
  const { solved, ask } = solving();
  const best = mostWinning(k, solved, open, ask, options.candidates, options.plan);
  return best === undefined
    ? { hint: open[0] as Move, hintBy: "fallback" }
    : { hint: best.move, hintBy: "wins", plan: best.plan };
}

/** Rounds to 6 decimals: the printed answer, the same on every machine. */
const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

const isWon = (k: Knowledge) => k.foundations.reduce((a, b) => a + b, 0) === 52;

/**
 * The chance to win from what the player knows, with its 95% interval, and the fair hint:
 * draws arrangements of the unknown cards consistent with the knowledge (sample.ts), solves
 * each within the node budget, and counts. A function of the knowledge and the options alone.
 */
export function assess(k: Knowledge, options: OddsOptions = {}): Odds {
  const counts = { known: 52 - k.unknown.length, unknown: k.unknown.length };
  const legal = legalMovesOf(k);
  if (isWon(k) || legal.length === 0) {
    const c = isWon(k) ? 1 : 0;
    const none = { hint: null, hintBy: "none" } as const;
    const nothing = { samples: 0, decided: 0, wins: 0, exhaustive: true };
    return { ...counts, ...nothing, ...none, chance: c, low: c, high: c };
  }
  const solving = solveArrangements(k, options);
  const { solved, exhaustive } = solving;
  const n = solved.length;
  const wins = solved.filter((s) => s.result === "win").length;
  const decided = solved.filter((s) => s.result !== "unknown").length;
  const [low, high] = exhaustive
    ? [wins / n, (wins + n - decided) / n]
    : [wilson(wins, n)[0], wilson(wins + n - decided, n)[1]];
  return {
    ...counts,
    chance: decided === 0 ? null : round6(wins / decided),
    low: round6(low),
    high: round6(high),
    samples: n,
    decided,
    wins,
    exhaustive,
    ...chooseHint(k, legal, options, () => solving),
  };
}

/**
 * The fair hint alone: the same move as assess gives, but a safe or only move is found
 * without solving anything (the fair player asks for this at every move).
 */
export function fairHint(k: Knowledge, options: OddsOptions = {}): FairHint {
  const legal = legalMovesOf(k);
  if (legal.length === 0) return { hint: null, hintBy: "none" };
  return chooseHint(k, legal, options, () => solveArrangements(k, options));
}

/**
 * The chance and the fair hint after a line of moves from the deal: what the worker, the
 * command line and the benchmark call. `alsoSeen`: cards seen on lines taken back.
 */
export function oddsAfter(
  deck: Deck,
  rules: Rules,
  moves: readonly Move[],
  options: OddsOptions = {},
  alsoSeen: Iterable<Card> = [],
): Result<Odds> {
  const k = knowledgeAfter(deck, rules, moves, alsoSeen);
  return k.ok ? ok(assess(k.value, options)) : k;
}
