import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { binCounts } from "./histogram.js";

describe("binning move counts", () => {
  test("no values: no bins", () => {
    expect(binCounts([])).toEqual({ from: 0, width: 1, players: [] });
  });

  test("a narrow spread keeps one bin per value", () => {
    expect(
      binCounts([
        [120, 2],
        [125, 1],
      ]),
    ).toEqual({ from: 120, width: 1, players: [2, 0, 0, 0, 0, 1] });
  });

  test("a wide spread takes the narrowest readable width, aligned on it", () => {
    expect(
      binCounts([
        [87, 1],
        [140, 3],
        [301, 2],
      ]),
    ).toEqual({ from: 80, width: 20, players: [1, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 2] });
  });

  test("every player lands in the bin that holds their value, in at most 20 bins", () => {
    const pairs = fc.array(
      fc.tuple(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 1, max: 9 })),
      {
        minLength: 1,
      },
    );
    fc.assert(
      fc.property(pairs, (ps) => {
        const b = binCounts(ps);
        expect(b.players.length).toBeLessThanOrEqual(20);
        expect(b.players.reduce((a, n) => a + n, 0)).toBe(ps.reduce((a, [, n]) => a + n, 0));
        for (const [v] of ps) {
          const i = Math.floor((v - b.from) / b.width);
          expect(b.players[i]).toBeGreaterThan(0);
        }
      }),
    );
  });
});
