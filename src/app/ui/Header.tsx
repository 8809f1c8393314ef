import { makeRules, presetOf } from "../../core/rules.js";
import { dailyDateOf } from "../daily/current.js";
import { formatDay, type MessageKey, t } from "../i18n/index.js";
import { openDialog } from "../state/actions.js";
import type { AppState } from "../state/app.js";
import { Status } from "./Status.js";

/** The game's name on the table: its variant, and its date when it is a daily deal. */
export function gameTitle(app: AppState): string {
  const preset = presetOf(app.game.rules);
  const variant = preset ? t(`variant.${preset}` as MessageKey) : t("variant.custom");
  const day = dailyDateOf(app);
  return day === null ? variant : t("header.daily", { variant, day: formatDay(day) });
}

/** The bar above the table: the deal (tap to choose another), the game's name, the figures. */
export function Header({ app }: { app: AppState }) {
  const { game } = app;
  game.version.value;
  app.daily.value;
  return (
    <header class="bar top">
      <button
        type="button"
        class="deal"
        data-testid="deal"
        onClick={() => openDialog(app, { kind: "choose" })}
      >
        {t("deal.label", { n: game.deal })}
      </button>
      <span
        class="game-title"
        data-testid="game-title"
        title={presetOf(game.rules) ? undefined : makeRules(game.rules)}
      >
        {gameTitle(app)}
      </span>
      <Status app={app} />
    </header>
  );
}
