import { describe, expect, it } from "vitest";
import { RelaxedMemo } from "./relaxed-memo.js";

const WON = 1;
const LOST = 2;

/** Files an answer for key (k, 1, 0) that took `work` relaxed positions. */
function file(memo: RelaxedMemo, k: number, answer: number, work: number): void {
  memo.store(memo.find(k, 1, 0), answer, work, k, 1, 0);
}

/** The answer kept for key (k, 1, 0), 0 for none; looking it up takes a slot where it has none. */
function answerOf(memo: RelaxedMemo, k: number): number {
  return memo.answer(memo.find(k, 1, 0));
}

describe("RelaxedMemo", () => {
  it("gives up, in a full bucket, the answer that took the least work", () => {
    // Two bits of slots: one bucket of four, which never grows.
    const memo = new RelaxedMemo(2, 2);
    file(memo, 10, LOST, 50);
    file(memo, 11, LOST, 3);
    file(memo, 12, WON, 20);
    file(memo, 13, LOST, 9);
    file(memo, 14, LOST, 1);
    expect(answerOf(memo, 14)).toBe(LOST);
    expect(answerOf(memo, 10)).toBe(LOST);
    expect(answerOf(memo, 12)).toBe(WON);
    expect(answerOf(memo, 13)).toBe(LOST);
    // 11 was given up for 14; looking it up again gives up 14, now the cheapest.
    expect(answerOf(memo, 11)).toBe(0);
    expect(answerOf(memo, 14)).toBe(0);
  });

  it("gives up a slot without an answer before any answer", () => {
    const memo = new RelaxedMemo(2, 2);
    file(memo, 20, LOST, 0);
    memo.find(21, 1, 0);
    file(memo, 22, LOST, 0);
    file(memo, 23, LOST, 0);
    file(memo, 24, WON, 7);
    for (const k of [20, 22, 23, 24]) expect(answerOf(memo, k)).not.toBe(0);
  });

  it("keeps answers of more work than its word holds above cheaper ones", () => {
    // Shifted into the word unclamped, these would read as less work than 6 (or below zero).
    const memo = new RelaxedMemo(2, 2);
    file(memo, 30, LOST, 2 ** 29 + 1);
    file(memo, 31, WON, 2 ** 31 + 5);
    file(memo, 32, LOST, 6);
    file(memo, 33, LOST, 7);
    file(memo, 34, LOST, 1);
    expect(answerOf(memo, 30)).toBe(LOST);
    expect(answerOf(memo, 31)).toBe(WON);
    expect(answerOf(memo, 33)).toBe(LOST);
    expect(answerOf(memo, 34)).toBe(LOST);
  });

  it("keeps every answer as it grows", () => {
    const memo = new RelaxedMemo(2, 8);
    for (let k = 1; k <= 40; k++) file(memo, k, k % 2 === 0 ? WON : LOST, k);
    for (let k = 1; k <= 40; k++) expect(answerOf(memo, k)).toBe(k % 2 === 0 ? WON : LOST);
  });
});
