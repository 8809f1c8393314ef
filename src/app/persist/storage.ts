import { type IDBPDatabase, openDB } from "idb";
import type { Result } from "../../core/result.js";
import { type GameRecord, readGameRecord } from "../stats/record.js";
import {
  type Backup,
  CHANNEL_NAME,
  type ChangeNotice,
  CURRENT_KEY,
  DB_NAME,
  DB_VERSION,
  type KeyedStore,
  type Refusal,
  type RefusalCode,
  randomId,
  refusal,
  refused,
  upgrade,
} from "./database.js";
import { type GameSnapshot, readSave, type SavedGame } from "./save.js";

export {
  type Backup,
  type ChangeNotice,
  DB_NAME,
  DB_VERSION,
  type KeyedStore,
  type RefusalCode,
} from "./database.js";

/** Whether data reaches the disk; when not, the game goes on in memory. */
export interface StorageStatus {
  readonly kept: boolean;
  /** Why not, in a sentence for the player. */
  readonly reason: string | undefined;
  readonly code: RefusalCode | undefined;
}

export type LoadedSave =
  | { readonly kind: "none" }
  | { readonly kind: "ok"; readonly save: SavedGame }
  | { readonly kind: "corrupt"; readonly message: string };

export type SaveOutcome =
  | { readonly kind: "saved"; readonly revision: number; readonly kept: boolean }
  /** Another tab saved a newer state of the game in progress; nothing was written. */
  | { readonly kind: "stale"; readonly newer: SavedGame | undefined };

export interface OpenOptions {
  readonly name?: string;
  /** Identifies this tab in saves and notices; random by default. */
  readonly tabId?: string;
}

/**
 * Saves and statistics in IndexedDB, with an in-memory copy that keeps the game going when
 * the browser refuses storage (private mode, full disk, no IndexedDB): every method still
 * works, and `status` says that nothing is kept.
 *
 * Two tabs: game records have their own keys and are written one by one (upserts), so tabs
 * never overwrite each other's games. The save of the game in progress is a single slot
 * with a revision number: a tab writes it only when the stored revision is the one it last
 * read or wrote (compare-and-swap in one transaction); otherwise the save is "stale" and
 * nothing is written, so a tab left behind never clobbers a newer save. Each write is
 * announced on a BroadcastChannel so that other tabs reload statistics.
 */
export class GameStorage {
  readonly tabId: string;
  private db: IDBPDatabase | undefined;
  private reason: Refusal | undefined;
  private revision = 0;
  private memSave: SavedGame | undefined;
  private readonly memGames = new Map<string, GameRecord>();
  private readonly memBackups: Backup[] = [];
  private readonly channel: BroadcastChannel | undefined;
  private readonly listeners = new Set<(n: ChangeNotice) => void>();
  /** Saves of this tab run one after another, so that each sees the revision of the last. */
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(db: IDBPDatabase | undefined, reason: Refusal | undefined, tabId: string) {
    this.db = db;
    this.reason = reason;
    this.tabId = tabId;
    if (typeof BroadcastChannel !== "undefined") {
      this.channel = new BroadcastChannel(CHANNEL_NAME);
      this.channel.onmessage = (e: MessageEvent<ChangeNotice>) => {
        if (e.data.tabId !== this.tabId) for (const fn of this.listeners) fn(e.data);
      };
    }
  }

  /** Opens the database; never throws: on failure the storage runs in memory. */
  static async open(options: OpenOptions = {}): Promise<GameStorage> {
    const tabId = options.tabId ?? randomId();
    if (typeof indexedDB === "undefined")
      return new GameStorage(
        undefined,
        refused("no-storage", "This browser has no storage: progress will not be kept."),
        tabId,
      );
    // An older version of the app open in another tab may hold the database and block the
    // upgrade; the game does not wait for it (the late connection is closed when it comes).
    let blocked: (() => void) | undefined;
    const whenBlocked = new Promise<"blocked">((resolve) => {
      blocked = () => resolve("blocked");
    });
    const opening = openDB(options.name ?? DB_NAME, DB_VERSION, {
      upgrade: (d, old, _new, tx) => upgrade(d, old, tx),
      blocked: () => blocked?.(),
    });
    try {
      const db = await Promise.race([opening, whenBlocked]);
      if (db === "blocked") {
        void opening.then((late) => late.close()).catch(() => undefined);
        return new GameStorage(
          undefined,
          refused(
            "blocked",
            "Canfield is open in another tab with an older version: close it to keep progress.",
          ),
          tabId,
        );
      }
      const storage = new GameStorage(db, undefined, tabId);
      // A newer version of the app opened the database in another tab: let it upgrade.
      db.onversionchange = () => {
        db.close();
        storage.reason = refused(
          "updated-elsewhere",
          "Canfield was updated in another tab: reload this page to keep saving.",
        );
      };
      return storage;
    } catch (e) {
      return new GameStorage(undefined, refusal(e), tabId);
    }
  }

