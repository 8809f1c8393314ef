import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  chainsNeeded,
  dropsAdded,
  fullTableauGives,
  fullTableauTakes,
  RunCount,
  rankDrops,
} from "./runs.js";
import { ranksOf } from "./test-ranks.js";

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

describe("a RunCount keeps the runs its cards need as they come and go", () => {
  it("answers chainsNeeded of its counts after every card added or taken away", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 25 }), { maxLength: 120 }), (steps) => {
        const count = new RunCount();
        const m = new Array<number>(13).fill(0);
        for (const step of steps) {
          const r = step % 13;
          const adding = step < 13;
          // Counts stay between none and the four cards of a rank.
          if (adding ? (m[r] as number) === 4 : (m[r] as number) === 0) continue;
          m[r] = (m[r] as number) + (adding ? 1 : -1);
          if (adding) count.add(r);
          else count.remove(r);
          expect([...count.ranks]).toEqual(m);
          expect(count.runs()).toBe(chainsNeeded(m));
        }
      }),
      { numRuns: 2_000 },
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
