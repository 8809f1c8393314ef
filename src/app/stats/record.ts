import * as v from "valibot";
import { isDealNumber, makeDeal } from "../../core/deal.js";
import type { Game } from "../../core/game.js";
import { err, ok, type Result } from "../../core/result.js";
import { makeRules } from "../../core/rules.js";
import { casinoScore } from "../../core/score.js";
import { makeMove } from "../../core/token.js";
import { DEAL_VERDICTS, type DealVerdict } from "../../fair/review.js";

export const RESULTS = ["playing", "won", "lost", "abandoned"] as const;
/** "lost": left when no card could reach a foundation any more; "abandoned": left earlier. */
export type GameResult = (typeof RESULTS)[number];

/** Version of the game record written by this code. */
export const RECORD_VERSION = 2;

/** One game, from its first move (schema v2). Times are epoch milliseconds. */
export interface GameRecord {
  readonly v: 2;
  readonly id: string;
  readonly deal: number | null;
  /** Deal string when the deal has no number. */
  readonly cards: string | null;
  /** Rules text (makeRules), e.g. "classic" or "classic,draw=1". */
  readonly variant: string;
  readonly started: number;
  readonly ended: number | null;
  readonly result: GameResult;
  /** Player's moves (automatic ones not counted). */
  readonly moves: number;
  readonly ms: number;
  /** Cards on the foundations at the end (or now). */
  readonly foundation: number;
  /** Casino net: $5 a foundation card less the $52 stake. */
  readonly casino: number;
  readonly hints: number;
  /** The computer played (part of) it: never counts as won. */
  readonly demo: boolean;
  /** YYYY-MM-DD of the daily deal, or null. */
  readonly daily: string | null;
  /**
   * The moves played, as tokens, with their automatic flags: so that a finished game can be
   * reviewed later. Missing in records written before they were kept.
   */
  readonly line?: readonly string[];
  readonly auto?: readonly boolean[];
  /** The all-seeing solver's verdict on the deal, once a finished game has been reviewed. */
  readonly verdict?: DealVerdict;
  /**
   * For a game not won on a winnable deal: the moves after which it could still be won (the
   * next move lost it); null when not known.
   */
  readonly lastWinnable?: number | null;
}

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const time = v.pipe(v.number(), v.minValue(0));

const RecordV2 = v.object({
  v: v.literal(2),
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  deal: v.nullable(v.pipe(count, v.maxValue(0xffffffff))),
  cards: v.nullable(v.pipe(v.string(), v.length(104))),
  variant: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  started: time,
  ended: v.nullable(time),
  result: v.picklist(RESULTS),
  moves: count,
  ms: time,
  foundation: v.pipe(count, v.maxValue(52)),
  casino: v.pipe(v.number(), v.integer(), v.minValue(-52), v.maxValue(208)),
  hints: count,
  demo: v.boolean(),
  daily: v.nullable(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))),
  line: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(8))), v.maxLength(20_000))),
  auto: v.optional(v.pipe(v.array(v.boolean()), v.maxLength(20_000))),
  verdict: v.optional(v.picklist(DEAL_VERDICTS)),
  lastWinnable: v.optional(v.nullable(count)),
});

/** Schema v1: finished games only, no casino, hints, demo or daily fields. */
const RecordV1 = v.object({
  v: v.literal(1),
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  deal: v.pipe(count, v.maxValue(0xffffffff)),
  variant: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  started: time,
  ended: time,
  result: v.picklist(["won", "lost"]),
  moves: count,
  ms: time,
  foundation: v.pipe(count, v.maxValue(52)),
});
export type GameRecordV1 = v.InferOutput<typeof RecordV1>;

export const describeIssue = (issues: readonly v.BaseIssue<unknown>[]): string => {
  const first = issues[0];
  if (!first) return "unknown problem";
  const path = v.getDotPath(first);
  return path ? `${path}: ${first.message}` : first.message;
};

/** v1 → v2: the casino net follows from the foundation cards; no hints, no demo, no daily. */
export function migrateRecordV1(old: GameRecordV1): GameRecord {
  return {
    ...old,
    v: 2,
    cards: null,
    casino: 5 * old.foundation - 52,
    hints: 0,
    demo: false,
    daily: null,
  };
}

/** Reads a stored or imported record of any known version into the current one. */
export function readGameRecord(raw: unknown): Result<GameRecord> {
  const version = typeof raw === "object" && raw !== null ? (raw as { v?: unknown }).v : undefined;
  if (version === 1) {
    const r = v.safeParse(RecordV1, raw);
    return r.success ? ok(migrateRecordV1(r.output)) : err(describeIssue(r.issues));
  }
  if (version === 2) {
    const r = v.safeParse(RecordV2, raw);
    if (!r.success) return err(describeIssue(r.issues));
    if ((r.output.deal === null) === (r.output.cards === null))
      return err("a game names its deal by number or by cards, exactly one of them");
    return ok(r.output);
  }
  if (typeof version === "number" && version > RECORD_VERSION)
    return err(`a game record from a newer version of Canfield (format ${version})`);
  return err("not a game record");
}

export interface NewRecordInfo {
  readonly id: string;
  readonly deal?: number | undefined;
  readonly started: number;
  readonly daily?: string | null;
}

/** The record of a game as it stands: call it on the first move and after every change. */
export function recordOf(
  game: Game,
  info: NewRecordInfo,
  live: {
    readonly ms: number;
    readonly hints?: number;
    readonly demo?: boolean;
    readonly now?: number;
  },
): GameRecord {
  const hasNumber = info.deal !== undefined && isDealNumber(info.deal);
  const won = game.position.isWon();
  const demo = live.demo ?? false;
  return {
    v: 2,
    id: info.id,
    deal: hasNumber ? (info.deal as number) : null,
    cards: hasNumber ? null : makeDeal(game.deck),
    variant: makeRules(game.rules),
    started: info.started,
    ended: won ? (live.now ?? Date.now()) : null,
    result: won ? "won" : "playing",
    moves: game.moveCount(),
    ms: Math.max(0, Math.round(live.ms)),
    foundation: game.position.cardsOnFoundations(),
    casino: casinoScore(game.position),
    hints: live.hints ?? 0,
    demo,
    daily: info.daily ?? null,
    line: game.moves().map(makeMove),
    auto: game.autoFlags(),
  };
}

/** Ends a game that was left: "lost" when it was stuck, "abandoned" otherwise. */
export function finishRecord(r: GameRecord, stuck: boolean, ended = Date.now()): GameRecord {
  if (r.result !== "playing") return r;
  return { ...r, result: stuck ? "lost" : "abandoned", ended };
}
