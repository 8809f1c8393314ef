import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { GameEnd } from "../persist/session.js";
import { GameStorage } from "../persist/storage.js";
import type { Fetch } from "./api.js";
import { counts, entryOf, type OutboxEntry, readEntry } from "./entry.js";
import { keepEntry, loadOutbox } from "./outbox.js";
import { sendWaiting } from "./send.js";
import { createLeaderboard, type LeaderboardState } from "./state.js";

const PLAYER = "5b0c6a4e-3f7d-4c1e-9a8b-0123456789ab";

const END: GameEnd = {
  id: "g1",
  daily: "2026-12-01",
  how: "left",
  moves: ["s", "wt2", "rf"],
  ms: 61_000,
  hints: 1,
  undos: 2,
  demo: false,
  cards: 3,
};

const entry = (day: string, over: Partial<OutboxEntry> = {}): OutboxEntry => ({
  ...entryOf({ ...END, daily: day }, PLAYER, 5),
  ...over,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A stand-in for the service: health, and results kept once per player and date. */
function fakeService(mode: { value: "up" | "static" | "offline" }) {
  const kept = new Map<string, unknown>();
  const calls: string[] = [];
  const fetchFn: Fetch = async (url, init) => {
    calls.push(`${init?.method ?? "GET"} ${url}`);
    if (mode.value === "offline") throw new TypeError("Failed to fetch");
    if (mode.value === "static")
      return new Response("<!doctype html>", { headers: { "content-type": "text/html" } });
    if (url === "api/health") return json(200, { ok: true });
    const day = /daily\/([\d-]+)\/results/.exec(url)?.[1] ?? "";
    const body = JSON.parse(String(init?.body)) as { player: string; moves: string };
    if (body.moves.includes("zz")) return json(400, { error: 'move 1 "zz": not a move' });
    const key = `${day}|${body.player}`;
    if (kept.has(key)) return json(409, { error: "already" });
    kept.set(key, body);
    return json(201, { rank: kept.size, players: kept.size, beat: 0 });
  };
  return { fetchFn, kept, calls };
}

let storage: GameStorage;
let lb: LeaderboardState;
let mode: { value: "up" | "static" | "offline" };
let service: ReturnType<typeof fakeService>;
let name: string | null;

const send = () => sendWaiting({ lb, storage, name: () => name, now: () => 99 });

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  storage = await GameStorage.open({ tabId: "A" });
  mode = { value: "up" };
  service = fakeService(mode);
  lb = createLeaderboard(service.fetchFn);
  name = "Ada";
});
afterEach(() => {
  clearTimeout(lb.retry);
  storage.close();
});

/** The outbox as another page would read it from storage. */
async function stored(): Promise<OutboxEntry[]> {
  const other = createLeaderboard();
  await loadOutbox(other, storage);
  return [...other.entries.peek().values()];
}

