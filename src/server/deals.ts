import { dailyDeal } from "../deals/daily.js";

/**
 * The daily deal of each date, kept once found. A date's deal never changes, so this is a
 * cache of a pure function, not state: every process computes the same numbers. Finding one
 * runs the solver (up to about 0.1 s), which a request should not pay twice.
 */
export class DailyDeals {
  private readonly memo = new Map<string, number>();

  constructor(private readonly size = 512) {}

  /** The deal number of a date YYYY-MM-DD (the caller has checked the date). */
  deal(day: string): number {
    const known = this.memo.get(day);
    if (known !== undefined) {
      // Least recently used goes first: a Map keeps insertion order.
      this.memo.delete(day);
      this.memo.set(day, known);
      return known;
    }
    const { deal } = dailyDeal(day);
    this.memo.set(day, deal);
    if (this.memo.size > this.size) this.memo.delete(this.memo.keys().next().value as string);
    return deal;
  }
}
