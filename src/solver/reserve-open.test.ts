import { describe, expect, it } from "vitest";
import { mulberry32 } from "../core/deal.js";
import { parsePosition } from "../core/notation.js";
import { endgameRunProblems, type RunEndgameShape, runEndgame } from "./endgames.js";
import { plainWins } from "./plain.js";
import { ReserveTest } from "./reserve.js";

/**
 * The reserve test where the reserve does not fill spaces (superior; also where only the top
 * card or the whole pile moves): random endgames whose piles are runs, with a reserve, no
 * pile empty or some. Every endgame the test calls lost must be lost by the plain search; the
 * solver (both searches, the exact one alone, and that one restarting every few positions)
 * must answer as the plain search does, every win replaying; and the test must prove at least
 * so many, so that it is tested.
 */
interface Case {
  variant: string;
  phase: string;
  shape: RunEndgameShape;
  count: number;
  /** At least this many endgames the reserve test proves lost at the start. */
  proofs: number;
}

const CASES: Case[] = [
  {
    variant: "superior",
    phase: "a reserve, no pile empty",
    shape: { cards: [16, 5], reserve: [6, 4], buildOdds: 4 },
    count: 200,
    proofs: 8,
  },
  {
    variant: "superior",
    phase: "a reserve, spaces",
    shape: { cards: [16, 5], reserve: [6, 4], buildOdds: 4, spaces: 2 },
    count: 150,
    proofs: 3,
  },
  {
    variant: "superior",
    phase: "no reserve, no pile empty",
    shape: { cards: [14, 5], reserve: [0, 1], buildOdds: 4 },
    count: 300,
    proofs: 6,
  },
  {
    variant: "superior,runs=top-or-whole",
    phase: "a reserve, no pile empty",
    shape: { cards: [16, 5], reserve: [6, 4], buildOdds: 4 },
    count: 100,
    proofs: 7,
  },
];

function check(text: string): boolean {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error}`);
  const pos = parsed.value;
  expect(ReserveTest.applies(pos)).toBe(true);
  const expected = plainWins(pos) ? "win" : "loss";
  const lost = new ReserveTest(pos).lost(pos);
  if (lost)
    expect({ text, reserveTest: "lost", expected }).toEqual({
      text,
      reserveTest: "lost",
      expected: "loss",
    });
  expect(endgameRunProblems(pos, text, expected)).toEqual([]);
  return lost;
}

describe("the reserve test without autofill agrees with a plain exhaustive search", () => {
  for (const c of CASES) {
    it(`${c.variant}, ${c.phase}`, () => {
      const next = mulberry32(c.variant.length * 104729 + c.phase.length * 7919 + 11);
      const rnd = (n: number) => next() % n;
      let proofs = 0;
      for (let i = 0; i < c.count; i++) {
        if (check(runEndgame(rnd, c.variant, rnd(13), false, c.shape))) proofs++;
      }
      expect(proofs).toBeGreaterThanOrEqual(c.proofs);
    }, 240_000);
  }
});
