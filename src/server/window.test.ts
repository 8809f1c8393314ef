import { describe, expect, test } from "vitest";
import { dayBegins, daysTakingResults, hasBegun, resultsClose, takesResults } from "./window.js";

const at = (iso: string): number => Date.parse(iso);

describe("the window of a date", () => {
  test("a date begins at 10:00 UTC the day before, when it is midnight in UTC+14", () => {
    expect(dayBegins("2026-05-02")).toBe(at("2026-05-01T10:00:00Z"));
    expect(hasBegun("2026-05-02", at("2026-05-01T09:59:59.999Z"))).toBe(false);
    expect(hasBegun("2026-05-02", at("2026-05-01T10:00:00Z"))).toBe(true);
  });

  test("results are taken until 48 hours after the date ends in UTC−12 (12:00 UTC the day after)", () => {
    // 2026-05-02 ends in UTC−12 at 2026-05-03T12:00Z; 48 hours later is 2026-05-05T12:00Z.
    expect(resultsClose("2026-05-02")).toBe(at("2026-05-05T12:00:00Z"));
    expect(takesResults("2026-05-02", at("2026-05-05T11:59:59.999Z"))).toBe(true);
    expect(takesResults("2026-05-02", at("2026-05-05T12:00:00Z"))).toBe(false);
  });

  test("a date that has not begun anywhere takes no results", () => {
    expect(takesResults("2026-05-02", at("2026-05-01T09:00:00Z"))).toBe(false);
    expect(takesResults("2026-05-02", at("2026-05-01T10:00:00Z"))).toBe(true);
  });

  test("the dates open at an instant are a run of consecutive dates ending with the one begun last", () => {
    expect(daysTakingResults(at("2026-05-03T09:00:00Z"))).toEqual([
      "2026-04-30",
      "2026-05-01",
      "2026-05-02",
      "2026-05-03",
    ]);
    expect(daysTakingResults(at("2026-05-03T12:00:00Z"))).toEqual([
      "2026-05-01",
      "2026-05-02",
      "2026-05-03",
      "2026-05-04",
    ]);
  });

  test("the window crosses the end of a year and a leap day", () => {
    expect(dayBegins("2027-01-01")).toBe(at("2026-12-31T10:00:00Z"));
    expect(resultsClose("2028-02-29")).toBe(at("2028-03-03T12:00:00Z"));
  });
});
