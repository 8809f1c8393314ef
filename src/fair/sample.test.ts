import { describe, expect, it } from "vitest";
import { dealDeck } from "../core/deal.js";
import { PRESET_RULES } from "../core/rules.js";
import { wilson } from "./interval.js";
import { type Knowledge, knowledgeAfter } from "./knowledge.js";
import { drawArrangements } from "./sample.js";

const atDeal = (deal: number, alsoSeen: number[] = []): Knowledge => {
  const k = knowledgeAfter(dealDeck(deal), PRESET_RULES.classic, [], alsoSeen);
  if (!k.ok) throw new Error(k.error);
  return k.value;
};

describe("arrangements of the unknown cards", () => {
  it("are orders of exactly the unknown cards, the same for the same seed", () => {
    const k = atDeal(3);
    const a = drawArrangements(k, 20, 42);
    expect(a.exhaustive).toBe(false);
    expect(a.orders).toHaveLength(20);
    for (const o of a.orders) expect([...o].sort((x, y) => x - y)).toEqual(k.unknown);
    expect(drawArrangements(k, 20, 42)).toEqual(a);
    expect(drawArrangements(k, 20, 43).orders).not.toEqual(a.orders);
  });

  it("are every order once when there are no more than asked for", () => {
    const k0 = atDeal(3);
    const keep = k0.unknown.slice(0, 4);
    const k = atDeal(
      3,
      [...Array(52).keys()].filter((c) => !keep.includes(c)),
    );
    const a = drawArrangements(k, 24, 1);
    expect(a.exhaustive).toBe(true);
    expect(new Set(a.orders.map((o) => o.join())).size).toBe(24);
    expect(drawArrangements(k, 23, 1).exhaustive).toBe(false);
  });

  it("put each unknown card in each hidden place about equally often", () => {
    const k0 = atDeal(8);
    const keep = k0.unknown.slice(0, 7);
    const k = atDeal(
      8,
      [...Array(52).keys()].filter((c) => !keep.includes(c)),
    );
    // Fewer draws than the 5,040 orders, so they are drawn at random.
    const n = 3000;
    const { orders, exhaustive } = drawArrangements(k, n, 7);
    expect(exhaustive).toBe(false);
    for (let place = 0; place < 7; place++) {
      for (const card of keep) {
        const hits = orders.filter((o) => o[place] === card).length;
        // 3,000 / 7 is about 429, with a standard deviation of 19: a fair draw stays within ±100.
        expect(Math.abs(hits - n / 7)).toBeLessThan(100);
      }
    }
  });
});

describe("the 95% Wilson interval", () => {
  it("matches published values and stays inside [0, 1]", () => {
    const [a, b] = wilson(5, 10);
    expect(a).toBeCloseTo(0.2366, 4);
    expect(b).toBeCloseTo(0.7634, 4);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(0, 10)[1]).toBeCloseTo(0.2775, 4);
    expect(wilson(32, 32)[1]).toBe(1);
    expect(wilson(32, 32)[0]).toBeCloseTo(0.8928, 4);
  });
});
