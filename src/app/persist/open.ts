import { parseRules, sameRules } from "../../core/rules.js";
import { dailyDateOf } from "../daily/current.js";
import { t } from "../i18n/index.js";
import type { Route } from "../route.js";
import { updateSettings } from "../state/actions.js";
import type { AppState } from "../state/app.js";
import type { SavedGame } from "./save.js";
import { restoreGame } from "./save.js";
import { SaveSession, sourceOf } from "./session.js";
import { GameStorage } from "./storage.js";

export interface Persistence {
  readonly storage: GameStorage;
  readonly session: SaveSession;
}

/** A save resumes when the address names its deal, its daily date, or nothing. */
export function routeMatches(route: Route, save: SavedGame): boolean {
  if (route.kind === "none") return true;
  if (route.kind === "daily") return save.daily !== null && route.date === save.daily;
  if (save.deal !== route.deal) return false;
  const rules = parseRules(save.rules);
  return route.rules === undefined || (rules.ok && sameRules(rules.value, route.rules));
}

/**
 * Opens the storage and puts back the saved game when the address allows it, then keeps the
 * save and the game records in step with the game. Returns whether a game was resumed (else
 * the caller starts the deal the address names) and whether that game is another than the
 * one the address names. Never throws.
 */
export async function openPersistence(
  app: AppState,
  route: Route,
): Promise<{ persistence: Persistence; resumed: SavedGame | undefined; savedOther: boolean }> {
  const { game, storage: shown } = app;
  const storage = await GameStorage.open();
  if (!storage.status.kept)
    shown.notice.value = t("save.notKept", { why: storage.status.reason ?? "" });
  const loaded = await storage.loadCurrent();
  let resumed: SavedGame | undefined;
  let savedOther = false;
  if (loaded.kind === "corrupt") {
    shown.notice.value = t("save.corrupt", { why: loaded.message });
  } else if (loaded.kind === "ok" && game.game.moves().length === 0) {
    const save = loaded.save;
    if (routeMatches(route, save) || save.cursor > 0) {
      const restored = restoreGame(save);
      if (!restored.ok) {
        shown.notice.value = t("save.corrupt", { why: restored.error });
      } else if (!restored.value.position.isWon() && save.deal !== null) {
        game.load(restored.value, save.deal, save.ms);
        // Settings changed after the last save live in the settings store and win; the
        // save's copy comes back only when that copy is gone.
        if (!app.settingsStored) updateSettings(app, save.settings);
        resumed = save;
        // A started game and a link to another deal: the player is asked first.
        savedOther = !routeMatches(route, save);
      }
    }
  }
  const session = new SaveSession(
    storage,
    sourceOf(app.game, () => app.settings.peek()),
    {
      daily: () => dailyDateOf(app),
      onStale: () => {
        shown.stale.value = true;
      },
      onKept: (kept) => {
        if (!kept && storage.status.kept === false && shown.notice.value === undefined)
          shown.notice.value = t("save.notKept", { why: storage.status.reason ?? "" });
        shown.version.value++;
      },
    },
  );
  if (resumed) {
    const id = resumed.gameId;
    const record = id ? (await storage.loadGames()).records.find((r) => r.id === id) : undefined;
    session.resume(resumed, record);
  }
  game.subscribe(session.handle);
  storage.onChange(() => {
    shown.version.value++;
  });
  const persistence = { storage, session };
  shown.persistence.value = persistence;
  return { persistence, resumed, savedOther };
}

/** Writes this tab's game over the newer one of another tab. */
export async function takeOver(app: AppState): Promise<void> {
  app.storage.stale.value = false;
  await app.storage.persistence.peek()?.session.takeOver();
}
