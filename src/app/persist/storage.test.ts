import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { openDB } from "idb";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dealDeck } from "../../core/deal.js";
import { Game } from "../../core/game.js";
import { makePosition } from "../../core/notation.js";
import { PRESET_RULES } from "../../core/rules.js";
import { makeMove } from "../../core/token.js";
import { DEFAULT_GAME_SETTINGS as DEFAULT_SETTINGS } from "../settings/settings.js";
import type { GameRecord } from "../stats/record.js";
import { restoreGame, snapshotGame } from "./save.js";
import { type ChangeNotice, DB_NAME, DB_VERSION, GameStorage } from "./storage.js";

const open: GameStorage[] = [];
async function openStorage(tabId: string): Promise<GameStorage> {
  const s = await GameStorage.open({ tabId });
  open.push(s);
  return s;
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});

function playSome(deal: number, n: number): Game {
  const game = new Game(dealDeck(deal), PRESET_RULES.classic);
  for (let i = 0; i < n; i++) {
    const legal = game.position.legalMoves();
    if (legal.length === 0) break;
    game.play(legal[(i * 7) % legal.length] as number, i % 4 === 3);
  }
  return game;
}

const snap = (game: Game, deal: number) =>
  snapshotGame(game, { gameId: `g${deal}`, deal, ms: 500, settings: DEFAULT_SETTINGS });

const record = (id: string, over: Partial<GameRecord> = {}): GameRecord => ({
  v: 2,
  id,
  deal: 1,
  cards: null,
  variant: "classic",
  started: 1000,
  ended: 2000,
  result: "lost",
  moves: 10,
  ms: 1000,
  foundation: 8,
  casino: -12,
  hints: 0,
  demo: false,
  daily: null,
  ...over,
});

describe("the game in progress", () => {
  it("is restored exactly after a reload, redo tail included", async () => {
    const game = playSome(5, 30);
    game.undo();
    game.undo();
    const a = await openStorage("A");
    expect(a.status).toEqual({ kept: true, reason: undefined });
    expect(await a.loadCurrent()).toEqual({ kind: "none" });
    const out = await a.saveCurrent(snap(game, 5));
    expect(out).toEqual({ kind: "saved", revision: 1, kept: true });
    a.close();

    const b = await openStorage("A");
    const loaded = await b.loadCurrent();
    expect(loaded.kind).toBe("ok");
    if (loaded.kind !== "ok") return;
    const restored = restoreGame(loaded.save);
    expect(restored.ok).toBe(true);
    if (!restored.ok) return;
    expect(makePosition(restored.value.position)).toBe(makePosition(game.position));
    expect(restored.value.redoMoves().map(makeMove)).toEqual(game.redoMoves().map(makeMove));
    expect(loaded.save.ms).toBe(500);
  });

  it("a tab left behind does not clobber a newer save from another tab", async () => {
    const a = await openStorage("A");
    await a.saveCurrent(snap(playSome(1, 5), 1));
    const b = await openStorage("B");
    const loaded = await b.loadCurrent();
    expect(loaded.kind === "ok" && loaded.save.revision).toBe(1);
    expect((await b.saveCurrent(snap(playSome(1, 9), 1))).kind).toBe("saved");
    // Tab A still believes revision 1 is the latest.
    const stale = await a.saveCurrent(snap(playSome(1, 6), 1));
    expect(stale.kind).toBe("stale");
    if (stale.kind === "stale") expect(stale.newer?.tabId).toBe("B");
    const c = await openStorage("C");
    const now = await c.loadCurrent();
    expect(now.kind === "ok" && now.save.moves.length).toBe(9);
    // Unless the player chooses tab A's game.
    expect((await a.saveCurrent(snap(playSome(1, 6), 1), { takeOver: true })).kind).toBe("saved");
    const after = await c.loadCurrent();
    expect(after.kind === "ok" && [after.save.moves.length, after.save.tabId]).toEqual([6, "A"]);
  });

  it("saves of one tab made at once go through in order", async () => {
    const a = await openStorage("A");
    const outs = await Promise.all([1, 2, 3, 4].map((n) => a.saveCurrent(snap(playSome(6, n), 6))));
    expect(outs.map((o) => o.kind === "saved" && o.revision)).toEqual([1, 2, 3, 4]);
    const b = await openStorage("B");
    const loaded = await b.loadCurrent();
    expect(loaded.kind === "ok" && loaded.save.moves.length).toBe(4);
  });

  it("clearCurrent leaves another tab's newer save alone", async () => {
    const a = await openStorage("A");
    await a.saveCurrent(snap(playSome(2, 3), 2));
    const b = await openStorage("B");
    await b.loadCurrent();
    await b.saveCurrent(snap(playSome(2, 4), 2));
    expect(await a.clearCurrent()).toBe(false);
    expect((await b.loadCurrent()).kind).toBe("ok");
    expect(await b.clearCurrent()).toBe(true);
    expect((await b.loadCurrent()).kind).toBe("none");
  });

  it("corrupt data: a clear message, the raw data kept as a backup, a fresh start", async () => {
    const a = await openStorage("A");
    await a.saveCurrent(snap(playSome(3, 4), 3));
    a.close();
    const db = await openDB(DB_NAME);
    await db.put("current", { v: 2, moves: "garbage" }, "game");
    db.close();
    const b = await openStorage("B");
    const loaded = await b.loadCurrent();
    expect(loaded.kind).toBe("corrupt");
    if (loaded.kind === "corrupt")
      expect(loaded.message).toMatch(/could not be read .*kept as a backup/);
    const backups = await b.backups();
    expect(backups).toHaveLength(1);
    expect(backups[0]).toMatchObject({ store: "current", raw: { v: 2, moves: "garbage" } });
    expect(await b.loadCurrent()).toEqual({ kind: "none" });
    expect((await b.saveCurrent(snap(playSome(3, 2), 3))).kind).toBe("saved");
  });
});

