/// <reference types="vite-plugin-pwa/vanillajs" />

import { registerSW } from "virtual:pwa-register";
import { signal } from "@preact/signals";

/** A new version has been downloaded and waits for the player's go-ahead. */
export const updateWaiting = signal(false);
/** The player said "later"; asked again when the next deal starts. */
export const updatePostponed = signal(false);
/** Every file is in the cache: the game now starts without a network. */
export const offlineReady = signal(false);

let update: ((reload?: boolean) => Promise<void>) | undefined;

/**
 * Registers the service worker (production builds only). Updates are never applied on their
 * own: the new worker waits until the player agrees to reload (the game in progress is saved
 * on every move and resumes after the reload), or until every tab of the game is closed.
 */
export function startPwa(): void {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  update = registerSW({
    // After the page's load event, so that precaching never competes with the first deal.
    immediate: false,
    onNeedRefresh: () => {
      updateWaiting.value = true;
    },
    onOfflineReady: () => {
      offlineReady.value = true;
    },
    onRegisteredSW: (_url, reg) => {
      // A game left open for days still hears of new versions.
      if (reg) setInterval(() => reg.update().catch(() => {}), 60 * 60 * 1000);
    },
    onRegisterError: (e) => console.warn("service worker not registered", e),
  });
}

/** Activates the waiting version and reloads the page. */
export function applyUpdate(): void {
  updateWaiting.value = false;
  void update?.(true);
}

/** Not now: the offer comes back after the next game, or the update applies on the next visit. */
export function postponeUpdate(): void {
  updatePostponed.value = true;
}
