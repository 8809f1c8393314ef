import { describe, expect, it } from "vitest";
import { mulberry32 } from "../core/deal.js";
import { parsePosition } from "../core/notation.js";
import type { Position } from "../core/position.js";
import { parseRules } from "../core/rules.js";
import {
  endgameRunProblems,
  exchangeablePairs,
  type RunEndgameShape,
  runEndgame,
} from "./endgames.js";
import { plainWins } from "./plain.js";
import { ReserveTest } from "./reserve.js";
import { foldsSwitches, forEachSwitch, switchRules } from "./switches.js";

/**
 * Endgames whose piles are runs, as in play, for each rule set and phase where a pruning of
 * the exact search acts: switches (twins, in every phase), the reserve test (in the last pass
 * too). Each answer of the search, of its exact search alone and of that one restarting
 * every few positions must be the plain search's, and every win must replay.
 */
interface Case {
  variant: string;
  phase: string;
  shape: RunEndgameShape;
  count: number;
  /** At least this many endgames lost, with a switch at the start, and proved lost there by the reserve test. */
  losses: number;
  switches: number;
  reserveProofs: number;
  /** At least this many with a switch at the start whose tableau is past the size that always folds, folded (foldsSwitches). */
  largeFolds?: number;
  /** At least this many with stacks at the start that may be exchanged (exchanges.ts). */
  exchanges?: number;
}

const withReserve = { cards: [16, 5], reserve: [6, 4], buildOdds: 4 } as const;
/** Without a reserve losses are rare: these check wins above all (an unsound pruning calls one lost). */
const noReserve = { cards: [14, 5], reserve: [0, 1], buildOdds: 4, spaces: 2 } as const;
const lastPass = { ...withReserve, pass: "last" } as const;
/** Long runs: tableaux past the size that always folds, where foldsSwitches reads the ranks and twins in them. */
const longRuns = { cards: [20, 4], reserve: [0, 1], buildOdds: 20, rounds: 4 } as const;
const longRunsReserve = { cards: [40, 4], reserve: [4, 2], buildOdds: 50, rounds: 12 } as const;
/** Long runs beside a reserve: stacks on covered twins that may be exchanged (exchanges.ts). */
const stacksReserve = { cards: [30, 6], reserve: [6, 4], buildOdds: 50, rounds: 8 } as const;
/** Where any card builds on any card of the rank above, endgames are mostly won unless the reserve is large. */
const rainbowReserve = { cards: [20, 4], reserve: [13, 2], buildOdds: 4 } as const;

const CASES: Case[] = [
  {
    variant: "classic",
    phase: "a reserve",
    shape: withReserve,
    count: 300,
    losses: 15,
    switches: 30,
    reserveProofs: 10,
  },
  {
    variant: "classic",
    phase: "no reserve, spaces",
    shape: noReserve,
    count: 150,
    losses: 0,
    switches: 20,
    reserveProofs: 0,
  },
  {
    variant: "draw1",
    phase: "a reserve",
    shape: withReserve,
    count: 300,
    losses: 15,
    switches: 30,
    reserveProofs: 5,
  },
  {
    variant: "draw1",
    phase: "no reserve, spaces",
    shape: noReserve,
    count: 150,
    losses: 0,
    switches: 15,
    reserveProofs: 0,
  },
  {
    variant: "rainbow",
    phase: "a reserve, the one pass",
    shape: rainbowReserve,
    count: 200,
    losses: 20,
    switches: 20,
    reserveProofs: 10,
  },
  {
    variant: "rainbow",
    phase: "no reserve, spaces",
    shape: noReserve,
    count: 100,
    losses: 0,
    switches: 20,
    reserveProofs: 0,
  },
  {
    variant: "rainbow",
    phase: "no reserve, long runs",
    shape: longRuns,
    count: 150,
    losses: 0,
    switches: 40,
    reserveProofs: 0,
    largeFolds: 50,
  },
  {
    variant: "classic",
    phase: "a reserve, long runs",
    shape: longRunsReserve,
    count: 240,
    losses: 30,
    switches: 40,
    reserveProofs: 10,
    largeFolds: 15,
  },
  {
    variant: "draw1",
    phase: "a reserve, stacks",
    shape: stacksReserve,
    count: 150,
    losses: 15,
    switches: 20,
    reserveProofs: 5,
    exchanges: 30,
  },
  {
    variant: "superior",
    phase: "a reserve, spaces",
    shape: { ...withReserve, spaces: 2 },
    count: 150,
    losses: 5,
    switches: 10,
    reserveProofs: 0,
  },
  {
    variant: "superior",
    phase: "no reserve, spaces",
    shape: noReserve,
    count: 100,
    losses: 0,
    switches: 10,
    reserveProofs: 0,
  },
  {
    variant: "storehouse",
    phase: "a reserve, the last pass",
    shape: lastPass,
    count: 200,
    losses: 10,
    switches: 0,
    reserveProofs: 10,
  },
  {
    variant: "strict",
    phase: "a reserve",
    shape: withReserve,
    count: 150,
    losses: 10,
    switches: 0,
    reserveProofs: 5,
  },
  {
    variant: "strict",
    phase: "no reserve, long runs",
    shape: { cards: [18, 4], reserve: [0, 1], buildOdds: 20, rounds: 4, spaces: 1 },
    count: 200,
    losses: 1,
    switches: 0,
    reserveProofs: 1,
  },
  {
    variant: "classic,passes=2",
    phase: "a reserve, the last pass",
    shape: lastPass,
    count: 200,
    losses: 20,
    switches: 20,
    reserveProofs: 15,
  },
];

