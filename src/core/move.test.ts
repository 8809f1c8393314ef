import { describe, expect, it } from "vitest";
import {
  DST_FOUNDATION,
  DST_T1,
  isPileToPile,
  moveOf,
  SRC_F1,
  SRC_RESERVE,
  SRC_STOCK,
  SRC_T1,
  SRC_WASTE,
  STOCK_MOVE,
} from "./move.js";

describe("isPileToPile", () => {
  const cases: [string, number, boolean][] = [
    ["a run of three from t1 onto t4", moveOf(SRC_T1, DST_T1 + 3, 3), true],
    ["a card from t4 onto t1", moveOf(SRC_T1 + 3, DST_T1, 1), true],
    ["a pile card up", moveOf(SRC_T1 + 2, DST_FOUNDATION, 1), false],
    ["the reserve's top onto a pile", moveOf(SRC_RESERVE, DST_T1 + 1, 1), false],
    ["the waste's top onto a pile", moveOf(SRC_WASTE, DST_T1, 1), false],
    ["a card back from a foundation onto a pile", moveOf(SRC_F1, DST_T1 + 2, 1), false],
    ["a stock turn", STOCK_MOVE, false],
    ["a stock turn, spelled out", moveOf(SRC_STOCK, 0, 0), false],
  ];
  for (const [name, m, expected] of cases)
    it(`${name}: ${expected}`, () => expect(isPileToPile(m)).toBe(expected));
});
