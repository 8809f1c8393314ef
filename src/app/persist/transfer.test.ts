import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, describe, expect, it } from "vitest";
import type { GameRecord } from "../stats/record.js";
import { summarize } from "../stats/summary.js";
import { GameStorage } from "./storage.js";
import { exportFromStorage, importIntoStorage } from "./transfer.js";

const opened: GameStorage[] = [];
afterEach(() => {
  for (const s of opened.splice(0)) s.close();
});

async function fresh(): Promise<GameStorage> {
  globalThis.indexedDB = new IDBFactory();
  const s = await GameStorage.open({ tabId: "t" });
  opened.push(s);
  return s;
}

const game = (i: number, over: Partial<GameRecord> = {}): GameRecord => ({
  v: 2,
  id: `g${i}`,
  deal: i,
  cards: null,
  variant: i % 3 === 0 ? "draw1" : "classic",
  started: 1_700_000_000_000 + i * 3_600_000,
  ended: 1_700_000_000_000 + i * 3_600_000 + 600_000,
  result: i % 4 === 0 ? "won" : i % 4 === 1 ? "lost" : "abandoned",
  moves: 20 + i,
  ms: 100_000 + i * 1000,
  foundation: i % 4 === 0 ? 52 : (i * 7) % 40,
  casino: i % 4 === 0 ? 208 : 5 * ((i * 7) % 40) - 52,
  hints: i % 5,
  demo: i === 8,
  daily: i % 6 === 0 ? "2026-11-30" : null,
  ...over,
});

describe("export and import through storage", () => {
  it("export from one browser, import into another: the same figures", async () => {
    const a = await fresh();
    await a.putGames(Array.from({ length: 40 }, (_, i) => game(i)));
    const before = summarize((await a.loadGames()).records);
    const text = await exportFromStorage(a);

    const b = await fresh();
    const r = await importIntoStorage(b, text);
    expect(r).toEqual({ ok: true, value: { added: 40, kept: true } });
    expect(summarize((await b.loadGames()).records)).toEqual(before);
    // Importing the same file again adds nothing.
    expect(await importIntoStorage(b, text)).toEqual({ ok: true, value: { added: 0, kept: true } });
    expect(summarize((await b.loadGames()).records)).toEqual(before);
  });

  it("a bad file is refused with a clear error and changes nothing", async () => {
    const s = await fresh();
    await s.putGames([game(1), game(2)]);
    const before = (await s.loadGames()).records;
    const good = JSON.parse(await exportFromStorage(s));
    good.games.push({ ...game(3), result: "draw" });
    const r = await importIntoStorage(s, JSON.stringify(good));
    expect(r).toEqual({ ok: false, error: expect.stringMatching(/^game 3 of the file: result:/) });
    expect((await s.loadGames()).records).toEqual(before);
    expect((await importIntoStorage(s, "not json")).ok).toBe(false);
    expect((await s.loadGames()).records).toEqual(before);
  });
});
