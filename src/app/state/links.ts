import { sameRules } from "../../core/rules.js";
import { playDaily } from "../daily/play.js";
import { localReason, t } from "../i18n/index.js";
import { parseRoute } from "../route.js";
import { rulesOf } from "../settings/settings.js";
import { closeDialog, newDeal, openDialog } from "./actions.js";
import { addressOf, setAddress } from "./address.js";
import type { AppState } from "./app.js";

/** A link typed or followed while playing: a new deal at once, or after asking. */
export function followLink(app: AppState): void {
  const { game } = app;
  const r = parseRoute(location.hash);
  if (!r.ok) {
    const why = localReason(r.error);
    // A started game is never thrown away for a link that names nothing playable.
    if (game.started()) {
      app.message.value = t("error.linkKept", { why });
      setAddress(app);
    } else {
      app.message.value = t("error.link", { why });
      newDeal(app);
    }
    return;
  }
  const route = r.value;
  if (route.kind === "daily") {
    if (location.hash !== addressOf(app)) void playDaily(app, route.date);
    return;
  }
  if (route.kind === "none") {
    setAddress(app);
    return;
  }
  const { deal } = route;
  const rules = route.rules ?? rulesOf(app.settings.value);
  if (deal === game.deal && sameRules(rules, game.rules)) return;
  if (game.started())
    openDialog(app, { kind: "leave", next: { kind: "deal", deal, rules, link: true } });
  else newDeal(app, deal, rules);
}

/** Keeps the current game when the player declines to leave it. */
export function stay(app: AppState): void {
  closeDialog(app);
  setAddress(app);
}

/** The address follows the game, and links followed while playing are taken. */
export function startLinks(app: AppState): void {
  app.game.subscribe((e) => {
    if (e.type === "start") setAddress(app);
  });
  addEventListener("hashchange", () => followLink(app));
}
