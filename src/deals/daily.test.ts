import { describe, expect, it } from "vitest";
import { dealDeck, mulberry32 } from "../core/deal.js";
import { Position } from "../core/position.js";
import { PRESET_RULES } from "../core/rules.js";
import { solve } from "../solver/v1/index.js";
import { DAILY_NODES, dailyDeal, dailySeed } from "./daily.js";

describe("daily deal", () => {
  // Pinned: these must never change once released (links and streaks depend on them). A
  // failure here means the deal rule or the solver's search order changed.
  it.each([
    ["2026-01-01", 1099142216, 1],
    ["2026-11-30", 1953336312, 2],
    ["2026-12-01", 1007508439, 2],
    ["2027-02-28", 128189287, 2],
    ["2024-02-29", 2527736514, 1],
  ])("%s is deal %i (candidate %i)", (day, deal, tried) => {
    expect(dailyDeal(day)).toEqual({ day, deal, tried });
  });

  it("follows the documented rule: the first Mulberry32(yyyymmdd) candidate the solver wins", () => {
    const day = "2026-11-30";
    expect(dailySeed(day)).toBe(20261130);
    const next = mulberry32(20261130);
    const first = next();
    const second = next();
    const won = (d: number) =>
      solve(Position.deal(dealDeck(d), PRESET_RULES.classic), { maxNodes: DAILY_NODES }).result;
    expect(won(first)).not.toBe("win");
    expect(won(second)).toBe("win");
    expect(dailyDeal(day).deal).toBe(second);
  });

  it("refuses a malformed date", () => {
    expect(() => dailyDeal("2026-02-30")).toThrow(RangeError);
  });
});
