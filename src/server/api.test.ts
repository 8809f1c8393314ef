import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { dailyDeal } from "../deals/daily.js";
import { buildApp } from "./app.js";
import type { Database } from "./storage/database.js";
import { migrate } from "./storage/migrations.js";
import { openPGlite } from "./storage/pglite.js";
import { countResults } from "./storage/results.js";
import { winningLine } from "./testing.js";

const DAY = "2026-05-02";
const { tokens } = winningLine(DAY);
const WIN = tokens.join(" ");
/** Midday UTC on DAY: the day before and the day after are open too. */
let clock = Date.parse(`${DAY}T12:00:00Z`);

const body = (over: Record<string, unknown> = {}) => ({
  player: randomUUID(),
  name: "Ada",
  moves: WIN,
  ms: 300_000,
  hints: 0,
  undos: 0,
  ...over,
});

let db: Database;
let app: FastifyInstance;

const post = (payload: unknown, day = DAY) =>
  app.inject({ method: "POST", url: `/api/daily/${day}/results`, payload: payload as object });
const board = (query = "", day = DAY) =>
  app.inject({ method: "GET", url: `/api/daily/${day}/leaderboard${query}` });

beforeAll(async () => {
  db = await openPGlite(undefined);
  await migrate(db);
  app = await buildApp({ db, rateLimit: 1_000_000, now: () => clock });
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe("GET /api/daily/:date", () => {
  test("gives the date's deal by the game's own rule", async () => {
    const r = await app.inject(`/api/daily/${DAY}`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ date: DAY, deal: dailyDeal(DAY).deal, variant: "classic" });
  });

  test.each([["2026-5-2"], ["yesterday"], ["2026-02-30"], ["20260502"]])(
    "a malformed date %s is a 400 with a sentence",
    async (day) => {
      const r = await app.inject(`/api/daily/${day}`);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ error: expect.stringMatching(/date/) });
    },
  );

  test("a date that has begun in UTC+14 is there; one that has begun nowhere is a 404", async () => {
    expect((await app.inject("/api/daily/2026-05-03")).statusCode).toBe(200);
    const r = await app.inject("/api/daily/2026-05-04");
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ error: "2026-05-04 has not begun anywhere on Earth yet" });
  });
});

describe("POST /api/daily/:date/results", () => {
  test("a real winning line is accepted, ranked and shown on the board", async () => {
    const day = "2026-05-01";
    const line = winningLine(day).tokens;
    const first = body({ name: "Winner", moves: line.join(" ") });
    const r = await post(first, day);
    expect(r.statusCode).toBe(201);
    expect(r.json()).toEqual({ rank: 1, players: 1, beat: 0 });
    const half = await post(body({ name: "Halfway", moves: line.slice(0, 40).join(" ") }), day);
    expect(half.json()).toEqual({ rank: 2, players: 2, beat: 0 });
    const b = (await board("", day)).json();
    expect(b.players).toBe(2);
    expect(b.entries[0]).toEqual({
      rank: 1,
      name: "Winner",
      won: true,
      cards: 52,
      moves: line.length,
      ms: 300_000,
    });
    expect(b.entries[1]).toMatchObject({ rank: 2, name: "Halfway", won: false, moves: 40 });
  });

  test("a forged line is refused with the move and its number, and nothing is kept", async () => {
    const forged = [...tokens];
    forged[9] = forged[9] === "rf" ? "wf" : "rf";
    const before = await countResults(db, DAY);
    const r = await post(body({ moves: forged.join(" ") }));
    const moved = (await post(body({ moves: forged.slice(0, 9).join(" ") }))).statusCode;
    // The prefix before the forged move is legal, so the refusal is the forged move's own.
    expect(moved).toBe(201);
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toMatch(new RegExp(`^move 10 "${forged[9]}": `));
    expect(await countResults(db, DAY)).toBe(before + 1);
  });

  test("a malformed move token is refused as the command line refuses it", async () => {
    const r = await post(body({ moves: `${tokens[0]} t9f` }));
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toMatch(/^move 2 "t9f": not a move/);
  });

  test("a second result of a player is a 409 and the first one is kept", async () => {
    const first = body({ name: "First", moves: tokens.slice(0, 20).join(" ") });
    expect((await post(first)).statusCode).toBe(201);
    const again = await post({ ...first, name: "Second", moves: WIN });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: `this player already has a result for ${DAY}: the first one counts`,
    });
    const mine = (await board(`?player=${first.player}`)).json().you;
    expect(mine).toMatchObject({ name: "First", moves: 20, won: false });
  });

  test("results of one player sent at once keep exactly one", async () => {
    const player = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => post(body({ player, name: `Try ${i}` }))),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, ...Array(11).fill(409)]);
    const you = (await board(`?player=${player}`)).json().you;
    const kept = answers.findIndex((a) => a.statusCode === 201);
    expect(you.name).toBe(`Try ${kept}`);
  });

  test("a player id given in capitals is the same player", async () => {
    const player = randomUUID();
    expect((await post(body({ player }))).statusCode).toBe(201);
    expect((await post(body({ player: player.toUpperCase() }))).statusCode).toBe(409);
  });

  test("the dates taken: open somewhere on Earth, or ended less than 48 hours ago", async () => {
    // A game left before its first move is legal on any deal.
    const idle = () => body({ moves: "" });
    const saved = clock;
    try {
      // 2026-04-30 ends in UTC−12 at 2026-05-01T12:00Z, so results close at 2026-05-03T12:00Z.
      clock = Date.parse("2026-05-03T11:59:59.999Z");
      expect((await post(idle(), "2026-04-30")).statusCode).toBe(201);
      clock = Date.parse("2026-05-03T12:00:00Z");
      const late = await post(idle(), "2026-04-30");
      expect(late.statusCode).toBe(403);
      expect(late.json().error).toBe(
        "results for 2026-04-30 closed at 2026-05-03T12:00:00Z, 48 hours after the date ended everywhere",
      );
      // 2026-05-05 begins in UTC+14 at 2026-05-04T10:00Z.
      clock = Date.parse("2026-05-04T09:59:59.999Z");
      expect((await post(idle(), "2026-05-05")).statusCode).toBe(404);
      clock = Date.parse("2026-05-04T10:00:00Z");
      expect((await post(idle(), "2026-05-05")).statusCode).toBe(201);
    } finally {
      clock = saved;
    }
  });
});

