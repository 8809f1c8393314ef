import { dailyDateOf } from "../daily/current.js";
import { makeDealRoute } from "../route.js";
import type { AppState } from "./app.js";

/** The address of the game on the table: its daily date, or its deal and rules. */
export function addressOf(app: AppState): string {
  const day = dailyDateOf(app);
  return day !== null ? `#/daily/${day}` : makeDealRoute(app.game.deal, app.game.rules);
}

/** Puts the game's address in the address bar, without a new history entry. */
export function setAddress(app: AppState): void {
  const hash = addressOf(app);
  if (location.hash !== hash) history.replaceState(null, "", hash);
}
