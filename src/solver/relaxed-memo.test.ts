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
  // A bucket of four filled with answers of these works, then a fifth answer of work 1:
  // the slot at `givenUp` goes to the fifth, every other keeps its answer. Looking the given
  // up key up again takes a slot once more, and the fifth's, the cheapest now, goes.
  const FULL_BUCKETS = [
    { name: "the answer that took the least work", works: [50, 3, 20, 9], givenUp: 1 },
    // Shifted into the word unclamped, the first two would read as less work than 6 (or below zero).
    {
      name: "cheaper answers before those of more work than its word holds",
      works: [2 ** 29 + 1, 2 ** 31 + 5, 6, 7],
      givenUp: 2,
    },
  ];
  for (const { name, works, givenUp } of FULL_BUCKETS)
    it(`gives up, in a full bucket, ${name}`, () => {
      // Two bits of slots: one bucket of four, which never grows.
      const memo = new RelaxedMemo(2, 2);
      const answers = works.map((_, i) => (i % 2 === 0 ? LOST : WON));
      for (let k = 0; k < 4; k++) file(memo, k, answers[k] as number, works[k] as number);
      file(memo, 4, LOST, 1);
      for (let k = 0; k < 4; k++) if (k !== givenUp) expect(answerOf(memo, k)).toBe(answers[k]);
      expect(answerOf(memo, 4)).toBe(LOST);
      expect(answerOf(memo, givenUp)).toBe(0);
      expect(answerOf(memo, 4)).toBe(0);
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

  it("keeps every answer as it grows", () => {
    const memo = new RelaxedMemo(2, 8);
    for (let k = 1; k <= 40; k++) file(memo, k, k % 2 === 0 ? WON : LOST, k);
    for (let k = 1; k <= 40; k++) expect(answerOf(memo, k)).toBe(k % 2 === 0 ? WON : LOST);
  });
});