describe("hostile input is refused with a clear 400", () => {
  const refused = async (payload: unknown, why: RegExp, status = 400) => {
    const r = await post(payload);
    expect(r.statusCode).toBe(status);
    expect(r.headers["content-type"]).toMatch(/^application\/json/);
    expect(r.json()).toEqual({ error: expect.stringMatching(why) });
  };

  test("a body over 64 KB", async () => {
    await refused(body({ moves: "s ".repeat(33_000) }), /larger than 64 KB/);
  });

  test("more than 5,000 move tokens", async () => {
    await refused(body({ moves: Array(5001).fill("s").join(" ") }), /too many moves: 5001/);
  });

  test.each([
    ["an empty name", "", /name is empty/],
    ["a name of spaces", "   ", /name is empty/],
    ["a name of 25 characters", "x".repeat(25), /at most 24/],
    ["a name with markup", "<b>Ada</b>", /only letters, digits/],
    ["a name with a direction override", "a\u202eb", /only letters, digits/],
    ["a name that is not a string", 42, /name must be a string/],
  ])("%s", async (_, name, why) => {
    await refused(body({ name }), why);
  });

  test.each([
    ["a player that is not a UUID", { player: "me" }, /player must be a UUID/],
    ["a missing field", { moves: undefined }, /moves is missing/],
    ["a negative time", { ms: -1 }, /ms must be a whole number/],
    ["a time that is not whole", { ms: 1.5 }, /ms must be a whole number/],
    ["a count of hints too large", { hints: 1e9 }, /hints must be a whole number/],
    ["moves that are not a string", { moves: ["s"] }, /moves must be one string/],
  ])("%s", async (_, over, why) => {
    await refused(body(over), why);
  });

  test("a body that is not JSON, or not an object", async () => {
    const r = await app.inject({
      method: "POST",
      url: `/api/daily/${DAY}/results`,
      headers: { "content-type": "application/json" },
      payload: '{"player": ',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: "the body is not valid JSON" });
    await refused([1, 2], /must be a JSON object/);
  });

  test("a body that tries to poison the object prototype", async () => {
    const r = await app.inject({
      method: "POST",
      url: `/api/daily/${DAY}/results`,
      headers: { "content-type": "application/json" },
      payload: `{"__proto__": {"admin": true}, "player": "${randomUUID()}"}`,
    });
    expect(r.statusCode).toBe(400);
    expect(Object.keys(r.json())).toEqual(["error"]);
  });

  test("a body as text is not an object; a body in another format is a 415", async () => {
    const send = (type: string) =>
      app.inject({
        method: "POST",
        url: `/api/daily/${DAY}/results`,
        headers: { "content-type": type },
        payload: "hello",
      });
    const text = await send("text/plain");
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ error: expect.stringMatching(/must be a JSON object/) });
    const xml = await send("application/xml");
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ error: expect.stringMatching(/JSON/) });
  });
});