describe("game records", () => {
  it("each tab's games are kept: per-record upserts never overwrite another tab's", async () => {
    const a = await openStorage("A");
    const b = await openStorage("B");
    await Promise.all([
      a.putGame(record("a1")),
      b.putGame(record("b1")),
      a.putGame(record("a2")),
      b.putGame(record("b2", { result: "won", foundation: 52, casino: 208 })),
    ]);
    await a.putGame(record("a1", { result: "won", foundation: 52, casino: 208 }));
    const { records, problems } = await a.loadGames();
    expect(problems).toEqual([]);
    expect(records.map((r) => `${r.id}:${r.result}`).sort()).toEqual([
      "a1:won",
      "a2:lost",
      "b1:lost",
      "b2:won",
    ]);
  });

  it("another tab hears of every change", async () => {
    const a = await openStorage("A");
    const b = await openStorage("B");
    const heard: ChangeNotice[] = [];
    b.onChange((n) => heard.push(n));
    await a.putGame(record("x"));
    await a.saveCurrent(snap(playSome(4, 2), 4));
    await new Promise((r) => setTimeout(r, 50));
    expect(heard).toEqual([
      { type: "games", tabId: "A", ids: ["x"] },
      { type: "current", tabId: "A", revision: 1 },
    ]);
  });

  it("unreadable records move to the backups with a message; the others stay", async () => {
    const a = await openStorage("A");
    await a.putGames([record("ok1"), record("ok2")]);
    a.close();
    const db = await openDB(DB_NAME);
    await db.put("games", { id: "bad", v: 2, result: "maybe" });
    db.close();
    const b = await openStorage("B");
    const { records, problems } = await b.loadGames();
    expect(records.map((r) => r.id).sort()).toEqual(["ok1", "ok2"]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/1 game record could not be read and was kept as a backup/);
    const backups = await b.backups();
    expect(backups.map((x) => [x.store, x.key, (x.raw as { id: string }).id])).toEqual([
      ["games", "bad", "bad"],
    ]);
  });
});

describe("migration of the database from version 1", () => {
  it("moves the old save into the new layout and reads old records", async () => {
    const game = playSome(11, 12);
    const v1 = await openDB(DB_NAME, 1, {
      upgrade(db) {
        db.createObjectStore("save");
        db.createObjectStore("games", { keyPath: "id" });
      },
    });
    await v1.put(
      "save",
      { v: 1, deal: 11, rules: "classic", moves: game.moves().map(makeMove).join(" "), ms: 777 },
      "current",
    );
    await v1.put("games", {
      v: 1,
      id: "old",
      deal: 4,
      variant: "classic",
      started: 1,
      ended: 2,
      result: "won",
      moves: 90,
      ms: 300000,
      foundation: 52,
    });
    v1.close();

    const s = await openStorage("A");
    const loaded = await s.loadCurrent();
    expect(loaded.kind).toBe("ok");
    if (loaded.kind !== "ok") return;
    expect(loaded.save.ms).toBe(777);
    const restored = restoreGame(loaded.save);
    expect(restored.ok && makePosition(restored.value.position)).toBe(makePosition(game.position));
    const { records } = await s.loadGames();
    expect(records).toEqual([
      {
        v: 2,
        id: "old",
        deal: 4,
        cards: null,
        variant: "classic",
        started: 1,
        ended: 2,
        result: "won",
        moves: 90,
        ms: 300000,
        foundation: 52,
        casino: 208,
        hints: 0,
        demo: false,
        daily: null,
      },
    ]);
    s.close();
    const raw = await openDB(DB_NAME);
    expect([...raw.objectStoreNames].sort()).toEqual(["backups", "current", "games", "outbox"]);
    raw.close();
  });
});