describe("sending the outbox", () => {
  it("sends a waiting result under the player's name and keeps the board's answer", async () => {
    await keepEntry(lb, storage, entry("2026-12-01"));
    await send();
    expect(service.calls).toEqual(["GET api/health", "POST api/daily/2026-12-01/results"]);
    expect(service.kept.get(`2026-12-01|${PLAYER}`)).toEqual({
      player: PLAYER,
      name: "Ada",
      moves: "s wt2 rf",
      ms: 61_000,
      hints: 1,
      undos: 2,
    });
    const sent = { state: "sent", standing: { rank: 1, players: 1, beat: 0 }, settled: 99 };
    expect(lb.entries.peek().get("2026-12-01")).toMatchObject(sent);
    expect(await stored()).toMatchObject([sent]);
    expect(lb.service.peek()).toBe("available");
    expect(lb.version.peek()).toBe(1);
    // Nothing waits any more: the next pass sends nothing.
    await send();
    expect(service.calls).toHaveLength(2);
  });

  it("waits for a name before anything is sent", async () => {
    name = null;
    await keepEntry(lb, storage, entry("2026-12-01"));
    await send();
    expect(service.calls).toEqual([]);
    name = "Ada";
    await send();
    expect(lb.entries.peek().get("2026-12-01")?.state).toBe("sent");
  });

  it("without a network the result waits, and goes when the network is back", async () => {
    mode.value = "offline";
    await keepEntry(lb, storage, entry("2026-12-01"));
    await send();
    expect(lb.entries.peek().get("2026-12-01")?.state).toBe("waiting");
    expect((await stored())[0]?.state).toBe("waiting");
    mode.value = "up";
    await send();
    expect(lb.entries.peek().get("2026-12-01")?.state).toBe("sent");
  });

  it("a network lost between the check and the result: the result waits", async () => {
    await keepEntry(lb, storage, entry("2026-12-01"));
    lb.service.value = "available";
    mode.value = "offline";
    await send();
    expect(lb.entries.peek().get("2026-12-01")?.state).toBe("waiting");
    expect(lb.service.peek()).toBe("down");
    expect(lb.retry).toBeDefined();
  });

  it("on a static site nothing is posted and the result stays", async () => {
    mode.value = "static";
    await keepEntry(lb, storage, entry("2026-12-01"));
    await send();
    expect(service.calls).toEqual(["GET api/health"]);
    expect(lb.service.peek()).toBe("absent");
    expect(lb.entries.peek().get("2026-12-01")?.state).toBe("waiting");
    expect(lb.retry).toBeUndefined();
  });

  it("a result already on the board (409) counts as sent; a refused one is never sent again", async () => {
    await keepEntry(lb, storage, entry("2026-11-30"));
    await send();
    await keepEntry(lb, storage, entry("2026-11-30", { state: "waiting", standing: null }));
    await keepEntry(lb, storage, entry("2026-12-01", { moves: "zz" }));
    await send();
    expect(lb.entries.peek().get("2026-11-30")).toMatchObject({ state: "sent", standing: null });
    expect(lb.entries.peek().get("2026-12-01")).toMatchObject({
      state: "refused",
      error: 'move 1 "zz": not a move',
    });
    const posts = service.calls.filter((c) => c.startsWith("POST")).length;
    await send();
    expect(service.calls.filter((c) => c.startsWith("POST")).length).toBe(posts);
  });

  it("sends the oldest date first", async () => {
    await keepEntry(lb, storage, entry("2026-12-02"));
    await keepEntry(lb, storage, entry("2026-11-29"));
    await keepEntry(lb, storage, entry("2026-12-01"));
    await send();
    expect(service.calls.filter((c) => c.startsWith("POST"))).toEqual([
      "POST api/daily/2026-11-29/results",
      "POST api/daily/2026-12-01/results",
      "POST api/daily/2026-12-02/results",
    ]);
  });

  it("what another tab sent is not sent again", async () => {
    await keepEntry(lb, storage, entry("2026-12-01"));
    const other = createLeaderboard(service.fetchFn);
    await sendWaiting({ lb: other, storage, name: () => "Ada" });
    await send();
    expect(service.calls.filter((c) => c.startsWith("POST"))).toHaveLength(1);
    expect(lb.entries.peek().get("2026-12-01")?.state).toBe("sent");
  });

  it("a stored record that cannot be read goes to the backups", async () => {
    await storage.putKeyed("outbox", "2026-12-01", { v: 1, day: "2026-12-01", moves: 7 });
    await storage.putKeyed("outbox", "2026-12-02", { v: 9 });
    await loadOutbox(lb, storage);
    expect(lb.entries.peek().size).toBe(0);
    const backups = await storage.backups();
    expect(backups.map((b) => [b.store, b.key])).toEqual([
      ["outbox", "2026-12-01"],
      ["outbox", "2026-12-02"],
    ]);
    expect(backups[1]?.reason).toMatch(/newer version/);
    expect(await storage.keyedRecords("outbox")).toEqual([]);
  });
});

describe("which games go to the outbox", () => {
  it("the first daily game of a date that the player played; again after a refusal", () => {
    expect(counts(END, undefined)).toBe(true);
    expect(counts({ ...END, daily: null }, undefined)).toBe(false);
    expect(counts({ ...END, demo: true }, undefined)).toBe(false);
    expect(counts(END, entry("2026-12-01"))).toBe(false);
    expect(counts(END, entry("2026-12-01", { state: "sent" }))).toBe(false);
    expect(counts(END, entry("2026-12-01", { state: "refused" }))).toBe(true);
  });

  it("an entry reads back as written, and says whether the game was won", () => {
    const won = entryOf({ ...END, daily: "2026-12-01", how: "won", cards: 52 }, PLAYER, 5);
    expect(won.won).toBe(true);
    expect(readEntry(JSON.parse(JSON.stringify(won)))).toEqual({ ok: true, value: won });
    expect(readEntry({ ...won, player: "not-a-uuid" }).ok).toBe(false);
    expect(readEntry({ ...won, cards: 53 }).ok).toBe(false);
  });
});
