import { describe, expect, it } from "vitest";
import type { Card } from "../core/card.js";
import { dealDeck, mulberry32 } from "../core/deal.js";
import { makePosition } from "../core/notation.js";
import { Position } from "../core/position.js";
import { PRESET_RULES } from "../core/rules.js";
import { CoverTest } from "./cover.js";
import { endgameOf, type RunEndgameShape, runEndgame, visitNear } from "./endgames.js";
import { type LossTestCase, type RelaxedLossTest, tallyLossTest } from "./loss-test-check.js";

/**
 * Random endgames, piles built as in play, large enough for the tableau to run short of
 * room. Each one's answer is the exact search's without the cover test (itself held to the
 * plain search by exhaustive.test.ts; the plain search is too slow here). Every endgame the
 * cover test calls lost must be lost; the solver with it (both searches, the exact one alone,
 * and that one restarting every few positions) must give the same answer, every win
 * replaying; and the test must prove at least so many lost, some where the reserve test does
 * not, so that it is tested (without the rule that a reserve card with nothing to build on
 * needs a space, each case proves fewer than it must). Counting one chain fewer, a K lying
 * on an A of its own colour, the reserve's top kept out of the tableau where it fits, or a
 * reserve card sent into a space where one card it builds on is left, fails it. The test
 * with a table of one bucket, which gives up a slot at nearly every new position, is held
 * to the same.
 */

const SHAPE: RunEndgameShape = {
  cards: [34, 10],
  reserve: [6, 7],
  buildOdds: 10,
  spaces: 1,
  rounds: 4,
};

const CASES: LossTestCase[] = [
  { variant: "superior", count: 200, proofs: 14, tinyProofs: 5, beyondReserve: 10 },
  { variant: "superior,draw=1", count: 100, proofs: 8, tinyProofs: 3, beyondReserve: 8 },
  { variant: "superior,passes=2", count: 150, proofs: 15, tinyProofs: 7, beyondReserve: 12 },
];

const COVER_TEST: RelaxedLossTest = {
  applies: (pos) => CoverTest.applies(pos),
  lost: (pos, tiny) => (tiny ? new CoverTest(2) : new CoverTest()).lost(pos),
  off: { coverTest: false },
};

describe("the cover test agrees with the exact search without it", () => {
  for (const c of CASES) {
    it(c.variant, () => {
      const next = mulberry32(c.variant.length * 7919 + 3);
      const rnd = (n: number) => next() % n;
      const problems = tallyLossTest(
        c.count,
        () => runEndgame(rnd, c.variant, rnd(13), false, SHAPE),
        COVER_TEST,
        { ...c, decidedShare: 0.9 },
      );
      expect(problems).toEqual([]);
    }, 240_000);
  }
});

describe("a reserve card with no card to build on comes only into a space", () => {
  it("so superior's 1,000,053 is lost at the deal", () => {
    // The 7♠ leaves the reserve after the 9♦, and both red 8s lie under it: it can only go
    // into a space. Until then no red 8, red 5 or black 3 can be in the tableau (the reserve
    // holds them, or a foundation), so no chain joins any two of the 9♥, 9♦, T♦ and 5♠,
    // none of which can go up first: they fill all four piles.
    const pos = Position.deal(dealDeck(1_000_053), PRESET_RULES.superior);
    expect(new CoverTest().lost(pos)).toBe(true);
  });
});

describe("the cover test's answers kept for the search", () => {
  // The positions near random endgames, each tested by one test that keeps its answers
  // throughout, as a search's does, and by a new one: the answers must agree, with some
  // taken from the tableau sets of positions tested before.
  it("are those of a test without them, near random endgames", () => {
    const next = mulberry32(4241);
    const rnd = (n: number) => next() % n;
    let tested = 0;
    let lost = 0;
    const fromSets = { lostWithin: 0, wonHolding: 0 };
    const wrong: string[] = [];
    for (let i = 0; i < 200; i++) {
      // A test serves the positions of one start: its keys leave out the reserve's cards.
      const shared = new CoverTest();
      const variant = i % 2 === 0 ? "superior" : "superior,draw=1";
      visitNear(endgameOf(runEndgame(rnd, variant, rnd(13), false, SHAPE)), 3, (p) => {
        const answer = shared.lost(p);
        if (answer !== new CoverTest().lost(p)) wrong.push(makePosition(p));
        tested++;
        if (answer) lost++;
      });
      fromSets.lostWithin += shared.fromSets.lostWithin;
      fromSets.wonHolding += shared.fromSets.wonHolding;
    }
    expect(wrong).toEqual([]);
    expect(tested).toBeGreaterThan(5_000);
    expect(lost).toBeGreaterThan(500);
    expect(fromSets.lostWithin).toBeGreaterThan(25);
    expect(fromSets.wonHolding).toBeGreaterThan(12);
  }, 120_000);
});

