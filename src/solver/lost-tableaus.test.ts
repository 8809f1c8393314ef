import { describe, expect, it } from "vitest";
import { LostTableaus } from "./lost-tableaus.js";

/** A tableau set as its two words, from its cards' numbers. */
function set(...cards: number[]): [number, number] {
  let t0 = 0;
  let t1 = 0;
  for (const c of cards) {
    if (c < 32) t0 |= 1 << c;
    else t1 |= 1 << (c - 32);
  }
  return [t0, t1];
}

describe("LostTableaus", () => {
  const kept = set(3, 31, 32, 51);
  const CASES: { name: string; rest: number; tableau: [number, number]; within: boolean }[] = [
    { name: "the set itself", rest: 7, tableau: kept, within: true },
    { name: "a tableau that holds it", rest: 7, tableau: set(0, 3, 31, 32, 40, 51), within: true },
    {
      name: "a tableau without its card below 32",
      rest: 7,
      tableau: set(3, 32, 51),
      within: false,
    },
    {
      name: "a tableau without its card from 32 up",
      rest: 7,
      tableau: set(3, 31, 32),
      within: false,
    },
    { name: "the set under another rest", rest: 8, tableau: kept, within: false },
  ];
  for (const c of CASES)
    it(`finds a kept set within ${c.name}: ${c.within}`, () => {
      const sets = new LostTableaus(16);
      sets.add(7, ...kept);
      expect(sets.holdsOneWithin(c.rest, ...c.tableau)).toBe(c.within);
    });

  it("keeps a set in place of the sets that hold it", () => {
    // Room for two: the two that hold the third give way to it, leaving room for a fourth.
    const sets = new LostTableaus(2);
    sets.add(1, ...set(1, 2, 40));
    sets.add(1, ...set(1, 2, 41));
    sets.add(1, ...set(1, 2));
    sets.add(1, ...set(9));
    expect(sets.holdsOneWithin(1, ...set(1, 2))).toBe(true);
    expect(sets.holdsOneWithin(1, ...set(9))).toBe(true);
  });

  it("keeps no more sets than its most", () => {
    const sets = new LostTableaus(1);
    sets.add(1, ...set(5));
    sets.add(1, ...set(6));
    expect(sets.holdsOneWithin(1, ...set(5))).toBe(true);
    expect(sets.holdsOneWithin(1, ...set(6))).toBe(false);
  });

  it("keeps every set of a rest past its first room", () => {
    const sets = new LostTableaus(1000);
    for (let c = 0; c < 51; c++) sets.add(2, ...set(c, c + 1));
    for (let c = 0; c < 51; c++) {
      expect(sets.holdsOneWithin(2, ...set(c, c + 1))).toBe(true);
      expect(sets.holdsOneWithin(2, ...set(c))).toBe(false);
    }
  });
});
