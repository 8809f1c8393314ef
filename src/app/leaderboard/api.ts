import * as v from "valibot";
import { type Standing, StandingSchema } from "./entry.js";

/**
 * The leaderboard service's API as the game calls it (docs/server.md): same origin, JSON.
 * Every call resolves to a value saying what happened; nothing throws.
 */

export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * What the game knows of the service: it answers; the site has none (a plain static site,
 * where /api/health is the game's own page or a 404); it is there but failing; the network is
 * not there. "unknown" until asked.
 */
export const SERVICES = ["unknown", "available", "absent", "down", "offline"] as const;
export type Service = (typeof SERVICES)[number];

export const BOARDS = ["all", "clean"] as const;
export type BoardKind = (typeof BOARDS)[number];

/** The board's list is this long; the player's own row comes apart when it is further down. */
export const BOARD_LIMIT = 50;
/** A request that takes longer is given up (the result is sent later). */
const TIMEOUT_MS = 15_000;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

const Row = v.object({
  rank: v.pipe(count, v.minValue(1)),
  name: v.string(),
  won: v.boolean(),
  cards: v.pipe(count, v.maxValue(52)),
  moves: count,
  ms: count,
});

const BoardSchema = v.object({
  date: v.string(),
  board: v.picklist(BOARDS),
  players: count,
  entries: v.array(Row),
  you: v.optional(
    v.nullable(v.object({ ...Row.entries, beat: v.pipe(v.number(), v.minValue(0)) })),
    null,
  ),
  histogram: v.object({
    cards: v.array(count),
    moves: v.object({ from: count, width: v.pipe(count, v.minValue(1)), players: v.array(count) }),
  }),
});

export type BoardRow = v.InferOutput<typeof Row>;
export type Board = v.InferOutput<typeof BoardSchema>;

/** The result as the service takes it. */
export interface ResultBody {
  readonly player: string;
  readonly name: string;
  readonly moves: string;
  readonly ms: number;
  readonly hints: number;
  readonly undos: number;
}

export type SendOutcome =
  | { readonly kind: "kept"; readonly standing: Standing }
  /** The player had a result for the date already: the first one counts (409). */
  | { readonly kind: "duplicate" }
  /** Refused for good (a bad result, the date closed): never sent again. */
  | { readonly kind: "refused"; readonly error: string }
  /** Not now: try again later. `retryMs` when the service said how long to wait. */
  | { readonly kind: "later"; readonly service: Service; readonly retryMs?: number };

export type BoardOutcome =
  | { readonly kind: "ok"; readonly board: Board }
  | { readonly kind: "unavailable"; readonly service: Service }
  | { readonly kind: "error"; readonly error: string };

type Answer =
  | {
      readonly kind: "json";
      readonly status: number;
      readonly body: unknown;
      readonly res: Response;
    }
  | { readonly kind: "other"; readonly status: number }
  | { readonly kind: "failed"; readonly service: Service };

const isOffline = (): boolean => typeof navigator !== "undefined" && navigator.onLine === false;

/** One request; an answer that is not the service's JSON is told apart from no answer at all. */
async function call(fetchFn: Fetch, url: string, init: RequestInit = {}): Promise<Answer> {
  let res: Response;
  try {
    res = await fetchFn(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    return { kind: "failed", service: isOffline() ? "offline" : "down" };
  }
  const type = res.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) return { kind: "other", status: res.status };
  try {
    return { kind: "json", status: res.status, body: await res.json(), res };
  } catch {
    return { kind: "other", status: res.status };
  }
}

const errorOf = (body: unknown, status: number): string => {
  const e = (body as { error?: unknown } | null)?.error;
  return typeof e === "string" && e !== "" ? e.slice(0, 500) : `the service answered ${status}`;
};

/** A reply without the service's JSON: a site without the API, or a proxy's error page. */
const notTheService = (status: number): Service => (status >= 500 ? "down" : "absent");

/** Whether the service is there: GET /api/health answers {"ok": true}. */
export async function checkService(fetchFn: Fetch, base = "api/"): Promise<Service> {
  const a = await call(fetchFn, `${base}health`, { headers: { accept: "application/json" } });
  if (a.kind === "failed") return a.service;
  if (a.kind === "other") return notTheService(a.status);
  return a.status === 200 && (a.body as { ok?: unknown } | null)?.ok === true
    ? "available"
    : "down";
}

/** POST /api/daily/DATE/results. */
export async function sendResult(
  fetchFn: Fetch,
  day: string,
  body: ResultBody,
  base = "api/",
): Promise<SendOutcome> {
  const a = await call(fetchFn, `${base}daily/${day}/results`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  if (a.kind === "failed") return { kind: "later", service: a.service };
  if (a.kind === "other") return { kind: "later", service: notTheService(a.status) };
  if (a.status === 201) {
    const s = v.safeParse(StandingSchema, a.body);
    return s.success ? { kind: "kept", standing: s.output } : { kind: "duplicate" };
  }
  if (a.status === 409) return { kind: "duplicate" };
  if (a.status === 429) {
    const after = Number(a.res.headers.get("retry-after"));
    return {
      kind: "later",
      service: "available",
      retryMs: Number.isFinite(after) && after > 0 ? after * 1000 : 60_000,
    };
  }
  // The date has not begun anywhere: only a clock ahead of the world's does that; it will.
  if (a.status === 404) return { kind: "later", service: "available", retryMs: 3_600_000 };
  if (a.status >= 400 && a.status < 500)
    return { kind: "refused", error: errorOf(a.body, a.status) };
  return { kind: "later", service: "down" };
}

/** GET /api/daily/DATE/leaderboard: the top of one board and, given an id, the player's own row. */
export async function fetchBoard(
  fetchFn: Fetch,
  day: string,
  board: BoardKind,
  player: string | undefined,
  base = "api/",
): Promise<BoardOutcome> {
  const q = new URLSearchParams({ board, limit: String(BOARD_LIMIT) });
  if (player !== undefined) q.set("player", player);
  const a = await call(fetchFn, `${base}daily/${day}/leaderboard?${q}`, {
    headers: { accept: "application/json" },
  });
  if (a.kind === "failed") return { kind: "unavailable", service: a.service };
  if (a.kind === "other") return { kind: "unavailable", service: notTheService(a.status) };
  if (a.status >= 500) return { kind: "unavailable", service: "down" };
  if (a.status !== 200) return { kind: "error", error: errorOf(a.body, a.status) };
  const b = v.safeParse(BoardSchema, a.body);
  return b.success
    ? { kind: "ok", board: b.output }
    : { kind: "error", error: "the board's answer could not be read" };
}
