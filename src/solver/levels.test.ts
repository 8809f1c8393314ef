import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fitsWithLinks } from "./levels.js";

/** The least Σ max(0, x[L] − x[L + 1]) round the 26 levels, over every x between held and held + spare. */
function fewestBottomsByHand(held: number[], spare: number[]): number {
  const free = held.flatMap((_, l) => ((spare[l] as number) > 0 ? [l] : []));
  let best = Number.POSITIVE_INFINITY;
  const x = [...held];
  const visit = (i: number): void => {
    if (i === free.length) {
      let sum = 0;
      for (let l = 0; l < 26; l++)
        sum += Math.max(0, (x[l] as number) - (x[(l + 1) % 26] as number));
      best = Math.min(best, sum);
      return;
    }
    const l = free[i] as number;
    for (let v = held[l] as number; v <= (held[l] as number) + (spare[l] as number); v++) {
      x[l] = v;
      visit(i + 1);
    }
    x[l] = held[l] as number;
  };
  visit(0);
  return best;
}

describe("fitsWithLinks", () => {
  it("agrees with every choice of links tried by hand", () => {
    // Each level has two cards: some in the tableau, some at hand, the rest up or elsewhere.
    const level = fc
      .tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 }))
      .map(([h, s]) => [h, Math.min(s, 2 - h)] as const);
    fc.assert(
      fc.property(
        fc.array(level, { minLength: 26, maxLength: 26 }),
        fc.integer({ min: 0, max: 8 }),
        (levels, limit) => {
          const held = levels.map(([h]) => h);
          const spare = levels.map(([, s]) => s);
          // Keep the brute force small: at most 9 levels with cards at hand.
          let room = 9;
          for (let l = 0; l < 26; l++) if ((spare[l] as number) > 0 && room-- <= 0) spare[l] = 0;
          const expected = fewestBottomsByHand(held, spare) <= limit;
          expect(fitsWithLinks(Int8Array.from(held), Int8Array.from(spare), limit)).toBe(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
