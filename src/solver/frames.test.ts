import { describe, expect, it } from "vitest";
import { dealDeck, mulberry32 } from "../core/deal.js";
import {
  countOf,
  DST_FOUNDATION,
  DST_T1,
  dstOf,
  moveOf,
  SRC_RESERVE,
  SRC_STOCK,
  SRC_T1,
  SRC_WASTE,
  srcOf,
} from "../core/move.js";
import { Position } from "../core/position.js";
import { PRESET_RULES } from "../core/rules.js";
import { makeTestPosition } from "../core/test-position.js";
import { isIdleSplit, isWholePileIntoSpace, MoveFrames, runBack } from "./frames.js";
import { KeyMaker } from "./key.js";
import { scoreMoveForWin } from "./order.js";
import { forEachStockCard, macroMove, wasteCardMoves } from "./stock.js";

/** Frame 0's moves (stock macros) in the position. */
function movesOf(pos: Position, greedy: boolean): number[] {
  const frames = new MoveFrames(pos, true, greedy, scoreMoveForWin);
  frames.open(0, false);
  return Array.from(frames.moves.subarray(frames.start[0], frames.end[0]));
}

const ontoPile = (pos: Position, m: number) =>
  dstOf(m) !== DST_FOUNDATION && (pos.tableau[dstOf(m) - DST_T1] as number[]).length > 0;
const isReserveMove = (pos: Position, m: number) =>
  srcOf(m) === SRC_RESERVE && (dstOf(m) === DST_FOUNDATION || ontoPile(pos, m));
const isWholePile = (pos: Position, m: number) =>
  srcOf(m) >= SRC_T1 &&
  srcOf(m) < SRC_T1 + 4 &&
  ontoPile(pos, m) &&
  countOf(m) === (pos.tableau[srcOf(m) - SRC_T1] as number[]).length;

const intoSpace = (pos: Position, m: number) =>
  srcOf(m) === SRC_RESERVE &&
  dstOf(m) !== DST_FOUNDATION &&
  (pos.tableau[dstOf(m) - DST_T1] as number[]).length === 0;

describe("MoveFrames, greedy (the search for a win)", () => {
  for (const preset of ["classic", "superior"] as const)
    it(`${preset}: keeps only the reserve's moves, else (no autofill) the reserve's top into one space, else the whole piles that move, else what it had; never nothing`, () => {
      const next = mulberry32(7);
      const seen = { reserve: 0, space: 0, whole: 0, other: 0 };
      for (let deal = 0; deal < 150; deal++) {
        const pos = Position.deal(dealDeck(deal), PRESET_RULES[preset]);
        for (let step = 0; step < 60; step++) {
          const plain = movesOf(pos, false);
          const greedy = movesOf(pos, true);
          for (const m of greedy) expect(plain).toContain(m);
          expect(greedy.length === 0).toBe(plain.length === 0);
          if (plain.length > 1) {
            const single = plain.map(macroMove);
            if (single.some((m) => isReserveMove(pos, m))) {
              seen.reserve++;
              for (const m of greedy) expect(isReserveMove(pos, macroMove(m))).toBe(true);
            } else if (!pos.rules.autoFill && single.some((m) => intoSpace(pos, m))) {
              seen.space++;
              expect(greedy.length).toBe(1);
              expect(intoSpace(pos, macroMove(greedy[0] as number))).toBe(true);
            } else if (pos.reserve.length > 0 && single.some((m) => isWholePile(pos, m))) {
              seen.whole++;
              for (const m of greedy) expect(isWholePile(pos, macroMove(m))).toBe(true);
            } else seen.other++;
          }
          const legal = pos.legalMoves();
          if (legal.length === 0) break;
          pos.play(legal[next() % legal.length] as number);
        }
      }
      // Each case was met often enough to count.
      expect(Math.min(seen.reserve, seen.whole, seen.other)).toBeGreaterThan(50);
      if (preset === "superior") expect(seen.space).toBeGreaterThan(50);
    });
});