describe("GET /api/daily/:date/leaderboard", () => {
  const day = "2026-05-03";
  const line = winningLine(day).tokens;
  const players = { clean: randomUUID(), hinted: randomUUID(), partial: randomUUID() };

  beforeAll(async () => {
    await post(body({ player: players.clean, name: "Clean", moves: line.join(" ") }), day);
    await post(
      body({ player: players.hinted, name: "Hinted", moves: line.join(" "), hints: 2, ms: 1 }),
      day,
    );
    await post(
      body({ player: players.partial, name: "Partial", moves: line.slice(0, 30).join(" ") }),
      day,
    );
  });

  test("ranks, your own row and share, and the distributions", async () => {
    const r = await board(`?player=${players.partial}`, day);
    expect(r.statusCode).toBe(200);
    const b = r.json();
    expect(b).toMatchObject({ date: day, board: "all", players: 3 });
    expect(b.entries.map((e: { name: string }) => e.name)).toEqual(["Hinted", "Clean", "Partial"]);
    expect(b.you).toMatchObject({ rank: 3, name: "Partial", beat: 0 });
    expect(b.histogram.cards).toHaveLength(53);
    expect(b.histogram.cards[52]).toBe(2);
    expect(b.histogram.moves).toEqual({ from: line.length, width: 1, players: [2] });
  });

  test("the clean board has only the results with no hint and no undo", async () => {
    const b = (await board(`?board=clean&player=${players.hinted}`, day)).json();
    expect(b.players).toBe(2);
    expect(b.entries.map((e: { name: string }) => e.name)).toEqual(["Clean", "Partial"]);
    expect(b.you).toBeNull();
  });

  test("limit cuts the list, not the count; `you` appears only when asked for", async () => {
    const b = (await board("?limit=1", day)).json();
    expect(b.entries).toHaveLength(1);
    expect(b.players).toBe(3);
    expect("you" in b).toBe(false);
  });

  test("no player id is ever shown, not even the asking player's own", async () => {
    const text = (await board(`?player=${players.clean}`, day)).body;
    for (const id of Object.values(players)) expect(text).not.toContain(id);
  });

  test.each([
    ["?board=dirty", /board must be all or clean/],
    ["?limit=0", /limit must be/],
    ["?limit=101", /limit must be/],
    ["?player=42", /player must be a UUID/],
  ])("%s is a 400", async (query, why) => {
    const r = await board(query, day);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: expect.stringMatching(why) });
  });

  test("a date that has not begun has no board", async () => {
    expect((await board("", "2026-05-04")).statusCode).toBe(404);
  });
});

describe("every response", () => {
  test("carries the security headers: scripts and workers from this origin only, no framing", async () => {
    for (const url of [`/api/daily/${DAY}`, "/api/nowhere"]) {
      const h = (await app.inject(url)).headers;
      expect(h["content-security-policy"]).toContain("script-src 'self'");
      expect(h["content-security-policy"]).toContain("worker-src 'self'");
      expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(h["content-security-policy"]).not.toContain("unsafe-eval");
      expect(h["x-frame-options"]).toBe("DENY");
      expect(h["x-content-type-options"]).toBe("nosniff");
    }
  });

  test("an unknown address is a 404 in JSON", async () => {
    const r = await app.inject("/api/nowhere");
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ error: "there is nothing at this address" });
  });

  test("a fault of the server is a 500 with a sentence, never a stack trace", async () => {
    const broken = await openPGlite(undefined);
    const faulty = await buildApp({ db: broken, now: () => clock });
    // No migrations: the table is missing, so the query fails inside the database.
    const r = await faulty.inject(`/api/daily/${DAY}/leaderboard`);
    await faulty.close();
    await broken.close();
    expect(r.statusCode).toBe(500);
    expect(r.json()).toEqual({ error: "the server failed to answer: try again later" });
  });
});

describe("the rate limit", () => {
  test("the request past N a minute from one address is a 429 with Retry-After", async () => {
    const limited = await buildApp({ db, rateLimit: 3, now: () => clock });
    try {
      for (let i = 0; i < 3; i++) {
        expect((await limited.inject(`/api/daily/${DAY}`)).statusCode).toBe(200);
      }
      const r = await limited.inject(`/api/daily/${DAY}`);
      expect(r.statusCode).toBe(429);
      expect(Number(r.headers["retry-after"])).toBeGreaterThan(0);
      expect(r.json()).toEqual({ error: expect.stringMatching(/at most 3 a minute/) });
      // Another address has its own count.
      const other = await limited.inject({ url: `/api/daily/${DAY}`, remoteAddress: "127.0.0.2" });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