describe("migration of the database from version 2", () => {
  it("adds the outbox and keeps the save, the games and the backups as they were", async () => {
    const game = playSome(12, 9);
    const save = { ...snap(game, 12), v: 2, tabId: "old", revision: 4, savedAt: 10 };
    const record: GameRecord = {
      v: 2,
      id: "g12",
      deal: 12,
      cards: null,
      variant: "classic",
      started: 1,
      ended: null,
      result: "playing",
      moves: 9,
      ms: 500,
      foundation: 0,
      casino: -52,
      hints: 0,
      demo: false,
      daily: null,
    };
    const v2 = await openDB(DB_NAME, 2, {
      upgrade(db) {
        db.createObjectStore("games", { keyPath: "id" });
        db.createObjectStore("current");
        db.createObjectStore("backups", { autoIncrement: true });
      },
    });
    // The save as version 2 wrote it: no undo count.
    const { undos: _, ...oldSave } = save;
    await v2.put("current", oldSave, "game");
    await v2.put("games", record);
    await v2.add("backups", { at: 1, store: "games", key: "x", reason: "old", raw: 7 });
    v2.close();

    const s = await openStorage("A");
    expect(s.status.kept).toBe(true);
    const loaded = await s.loadCurrent();
    expect(loaded.kind === "ok" && [loaded.save.revision, loaded.save.undos]).toEqual([4, 0]);
    expect((await s.loadGames()).records).toEqual([record]);
    expect((await s.backups()).map((b) => b.reason)).toEqual(["old"]);
    expect(await s.keyedRecords("outbox")).toEqual([]);
    expect(await s.putKeyed("outbox", "2026-12-01", { v: 1 })).toBe(true);
    expect(await s.keyedRecords("outbox")).toEqual([{ key: "2026-12-01", value: { v: 1 } }]);
    await s.setAsideKeyed("outbox", "2026-12-01", "unreadable", { v: 1 });
    expect(await s.keyedRecords("outbox")).toEqual([]);
    expect((await s.backups()).map((b) => [b.store, b.key])).toEqual([
      ["games", "x"],
      ["outbox", "2026-12-01"],
    ]);
    s.close();
    const raw = await openDB(DB_NAME);
    expect(raw.version).toBe(DB_VERSION);
    expect(DB_VERSION).toBe(3);
    raw.close();
  });
});

describe("storage refused", () => {
  it("an older version holding the database in another tab does not make the game wait", async () => {
    const old = await openDB(DB_NAME, 1, {
      upgrade: (db) => void db.createObjectStore("games", { keyPath: "id" }),
    });
    // This old connection never closes on request.
    const s = await openStorage("A");
    expect(s.status.kept).toBe(false);
    expect(s.status.reason).toMatch(/older version/);
    expect(s.status.code).toBe("blocked");
    expect((await s.saveCurrent(snap(playSome(1, 2), 1))).kind).toBe("saved");
    old.close();
  });

  it("a newer version opened in another tab: this tab lets it upgrade and says so", async () => {
    const s = await openStorage("A");
    const newer = await openDB(DB_NAME, DB_VERSION + 1);
    newer.close();
    expect(s.status.kept).toBe(false);
    expect(s.status.reason).toMatch(/updated in another tab/);
    expect(s.status.code).toBe("updated-elsewhere");
    expect(await s.putGame(record("late"))).toBe(false);
    expect((await s.loadGames()).records.map((r) => r.id)).toEqual(["late"]);
  });

  it("no IndexedDB: not kept, and the game goes on in memory", async () => {
    const saved = globalThis.indexedDB;
    // @ts-expect-error: simulating a browser without IndexedDB
    delete globalThis.indexedDB;
    try {
      const s = await openStorage("A");
      expect(s.status.kept).toBe(false);
      expect(s.status.reason).toMatch(/will not be kept/);
      expect(s.status.code).toBe("no-storage");
      const out = await s.saveCurrent(snap(playSome(1, 3), 1));
      expect(out).toEqual({ kind: "saved", revision: 1, kept: false });
      expect((await s.loadCurrent()).kind).toBe("ok");
      expect(await s.putGame(record("m"))).toBe(false);
      expect((await s.loadGames()).records.map((r) => r.id)).toEqual(["m"]);
    } finally {
      globalThis.indexedDB = saved;
    }
  });

  it("a refused write (quota) switches to memory and says so", async () => {
    const s = await openStorage("A");
    const db = (s as unknown as { db: { transaction: () => never } }).db;
    db.transaction = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    expect(await s.putGame(record("q"))).toBe(false);
    expect(s.status).toEqual({
      kept: false,
      code: "quota",
      reason: "The browser's storage is full: progress will not be kept.",
    });
    expect((await s.loadGames()).records.map((r) => r.id)).toEqual(["q"]);
    expect((await s.saveCurrent(snap(playSome(1, 2), 1))).kind).toBe("saved");
  });

  it("a database from a newer version is left alone and the tab runs in memory", async () => {
    const newer = await openDB(DB_NAME, 9, {
      upgrade: (db) => void db.createObjectStore("future"),
    });
    newer.close();
    const s = await openStorage("A");
    expect(s.status.kept).toBe(false);
    expect(s.status.reason).toMatch(/newer version/);
    expect(s.status.code).toBe("newer-version");
    const raw = await openDB(DB_NAME);
    expect(raw.version).toBe(9);
    raw.close();
  });
});