describe("MoveFrames.openOnto (a waiting card, the exact search)", () => {
  it("draw1: lists every move onto the pile's top, from the reserve, the waste, the stock or another pile, and no other", () => {
    const next = mulberry32(11);
    let checked = 0;
    for (let deal = 0; deal < 60; deal++) {
      const pos = Position.deal(dealDeck(deal), PRESET_RULES.draw1);
      for (let step = 0; step < 60; step++) {
        for (let j = 0; j < 4; j++) {
          if ((pos.tableau[j] as number[]).length === 0) continue;
          const frames = new MoveFrames(pos, false, false, scoreMoveForWin);
          frames.openOnto(0, j, false);
          const listed = Array.from(frames.moves.subarray(frames.start[0], frames.end[0]));
          const expected: number[] = [];
          for (const m of pos.legalMoves())
            if (srcOf(m) !== SRC_STOCK && dstOf(m) === DST_T1 + j) expected.push(m);
          forEachStockCard(pos, new Uint8Array(64), (card, k) =>
            wasteCardMoves(pos, card, k, (macro) => {
              if (dstOf(macroMove(macro)) === DST_T1 + j) expected.push(macro);
            }),
          );
          expect(listed.slice().sort()).toEqual(expected.sort());
          if (expected.length > 0) checked++;
        }
        const legal = pos.legalMoves();
        if (legal.length === 0) break;
        pos.play(legal[next() % legal.length] as number);
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});

describe("MoveFrames.open (the exact search)", () => {
  it("superior: lists every run into a space but no whole pile, which would only swap two piles", () => {
    const next = mulberry32(5);
    const seen = { split: 0, whole: 0 };
    for (let deal = 0; deal < 60; deal++) {
      const pos = Position.deal(dealDeck(deal), PRESET_RULES.superior);
      for (let step = 0; step < 120; step++) {
        const frames = new MoveFrames(pos, false, false, scoreMoveForWin);
        frames.open(0, false);
        const listed = Array.from(frames.moves.subarray(frames.start[0], frames.end[0]));
        const legal = pos.legalMoves();
        // A safe move to a foundation is listed alone (safe.ts).
        const alone = listed.length === 1 && dstOf(listed[0] as number) === DST_FOUNDATION;
        for (const m of legal) {
          const src = srcOf(m);
          if (src < SRC_T1 || src >= SRC_T1 + 4 || dstOf(m) === DST_FOUNDATION) continue;
          if ((pos.tableau[dstOf(m) - DST_T1] as number[]).length > 0) continue;
          const whole = countOf(m) === (pos.tableau[src - SRC_T1] as number[]).length;
          expect(isWholePileIntoSpace(pos, m)).toBe(whole);
          if (whole) {
            seen.whole++;
            expect(listed).not.toContain(m);
          } else if (!alone) {
            seen.split++;
            expect(listed).toContain(m);
          }
        }
        if (legal.length === 0) break;
        pos.play(legal[next() % legal.length] as number);
      }
    }
    expect(seen.whole).toBeGreaterThan(100);
    expect(seen.split).toBeGreaterThan(100);
  });
});

describe("runBack", () => {
  for (const preset of ["classic", "superior", "rainbow"] as const)
    it(`${preset}: a run moved between piles, with no autofill, goes back by a legal move to the same position and key`, () => {
      const next = mulberry32(9);
      let checked = 0;
      for (let deal = 0; deal < 40; deal++) {
        const pos = Position.deal(dealDeck(deal), PRESET_RULES[preset]);
        const keys = new KeyMaker(pos, false);
        for (let step = 0; step < 100; step++) {
          const legal = pos.legalMoves().slice();
          for (const m of legal) {
            const src = srcOf(m);
            if (dstOf(m) === DST_FOUNDATION || src < SRC_T1 || src >= SRC_T1 + 4) {
              expect(runBack(m)).toBe(-1);
              continue;
            }
            const before = JSON.stringify(pos.tableau);
            keys.make(pos);
            const key = Array.from(keys.bytes.subarray(0, keys.length));
            const reserveLeft = pos.reserve.length;
            const info = pos.play(m);
            if (pos.reserve.length === reserveLeft) {
              const back = runBack(m);
              expect(pos.legalMoves()).toContain(back);
              const backInfo = pos.play(back);
              expect(JSON.stringify(pos.tableau)).toBe(before);
              keys.make(pos);
              expect(Array.from(keys.bytes.subarray(0, keys.length))).toEqual(key);
              pos.unplay(back, backInfo);
              checked++;
            }
            pos.unplay(m, info);
          }
          if (legal.length === 0) break;
          pos.play(legal[next() % legal.length] as number);
        }
      }
      expect(checked).toBeGreaterThan(200);
    });
});

describe("isIdleSplit", () => {
  // Rainbow, base 7 unless given: pile 1 holds 9h 8s 7d, pile 2 a 9c, pile 3 a 7h (up next
  // on a base of 7), pile 4 is empty; the waste's top is the 8c.
  const table: [string, { base?: string; src: number; dst: number; n: number }, boolean][] = [
    ["a run split off a card that cannot go up", { src: 0, dst: 1, n: 2 }, true],
    ["a top card into a space, off a card that cannot go up", { src: 0, dst: 3, n: 1 }, true],
    ["a run into a space, off a card that cannot go up", { src: 0, dst: 3, n: 2 }, true],
    [
      "a split that uncovers the next card of its foundation",
      { base: "9", src: 0, dst: 1, n: 2 },
      false,
    ],
    ["a whole pile", { src: 0, dst: 3, n: 3 }, false],
    ["a card to its foundation", { src: 2, dst: -1, n: 1 }, false],
    ["the waste's top onto a pile", { src: -1, dst: 1, n: 1 }, false],
  ];
  for (const [name, { base, src, dst, n }, idle] of table)
    it(`${name}: ${idle ? "idle" : "kept"}`, () => {
      const pos = makeTestPosition({
        rules: "rainbow",
        base: base ?? "7",
        tableau: [["9h", "8s", "7d"], ["9c"], ["7h"], []],
        waste: ["8c"],
      });
      const m = moveOf(
        src < 0 ? SRC_WASTE : SRC_T1 + src,
        dst < 0 ? DST_FOUNDATION : DST_T1 + dst,
        n,
      );
      expect(pos.legalMoves()).toContain(m);
      expect(isIdleSplit(pos, m)).toBe(idle);
    });
});
