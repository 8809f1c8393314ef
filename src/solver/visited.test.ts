import { describe, expect, it } from "vitest";
import { VisitedSet } from "./visited.js";

/** Key i as 3 bytes, with a hash that spreads. */
function key(i: number): [Uint8Array, number] {
  const b = new Uint8Array([i & 255, (i >> 8) & 255, (i >> 16) & 255]);
  return [b, Math.imul(i + 1, 0x9e3779b1) | 0];
}

describe("VisitedSet", () => {
  it("keeps answering through many generations when its size is not a power of two", () => {
    // 3,000 keys a generation: the tables it starts over with are not sized by doubling.
    // Before slots were a power of two, a lookup never ended once a table filled up (now a
    // bound on the probes would throw instead).
    const set = new VisitedSet(6_000);
    const path = [7];
    const rekey = () => {
      for (const i of path) {
        const [b, h] = key(i);
        set.keep(b, 3, h);
      }
    };
    for (let i = 10; i < 40_000; i++) {
      const [b, h] = key(i);
      expect(set.has(b, 3, h)).toBe(false);
      set.add(b, 3, h, rekey);
      expect(set.has(b, 3, h)).toBe(true);
    }
    // The most recent keys are still there; the oldest are forgotten.
    const has = (i: number) => {
      const [b, h] = key(i);
      return set.has(b, 3, h);
    };
    expect(has(39_999)).toBe(true);
    expect(has(10)).toBe(false);
    expect(has(7)).toBe(true); // on the path: written again at every drop
  });

  it("tells keys apart by every byte and by length, also when their hashes are equal", () => {
    const set = new VisitedSet(64);
    const keys = [
      [1, 2],
      [1, 2, 0],
      [1, 2, 0, 0, 0],
      [1, 3],
      [2, 1],
      [0, 1, 2],
    ].map((k) => new Uint8Array(k));
    const noop = () => {};
    for (const [i, k] of keys.entries()) {
      for (const later of keys.slice(i)) expect(set.has(later, later.length, 42)).toBe(false);
      set.add(k, k.length, 42, noop);
      expect(set.has(k, k.length, 42)).toBe(true);
    }
    expect(set.has(new Uint8Array([1, 2, 0, 0]), 4, 42)).toBe(false);
  });
});
