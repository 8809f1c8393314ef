import { makeRules, presetOf } from "../../core/rules.js";
import { askChance } from "../assist/fair.js";
import { dailyDateOf } from "../daily/current.js";
import { formatDay, formatPercent, type MessageKey, t } from "../i18n/index.js";
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

/** A chance in whole percents: 32 arrangements give no finer figure. */
const percent = (share: number): string => formatPercent(Math.round(share * 100) / 100);

/** The chance to win from here: asked with a tap, or after every move when the settings say so. */
function Chance({ app }: { app: AppState }) {
  const version = app.game.version.value;
  const o = app.assist.odds.value;
  const current = o?.version === version ? o : undefined;
  const label =
    current?.kind === "known"
      ? current.chance === null
        ? t("chance.undecided")
        : t("chance.known", {
            chance: percent(current.chance),
            low: percent(current.low),
            high: percent(current.high),
          })
      : current?.kind === "pending"
        ? t("chance.pending")
        : t("chance.ask");
  const text =
    current?.kind === "known" && current.chance !== null
      ? t("chance.short", { chance: percent(current.chance) })
      : current?.kind === "pending"
        ? t("chance.shortPending")
        : t("chance.shortAsk");
  return (
    <button
      type="button"
      class="chance"
      data-testid="chance"
      data-state={current?.kind ?? "none"}
      aria-label={label}
      title={label}
      onClick={() => void askChance(app)}
    >
      {text}
    </button>
  );
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
      <Chance app={app} />
      <Status app={app} />
    </header>
  );
}
