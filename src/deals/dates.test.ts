import { describe, expect, it } from "vitest";
import { addDays, isDay } from "./dates.js";

describe("calendar dates", () => {
  it("real calendar days only, arithmetic across months and leap years", () => {
    expect(["2024-02-29", "2026-12-31"].map(isDay)).toEqual([true, true]);
    expect(["2026-02-29", "2026-13-01", "26-01-01", "2026-1-1"].map(isDay)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});
