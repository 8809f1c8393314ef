import { addDays, localDay, weekStart } from "../../deals/dates.js";
import type { GameRecord } from "./record.js";
import { bankNet, isWin } from "./summary.js";

/** counts[n] = games that ended with n cards on the foundations (n = 0 … 52). */
export function foundationHistogram(games: readonly GameRecord[]): number[] {
  const counts = new Array<number>(53).fill(0);
  for (const g of games) counts[g.foundation] = (counts[g.foundation] as number) + 1;
  return counts;
}

export interface BankPoint {
  /** Game number, from 1, in the order played. */
  readonly game: number;
  /** When the game ended (or started), epoch ms. */
  readonly at: number;
  /** The bank after this game. */
  readonly bank: number;
}

/** The casino bank after each game (games as ordered by countedGames). */
export function bankOverTime(games: readonly GameRecord[]): BankPoint[] {
  let bank = 0;
  return games.map((g, i) => {
    bank += bankNet(g);
    return { game: i + 1, at: g.ended ?? g.started, bank };
  });
}

export interface WeekCount {
  /** Monday of the week, local date YYYY-MM-DD. */
  readonly week: string;
  readonly played: number;
  readonly won: number;
}

/** Games played and won per week, from the first week with a game to the last, gaps included. */
export function winsPerWeek(games: readonly GameRecord[]): WeekCount[] {
  const by = new Map<string, { played: number; won: number }>();
  for (const g of games) {
    const week = weekStart(localDay(g.ended ?? g.started));
    const c = by.get(week) ?? { played: 0, won: 0 };
    c.played++;
    if (isWin(g)) c.won++;
    by.set(week, c);
  }
  const weeks = [...by.keys()].sort();
  const first = weeks[0];
  const last = weeks[weeks.length - 1];
  if (first === undefined || last === undefined) return [];
  const out: WeekCount[] = [];
  for (let w = first; w <= last; w = addDays(w, 7)) {
    const c = by.get(w);
    out.push({ week: w, played: c?.played ?? 0, won: c?.won ?? 0 });
  }
  return out;
}
