import { describe, expect, it } from "vitest";
import { FingerprintSet, type Key, type ReachedSet, VisitedSet } from "./visited.js";

/** Key i as 3 bytes, with hashes that spread. */
function key(i: number): Key {
  const bytes = new Uint8Array([i & 255, (i >> 8) & 255, (i >> 16) & 255]);
  return {
    bytes,
    length: 3,
    hash: Math.imul(i + 1, 0x9e3779b1) | 0,
    check: Math.imul(i + 7, 0x85ebca6b) | 1,
  };
}

const sets: [string, (maxEntries: number) => ReachedSet][] = [
  ["VisitedSet", (n) => new VisitedSet(n)],
  ["FingerprintSet", (n) => new FingerprintSet(n)],
];

describe.each(sets)("%s", (_, make) => {
  it("keeps answering through many generations when its size is not a power of two", () => {
    // 3,000 keys a generation: the tables it starts over with are not sized by doubling.
    // Before slots were a power of two, a lookup never ended once a table filled up (now a
    // bound on the probes would throw instead).
    const set = make(6_000);
    set.addOnPath(key(7), 0);
    set.addOnPath(key(8), 1);
    for (let i = 10; i < 40_000; i++) {
      expect(set.has(key(i))).toBe(false);
      set.addOnPath(key(i), 2);
      expect(set.has(key(i))).toBe(true);
    }
    // The most recent keys are still there; the oldest are forgotten.
    expect(set.has(key(39_999))).toBe(true);
    expect(set.has(key(10))).toBe(false);
    // On the path (frames 0 and 1): written again at every drop.
    expect(set.has(key(7))).toBe(true);
    expect(set.has(key(8))).toBe(true);
  });

  it("forgets the path below the root and keeps finished keys, in both generations", () => {
    // 16 keys a generation: the 40 finished keys drop generations while 1 and 2 are on the path.
    const set = make(32);
    set.addOnPath(key(1), 0);
    set.addOnPath(key(2), 1);
    for (let i = 100; i < 140; i++) set.addOnPath(key(i), 2);
    set.addOnPath(key(3), 2);
    set.forgetPath(2);
    expect(set.has(key(1))).toBe(true);
    expect(set.has(key(2))).toBe(false);
    expect(set.has(key(3))).toBe(false);
    expect(set.has(key(139))).toBe(true);
    // Forgotten keys can be added again and found; the probes go on past the forgotten slots.
    set.addOnPath(key(2), 1);
    expect(set.has(key(2))).toBe(true);
    expect(set.has(key(138))).toBe(true);
  });
});

describe("VisitedSet", () => {
  it("tells keys apart by every byte and by length, also when their hashes are equal", () => {
    const set = new VisitedSet(64);
    const keys = [
      [1, 2],
      [1, 2, 0],
      [1, 2, 0, 0, 0],
      [1, 3],
      [2, 1],
      [0, 1, 2],
    ].map((b): Key => ({ bytes: new Uint8Array(b), length: b.length, hash: 42, check: 5 }));
    for (const [i, k] of keys.entries()) {
      for (const later of keys.slice(i)) expect(set.has(later)).toBe(false);
      set.addOnPath(k, 0);
      expect(set.has(k)).toBe(true);
    }
    expect(set.has({ bytes: new Uint8Array([1, 2, 0, 0]), length: 4, hash: 42, check: 5 })).toBe(
      false,
    );
  });
});

describe("FingerprintSet", () => {
  it("tells keys apart by either hash, and confuses keys only when both are equal", () => {
    const set = new FingerprintSet(64);
    const k = (bytes: number[], hash: number, check: number): Key => ({
      bytes: new Uint8Array(bytes),
      length: bytes.length,
      hash,
      check,
    });
    set.addOnPath(k([1, 2], 42, 5), 0);
    expect(set.has(k([1, 2], 42, 7))).toBe(false);
    expect(set.has(k([1, 2], 43, 5))).toBe(false);
    // The bytes are not read: that is the confusion FingerprintSet accepts.
    expect(set.has(k([9, 9, 9], 42, 5))).toBe(true);
  });
});
