import { PRESET_RULES, sameRules } from "../../core/rules.js";
import { localDay } from "../../deals/dates.js";
import type { AppState } from "../state/app.js";

/** The player's local date. */
export const today = (): string => localDay(Date.now());

/** The daily date of the game on the table, if it is the daily deal being played. */
export function dailyDateOf(app: AppState): string | null {
  const d = app.daily.peek();
  const g = app.game;
  return d !== null && g.deal === d.deal && sameRules(g.rules, PRESET_RULES.classic) ? d.day : null;
}
