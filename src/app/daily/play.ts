import { PRESET_RULES } from "../../core/rules.js";
import { isDay } from "../../deals/dates.js";
import { formatDay, t } from "../i18n/index.js";
import { newDeal, openDialog } from "../state/actions.js";
import { setAddress } from "../state/address.js";
import type { AppState } from "../state/app.js";
import { dailyDateOf, today } from "./current.js";

/** Daily deals are found in the worker within this time. */
const DAILY_TIMEOUT_MS = 30_000;

/** A date's daily deal: known already, or found by the solver in the worker. */
async function dailyDeal(app: AppState, day: string): Promise<number | undefined> {
  const known = app.dailyDeals.get(day);
  if (known !== undefined) return known;
  const r = await app.solver.request({ type: "daily", day }, { timeoutMs: DAILY_TIMEOUT_MS });
  if (!r.ok) {
    app.message.value = t("daily.failed", { why: r.error });
    return undefined;
  }
  app.dailyDeals.set(day, r.value.deal);
  return r.value.deal;
}

/** Opens a date's daily deal (today's when none is given), asking before leaving a started game. */
export async function playDaily(app: AppState, day: string | undefined): Promise<void> {
  const date = day ?? today();
  if (!isDay(date) || date > today()) {
    app.message.value = t("daily.badDate", { day: formatDay(date, "long") });
    if (!app.game.started()) newDeal(app);
    else setAddress(app);
    return;
  }
  const deal = await dailyDeal(app, date);
  if (deal === undefined) {
    setAddress(app);
    return;
  }
  const already = dailyDateOf(app) === date;
  app.daily.value = { day: date, deal };
  if (already) {
    app.dialog.value = undefined;
    setAddress(app);
    return;
  }
  if (app.game.started())
    openDialog(app, {
      kind: "leave",
      next: { kind: "deal", deal, rules: PRESET_RULES.classic, link: true },
    });
  else newDeal(app, deal, PRESET_RULES.classic);
}
