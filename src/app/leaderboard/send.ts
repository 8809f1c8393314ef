import type { GameStorage } from "../persist/storage.js";
import { checkService, sendResult } from "./api.js";
import type { OutboxEntry } from "./entry.js";
import { keepEntry, loadOutbox } from "./outbox.js";
import type { LeaderboardState } from "./state.js";

/** What a pass of sending needs. */
export interface Sending {
  readonly lb: LeaderboardState;
  readonly storage: GameStorage | undefined;
  /** The player's name on the board, or null before one is chosen (results then wait). */
  readonly name: () => string | null;
  readonly now?: () => number;
}

/** A service that is there but failing is asked again after this long. */
export const DOWN_RETRY_MS = 60_000;

/**
 * Sends every waiting result, oldest date first, once the service answers and the player has
 * a name. A result kept (201) or already there (409) counts as sent; one refused (any other
 * 4xx: a bad result, the date closed) is kept as refused and never sent again; without a
 * network, or with a service that fails, the results wait: for the next start, the browser's
 * `online` event, the next game's end, or (service failing or busy) a later try. Passes never
 * overlap: one asked during another runs after it.
 */
export async function sendWaiting(s: Sending): Promise<void> {
  const { lb } = s;
  if (lb.sending.peek()) {
    lb.again = true;
    return;
  }
  lb.sending.value = true;
  try {
    do {
      lb.again = false;
      await pass(s);
    } while (lb.again);
  } finally {
    lb.sending.value = false;
  }
}

function later(s: Sending, ms: number | undefined): void {
  const { lb } = s;
  if (ms === undefined) return;
  clearTimeout(lb.retry);
  lb.retry = setTimeout(() => {
    lb.retry = undefined;
    void sendWaiting(s);
  }, ms);
}

async function pass(s: Sending): Promise<void> {
  const { lb } = s;
  // Another tab may have sent some since: its records say so.
  if (s.storage) await loadOutbox(lb, s.storage);
  else lb.loaded.value = true;
  const waiting = [...lb.entries.peek().values()]
    .filter((e) => e.state === "waiting")
    .sort((a, b) => (a.day < b.day ? -1 : 1));
  const name = s.name();
  if (waiting.length === 0 || name === null) return;
  if (lb.service.peek() !== "available") {
    lb.service.value = await checkService(lb.fetch);
    if (lb.service.peek() !== "available") {
      later(s, lb.service.peek() === "down" ? DOWN_RETRY_MS : undefined);
      return;
    }
  }
  for (const e of waiting) {
    const out = await sendResult(lb.fetch, e.day, {
      player: e.player,
      name,
      moves: e.moves,
      ms: e.ms,
      hints: e.hints,
      undos: e.undos,
    });
    if (out.kind === "later") {
      lb.service.value = out.service;
      later(s, out.retryMs ?? (out.service === "down" ? DOWN_RETRY_MS : undefined));
      return;
    }
    const settled: OutboxEntry = {
      ...e,
      state: out.kind === "refused" ? "refused" : "sent",
      standing: out.kind === "kept" ? out.standing : null,
      error: out.kind === "refused" ? out.error : null,
      settled: (s.now ?? Date.now)(),
    };
    await keepEntry(lb, s.storage, settled);
    if (out.kind !== "refused") lb.version.value++;
  }
}
