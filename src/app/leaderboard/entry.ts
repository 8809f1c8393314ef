import * as v from "valibot";
import { err, ok, type Result } from "../../core/result.js";
import type { GameEnd } from "../persist/session.js";
import { describeIssue } from "../stats/record.js";

/** Version of the outbox record written by this code. */
export const ENTRY_VERSION = 1;

export const ENTRY_STATES = ["waiting", "sent", "refused"] as const;
/** Waiting to be sent; kept by the board (or sent before: a 409); refused by the board for good. */
export type EntryState = (typeof ENTRY_STATES)[number];

/** What the board answered to a result it kept. */
export interface Standing {
  readonly rank: number;
  readonly players: number;
  /** The share of the date's other players ranked below, 0…1. */
  readonly beat: number;
}

/**
 * One daily result in the outbox (IndexedDB store "outbox", keyed by its date): the first
 * game of a date that ended, as it will be sent, and what became of it. The name is not kept
 * here: the result goes under the name the player has when it is sent.
 */
export interface OutboxEntry {
  readonly v: 1;
  /** The daily date, YYYY-MM-DD (the store's key). */
  readonly day: string;
  /** The game record's id (stats/record.ts). */
  readonly game: string;
  /** The player's id (a UUID) the result is sent under. */
  readonly player: string;
  /** Every move played, automatic ones included: canonical tokens one space apart. */
  readonly moves: string;
  readonly ms: number;
  readonly hints: number;
  readonly undos: number;
  readonly won: boolean;
  readonly cards: number;
  /** Epoch milliseconds when the game ended. */
  readonly made: number;
  readonly state: EntryState;
  /** The board's answer when it kept the result; null before, or when it had it already. */
  readonly standing: Standing | null;
  /** The board's reason when it refused the result. */
  readonly error: string | null;
  /** Epoch milliseconds when it was sent or refused. */
  readonly settled: number | null;
}

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (s: string): boolean => UUID.test(s);

export const StandingSchema = v.object({
  rank: v.pipe(count, v.minValue(1)),
  players: v.pipe(count, v.minValue(1)),
  beat: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
});

const EntryV1 = v.object({
  v: v.literal(1),
  day: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  game: v.pipe(v.string(), v.maxLength(100)),
  player: v.pipe(v.string(), v.regex(UUID)),
  moves: v.pipe(v.string(), v.maxLength(64 * 1024)),
  ms: count,
  hints: count,
  undos: count,
  won: v.boolean(),
  cards: v.pipe(count, v.maxValue(52)),
  made: v.number(),
  state: v.picklist(ENTRY_STATES),
  standing: v.nullable(StandingSchema),
  error: v.nullable(v.pipe(v.string(), v.maxLength(500))),
  settled: v.nullable(v.number()),
});

/** Reads a stored outbox record; an error names what is wrong. */
export function readEntry(raw: unknown): Result<OutboxEntry> {
  const version = typeof raw === "object" && raw !== null ? (raw as { v?: unknown }).v : undefined;
  if (version === 1) {
    const r = v.safeParse(EntryV1, raw);
    return r.success ? ok(r.output) : err(`daily result: ${describeIssue(r.issues)}`);
  }
  return err(
    typeof version === "number" && version > ENTRY_VERSION
      ? `a daily result from a newer version of Canfield (format ${version})`
      : "not a daily result",
  );
}

/** The outbox record of a daily game that just ended, waiting to be sent. */
export function entryOf(
  end: GameEnd & { readonly daily: string },
  player: string,
  now: number,
): OutboxEntry {
  return {
    v: 1,
    day: end.daily,
    game: end.id,
    player,
    moves: end.moves.join(" "),
    ms: end.ms,
    hints: end.hints,
    undos: end.undos,
    won: end.cards === 52,
    cards: end.cards,
    made: now,
    state: "waiting",
    standing: null,
    error: null,
    settled: null,
  };
}

/**
 * Whether a game that ended on a date goes to the outbox: a daily game the player played
 * (not the computer), and the first of its date, unless that one was refused (the board then
 * holds nothing of the date, so the next game may count).
 */
export function counts(
  end: GameEnd,
  existing: OutboxEntry | undefined,
): end is GameEnd & {
  readonly daily: string;
} {
  if (end.daily === null || end.demo) return false;
  return existing === undefined || existing.state === "refused";
}
