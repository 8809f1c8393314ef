import { describe, expect, it } from "vitest";
import type { GameRecord } from "../stats/record.js";
import {
  dailyCalendar,
  dailyResults,
  dailyStreak,
  ENGLISH_SHARE,
  formatClock,
  shareText,
} from "./calendar.js";

let n = 0;
function daily(day: string, over: Partial<GameRecord> = {}): GameRecord {
  n++;
  return {
    v: 2,
    id: `d${n}`,
    deal: 1,
    cards: null,
    variant: "classic",
    started: n,
    ended: n + 1,
    result: "won",
    moves: 80,
    ms: 200_000,
    foundation: 52,
    casino: 208,
    hints: 0,
    demo: false,
    daily: day,
    ...over,
  };
}

describe("calendar, streak and share text", () => {
  const records = [
    daily("2026-11-01", { result: "lost", foundation: 20 }),
    daily("2026-11-01", { ms: 150_000 }), // the win counts for that date
    daily("2026-11-02"),
    daily("2026-11-03"),
    daily("2026-11-05", { result: "abandoned" }),
    daily("2026-11-06", { demo: true }), // a watched game is not a win
    daily("2026-11-28"),
    daily("2026-11-29"),
    { ...daily("2026-11-30"), daily: null }, // not a daily game
  ];

  it("marks won and played dates, and future ones", () => {
    const { lead, days } = dailyCalendar(records, "2026-11", "2026-11-29");
    expect(lead).toBe(6); // 1 November 2026 is a Sunday
    expect(days).toHaveLength(30);
    const mark = (d: number) => days[d - 1]?.mark;
    expect([mark(1), mark(2), mark(4), mark(5), mark(6), mark(29), mark(30)]).toEqual([
      "won",
      "won",
      "none",
      "played",
      "played",
      "won",
      "future",
    ]);
    expect(dailyResults(records).get("2026-11-01")?.ms).toBe(150_000);
    expect(dailyCalendar([], "2024-02", "2024-03-01").days).toHaveLength(29);
  });

  it("daily streak: best run, and the current one up to today or yesterday", () => {
    expect(dailyStreak(records, "2026-11-29")).toEqual({ current: 2, best: 3 });
    expect(dailyStreak(records, "2026-11-30")).toEqual({ current: 2, best: 3 });
    expect(dailyStreak(records, "2026-12-01")).toEqual({ current: 0, best: 3 });
    expect(dailyStreak([], "2026-12-01")).toEqual({ current: 0, best: 0 });
  });

  it("share text tells date, result, time and moves, and nothing about the cards", () => {
    const won = daily("2026-11-30", { ms: 252_000, moves: 87, deal: 1953336312 });
    expect(shareText("2026-11-30", won, "https://example.org/#/daily/2026-11-30")).toBe(
      "Canfield daily deal 2026-11-30\nWon in 4:12 with 87 moves\nhttps://example.org/#/daily/2026-11-30",
    );
    expect(
      shareText("2026-11-30", daily("2026-11-30", { result: "lost", ms: 61_000, moves: 5 })),
    ).toBe("Canfield daily deal 2026-11-30\nNot won after 1:01 and 5 moves");
    expect(shareText("2026-11-30", undefined)).toBe(
      "Canfield daily deal 2026-11-30\nNot played yet",
    );
    expect(shareText("2026-11-06", daily("2026-11-06", { demo: true }))).toMatch(/Watched/);
    expect(formatClock(3_725_000)).toBe("1:02:05");
    const open = daily("2026-11-30", { result: "playing", ended: null, ms: 5_000, moves: 3 });
    expect(shareText("2026-11-30", open)).toMatch(/Still playing after 0:05 and 3 moves$/);
    const french = { ...ENGLISH_SHARE, title: (d: string) => `Canfield du ${d}` };
    expect(shareText("2026-11-30", won, undefined, french).split("\n")[0]).toBe(
      "Canfield du 2026-11-30",
    );
    expect(shareText("2026-11-30", won)).not.toMatch(/\b[2-9TJQKA][cdhs]\b|1953336312/);
  });
});
