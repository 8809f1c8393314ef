import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mulberry32 } from "../core/deal.js";
import { parsePosition } from "../core/notation.js";
import {
  ChainTest,
  chainsNeeded,
  dropsAdded,
  fullTableauGives,
  fullTableauTakes,
  rankDrops,
} from "./chains.js";
import { endgameRuns, type RunEndgameShape, runEndgame } from "./endgames.js";
import { solve } from "./index.js";
import { replayWins } from "./plain.js";
import { ReserveTest } from "./reserve.js";

const ranksOf = (text: string): number[] => {
  const m = new Array<number>(13).fill(0);
  for (const ch of text) {
    const r = "A23456789TJQK".indexOf(ch);
    m[r] = (m[r] as number) + 1;
  }
  return m;
};

describe("the chain test's running count of cards without a card one rank higher", () => {
  it("changes by dropsAdded when a card comes, and back when it goes", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 13, maxLength: 13 }),
        fc.integer({ min: 0, max: 12 }),
        (m, r) => {
          fc.pre((m[r] as number) < 4);
          const more = m.slice();
          more[r] = (m[r] as number) + 1;
          expect(rankDrops(more)).toBe(rankDrops(m) + dropsAdded(m, r));
        },
      ),
      { numRuns: 5_000 },
    );
  });
});

describe("chainsNeeded counts the runs that hold a set of ranks", () => {
  const cases: [string, number][] = [
    ["", 0],
    ["7", 1],
    ["765", 1],
    ["75", 2],
    ["77", 2],
    ["K", 1],
    ["AK", 1], // a K lies on an A
    ["KA", 1],
    ["A23456789TJQK", 1], // one run of 13, wrapping
    ["AA23456789TJQKK", 1], // A K Q … 2 A K
    ["9753", 4],
    ["9753A", 5],
    ["AAKK", 2],
    ["8877665", 2],
  ];
  for (const [ranks, runs] of cases) {
    it(`"${ranks}" needs ${runs}`, () => expect(chainsNeeded(ranksOf(ranks))).toBe(runs));
  }
});

describe("a tableau held in exactly four runs takes and gives cards only at a run's bottom", () => {
  // Tableau ranks (four runs), then the ranks it takes and gives, and those it does not.
  const cases: [string, string, string, string, string][] = [
    ["K963", "Q852", "AJT7", "K963", "QJ8"], // four single cards
    ["KQ986532", "J74A", "T", "Q852", "KJ963"], // K Q, 9 8, 6 5, 3 2
    ["99852", "874A", "T", "9852", "3"], // a 9 with the 8 on it, a 9 without
    ["AK753", "Q642", "KA", "K753", "AQ"], // a K lies on an A
  ];
  for (const [tableau, takes, notTakes, gives, notGives] of cases) {
    it(`"${tableau}" takes ${takes}, not ${notTakes}; gives ${gives}, not ${notGives}`, () => {
      const m = ranksOf(tableau);
      expect(chainsNeeded(m)).toBe(4);
      const answers = (f: typeof fullTableauTakes, chars: string) =>
        [...chars].map((ch) => `${ch}: ${f(m, "A23456789TJQK".indexOf(ch))}`);
      const expected = (yes: string, no: string) => [
        ...[...yes].map((ch) => `${ch}: true`),
        ...[...no].map((ch) => `${ch}: false`),
      ];
      expect(answers(fullTableauTakes, takes + notTakes)).toEqual(expected(takes, notTakes));
      expect(answers(fullTableauGives, gives + notGives)).toEqual(expected(gives, notGives));
    });
  }
});

/**
 * Random endgames in the last pass through the stock, piles built as in play, large enough
 * for the tableau to run short of room (26 to 33 cards off the foundations). Each one's
 * answer is the exact search's without the chain test (itself held to the plain search by
 * exhaustive.test.ts; the plain search is too slow here). Every endgame the chain test calls
 * lost must be lost; the solver with it (both searches, the exact one alone, and that one
 * restarting every few positions) must give the same answer, every win replaying; and the
 * test must prove at least so many lost, some where the reserve test does not, so that it is
 * tested. Counting one run fewer, or a K not lying on an A, fails it.
 */
