/**
 * The daily deal (issue 5): one classic deal per local calendar date, the same for everyone.
 *
 * Usage:
 *   const day = localDay(Date.now());                     // from deals/dates, or the #/daily/DATE route
 *   const { deal } = await solver.daily(day);             // in the worker: dailyDeal() runs the solver
 *   store.newDeal(deal, PRESET_RULES.classic);            // SaveSession option daily: () => day
 *   dailyCalendar(records, "2026-11", today)              // marks for a month view
 *   dailyStreak(records, today)                           // { current, best }
 *   shareText(day, dailyResults(records).get(day), link)  // no spoilers
 * dailyDeal() takes from a few ms to about 0.5 s: call it in the worker (workers/client.ts),
 * and keep the answer (a date's deal never changes).
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
