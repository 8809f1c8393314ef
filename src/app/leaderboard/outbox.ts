import type { GameStorage } from "../persist/storage.js";
import { type OutboxEntry, readEntry } from "./entry.js";
import type { LeaderboardState } from "./state.js";

/**
 * The outbox: the daily results kept in IndexedDB (store "outbox", one record a date) and
 * mirrored in LeaderboardState.entries. Where the browser keeps nothing, the state's copy is
 * the outbox for this page. Another tab may send or add results: the stored records are read
 * again before each pass of sending.
 */

/** Of two records of one date, the one that says more: a settled one over a waiting one. */
function newer(stored: OutboxEntry, mine: OutboxEntry | undefined): OutboxEntry {
  if (mine === undefined) return stored;
  if (stored.state === "waiting" && mine.state !== "waiting") return mine;
  return stored;
}

/**
 * Reads the stored records into the state (records that cannot be read go to the backups with
 * the reason); records of this page that storage does not hold stay.
 */
export async function loadOutbox(lb: LeaderboardState, storage: GameStorage): Promise<void> {
  const raws = await storage.keyedRecords("outbox");
  if (raws !== undefined) {
    const mine = lb.entries.peek();
    const next = new Map(mine);
    for (const { key, value } of raws) {
      const r = readEntry(value);
      if (r.ok && r.value.day === key) next.set(key, newer(r.value, mine.get(key)));
      else
        await storage.setAsideKeyed("outbox", key, r.ok ? "key is not its date" : r.error, value);
    }
    lb.entries.value = next;
  }
  lb.loaded.value = true;
}

/** Keeps a record in the state and in storage (where the browser keeps anything). */
export async function keepEntry(
  lb: LeaderboardState,
  storage: GameStorage | undefined,
  entry: OutboxEntry,
): Promise<void> {
  const next = new Map(lb.entries.peek());
  next.set(entry.day, entry);
  lb.entries.value = next;
  await storage?.putKeyed("outbox", entry.day, entry);
}
