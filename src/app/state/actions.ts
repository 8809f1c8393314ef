import type { Card } from "../../core/card.js";
import type { Move } from "../../core/move.js";
import type { Rules } from "../../core/rules.js";
import { t } from "../i18n/index.js";
import { rulesOf, type Settings } from "../settings/settings.js";
import { saveSettings } from "../settings/storage.js";
import type { AppState } from "./app.js";
import type { Dialog } from "./dialogs.js";

/** A new deal number for "New deal": any of the first million. */
export const randomDeal = (): number => 1 + Math.floor(Math.random() * 999_999);

export function play(app: AppState, m: Move): boolean {
  return app.game.play(m).ok;
}

export function undo(app: AppState): boolean {
  return app.game.undo();
}

export function redo(app: AppState): boolean {
  return app.game.redo();
}

export function restart(app: AppState): void {
  app.dialog.value = undefined;
  app.game.restart();
}

/** A new deal (a random one by default) under the rules of the settings unless given. */
export function newDeal(app: AppState, deal = randomDeal(), rules?: Rules): void {
  app.dialog.value = undefined;
  app.game.newDeal(deal, rules ?? rulesOf(app.settings.value));
}

export function openDialog(app: AppState, d: Dialog): void {
  app.marks.keyPick.value = undefined;
  app.dialog.value = d;
}

export function closeDialog(app: AppState): void {
  app.dialog.value = undefined;
}

/** A card (or nothing) the player tried to move has nowhere to go: shown and said. */
export function refuseMove(app: AppState, card: Card | undefined): void {
  if (card !== undefined) app.marks.refused.value = { card, at: performance.now() };
  say(app, t("announce.noMove"));
}

/** Tells screen readers (the live region), also when the same sentence comes twice. */
export function say(app: AppState, text: string): void {
  app.announcement.value = "";
  queueMicrotask(() => {
    app.announcement.value = text;
  });
}

/** Changes and remembers settings; a refusal to store them is shown, play goes on. */
export function updateSettings(app: AppState, patch: Partial<Settings>): void {
  app.settings.value = { ...app.settings.value, ...patch };
  app.settingsRefused.value = !saveSettings(app.settings.value);
}
