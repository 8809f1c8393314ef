import { describe, expect, it } from "vitest";
import { type Card, rankOf } from "../core/card.js";
import { mulberry32 } from "../core/deal.js";
import { parsePosition } from "../core/notation.js";
import type { Position } from "../core/position.js";
import { ChainTest } from "./chains.js";
import { type RunEndgameShape, runEndgame } from "./endgames.js";
import { solve } from "./index.js";
import {
  checkLossTest,
  type LossTestCase,
  type RelaxedLossTest,
  tallyLossTest,
} from "./loss-test-check.js";

/**
 * Random endgames in the last pass through the stock, piles built as in play, large enough
 * for the tableau to run short of room (26 to 33 cards off the foundations). Each one's
 * answer is the exact search's without the chain test (itself held to the plain search by
 * exhaustive.test.ts; the plain search is too slow here). Every endgame the chain test calls
 * lost must be lost; the solver with it (both searches, the exact one alone, and that one
 * restarting every few positions) must give the same answer, every win replaying; and the
 * test must prove at least so many lost, some where the reserve test does not, so that it is
 * tested. Counting one run fewer, a K not lying on an A, or keeping a waste card without a
 * card to lie on out of the tableau where a space may take it (the reserve empty, or not
 * filling spaces: `fill=no`), fails it. The test with a table of one bucket, which gives up
 * a slot at nearly every new position, is held to the same (and to fewer proofs): a slot
 * given up that keeps its old answer fails it. Where the piles' bottoms are kept (rainbow),
 * leaving out a bottom's whole pile moving onto another pile, or a bottom going up alone,
 * fails it, and so does leaving the bottoms out of the key (a test that has proved one
 * position lost then calls a won one with the same cards on other bottoms lost). The large
 * table grows within these tests, so answers carried along wrongly fail them too.
 */

const SHAPE: RunEndgameShape = { cards: [26, 8], reserve: [0, 6], buildOdds: 3, pass: "last" };

const CASES: LossTestCase[] = [
  { variant: "rainbow", count: 300, proofs: 15, tinyProofs: 10, beyondReserve: 10 },
  { variant: "rainbow,draw=3", count: 150, proofs: 8, tinyProofs: 5, beyondReserve: 5 },
  { variant: "storehouse", count: 150, proofs: 8, tinyProofs: 4, beyondReserve: 5 },
  { variant: "classic,passes=1", count: 150, proofs: 8, tinyProofs: 10, beyondReserve: 5 },
  // Spaces stay open while the reserve has cards: a waste card may go into one.
  { variant: "rainbow,fill=no", count: 150, proofs: 8, tinyProofs: 5, beyondReserve: 7 },
];

const CHAIN_TEST: RelaxedLossTest = {
  applies: (pos) => ChainTest.applies(pos),
  // A table of one bucket gives up a slot at nearly every new position: it may run out of
  // budget sooner, but what it proves lost must be lost too.
  lost: (pos, tiny) => (tiny ? new ChainTest(pos, 2) : new ChainTest(pos)).lost(pos),
  off: { chainTest: false },
};

describe("the chain test agrees with the exact search without it", () => {
  for (const c of CASES) {
    it(c.variant, () => {
      const next = mulberry32(c.variant.length * 104729 + 5);
      const rnd = (n: number) => next() % n;
      const fixed = c.variant === "storehouse";
      const problems = tallyLossTest(
        c.count,
        () => runEndgame(rnd, c.variant, fixed ? 1 : rnd(13), fixed, SHAPE),
        CHAIN_TEST,
        { ...c, decidedShare: 0.95 },
      );
      expect(problems).toEqual([]);
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
      const r = checkLossTest(fields.join("_"), CHAIN_TEST);
      expect(r?.problems ?? []).toEqual([]);
      if (r?.lost) proofs++;
    }
    expect(proofs).toBeGreaterThanOrEqual(3);
  }, 240_000);

  it("keeps the piles' bottoms while the reserve has cards, and so proves lost endgames that four chains alone do not", () => {
    let onlyWithBottoms = 0;
    let withReserve = 0;
    for (const [i, pos] of keptBottomsEndgames(300)) {
      withReserve++;
      const withBottoms = new ChainTest(pos).lost(pos);
      const without = new ChainTest(pos, undefined, false).lost(pos);
      if (!withBottoms || without) continue;
      onlyWithBottoms++;
      // The exact search without the test finds no win there.
      const reference = solve(pos, { maxNodes: 300_000, guess: false, chainTest: false });
      expect([i, reference.result]).not.toEqual([i, "win"]);
    }
    expect(withReserve).toBeGreaterThanOrEqual(250);
    expect(onlyWithBottoms).toBeGreaterThanOrEqual(5);
  });

  it("carries no answer between positions whose piles hold the same cards on other bottoms", () => {
    // The relaxed game of two such positions differs only in the bottoms: an answer kept for
    // one must not be read for the other. Each pair's first position is proved lost, the
    // other won by the exact search, and one test tries both, the lost one first.
    let pairs = 0;
    for (const [i, lost] of keptBottomsEndgames(1000)) {
      if (!new ChainTest(lost).lost(lost)) continue;
      for (const other of otherBottoms(lost)) {
        if (new ChainTest(other).lost(other)) continue;
        if (solve(other, { maxNodes: 100_000, guess: false, chainTest: false }).result !== "win")
          continue;
        pairs++;
        const shared = new ChainTest(lost);
        expect(shared.lost(lost)).toBe(true);
        expect([i, shared.lost(other)]).toEqual([i, false]);
      }
    }
    expect(pairs).toBeGreaterThanOrEqual(8);
  });

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

/**
 * Of `count` larger rainbow endgames (a reserve of 4 cards or more), those where the chain
 * test keeps the piles' bottoms (a reserve, four piles), with their index.
 */
function* keptBottomsEndgames(count: number): Generator<[number, Position]> {
  const shape: RunEndgameShape = { ...SHAPE, cards: [30, 10], reserve: [4, 8] };
  const next = mulberry32(4099);
  const rnd = (n: number) => next() % n;
  for (let i = 0; i < count; i++) {
    const parsed = parsePosition(runEndgame(rnd, "rainbow", rnd(13), false, shape));
    if (!parsed.ok) throw new Error(parsed.error);
    const pos = parsed.value;
    if (pos.reserve.length > 0 && pos.tableau.every((pile) => pile.length > 0)) yield [i, pos];
  }
}

/**
 * The position's cards in other piles with other bottoms: a pile moved whole onto a pile
 * whose top it builds on (any card on any card of the rank above), and another pile split in
 * two to fill the space.
 */
function otherBottoms(pos: Position): Position[] {
  const out: Position[] = [];
  const piles = pos.tableau;
  for (let from = 0; from < 4; from++)
    for (let onto = 0; onto < 4; onto++) {
      const bottom = (piles[from] as Card[])[0] as Card;
      const top = (piles[onto] as Card[]).at(-1) as Card;
      if (onto === from || (rankOf(bottom) + 1) % 13 !== rankOf(top)) continue;
      for (let split = 0; split < 4; split++) {
        const length = split === from ? 0 : (piles[split] as Card[]).length;
        for (let at = 1; at < length; at++) {
          const other = pos.clone();
          const t = other.tableau;
          (t[onto] as Card[]).push(...(t[from] as Card[]).splice(0));
          (t[from] as Card[]).push(...(t[split] as Card[]).splice(at));
          out.push(other);
        }
      }
    }
  return out;
}
