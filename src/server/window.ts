import { addDays, isDay } from "../deals/dates.js";

/**
 * When a calendar date is open for results. A date is a day somewhere on Earth from the
 * moment it begins in the first time zone (UTC+14) until it ends in the last (UTC−12): 50
 * hours in all. Results are taken while it is open anywhere and for 48 hours after it has
 * ended everywhere, so that a game played offline can still be sent.
 */
const HOUR = 3_600_000;
export const EARLIEST_OFFSET_HOURS = 14;
export const LATEST_OFFSET_HOURS = 12;
export const GRACE_HOURS = 48;

const utcMidnight = (day: string): number => {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};

/** The instant the date begins in UTC+14. */
export const dayBegins = (day: string): number => utcMidnight(day) - EARLIEST_OFFSET_HOURS * HOUR;

/** The instant the date ends in UTC−12. */
export const dayEnds = (day: string): number =>
  utcMidnight(addDays(day, 1)) + LATEST_OFFSET_HOURS * HOUR;

/** The first instant at which results for the date are refused. */
export const resultsClose = (day: string): number => dayEnds(day) + GRACE_HOURS * HOUR;

export const hasBegun = (day: string, now: number): boolean => now >= dayBegins(day);

export const takesResults = (day: string, now: number): boolean =>
  hasBegun(day, now) && now < resultsClose(day);

/** Every date that takes results at this instant, oldest first (four or five of them). */
export function daysTakingResults(now: number): string[] {
  const today = new Date(now).toISOString().slice(0, 10);
  const days: string[] = [];
  for (let k = -4; k <= 1; k++) {
    const day = addDays(today, k);
    if (isDay(day) && takesResults(day, now)) days.push(day);
  }
  return days;
}