interface Case {
  variant: string;
  count: number;
  /** At least this many proved lost by the chain test, and this many of them not by the reserve test. */
  proofs: number;
  beyondReserve: number;
}

const SHAPE: RunEndgameShape = { cards: [26, 8], reserve: [0, 6], buildOdds: 3, pass: "last" };

const CASES: Case[] = [
  { variant: "rainbow", count: 300, proofs: 15, beyondReserve: 10 },
  { variant: "rainbow,draw=3", count: 150, proofs: 8, beyondReserve: 5 },
  { variant: "storehouse", count: 150, proofs: 8, beyondReserve: 5 },
  { variant: "classic,passes=1", count: 150, proofs: 8, beyondReserve: 5 },
];

/** The chain test's answer on an endgame, checked as above; undefined where the reference search ran out of positions. */
function check(text: string): { lost: boolean; reserveLost: boolean } | undefined {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error}`);
  const pos = parsed.value;
  expect(ChainTest.applies(pos)).toBe(true);
  const reference = solve(pos, { maxNodes: 300_000, guess: false, chainTest: false });
  if (reference.result === "unknown") return undefined;
  const expected = reference.result;
  const lost = new ChainTest(pos).lost(pos);
  if (lost)
    expect({ text, chainTest: "lost", expected }).toEqual({
      text,
      chainTest: "lost",
      expected: "loss",
    });
  for (const [search, r] of endgameRuns(pos)) {
    expect({ text, search, result: r.result }).toEqual({ text, search, result: expected });
    if (r.result === "win") expect(replayWins(pos, r.moves)).toBe(true);
  }
  const reserveLost = ReserveTest.applies(pos) && new ReserveTest(pos).lost(pos);
  return { lost, reserveLost };
}

describe("the chain test agrees with the exact search without it", () => {
  for (const c of CASES) {
    it(c.variant, () => {
      const next = mulberry32(c.variant.length * 104729 + 5);
      const rnd = (n: number) => next() % n;
      let proofs = 0;
      let beyondReserve = 0;
      let decided = 0;
      for (let i = 0; i < c.count; i++) {
        const fixed = c.variant === "storehouse";
        const r = check(runEndgame(rnd, c.variant, fixed ? 1 : rnd(13), fixed, SHAPE));
        if (r === undefined) continue;
        decided++;
        if (r.lost) proofs++;
        if (r.lost && !r.reserveLost) beyondReserve++;
      }
      expect(decided).toBeGreaterThan(c.count * 0.95);
      expect(proofs).toBeGreaterThanOrEqual(c.proofs);
      expect(beyondReserve).toBeGreaterThanOrEqual(c.beyondReserve);
    }, 240_000);
  }

  it("counts a card lying on a card it does not build on as one more run (piles as a position may give them)", () => {
    const next = mulberry32(91);
    const rnd = (n: number) => next() % n;
    let proofs = 0;
    for (let i = 0; i < 200; i++) {
      // An endgame as in play, then a card of the stock put onto a pile top, fitting or not.
      const fields = runEndgame(rnd, "rainbow", rnd(13), false, SHAPE).split("_");
      const stock = fields[5] as string;
      const piles = (fields[3] as string).split(".");
      const j = rnd(4);
      if (stock.length === 0 || piles[j] === "") continue;
      piles[j] += stock.slice(0, 2);
      fields[3] = piles.join(".");
      fields[5] = stock.slice(2);
      if (check(fields.join("_"))?.lost) proofs++;
    }
    expect(proofs).toBeGreaterThanOrEqual(3);
  }, 240_000);

  it("proves nothing before the last pass, where the waste is turned over again", () => {
    const next = mulberry32(23);
    const rnd = (n: number) => next() % n;
    let lastPassProofs = 0;
    for (let i = 0; i < 200; i++) {
      const text = runEndgame(rnd, "storehouse", 1, true, { ...SHAPE, pass: "first" });
      const first = parsePosition(text);
      const last = parsePosition(text.replace(/_1$/, "_3"));
      if (!first.ok || !last.ok) throw new Error(text);
      expect(new ChainTest(first.value).lost(first.value)).toBe(false);
      if (new ChainTest(last.value).lost(last.value)) lastPassProofs++;
    }
    expect(lastPassProofs).toBeGreaterThanOrEqual(5);
  });
});
