import type { IDBPDatabase, IDBPTransaction } from "idb";

/**
 * IndexedDB layout, database version 3 (DB_VERSION):
 * - "current": the game in progress under the key "game" (SavedGame, save.ts);
 * - "games": one record per game played (GameRecord, stats/record.ts), keyed by its id;
 * - "backups": raw data that could not be read, with the reason, never deleted by the app;
 * - "outbox": the daily results for the leaderboard, keyed by their date, waiting to be sent
 *   or kept as sent or refused (OutboxEntry, leaderboard/entry.ts).
 * Version 1 had "save" (key "current", SavedGameV1) and "games" (GameRecordV1); the upgrade
 * moves the old save into "current" as it was, and each record is brought to the current
 * format when it is read (readSave, readGameRecord), so old data passes through the same
 * checks as new. Version 2 is version 3 without "outbox"; its upgrade only adds that store.
 */
export const DB_NAME = "canfield";
export const DB_VERSION = 3;
/** The stores of plain records that GameStorage reads and writes for other modules. */
export const KEYED_STORES = ["outbox"] as const;
export type KeyedStore = (typeof KEYED_STORES)[number];
export const CURRENT_KEY = "game";
export const CHANNEL_NAME = "canfield-storage";

export interface Backup {
  readonly at: number;
  readonly store: string;
  readonly key: string;
  readonly reason: string;
  readonly raw: unknown;
}

/** What another tab changed, announced over a BroadcastChannel. */
export type ChangeNotice =
  | { readonly type: "games"; readonly tabId: string; readonly ids: readonly string[] }
  | { readonly type: "current"; readonly tabId: string; readonly revision: number };

export const REFUSALS = [
  "no-storage",
  "quota",
  "newer-version",
  "blocked",
  "updated-elsewhere",
  "refused",
] as const;
/** Why storage is not kept, as a code (for translated messages) and an English sentence. */
export type RefusalCode = (typeof REFUSALS)[number];
export interface Refusal {
  readonly code: RefusalCode;
  readonly message: string;
}

export const randomId = (): string =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const messageOf = (e: unknown): string =>
  e instanceof Error ? `${e.name}: ${e.message}` : String(e);

export const refused = (code: RefusalCode, message: string): Refusal => ({ code, message });

/** Why storage failed, for the player. */
export function refusal(e: unknown): Refusal {
  const name = e instanceof Error || e instanceof DOMException ? e.name : "";
  if (name === "QuotaExceededError")
    return refused("quota", "The browser's storage is full: progress will not be kept.");
  if (name === "VersionError")
    return refused(
      "newer-version",
      "Saved data comes from a newer version of Canfield: progress will not be kept in this tab.",
    );
  return refused(
    "refused",
    `The browser refused storage (${messageOf(e)}): progress will not be kept.`,
  );
}

export function upgrade(
  db: IDBPDatabase,
  oldVersion: number,
  tx: IDBPTransaction<unknown, string[], "versionchange">,
): void {
  if (oldVersion < 1) {
    db.createObjectStore("games", { keyPath: "id" });
  }
  if (oldVersion < 2) {
    db.createObjectStore("current");
    db.createObjectStore("backups", { autoIncrement: true });
    if (db.objectStoreNames.contains("save")) {
      // Only IndexedDB requests are awaited here, so the upgrade transaction stays open.
      void tx
        .objectStore("save")
        .get("current")
        .then(async (old) => {
          if (old !== undefined) await tx.objectStore("current").put(old, CURRENT_KEY);
          db.deleteObjectStore("save");
        });
    }
  }
  if (oldVersion < 3) {
    db.createObjectStore("outbox");
  }
}
