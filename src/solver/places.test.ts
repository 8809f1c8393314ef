import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Places } from "./places.js";

/** Parents as ReserveTest keeps them: up to 4 a card, -1 ends a list. */
function parentsOf(lists: Record<number, number[]>): Int8Array {
  const parents = new Int8Array(52 * 4).fill(-1);
  for (const [card, ps] of Object.entries(lists))
    for (const [i, p] of ps.entries()) parents[Number(card) * 4 + i] = p;
  return parents;
}

/** The most cards that can each lie on a parent of its own, by trying every choice. */
function bestByHand(
  cards: number[],
  lists: Record<number, number[]>,
  may: (p: number) => boolean,
): number {
  const go = (i: number, used: Set<number>): number => {
    if (i === cards.length) return 0;
    let best = go(i + 1, used);
    for (const p of lists[cards[i] as number] ?? []) {
      if (!may(p) || used.has(p)) continue;
      used.add(p);
      best = Math.max(best, 1 + go(i + 1, used));
      used.delete(p);
    }
    return best;
  };
  return cards.length - go(0, new Set());
}

describe("Places.unplaced", () => {
  const cases: {
    why: string;
    lists: Record<number, number[]>;
    cards: number[];
    may?: number[];
    left: number;
  }[] = [
    {
      why: "two cards with one parent between them",
      lists: { 1: [10], 2: [10] },
      cards: [1, 2],
      left: 1,
    },
    { why: "each card its own parent", lists: { 1: [10, 11], 2: [10] }, cards: [1, 2], left: 0 },
    {
      why: "a card moved on to free a parent",
      lists: { 1: [10, 11], 2: [10], 3: [11, 12] },
      cards: [1, 2, 3],
      left: 0,
    },
    {
      why: "parents not allowed",
      lists: { 1: [10, 11], 2: [10] },
      cards: [1, 2],
      may: [11],
      left: 1,
    },
    { why: "no parents", lists: { 1: [] }, cards: [1], left: 1 },
  ];
  for (const { why, lists, cards, may, left } of cases) {
    it(`${why}: ${left} left`, () => {
      const places = new Places(parentsOf(lists));
      const allowed = (p: number) => may === undefined || may.includes(p);
      expect(places.unplaced(Int8Array.from(cards), cards.length, allowed)).toBe(left);
      // Nothing of one call is left for the next.
      expect(places.unplaced(Int8Array.from(cards), cards.length, allowed)).toBe(left);
    });
  }

  it("leaves as many cards without a place as the best choice by hand", () => {
    const card = fc.integer({ min: 0, max: 51 });
    fc.assert(
      fc.property(
        fc.uniqueArray(card, { minLength: 1, maxLength: 8 }),
        fc.array(fc.uniqueArray(fc.integer({ min: 0, max: 15 }), { maxLength: 4 }), {
          minLength: 8,
          maxLength: 8,
        }),
        fc.uniqueArray(fc.integer({ min: 0, max: 15 }), { maxLength: 16 }),
        (cards, parentLists, allowedList) => {
          const lists: Record<number, number[]> = {};
          for (const [i, c] of cards.entries())
            lists[c] = (parentLists[i] ?? []).map((p) => 36 + p);
          const may = (p: number) => allowedList.includes(p - 36);
          const places = new Places(parentsOf(lists));
          const left = places.unplaced(Int8Array.from(cards), cards.length, may);
          expect(left).toBe(bestByHand(cards, lists, may));
        },
      ),
      { numRuns: 300 },
    );
  });
});
