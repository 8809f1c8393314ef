import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, test } from "vitest";
import type { Database } from "./database.js";
import { MIGRATIONS, migrate } from "./migrations.js";
import { LOCK_FILE, openPGlite } from "./pglite.js";
import { openPostgres } from "./postgres.js";
import { addResult, countResults, findResult, type NewResult, readBoard } from "./results.js";

/** A database of its own on the test server, so that suites never see each other's rows. */
async function createTestDatabase(): Promise<string> {
  const server = inject("postgres");
  if ("error" in server) throw new Error(`no PostgreSQL server for these tests: ${server.error}`);
  const name = `t_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client(server.url);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return server.url.replace(/\/postgres$/, `/${name}`);
}

const openTestPostgres = async () => openPostgres(await createTestDatabase());

const BACKENDS: [string, () => Promise<Database>][] = [
  ["PGlite", () => openPGlite(undefined)],
  ["PostgreSQL", openTestPostgres],
];

const DAY = "2026-05-02";
let serial = 0;
const result = (over: Partial<NewResult> = {}): NewResult => ({
  day: DAY,
  player: randomUUID(),
  name: `Player ${++serial}`,
  deal: 2670680770,
  cards: 30,
  won: false,
  moveCount: 100,
  ms: 60_000,
  hints: 0,
  undos: 0,
  moves: "s s s",
  ...over,
});

describe.each(BACKENDS)("storage on %s", (_, open) => {
  let db: Database;
  let unavailable: unknown;
  beforeAll(async () => {
    try {
      db = await open();
      await migrate(db);
    } catch (e) {
      unavailable = e;
    }
  });
  // Without its database every test fails (a failing beforeAll would only skip them).
  beforeEach(() => {
    if (unavailable !== undefined) throw unavailable;
  });
  afterAll(async () => {
    await db?.close();
  });

  test("migrations run once: a second start finds the schema at its version and changes nothing", async () => {
    const before = await db.query<{ version: number }>("SELECT version FROM schema_migrations");
    expect(await migrate(db)).toBe(MIGRATIONS.at(-1)?.version);
    const after = await db.query<{ version: number }>("SELECT version FROM schema_migrations");
    expect(after).toEqual(before);
    expect(after.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
  });

  test("a database with a newer schema than the server knows is refused", async () => {
    const newer = [...MIGRATIONS, { version: 99, name: "from the future", sql: "SELECT 1" }];
    await migrate(db, newer);
    await expect(migrate(db)).rejects.toThrow(/version 99, newer than this server's 1/);
    await db.query("DELETE FROM schema_migrations WHERE version = 99");
  });

  test("results rank by cards, then fewer moves, then less time; equal results share a rank", async () => {
    const day = "2026-05-03";
    const r = (cards: number, moveCount: number, ms: number) =>
      addResult(db, result({ day, cards, moveCount, ms, won: cards === 52 }));
    expect(await r(30, 100, 60_000)).toEqual({ rank: 1, players: 1, beat: 0 });
    expect(await r(52, 200, 90_000)).toEqual({ rank: 1, players: 2, beat: 1 });
    expect(await r(52, 150, 99_000)).toEqual({ rank: 1, players: 3, beat: 1 });
    expect(await r(52, 150, 95_000)).toEqual({ rank: 1, players: 4, beat: 1 });
    expect(await r(52, 150, 99_000)).toEqual({ rank: 2, players: 5, beat: 2 / 4 });
    expect(await r(10, 5, 1_000)).toEqual({ rank: 6, players: 6, beat: 0 });
    const board = await readBoard(db, day, "all", 50);
    expect(board.entries.map((e) => [e.rank, e.cards, e.moves, e.ms])).toEqual([
      [1, 52, 150, 95_000],
      [2, 52, 150, 99_000],
      [2, 52, 150, 99_000],
      [4, 52, 200, 90_000],
      [5, 30, 100, 60_000],
      [6, 10, 5, 1_000],
    ]);
  });

  test("a second result of a player for a date is refused and the first is kept", async () => {
    const first = result({ day: "2026-05-04", cards: 20 });
    expect(await addResult(db, first)).not.toBeNull();
    expect(await addResult(db, { ...first, name: "Again", cards: 52, won: true })).toBeNull();
    expect(await findResult(db, first.day, first.player)).toEqual(first);
    expect(await countResults(db, first.day)).toBe(1);
    // The same player on another date is another result.
    expect(await addResult(db, { ...first, day: "2026-05-05" })).not.toBeNull();
  });

  test("results of one player sent at once keep exactly one, the one that was answered", async () => {
    const player = randomUUID();
    const day = "2026-05-06";
    const tries = Array.from({ length: 20 }, (_, i) =>
      result({ day, player, name: `Try ${i}`, cards: 10 + i }),
    );
    const answers = await Promise.all(tries.map((t) => addResult(db, t)));
    const kept = answers.flatMap((a, i) => (a === null ? [] : [tries[i] as NewResult]));
    expect(kept).toHaveLength(1);
    expect(await countResults(db, day)).toBe(1);
    expect(await findResult(db, day, player)).toEqual(kept[0]);
  });

  test("results of many players sent at once are all kept", async () => {
    const day = "2026-05-07";
    const many = Array.from({ length: 100 }, (_, i) => result({ day, cards: 1 + (i % 52) }));
    const answers = await Promise.all(many.map((r) => addResult(db, r)));
    expect(answers.every((a) => a !== null)).toBe(true);
    expect(await countResults(db, day)).toBe(100);
  });

  test("the board: top entries, the asking player's row, the clean board and the distributions", async () => {
    const day = "2026-05-08";
    const me = result({ day, cards: 40, moveCount: 150, hints: 1 });
    const rows = [
      result({ day, cards: 52, won: true, moveCount: 120 }),
      result({ day, cards: 52, won: true, moveCount: 125, undos: 3 }),
      result({ day, cards: 52, won: true, moveCount: 120, ms: 10 }),
      me,
      result({ day, cards: 12 }),
    ];
    for (const r of rows) await addResult(db, r);
    const all = await readBoard(db, day, "all", 2, me.player);
    expect(all.players).toBe(5);
    expect(all.entries).toEqual([
      { rank: 1, name: rows[2]?.name, won: true, cards: 52, moves: 120, ms: 10 },
      { rank: 2, name: rows[0]?.name, won: true, cards: 52, moves: 120, ms: 60_000 },
    ]);
    expect(all.you).toEqual({
      rank: 4,
      name: me.name,
      won: false,
      cards: 40,
      moves: 150,
      ms: 60_000,
      beat: 1 / 4,
    });
    expect(all.cards[52]).toBe(3);
    expect(all.cards[40]).toBe(1);
    expect(all.cards[12]).toBe(1);
    expect(all.cards.reduce((a, b) => a + b)).toBe(5);
    expect(all.wins).toEqual([
      [120, 2],
      [125, 1],
    ]);
    const clean = await readBoard(db, day, "clean", 50, me.player);
    expect(clean.players).toBe(3);
    expect(clean.entries.map((e) => e.name)).toEqual([rows[2]?.name, rows[0]?.name, rows[4]?.name]);
    expect(clean.you).toBeNull();
    expect(clean.wins).toEqual([[120, 2]]);
  });

  test("a day with no results has an empty board", async () => {
    const board = await readBoard(db, "2001-01-01", "all", 50, randomUUID());
    expect(board).toEqual({
      players: 0,
      entries: [],
      you: null,
      cards: Array(53).fill(0),
      wins: [],
    });
  });

  test("the database itself refuses a result out of range", async () => {
    await expect(addResult(db, result({ cards: 53 }))).rejects.toThrow();
    await expect(addResult(db, result({ name: "" }))).rejects.toThrow();
    await expect(addResult(db, result({ moveCount: 5001 }))).rejects.toThrow();
  });
});

describe("several servers on one PostgreSQL database", () => {
  const servers: Database[] = [];
  let unavailable: unknown;
  beforeAll(async () => {
    try {
      const url = await createTestDatabase();
      // Each pool is what one `canfield serve` process holds; both run the migrations at once.
      for (let i = 0; i < 3; i++) servers.push(await openPostgres(url));
      await Promise.all(servers.map((db) => migrate(db)));
    } catch (e) {
      unavailable = e;
    }
  });
  beforeEach(() => {
    if (unavailable !== undefined) throw unavailable;
  });
  afterAll(async () => {
    await Promise.all(servers.map((db) => db.close()));
  });

  test("migrations started together apply each step once", async () => {
    const [db] = servers as [Database];
    const rows = await db.query<{ version: number }>("SELECT version FROM schema_migrations");
    expect(rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
  });

  test("one player's results sent to every server at once keep exactly one", async () => {
    const [db] = servers as [Database];
    for (let round = 0; round < 5; round++) {
      const player = randomUUID();
      const day = "2026-05-09";
      const tries = servers.flatMap((s, i) =>
        [0, 1, 2].map((k) => ({ s, r: result({ day, player, name: `S${i} try ${k}` }) })),
      );
      const answers = await Promise.all(tries.map(({ s, r }) => addResult(s, r)));
      expect(answers.filter((a) => a !== null)).toHaveLength(1);
      const kept = tries[answers.findIndex((a) => a !== null)]?.r;
      expect(await findResult(db, day, player)).toEqual(kept);
    }
    expect(await countResults(db, "2026-05-09")).toBe(5);
  });

  test("results of different players spread over the servers are all kept", async () => {
    const [db] = servers as [Database];
    const day = "2026-05-10";
    const many = Array.from({ length: 150 }, (_, i) => ({
      s: servers[i % servers.length] as Database,
      r: result({ day, cards: 1 + (i % 52) }),
    }));
    const answers = await Promise.all(many.map(({ s, r }) => addResult(s, r)));
    expect(answers.every((a) => a !== null)).toBe(true);
    expect(await countResults(db, day)).toBe(150);
  });
});

describe("the embedded database on disk", () => {
  const dir = mkdtempSync(join(tmpdir(), "canfield-pglite-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("a closed and reopened database has every result", async () => {
    const kept = Array.from({ length: 25 }, (_, i) => result({ cards: 1 + i }));
    const first = await openPGlite(dir);
    await migrate(first);
    for (const r of kept) await addResult(first, r);
    await first.close();
    const again = await openPGlite(dir);
    try {
      expect(await migrate(again)).toBe(1);
      expect(await countResults(again)).toBe(kept.length);
      for (const r of kept) expect(await findResult(again, r.day, r.player)).toEqual(r);
    } finally {
      await again.close();
    }
  });

  test("a directory that another live process has open is refused; one left by a dead process is taken", async () => {
    const other = spawnSync("true").pid as number;
    writeFileSync(join(dir, LOCK_FILE), String(process.ppid));
    await expect(openPGlite(dir)).rejects.toThrow(`in use by process ${process.ppid}`);
    writeFileSync(join(dir, LOCK_FILE), String(other));
    const db = await openPGlite(dir);
    expect(readFileSync(join(dir, LOCK_FILE), "utf8")).toBe(String(process.pid));
    await db.close();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });
});
