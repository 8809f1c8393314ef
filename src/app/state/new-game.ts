import { makeRules } from "../../core/rules.js";
import type { Level } from "../../deals/levels.js";
import { t } from "../i18n/index.js";
import { rulesOf } from "../settings/settings.js";
import { newDeal, randomDeal } from "./actions.js";
import type { AppState } from "./app.js";

/** A deal of a level is found in the worker within this time. */
const FIND_TIMEOUT_MS = 30_000;

/** A winnable deal of a level, found in the worker, is dealt. */
export async function newGame(app: AppState, level: Level): Promise<void> {
  app.findError.value = undefined;
  const rules = rulesOf(app.settings.value);
  app.finding.value = level;
  const r = await app.solver.request(
    { type: "find", level, rules: makeRules(rules), start: randomDeal() },
    { timeoutMs: FIND_TIMEOUT_MS },
  );
  if (app.finding.value !== level) return;
  app.finding.value = undefined;
  if (!r.ok) {
    app.findError.value =
      r.error === "cancelled" ? undefined : t("newgame.failed", { why: r.error });
    return;
  }
  newDeal(app, r.value.deal, rules);
}

export function cancelFind(app: AppState): void {
  app.finding.value = undefined;
  app.solver.cancel();
}