function check(text: string): { pos: Position; expected: "win" | "loss" } {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error}`);
  const pos = parsed.value;
  const expected = plainWins(pos) ? "win" : "loss";
  expect(endgameRunProblems(pos, text, expected)).toEqual([]);
  return { pos, expected };
}

describe("solve agrees with a plain exhaustive search on endgames of runs", () => {
  for (const c of CASES) {
    it(`${c.variant}, ${c.phase}`, () => {
      const rules = parseRules(c.variant);
      if (!rules.ok) throw new Error(rules.error);
      const fixed = rules.value.base;
      const next = mulberry32(c.variant.length * 104729 + c.phase.length * 7 + 3);
      const rnd = (n: number) => next() % n;
      const tally = { win: 0, loss: 0, switches: 0, reserveProofs: 0, largeFolds: 0, exchanges: 0 };
      for (let i = 0; i < c.count; i++) {
        const base = fixed === "random" ? rnd(13) : fixed;
        const text = runEndgame(rnd, c.variant, base, fixed !== "random", c.shape);
        const { pos, expected } = check(text);
        tally[expected]++;
        let switches = 0;
        if (switchRules(pos.rules)) forEachSwitch(pos, () => switches++);
        if (switches > 0) tally.switches++;
        if (switchRules(pos.rules) && exchangeablePairs(pos).length > 0) tally.exchanges++;
        const size = pos.tableau.reduce((n, pile) => n + pile.length, 0);
        const sizeFolds = pos.rules.build === "any" ? 13 : 26;
        if (switches > 0 && size > sizeFolds && foldsSwitches(pos)) tally.largeFolds++;
        if (ReserveTest.applies(pos) && new ReserveTest(pos).lost(pos)) {
          expect({ text, reserveTest: "lost", expected }).toEqual({
            text,
            reserveTest: "lost",
            expected: "loss",
          });
          tally.reserveProofs++;
        }
      }
      // The comparison means something only if it met wins, losses and the pruning.
      expect(tally.win).toBeGreaterThan(c.count / 2);
      expect(tally.loss).toBeGreaterThanOrEqual(c.losses);
      expect(tally.switches).toBeGreaterThanOrEqual(c.switches);
      expect(tally.reserveProofs).toBeGreaterThanOrEqual(c.reserveProofs);
      expect(tally.largeFolds).toBeGreaterThanOrEqual(c.largeFolds ?? 0);
      expect(tally.exchanges).toBeGreaterThanOrEqual(c.exchanges ?? 0);
    }, 120_000);
  }
});
