import { dealDeck, mulberry32 } from "../core/deal.js";
import { Position } from "../core/position.js";
import { PRESET_RULES } from "../core/rules.js";
import { solve } from "../solver/v1/index.js";
import { isDay } from "./dates.js";

/**
 * The daily deal (classic rules), the same for every player on a calendar date:
 * 1. seed = the date as the integer yyyymmdd (2026-11-30 → 20261130);
 * 2. candidates c_0, c_1, … are the successive 32-bit outputs of Mulberry32(seed), the same
 *    generator as deal numbers (core/deal.ts);
 * 3. the daily deal is the first candidate whose classic deal version 1 of the search wins
 *    with a budget of DAILY_NODES positions: solve(position, { maxNodes: DAILY_NODES }) from
 *    solver/v1.
 * A node budget (never a time limit) makes every machine pick the same deal. The choice
 * depends on the solver's search order, so it names version 1 of the search, which is kept
 * unchanged for this (solver/v1/index.ts); the pinned dates in daily.test.ts guard it.
 */
export const DAILY_NODES = 50_000;
/** Far more than ever needed (about one candidate in nine is passed over). */
const MAX_CANDIDATES = 1_000;

export const dailySeed = (day: string): number => Number(day.replaceAll("-", ""));

export interface DailyDeal {
  readonly day: string;
  readonly deal: number;
  /** Candidates looked at, the chosen one included. */
  readonly tried: number;
}

/** The daily deal of a date YYYY-MM-DD; throws RangeError on a malformed date (a bug). */
export function dailyDeal(day: string): DailyDeal {
  if (!isDay(day)) throw new RangeError(`not a date: ${day}`);
  const next = mulberry32(dailySeed(day));
  for (let k = 0; k < MAX_CANDIDATES; k++) {
    const deal = next();
    const pos = Position.deal(dealDeck(deal), PRESET_RULES.classic);
    if (solve(pos, { maxNodes: DAILY_NODES }).result === "win") return { day, deal, tried: k + 1 };
  }
  throw new Error(`no winnable daily deal among ${MAX_CANDIDATES} candidates for ${day}`);
}
