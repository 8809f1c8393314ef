import { computed, effect } from "@preact/signals";
import type { GameEnd } from "../persist/session.js";
import { openDialog } from "../state/actions.js";
import type { AppState } from "../state/app.js";
import { checkService } from "./api.js";
import { counts, entryOf } from "./entry.js";
import { keepEntry, loadOutbox } from "./outbox.js";
import { playerId } from "./player.js";
import { type Sending, sendWaiting } from "./send.js";

/** What a pass of sending needs, from the app's state as it is now. */
function sendingOf(app: AppState): Sending {
  return {
    lb: app.leaderboard,
    storage: app.storage.persistence.peek()?.storage,
    name: () => app.settings.peek().playerName,
  };
}

/** Sends what waits (results, once there is a name and a service that answers). */
export const sendNow = (app: AppState): Promise<void> => sendWaiting(sendingOf(app));

/**
 * A game ended: the first daily game of its date that the player played goes to the outbox
 * and is sent. Without a name yet, the form to choose one opens, unless the game was won (the
 * won dialog has the form) or the player put it off, or another dialog is open.
 */
async function ended(app: AppState, end: GameEnd): Promise<void> {
  const lb = app.leaderboard;
  const storage = app.storage.persistence.peek()?.storage;
  if (end.daily === null || end.demo) return;
  if (storage) await loadOutbox(lb, storage);
  if (!counts(end, lb.entries.peek().get(end.daily))) return;
  lb.player = playerId(lb.player);
  await keepEntry(lb, storage, entryOf(end, lb.player, Date.now()));
  if (app.settings.peek().playerName !== null) {
    await sendNow(app);
    return;
  }
  // No name yet: asked for, unless the site has no board to put it on.
  if (lb.service.peek() !== "available") lb.service.value = await checkService(lb.fetch);
  const ask =
    lb.service.peek() !== "absent" &&
    end.how !== "won" &&
    !lb.nameLater.peek() &&
    app.dialog.peek() === undefined;
  if (ask) openDialog(app, { kind: "name" });
}

/**
 * Keeps the daily results going to the board: each daily game's end (told by the save
 * session), what waits in the outbox at start, when the browser is back online, and when the
 * player chooses a name. Started once in main.tsx.
 */
export function startLeaderboard(app: AppState): void {
  const lb = app.leaderboard;
  effect(() => {
    const persistence = app.storage.persistence.value;
    if (!persistence) return;
    const off = persistence.session.onEnd((end) => void ended(app, end));
    void sendNow(app);
    return off;
  });
  const name = computed(() => app.settings.value.playerName);
  effect(() => {
    if (name.value !== null && lb.loaded.peek()) void sendNow(app);
  });
  addEventListener("online", () => {
    if (lb.service.peek() === "offline") lb.service.value = "unknown";
    void sendNow(app);
  });
  addEventListener("offline", () => {
    lb.service.value = "offline";
  });
}
