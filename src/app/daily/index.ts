/**
 * The daily deal in the game: one classic deal per local calendar date, the same for
 * everyone (the rule itself is src/deals/daily.ts).
 *
 * Usage:
 *   await playDaily(app, day)                             // play.ts: found in the worker, asks before leaving a game
 *   dailyDateOf(app)                                      // current.ts: the date of the daily deal on the table, or null
 *   dailyCalendar(records, "2026-11", today())            // marks for a month view
 *   dailyStreak(records, today())                         // { current, best }
 *   shareText(day, dailyResults(records).get(day), link)  // no spoilers
 * dailyDeal() takes from a few ms to about 0.5 s: it runs in the worker (worker/client.ts),
 * and each answer is kept (a date's deal never changes).
 */

export { DAILY_NODES, type DailyDeal, dailyDeal, dailySeed } from "../../deals/daily.js";
export {
  type CalendarDay,
  type DayMark,
  dailyCalendar,
  dailyResults,
  dailyStreak,
  ENGLISH_SHARE,
  formatClock,
  type ShareWords,
  shareText,
} from "./calendar.js";
