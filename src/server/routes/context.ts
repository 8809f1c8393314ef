import type { FastifyReply } from "fastify";
import { isDay } from "../../deals/dates.js";
import type { DailyDeals } from "../deals.js";
import type { Database } from "../storage/database.js";
import { hasBegun, resultsClose, takesResults } from "../window.js";

/** What every route is given: nothing that lives between requests but the database. */
export interface RouteOptions {
  readonly db: Database;
  readonly deals: DailyDeals;
  /** The clock, in ms since 1970 (tests set it). */
  readonly now: () => number;
}

export interface Refusal {
  readonly status: number;
  readonly error: string;
}

export const refuse = (reply: FastifyReply, r: Refusal) =>
  reply.code(r.status).send({ error: r.error });

/** Why a date cannot be read: not a real date (400), or not begun anywhere on Earth (404). */
export function unreadable(day: string, now: number): Refusal | undefined {
  if (!isDay(day)) return { status: 400, error: `${day} is not a calendar date` };
  if (!hasBegun(day, now)) {
    return { status: 404, error: `${day} has not begun anywhere on Earth yet` };
  }
  return undefined;
}

/** Why a date takes no results now: as above, or closed 48 hours after its end (403). */
export function closed(day: string, now: number): Refusal | undefined {
  const no = unreadable(day, now);
  if (no !== undefined || takesResults(day, now)) return no;
  const at = new Date(resultsClose(day)).toISOString().replace(".000Z", "Z");
  return {
    status: 403,
    error: `results for ${day} closed at ${at}, 48 hours after the date ended everywhere`,
  };
}