/** The piles of `piles` that take card c under the rules of pos: those it builds on, and spaces. */
function pilesTaking(pos: Position, piles: Card[][], c: Card): Card[][] {
  return piles.filter((p) => {
    const top = p[p.length - 1];
    return top === undefined || pos.buildsOn(c, top);
  });
}

/**
 * pos with two cards of the stock or the waste put on piles that take them (the second
 * maybe on the first), chosen at random; undefined where no card can go.
 */
function withTwoPlaced(pos: Position, rnd: (n: number) => number): Position | undefined {
  const piles = pos.tableau.map((p) => [...p]);
  let stock = [...pos.stock];
  let waste = [...pos.waste];
  for (let k = 0; k < 2; k++) {
    const choices = [...stock, ...waste].flatMap((c) =>
      pilesTaking(pos, piles, c).map((pile) => [c, pile] as const),
    );
    const choice = choices[rnd(choices.length)];
    if (choice === undefined) return undefined;
    const [c, pile] = choice;
    pile.push(c);
    stock = stock.filter((x) => x !== c);
    waste = waste.filter((x) => x !== c);
  }
  const { rules, baseRank, reserve, foundations, pass } = pos;
  return new Position(rules, baseRank, [...reserve], piles, [...foundations], stock, waste, pass);
}

/**
 * pos with the last card up of a suit back on a pile that takes it, chosen at random;
 * undefined where it cannot go.
 */
function withOneBack(pos: Position, rnd: (n: number) => number): Position | undefined {
  const s = rnd(4);
  const n = pos.foundations[s] as number;
  if (n === 0) return undefined;
  const c = s * 13 + ((pos.baseRank + n - 1) % 13);
  const piles = pos.tableau.map((p) => [...p]);
  const fits = pilesTaking(pos, piles, c);
  const pile = fits[rnd(fits.length)];
  if (pile === undefined) return undefined;
  pile.push(c);
  const foundations = pos.foundations.map((f, i) => (i === s ? f - 1 : f));
  const { rules, baseRank, reserve, stock, waste, pass } = pos;
  return new Position(
    rules,
    baseRank,
    [...reserve],
    piles,
    foundations,
    [...stock],
    [...waste],
    pass,
  );
}

describe("the cover test's tableau sets", () => {
  // Random endgames, each with two more cards in the tableau from the stock or the waste,
  // and each with the last card up of a suit back in the tableau, tested by one test in
  // several orders and by a new test each: the answers must agree. Where the first of a pair
  // is lost and the second's tableau holds its tableau, or the first is won and its tableau
  // holds the second's, the test answers the second from the first's set (the position with
  // fewer cards in the tableau has them at hand, and allows all the other's moves). Looking
  // for sets the other way round, or for sets of any foundations, fails it.
  it("answer a position from one proved lost within it or won holding it", () => {
    const next = mulberry32(8831);
    const rnd = (n: number) => next() % n;
    const answered = { lostWithin: 0, wonHolding: 0 };
    let pairs = 0;
    const wrong: string[] = [];
    for (let i = 0; pairs < 1000; i++) {
      const variant = i % 2 === 0 ? "superior" : "superior,draw=1";
      const first = endgameOf(runEndgame(rnd, variant, rnd(13), false, SHAPE));
      const second = withTwoPlaced(first, rnd);
      const back = withOneBack(first, rnd);
      if (second === undefined || back === undefined) continue;
      pairs++;
      for (const order of [
        [first, second],
        [second, first],
        [first, back],
        [back, first],
      ]) {
        const shared = new CoverTest();
        for (const p of order)
          if (shared.lost(p) !== new CoverTest().lost(p)) wrong.push(makePosition(p));
        answered.lostWithin += shared.fromSets.lostWithin;
        answered.wonHolding += shared.fromSets.wonHolding;
      }
    }
    expect(wrong).toEqual([]);
    expect(answered.lostWithin).toBeGreaterThan(25);
    expect(answered.wonHolding).toBeGreaterThan(25);
  }, 60_000);
});
