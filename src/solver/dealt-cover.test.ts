import { describe, expect, it } from "vitest";
import { dealDeck, mulberry32 } from "../core/deal.js";
import { makePosition } from "../core/notation.js";
import { Position } from "../core/position.js";
import { PRESET_RULES } from "../core/rules.js";
import { CoverTest } from "./cover.js";
import { DealtCoverTest } from "./dealt-cover.js";
import { endgameOf, type RunEndgameShape, runEndgame, visitNear } from "./endgames.js";
import { solve } from "./index.js";
import { checkLossTest, type RelaxedLossTest } from "./loss-test-check.js";

/**
 * Random endgames, piles built as in play, with most of the stock left so that its order
 * matters. Each one's answer is the exact search's without the test (held to the plain
 * search through the cover test's own checks, cover.test.ts). Every endgame the test calls
 * lost must be lost; the solver with it (both searches, the exact one alone, and that one
 * restarting every few positions) must give the same answer, every win replaying; and the
 * test must prove at least so many lost where the cover test does not, so that it is tested.
 * Leaving out the turns of the next passes, the space a card may go into, or a tableau card
 * going up where it is not a pile's top, fails it.
 */
const SHAPE: RunEndgameShape = {
  cards: [34, 10],
  reserve: [6, 7],
  buildOdds: 10,
  spaces: 1,
  rounds: 4,
};

/** Relaxed positions a test may expand here: more than the search's, so that it proves more. */
const BUDGET = 1_000;

const DEALT_COVER: RelaxedLossTest = {
  applies: (pos) => DealtCoverTest.applies(pos),
  lost: (pos, tiny) => new DealtCoverTest(pos, tiny ? 2 : undefined, BUDGET).lost(pos),
  off: { dealtCover: false },
};

const CASES = [
  { variant: "superior", count: 200, beyondCover: 8 },
  { variant: "superior,draw=1", count: 100, beyondCover: 1 },
];

describe("the dealt cover test agrees with the exact search without it", () => {
  for (const c of CASES) {
    it(c.variant, () => {
      const next = mulberry32(c.variant.length * 104_729 + 11);
      const rnd = (n: number) => next() % n;
      const problems: string[] = [];
      let decided = 0;
      let beyondCover = 0;
      let tinyProofs = 0;
      for (let i = 0; i < c.count; i++) {
        const text = runEndgame(rnd, c.variant, rnd(13), false, SHAPE);
        const r = checkLossTest(text, DEALT_COVER);
        if (r === undefined) continue;
        decided++;
        problems.push(...r.problems);
        if (r.tinyLost) tinyProofs++;
        if (r.lost && !new CoverTest().lost(endgameOf(text))) beyondCover++;
      }
      expect(problems).toEqual([]);
      expect(decided).toBeGreaterThan(c.count * 0.9);
      expect(beyondCover).toBeGreaterThanOrEqual(c.beyondCover);
      expect(tinyProofs).toBeGreaterThanOrEqual(c.beyondCover);
    }, 240_000);
  }
});

describe("the dealt cover test's answers kept for the search", () => {
  // The positions near random endgames (turns among them), each tested by one test that
  // keeps its answers throughout, as a search's does, and by a new one without a budget that
  // keys every waste length apart: where the kept one says lost, so must the new one, as a
  // relaxed position's key names it in every position of one start, and the places of the
  // main cycle are one; the new one may prove more, where the kept one ran out of its budget.
  // One key for every place of the stock fails it.
  it("are those of a test without them, near random endgames", () => {
    const next = mulberry32(7907);
    const rnd = (n: number) => next() % n;
    let tested = 0;
    let lost = 0;
    let unbudgetedOnly = 0;
    const wrong: string[] = [];
    for (let i = 0; i < 150; i++) {
      const start = endgameOf(
        runEndgame(rnd, i % 3 === 2 ? "superior,draw=1" : "superior", rnd(13), false, SHAPE),
      );
      const shared = new DealtCoverTest(start, undefined, BUDGET);
      visitNear(start, 3, (p) => {
        const answer = shared.lost(p);
        const unbudgeted = new DealtCoverTest(
          start,
          undefined,
          Number.POSITIVE_INFINITY,
          false,
        ).lost(p);
        if (answer && !unbudgeted) wrong.push(makePosition(p));
        if (unbudgeted && !answer) unbudgetedOnly++;
        tested++;
        if (answer) lost++;
      });
    }
    expect(wrong).toEqual([]);
    expect(tested).toBeGreaterThan(3_000);
    expect(lost).toBeGreaterThan(300);
    expect(unbudgetedOnly).toBeLessThan(tested * 0.05);
  }, 240_000);
});

describe("the stock's order proves losses the cover test cannot", () => {
  it("so superior's 1,000,917 is lost in a fifth of the positions", () => {
    // 125,351 positions with the test, 670,936 without it.
    const pos = Position.deal(dealDeck(1_000_917), PRESET_RULES.superior);
    expect(solve(pos, { guess: false, maxNodes: 200_000 }).result).toBe("loss");
    expect(solve(pos, { guess: false, maxNodes: 200_000, dealtCover: false }).result).toBe(
      "unknown",
    );
  }, 60_000);
});
