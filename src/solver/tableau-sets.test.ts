import { describe, expect, it } from "vitest";
import { TableauSets } from "./tableau-sets.js";

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

describe("TableauSets", () => {
  const kept = set(3, 31, 32, 51);
  // The answer for each tableau, of a set kept under rest 7: "within" answers where the
  // tableau holds the set, "holding" where the set holds the tableau.
  const CASES: {
    name: string;
    rest: number;
    tableau: [number, number];
    within: boolean;
    holding: boolean;
  }[] = [
    { name: "the set itself", rest: 7, tableau: kept, within: true, holding: true },
    {
      name: "a tableau with more cards, in both words",
      rest: 7,
      tableau: set(0, 3, 31, 32, 40, 51),
      within: true,
      holding: false,
    },
    {
      name: "a tableau without its card below 32",
      rest: 7,
      tableau: set(3, 32, 51),
      within: false,
      holding: true,
    },
    {
      name: "a tableau without its card from 32 up",
      rest: 7,
      tableau: set(3, 31, 32),
      within: false,
      holding: true,
    },
    { name: "the set under another rest", rest: 8, tableau: kept, within: false, holding: false },
  ];
  for (const c of CASES)
    for (const kind of ["within", "holding"] as const)
      it(`answers ${c.name} with a set kept "${kind}": ${c[kind]}`, () => {
        const sets = new TableauSets(16, kind);
        sets.add(7, ...kept);
        expect(sets.answers(c.rest, ...c.tableau)).toBe(c[kind]);
      });

  // Room for two: the two that the third answers for give way to it, leaving room for a fourth.
  const PLACES = [
    { kind: "within", first: [set(1, 2, 40), set(1, 2, 41)], third: set(1, 2) },
    { kind: "holding", first: [set(1), set(2)], third: set(1, 2, 40) },
  ] as const;
  for (const { kind, first, third } of PLACES)
    it(`keeps a set "${kind}" in place of the sets it answers for`, () => {
      const sets = new TableauSets(2, kind);
      for (const s of first) sets.add(1, ...s);
      sets.add(1, ...third);
      sets.add(1, ...set(9));
      expect(sets.answers(1, ...third)).toBe(true);
      expect(sets.answers(1, ...set(9))).toBe(true);
    });

  it("keeps no more sets than its most", () => {
    const sets = new TableauSets(1, "within");
    sets.add(1, ...set(5));
    sets.add(1, ...set(6));
    expect(sets.answers(1, ...set(5))).toBe(true);
    expect(sets.answers(1, ...set(6))).toBe(false);
  });

  it("keeps every set of a rest past its first room", () => {
    const sets = new TableauSets(1000, "within");
    for (let c = 0; c < 51; c++) sets.add(2, ...set(c, c + 1));
    for (let c = 0; c < 51; c++) {
      expect(sets.answers(2, ...set(c, c + 1))).toBe(true);
      expect(sets.answers(2, ...set(c))).toBe(false);
    }
  });
});
