import { parsePosition } from "../core/notation.js";
import type { Position } from "../core/position.js";
import { endgameRunProblems } from "./endgames.js";
import { solve } from "./index.js";
import { ReserveTest } from "./reserve.js";
import type { SolveOptions } from "./search.js";

/**
 * For tests: a loss test of a relaxed game (the chain test, chains.ts; the cover test,
 * cover.ts), as its endgame tests drive it.
 */
export interface RelaxedLossTest {
  applies(pos: Position): boolean;
  /** The test's answer with its full table, or with a table of one bucket (`tiny`). */
  lost(pos: Position, tiny: boolean): boolean;
  /** The exact search's option that switches the test off: the reference search. */
  off: SolveOptions;
}

export interface LossTestCheck {
  /** Whether the test proved the endgame lost, with its full table and with a tiny one. */
  lost: boolean;
  tinyLost: boolean;
  /** Whether the reserve test proves it lost too. */
  reserveLost: boolean;
  /** What went wrong, a line each: empty where the test and the solver are right. */
  problems: string[];
}

/**
 * Checks a loss test on an endgame given as text against the exact search without it:
 * whatever the test calls lost (with either table) must be lost, the solver with the test
 * (each of `endgameRuns`) must give the reference's answer, and every win must replay.
 * Undefined where the reference search runs out of positions.
 */
export function checkLossTest(text: string, test: RelaxedLossTest): LossTestCheck | undefined {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error}`);
  const pos = parsed.value;
  if (!test.applies(pos)) throw new Error(`${text}: the test does not apply`);
  const reference = solve(pos, { maxNodes: 300_000, guess: false, ...test.off });
  if (reference.result === "unknown") return undefined;
  const expected = reference.result;
  const problems: string[] = [];
  const lost = test.lost(pos, false);
  const tinyLost = test.lost(pos, true);
  for (const [table, proved] of [
    ["its table", lost],
    ["a table of one bucket", tinyLost],
  ] as const)
    if (proved && expected !== "loss") problems.push(`${text}: lost with ${table}, but a win`);
  problems.push(...endgameRunProblems(pos, text, expected));
  const reserveLost = ReserveTest.applies(pos) && new ReserveTest(pos).lost(pos);
  return { lost, tinyLost, reserveLost, problems };
}

/** The least a case of endgames must show: the share of them decided, and proofs of loss by the test (with each table, and not by the reserve test). */
export interface LeastCounts {
  decidedShare: number;
  proofs: number;
  tinyProofs: number;
  beyondReserve: number;
}

/** A test file's case: `count` endgames of `variant`, and the least proofs they must give (the file gives the share decided). */
export interface LossTestCase extends Omit<LeastCounts, "decidedShare"> {
  variant: string;
  count: number;
}

/**
 * Checks `count` endgames from `endgame`, each with checkLossTest, and counts them against
 * `least`: what went wrong, a line each, with a line for each count that falls short.
 */
export function tallyLossTest(
  count: number,
  endgame: () => string,
  test: RelaxedLossTest,
  least: LeastCounts,
): string[] {
  let decided = 0;
  let proofs = 0;
  let tinyProofs = 0;
  let beyondReserve = 0;
  const problems: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = checkLossTest(endgame(), test);
    if (r === undefined) continue;
    problems.push(...r.problems);
    decided++;
    if (r.lost) proofs++;
    if (r.tinyLost) tinyProofs++;
    if (r.lost && !r.reserveLost) beyondReserve++;
  }
  if (decided <= count * least.decidedShare)
    problems.push(`${decided} of ${count} decided, not more than ${least.decidedShare} of them`);
  for (const [name, got, want] of [
    ["proved lost", proofs, least.proofs],
    ["proved lost with a table of one bucket", tinyProofs, least.tinyProofs],
    ["proved lost where the reserve test does not", beyondReserve, least.beyondReserve],
  ] as const)
    if (got < want) problems.push(`${got} ${name}, fewer than ${want}`);
  return problems;
}
