import { describe, expect, it } from "vitest";
import { checkService, type Fetch, fetchBoard, sendResult } from "./api.js";

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  });
const html = (status: number) =>
  new Response("<!doctype html><title>Canfield</title>", {
    status,
    headers: { "content-type": "text/html" },
  });
const answer =
  (res: () => Response): Fetch =>
  async () =>
    res();
const noNetwork: Fetch = async () => {
  throw new TypeError("Failed to fetch");
};

const BODY = {
  player: "5b0c6a4e-3f7d-4c1e-9a8b-0123456789ab",
  name: "Ada",
  moves: "s wf",
  ms: 1000,
  hints: 0,
  undos: 0,
};

const BOARD = {
  date: "2026-12-01",
  board: "all",
  players: 2,
  entries: [
    { rank: 1, name: "Ada", won: true, cards: 52, moves: 120, ms: 200_000 },
    { rank: 2, name: "<b>Bo</b>", won: false, cards: 30, moves: 80, ms: 90_000 },
  ],
  you: { rank: 2, name: "<b>Bo</b>", won: false, cards: 30, moves: 80, ms: 90_000, beat: 0 },
  histogram: { cards: [0, 1], moves: { from: 120, width: 1, players: [1] } },
};

describe("is the service there", () => {
  it.each([
    [
      "it answers its health",
      answer(() => json(200, { ok: true, storage: "pglite" })),
      "available",
    ],
    ["a static site answers with its page", answer(() => html(200)), "absent"],
    ["a static site without a fallback", answer(() => html(404)), "absent"],
    ["a proxy's error page", answer(() => html(502)), "down"],
    ["the service fails", answer(() => json(500, { error: "database" })), "down"],
    ["JSON that is not the health", answer(() => json(200, { hello: 1 })), "down"],
  ] as const)("%s → %s", async (_what, fetchFn, service) => {
    expect(await checkService(fetchFn)).toBe(service);
  });

  it("no network: down while the browser thinks it is online", async () => {
    expect(await checkService(noNetwork)).toBe("down");
  });

  it("asks for api/health beside the page", async () => {
    const urls: string[] = [];
    await checkService(async (url) => {
      urls.push(url);
      return json(200, { ok: true });
    });
    expect(urls).toEqual(["api/health"]);
  });
});

describe("sending a result", () => {
  it("posts the result as JSON to the date's results", async () => {
    const seen: { url: string; init: RequestInit | undefined }[] = [];
    const out = await sendResult(
      async (url, init) => {
        seen.push({ url, init });
        return json(201, { rank: 3, players: 41, beat: 0.95 });
      },
      "2026-12-01",
      BODY,
    );
    expect(out).toEqual({ kind: "kept", standing: { rank: 3, players: 41, beat: 0.95 } });
    expect(seen[0]?.url).toBe("api/daily/2026-12-01/results");
    expect(seen[0]?.init?.method).toBe("POST");
    expect(JSON.parse(String(seen[0]?.init?.body))).toEqual(BODY);
  });

  it.each([
    [409, { error: "this player already has a result" }, { kind: "duplicate" }],
    [400, { error: 'move 2 "wf": no' }, { kind: "refused", error: 'move 2 "wf": no' }],
    [403, { error: "results closed" }, { kind: "refused", error: "results closed" }],
    [500, { error: "fault" }, { kind: "later", service: "down" }],
  ] as const)("%i → %j", async (status, body, outcome) => {
    expect(
      await sendResult(
        answer(() => json(status, body)),
        "2026-12-01",
        BODY,
      ),
    ).toEqual(outcome);
  });

  it("too many requests: later, after the wait the service names", async () => {
    const out = await sendResult(
      answer(() => json(429, { error: "slow down" }, { "retry-after": "7" })),
      "2026-12-01",
      BODY,
    );
    expect(out).toEqual({ kind: "later", service: "available", retryMs: 7000 });
  });

  it("a page that is not the service, or no network: later", async () => {
    expect(
      await sendResult(
        answer(() => html(404)),
        "2026-12-01",
        BODY,
      ),
    ).toEqual({
      kind: "later",
      service: "absent",
    });
    expect(await sendResult(noNetwork, "2026-12-01", BODY)).toEqual({
      kind: "later",
      service: "down",
    });
  });
});

describe("reading a board", () => {
  it("asks for the top 50 of a board and the player's row, and reads the answer", async () => {
    const urls: string[] = [];
    const out = await fetchBoard(
      async (url) => {
        urls.push(url);
        return json(200, BOARD);
      },
      "2026-12-01",
      "clean",
      BODY.player,
    );
    expect(urls).toEqual([
      `api/daily/2026-12-01/leaderboard?board=clean&limit=50&player=${BODY.player}`,
    ]);
    expect(out.kind === "ok" && out.board.entries[1]?.name).toBe("<b>Bo</b>");
    expect(out.kind === "ok" && out.board.you?.rank).toBe(2);
  });

  it("without a player there is no own row", async () => {
    const { you: _, ...anonymous } = BOARD;
    const out = await fetchBoard(
      answer(() => json(200, anonymous)),
      "2026-12-01",
      "all",
      undefined,
    );
    expect(out.kind === "ok" && out.board.you).toBeNull();
  });

  it.each([
    ["a static site", answer(() => html(200)), { kind: "unavailable", service: "absent" }],
    ["no network", noNetwork, { kind: "unavailable", service: "down" }],
    [
      "a date to come",
      answer(() => json(404, { error: "not begun" })),
      { kind: "error", error: "not begun" },
    ],
    [
      "an answer of another shape",
      answer(() => json(200, { ...BOARD, players: "two" })),
      { kind: "error", error: "the board's answer could not be read" },
    ],
  ] as const)("%s", async (_what, fetchFn, outcome) => {
    expect(await fetchBoard(fetchFn, "2026-12-01", "all", undefined)).toEqual(outcome);
  });
});
