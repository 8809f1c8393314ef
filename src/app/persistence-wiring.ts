import { signal } from "@preact/signals";
import { parseRules, sameRules } from "../core/rules.js";
import type { Controller } from "./controller.js";
import { t } from "./i18n/index.js";
import { GameStorage, restoreGame, type SavedGame, SaveSession } from "./persist/index.js";
import type { Route } from "./route.js";

/** Storage notices for the player: why nothing is kept, a corrupt save, another tab. */
export const saveNotice = signal<string | undefined>(undefined);
/** Another tab saved a newer game: this tab's saves are refused until it takes over. */
export const staleSave = signal(false);
/** Bumped whenever games or the save change (this tab or another): statistics reload. */
export const storageVersion = signal(0);

export interface Persistence {
  readonly storage: GameStorage;
  readonly session: SaveSession;
  /** Writes this tab's game over the newer one of another tab. */
  takeOver(): Promise<void>;
}

/** Whether settings.ts has its own copy of the settings (key canfield.settings.v1). */
function hasStoredSettings(): boolean {
  try {
    return localStorage.getItem("canfield.settings.v1") !== null;
  } catch {
    return false;
  }
}

/** A save resumes when the address names its deal, its daily date, or nothing. */
function routeMatches(route: Route, save: SavedGame): boolean {
  if (route.kind === "none") return true;
  if (route.kind === "daily") return save.daily !== null && route.date === save.daily;
  if (save.deal !== route.deal) return false;
  const rules = parseRules(save.rules);
  return route.rules === undefined || (rules.ok && sameRules(rules.value, route.rules));
}

/**
 * Opens the storage and puts back the saved game when the address allows it. Returns whether
 * a game was resumed (else the caller starts the deal the address names). Never throws.
 */
export async function openPersistence(
  c: Controller,
  route: Route,
  daily: () => string | null,
): Promise<Persistence & { resumed: boolean; savedOther: boolean }> {
  const store = c.store;
  const storage = await GameStorage.open();
  if (!storage.status.kept)
    saveNotice.value = t("save.notKept", { why: storage.status.reason ?? "" });
  const loaded = await storage.loadCurrent();
  let resumed = false;
  let savedOther = false;
  let toResume: SavedGame | undefined;
  if (loaded.kind === "corrupt") {
    saveNotice.value = t("save.corrupt", { why: loaded.message });
  } else if (loaded.kind === "ok" && store.game.moves().length === 0) {
    const save = loaded.save;
    const started = save.cursor > 0;
    if (routeMatches(route, save) || started) {
      const game = restoreGame(save);
      if (!game.ok) {
        saveNotice.value = t("save.corrupt", { why: game.error });
      } else if (!game.value.position.isWon() && save.deal !== null) {
        store.load(game.value, save.deal, save.ms);
        // Settings changed after the last save live in localStorage (settings.ts) and win;
        // the save's copy comes back only when that copy is gone.
        if (!hasStoredSettings()) store.updateSettings(save.settings);
        toResume = save;
        resumed = true;
        // A started game and a link to another deal: the player is asked first.
        savedOther = !routeMatches(route, save);
      }
    }
  }
  const session = new SaveSession(storage, store, {
    daily,
    onStale: () => {
      staleSave.value = true;
    },
    onKept: (kept) => {
      if (!kept && storage.status.kept === false && saveNotice.value === undefined)
        saveNotice.value = t("save.notKept", { why: storage.status.reason ?? "" });
      storageVersion.value++;
    },
  });
  if (toResume) {
    const record = toResume.gameId
      ? (await storage.loadGames()).records.find((r) => r.id === toResume?.gameId)
      : undefined;
    session.resume(toResume, record);
  }
  store.subscribe(session.handle);
  storage.onChange(() => {
    storageVersion.value++;
  });
  const takeOver = async () => {
    staleSave.value = false;
    await session.takeOver();
  };
  return { storage, session, takeOver, resumed, savedOther };
}
