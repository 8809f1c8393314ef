/// <reference types="vite-plugin-pwa/vanillajs" />

import { registerSW } from "virtual:pwa-register";
import type { AppState } from "../state/app.js";

let update: ((reload?: boolean) => Promise<void>) | undefined;

/** How often a game left open asks the server for a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (production builds only). Updates are never applied on their
 * own: the new worker waits until the player agrees to reload (the game in progress is saved
 * on every move and resumes after the reload), or until every tab of the game is closed.
 */
export function startPwa(app: AppState): void {
  const { offline } = app;
  // "Later" holds until the next deal starts; then the offer comes back.
  app.game.subscribe((e) => {
    if (e.type === "start") offline.updatePostponed.value = false;
  });
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  update = registerSW({
    // After the page's load event, so that precaching never competes with the first deal.
    immediate: false,
    onNeedRefresh: () => {
      offline.updateWaiting.value = true;
    },
    onOfflineReady: () => {
      offline.offlineReady.value = true;
    },
    onRegisteredSW: (_url, reg) => {
      // A game left open for days still hears of new versions.
      if (reg) setInterval(() => reg.update().catch(() => {}), UPDATE_CHECK_MS);
    },
    onRegisterError: (e) => console.warn("service worker not registered", e),
  });
}

/** Activates the waiting version and reloads the page. */
export function applyUpdate(app: AppState): void {
  app.offline.updateWaiting.value = false;
  void update?.(true);
}

/** Not now: the offer comes back after the next game, or the update applies on the next visit. */
export function postponeUpdate(app: AppState): void {
  app.offline.updatePostponed.value = true;
}
