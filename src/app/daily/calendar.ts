import { addDays, weekday } from "../../deals/dates.js";
import type { GameRecord } from "../stats/record.js";
import { isWin } from "../stats/summary.js";

export type DayMark = "won" | "played" | "none" | "future";

export interface CalendarDay {
  readonly day: string;
  readonly mark: DayMark;
}

/** The best game of each daily date: a win if there is one, else the latest game played. */
export function dailyResults(records: readonly GameRecord[]): Map<string, GameRecord> {
  const best = new Map<string, GameRecord>();
  for (const r of records) {
    if (r.daily === null || r.moves === 0) continue;
    const old = best.get(r.daily);
    const better =
      old === undefined ||
      (isWin(r) && !isWin(old)) ||
      (isWin(r) === isWin(old) && (isWin(r) ? r.ms < old.ms : r.started > old.started));
    if (better) best.set(r.daily, r);
  }
  return best;
}

/**
 * One month of daily deals for a calendar view: `month` is YYYY-MM; `today` the player's
 * local date. `lead` is the number of blank cells before the 1st in a week that starts on
 * Monday.
 */
export function dailyCalendar(
  records: readonly GameRecord[],
  month: string,
  today: string,
): { lead: number; days: CalendarDay[] } {
  const results = dailyResults(records);
  const first = `${month}-01`;
  const days: CalendarDay[] = [];
  for (let d = first; d.startsWith(month); d = addDays(d, 1)) {
    const r = results.get(d);
    const mark: DayMark =
      d > today ? "future" : r === undefined ? "none" : isWin(r) ? "won" : "played";
    days.push({ day: d, mark });
  }
  return { lead: weekday(first), days };
}

/**
 * Daily streak: consecutive dates whose daily deal was won. The current streak runs up to
 * today, or up to yesterday while today's deal is not yet won (it is still possible).
 */
export function dailyStreak(
  records: readonly GameRecord[],
  today: string,
): { current: number; best: number } {
  const won = new Set([...dailyResults(records)].filter(([, r]) => isWin(r)).map(([day]) => day));
  let best = 0;
  for (const day of won) {
    if (won.has(addDays(day, -1))) continue;
    let n = 0;
    for (let d = day; won.has(d); d = addDays(d, 1)) n++;
    best = Math.max(best, n);
  }
  let current = 0;
  for (let d = won.has(today) ? today : addDays(today, -1); won.has(d); d = addDays(d, -1))
    current++;
  return { current, best };
}

export function formatClock(ms: number): string {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60));
  const ss = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${mm.padStart(2, "0")}:${ss}` : `${mm}:${ss}`;
}

/** The phrases of the share text, so that the UI can pass translated ones. */
export interface ShareWords {
  title(day: string): string;
  notPlayed: string;
  won(time: string, moves: number): string;
  watched: string;
  notWon(time: string, moves: number): string;
  playing(time: string, moves: number): string;
}

export const ENGLISH_SHARE: ShareWords = {
  title: (day) => `Canfield daily deal ${day}`,
  notPlayed: "Not played yet",
  won: (time, moves) => `Won in ${time} with ${moves} moves`,
  watched: "Watched the computer win",
  notWon: (time, moves) => `Not won after ${time} and ${moves} moves`,
  playing: (time, moves) => `Still playing after ${time} and ${moves} moves`,
};

/**
 * A text to share that gives nothing away about the deal: the date, won or not, time and
 * moves; never a card, a deal number or a move. `link` is the page's #/daily/DATE address.
 */
export function shareText(
  day: string,
  record: GameRecord | undefined,
  link?: string,
  words: ShareWords = ENGLISH_SHARE,
): string {
  const lines = [words.title(day)];
  if (record === undefined || record.moves === 0) lines.push(words.notPlayed);
  else if (isWin(record)) lines.push(words.won(formatClock(record.ms), record.moves));
  else if (record.result === "won") lines.push(words.watched);
  else if (record.result === "playing")
    lines.push(words.playing(formatClock(record.ms), record.moves));
  else lines.push(words.notWon(formatClock(record.ms), record.moves));
  if (link) lines.push(link);
  return lines.join("\n");
}