  get status(): StorageStatus {
    return {
      kept: this.db !== undefined && this.reason === undefined,
      reason: this.reason?.message,
      code: this.reason?.code,
    };
  }

  /** Calls fn when another tab changes the save or the games; returns an unsubscribe. */
  onChange(fn: (n: ChangeNotice) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  close(): void {
    this.channel?.close();
    this.db?.close();
    this.listeners.clear();
  }

  private notify(n: ChangeNotice): void {
    try {
      this.channel?.postMessage(n);
    } catch {
      // A closed channel only means no other tab hears of it.
    }
  }

  /** Runs a write; a refusal switches to memory-only and is reported in status. */
  private async write(fn: (db: IDBPDatabase) => Promise<void>): Promise<boolean> {
    if (!this.db || this.reason !== undefined) return false;
    try {
      await fn(this.db);
      return true;
    } catch (e) {
      this.reason = refusal(e);
      return false;
    }
  }

  private async backup(store: string, key: string, reason: string, raw: unknown): Promise<void> {
    const b: Backup = { at: Date.now(), store, key, reason, raw };
    this.memBackups.push(b);
    await this.write(async (db) => {
      await db.add("backups", b);
    });
  }

  /** Every backup of unreadable data, oldest first. */
  async backups(): Promise<Backup[]> {
    if (!this.db || this.reason !== undefined) return [...this.memBackups];
    try {
      return (await this.db.getAll("backups")) as Backup[];
    } catch {
      return [...this.memBackups];
    }
  }

  /**
   * Reads the game in progress and makes this tab its owner. Unreadable data is moved to
   * the backups and reported; the caller starts afresh.
   */
  async loadCurrent(): Promise<LoadedSave> {
    let raw: unknown = this.memSave;
    if (this.db && this.reason === undefined) {
      try {
        raw = await this.db.get("current", CURRENT_KEY);
      } catch (e) {
        this.reason = refusal(e);
      }
    }
    if (raw === undefined) return { kind: "none" };
    const save = readSave(raw);
    if (save.ok) {
      this.memSave = save.value;
      this.revision = save.value.revision;
      return { kind: "ok", save: save.value };
    }
    await this.backup("current", CURRENT_KEY, save.error, raw);
    this.memSave = undefined;
    await this.write(async (db) => {
      await db.delete("current", CURRENT_KEY);
    });
    return {
      kind: "corrupt",
      message: `The saved game could not be read (${save.error}). It was kept as a backup and a new game starts.`,
    };
  }

  /**
   * Saves the game in progress (call after every change). "stale" when another tab saved
   * since this tab last read or wrote: nothing is written; `takeOver` writes anyway, for when
   * the player chooses this tab's game.
   */
  saveCurrent(snapshot: GameSnapshot, options: { takeOver?: boolean } = {}): Promise<SaveOutcome> {
    const run = this.queue.then(() => this.saveNow(snapshot, options));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async saveNow(
    snapshot: GameSnapshot,
    options: { takeOver?: boolean },
  ): Promise<SaveOutcome> {
    const base = this.revision;
    let stale: SaveOutcome | undefined;
    let next = base + 1;
    const make = (revision: number): SavedGame => ({
      ...snapshot,
      v: 2,
      tabId: this.tabId,
      revision,
      savedAt: Date.now(),
    });
    const kept = await this.write(async (db) => {
      const tx = db.transaction("current", "readwrite");
      const raw = (await tx.store.get(CURRENT_KEY)) as { revision?: unknown } | undefined;
      const stored = typeof raw?.revision === "number" ? raw.revision : 0;
      if (stored !== base && !options.takeOver) {
        const newer = readSave(raw);
        stale = { kind: "stale", newer: newer.ok ? newer.value : undefined };
        tx.abort();
        await tx.done.catch(() => undefined);
        return;
      }
      next = Math.max(stored, base) + 1;
      await tx.store.put(make(next), CURRENT_KEY);
      await tx.done;
    });
    if (stale) return stale;
    this.revision = next;
    this.memSave = make(next);
    if (kept) this.notify({ type: "current", tabId: this.tabId, revision: next });
    return { kind: "saved", revision: next, kept };
  }

  /** Removes the game in progress (e.g. once it is won), unless another tab owns a newer one. */
  clearCurrent(): Promise<boolean> {
    const run = this.queue.then(() => this.clearNow());
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async clearNow(): Promise<boolean> {
    const base = this.revision;
    let cleared = true;
    this.memSave = undefined;
    await this.write(async (db) => {
      const tx = db.transaction("current", "readwrite");
      const raw = (await tx.store.get(CURRENT_KEY)) as { revision?: unknown } | undefined;
      const stored = typeof raw?.revision === "number" ? raw.revision : 0;
      if (raw !== undefined && stored !== base) cleared = false;
      else await tx.store.delete(CURRENT_KEY);
      await tx.done;
    });
    if (cleared) this.notify({ type: "current", tabId: this.tabId, revision: base });
    return cleared;
  }

  /**
   * Every raw record of a keyed store (the leaderboard's outbox), for its owner to check;
   * undefined when nothing is kept (the owner then keeps its records in memory).
   */
  async keyedRecords(store: KeyedStore): Promise<{ key: string; value: unknown }[] | undefined> {
    if (!this.db || this.reason !== undefined) return undefined;
    try {
      const out: { key: string; value: unknown }[] = [];
      for await (const c of this.db.transaction(store).store.iterate())
        out.push({ key: String(c.key), value: c.value });
      return out;
    } catch (e) {
      this.reason = refusal(e);
      return undefined;
    }
  }

  /** Writes a record of a keyed store under its key; false when it is not kept. */
  putKeyed(store: KeyedStore, key: string, value: unknown): Promise<boolean> {
    return this.write(async (db) => {
      await db.put(store, value, key);
    });
  }

  /** A record of a keyed store that could not be read: moved to the backups with the reason. */
  async setAsideKeyed(store: KeyedStore, key: string, reason: string, raw: unknown): Promise<void> {
    await this.backup(store, key, reason, raw);
    await this.write(async (db) => {
      await db.delete(store, key);
    });
  }

  /** Adds or updates game records, each under its own key. */
  async putGames(records: readonly GameRecord[]): Promise<boolean> {
    for (const r of records) this.memGames.set(r.id, r);
    const kept = await this.write(async (db) => {
      const tx = db.transaction("games", "readwrite");
      for (const r of records) await tx.store.put(r);
      await tx.done;
    });
    if (kept) this.notify({ type: "games", tabId: this.tabId, ids: records.map((r) => r.id) });
    return kept;
  }

  putGame(record: GameRecord): Promise<boolean> {
    return this.putGames([record]);
  }

  /**
   * Every game record, brought to the current format. Records that cannot be read move to
   * the backups (never silently dropped); `problems` says so in a sentence.
   */
  async loadGames(): Promise<{ records: GameRecord[]; problems: string[] }> {
    if (!this.db || this.reason !== undefined) {
      return { records: [...this.memGames.values()], problems: [] };
    }
    let raws: { key: IDBValidKey; value: unknown }[];
    try {
      const tx = this.db.transaction("games");
      raws = [];
      for await (const c of tx.store.iterate()) raws.push({ key: c.key, value: c.value });
    } catch (e) {
      this.reason = refusal(e);
      return { records: [...this.memGames.values()], problems: [] };
    }
    const records: GameRecord[] = [];
    const bad: { key: IDBValidKey; raw: unknown; error: string }[] = [];
    for (const { key, value } of raws) {
      const r: Result<GameRecord> = readGameRecord(value);
      if (r.ok) records.push(r.value);
      else bad.push({ key, raw: value, error: r.error });
    }
    for (const b of bad) {
      await this.backup("games", String(b.key), b.error, b.raw);
      await this.write(async (db) => {
        await db.delete("games", b.key);
      });
    }
    this.memGames.clear();
    for (const r of records) this.memGames.set(r.id, r);
    const problems =
      bad.length === 0
        ? []
        : [
            `${bad.length} game record${bad.length === 1 ? "" : "s"} could not be read and ${bad.length === 1 ? "was" : "were"} kept as a backup (${bad[0]?.error}).`,
          ];
    return { records, problems };
  }
}
