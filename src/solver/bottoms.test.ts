import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { heldAfterRefill, heldByBottoms, heldWithCard, heldWithoutCard } from "./bottoms.js";
import { ranksOf } from "./test-ranks.js";

const plus = (m: readonly number[], r: number, by = 1): number[] => {
  const out = m.slice();
  out[r] = (out[r] as number) + by;
  return out;
};

/**
 * A tableau its piles hold, as counts by rank and the bottoms' ranks: piles of cards one
 * rank apart, each given by its bottom's rank and its length. Four piles, as in the game, or
 * from one to six, for bounds that the functions check whatever the piles' number.
 */
const heldTableau = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 8 })), {
    minLength: 1,
    maxLength: 6,
  })
  .map((piles) => {
    let m = new Array<number>(13).fill(0);
    let b = new Array<number>(13).fill(0);
    for (const [bottom, length] of piles) {
      b = plus(b, bottom);
      for (let k = 0; k < length; k++) m = plus(m, (bottom + 13 - k) % 13);
    }
    return { m, b };
  });
const rank = fc.integer({ min: 0, max: 12 });

describe("the bounds four piles with known bottoms put on a tableau", () => {
  it("hold where every card but the bottoms lies on a card of its own one rank higher", () => {
    // Bottoms K and 9: KQJ and 98 are held; a second J has no queen of its own to lie on.
    const bottoms = ranksOf("K9");
    expect(heldByBottoms(ranksOf("KQJ98"), bottoms)).toBe(true);
    expect(heldByBottoms(ranksOf("KQJJ98"), bottoms)).toBe(false);
    // A bottom must be a tableau card.
    expect(heldByBottoms(ranksOf("KQJ8"), bottoms)).toBe(false);
    // A king lies on an ace.
    expect(heldByBottoms(ranksOf("AK"), ranksOf("A"))).toBe(true);
  });

  it("after a card comes in, heldWithCard answers as the whole check", () => {
    fc.assert(
      fc.property(heldTableau, rank, ({ m, b }, r) => {
        const after = plus(m, r);
        expect(heldWithCard(after, b, r)).toBe(heldByBottoms(after, b));
      }),
      { numRuns: 5_000 },
    );
  });

  it("after a card leaves, heldWithoutCard answers as the whole check", () => {
    fc.assert(
      fc.property(heldTableau, rank, ({ m, b }, r) => {
        fc.pre((m[r] as number) > 0);
        const after = plus(m, r, -1);
        expect(heldWithoutCard(after, b, r)).toBe(heldByBottoms(after, b));
      }),
      { numRuns: 5_000 },
    );
  });

  it("before a refill, heldAfterRefill answers as the whole check after it", () => {
    fc.assert(
      fc.property(heldTableau, rank, rank, ({ m, b }, r, x) => {
        fc.pre(r !== x);
        const refilled = (b[r] as number) > 0 && heldByBottoms(plus(m, x), plus(plus(b, r, -1), x));
        expect(heldAfterRefill(m, b, r, x)).toBe(refilled);
      }),
      { numRuns: 5_000 },
    );
  });

  it("a card leaving may break its own rank's bound or the bound of the rank below", () => {
    // Piles KQJ, QJ, 9 and 9. A queen leaving leaves a jack with nothing to lie on, though
    // the queen left over is a bottom as the bound of its own rank asks.
    const b = ranksOf("KQ99");
    expect(heldByBottoms(ranksOf("KQQJJ99"), b)).toBe(true);
    expect(heldWithoutCard(ranksOf("KQJJ99"), b, 11)).toBe(false);
    // Piles K, Q, 9 and 9: the queen leaving leaves a bottom without its card.
    expect(heldByBottoms(ranksOf("KQ99"), b)).toBe(true);
    expect(heldWithoutCard(ranksOf("K99"), b, 11)).toBe(false);
    // Piles KQJ, QJ, 9 and 9 again: a jack may leave.
    expect(heldWithoutCard(ranksOf("KQQJ99"), b, 10)).toBe(true);
  });
});
