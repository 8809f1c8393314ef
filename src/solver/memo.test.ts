import { describe, expect, it } from "vitest";
import { AnswerMemo } from "./memo.js";

const key = (...b: number[]) => Uint8Array.from(b);

describe("AnswerMemo", () => {
  it("answers for an equal key, whatever the left-out bytes hold", () => {
    const memo = new AnswerMemo(1, 2, 4);
    const a = key(3, 9, 1, 2, 255, 7);
    expect(memo.find(a, a.length, 42)).toBeUndefined();
    memo.store(a, a.length, true);
    expect(memo.find(key(3, 0, 1, 2, 255, 7), 6, 42)).toBe(true);
  });

  it("never answers for a key that differs in a byte that counts or in length", () => {
    const memo = new AnswerMemo(1, 2, 4);
    const a = key(3, 9, 1, 2, 255, 7);
    memo.find(a, a.length, 42);
    memo.store(a, a.length, false);
    expect(memo.find(a, a.length, 42)).toBe(false);
    for (let i = 0; i < a.length; i++) {
      if (i === 1) continue;
      const b = a.slice();
      b[i] = (b[i] as number) ^ 1;
      expect(memo.find(b, b.length, 42)).toBeUndefined();
    }
    expect(memo.find(a, a.length - 1, 42)).toBeUndefined();
  });

  it("never answers for an equal key with another tag", () => {
    const memo = new AnswerMemo(1, 2, 4);
    const a = key(3, 9, 1, 2, 255, 7);
    memo.find(a, a.length, 42, 2);
    memo.store(a, a.length, true);
    expect(memo.find(a, a.length, 42, 2)).toBe(true);
    expect(memo.find(a, a.length, 42, 1)).toBeUndefined();
    expect(memo.find(a, a.length, 42)).toBeUndefined();
  });

  it("finds an answer again whatever the hash and tag (hashes near 2^31 included)", () => {
    const memo = new AnswerMemo(1, 2, 4);
    const a = key(3, 9, 1, 2, 255, 7);
    for (const hash of [0, 42, -1, 0x7ffffff0, -0x80000000]) {
      for (const tag of [0, 1, 2, 50, 255]) {
        memo.find(a, a.length, hash, tag);
        memo.store(a, a.length, (hash & 1) === 1);
        expect(memo.find(a, a.length, hash, tag)).toBe((hash & 1) === 1);
      }
    }
  });

  it("keeps the last key filed in a slot (one slot: every key shares it)", () => {
    const memo = new AnswerMemo(1, 2, 0);
    const a = key(1, 0, 5);
    const b = key(2, 0, 5);
    memo.find(a, 3, 42);
    memo.store(a, 3, true);
    expect(memo.find(b, 3, 42)).toBeUndefined();
    memo.store(b, 3, false);
    expect(memo.find(b, 3, 42)).toBe(false);
    expect(memo.find(a, 3, 42)).toBeUndefined();
  });

  it("grows past its first slots and still answers only for equal keys, each as filed", () => {
    const memo = new AnswerMemo(1, 2, 14);
    const filed: Uint8Array[] = [];
    for (let n = 0; n < 20_000; n++) {
      const a = key(n & 255, 0, (n >> 8) & 255, 7);
      memo.find(a, a.length, Math.imul(n, 0x9e3779b1));
      memo.store(a, a.length, n % 3 === 0);
      expect(memo.find(a, a.length, Math.imul(n, 0x9e3779b1))).toBe(n % 3 === 0);
      filed.push(a);
    }
    // Each answer found is the one filed for that key (some were forgotten).
    let found = 0;
    for (let n = 0; n < filed.length; n++) {
      const a = filed[n] as Uint8Array;
      const answer = memo.find(a, a.length, Math.imul(n, 0x9e3779b1));
      if (answer === undefined) continue;
      found++;
      expect(answer).toBe(n % 3 === 0);
    }
    // The full 2^14 slots were reached: more keys are held than the first 2^10 slots could.
    expect(found).toBeGreaterThan(1 << 10);
  });
});
