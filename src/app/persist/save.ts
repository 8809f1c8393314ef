import * as v from "valibot";
import { type Deck, dealDeck, isDealNumber, makeDeal, parseDeal } from "../../core/deal.js";
import { Game } from "../../core/game.js";
import { countOf, isPileToPile, type Move } from "../../core/move.js";
import { err, ok, type Result } from "../../core/result.js";
import { makeRules, parseRules } from "../../core/rules.js";
import { makeMove, parseMove } from "../../core/token.js";
import {
  DEFAULT_GAME_SETTINGS,
  type GameSettings,
  parseGameSettings,
} from "../settings/settings.js";
import { describeIssue } from "../stats/record.js";

/** Version of the in-progress save record written by this code. */
export const SAVE_VERSION = 2;

/**
 * The game in progress as stored (schema v2). Moves are canonical tokens (docs/rules.md §3)
 * rather than the engine's integers, so that a save outlives any change of the internal encoding.
 * `moves` holds the played moves followed by the redo tail; `cursor` says where the tail
 * starts; `auto[i]` says whether move i was automatic (undone together with the move before).
 */
export interface SavedGame {
  readonly v: 2;
  /** Id of this game's statistics record (stats/record.ts); "" before the first move. */
  readonly gameId: string;
  /** Deal number, or null when the deal is given by `cards`. */
  readonly deal: number | null;
  /** 104-character deal string when the deal has no number. */
  readonly cards: string | null;
  /** Rules text (makeRules): a preset name or a preset with overrides. */
  readonly rules: string;
  readonly moves: readonly string[];
  readonly auto: readonly boolean[];
  readonly cursor: number;
  /** Time on the clock, in milliseconds. */
  readonly ms: number;
  readonly settings: GameSettings;
  readonly hints: number;
  /** Moves taken back with Undo (a save written before they were counted reads as 0). */
  readonly undos: number;
  /** The computer played (part of) this game: it cannot count as won. */
  readonly demo: boolean;
  /** YYYY-MM-DD when this is a daily deal. */
  readonly daily: string | null;
  /** The tab that wrote it and its revision number (see storage.ts on two tabs). */
  readonly tabId: string;
  readonly revision: number;
  /** Epoch milliseconds of the write. */
  readonly savedAt: number;
}

/** What the game itself contributes to a save; storage adds tabId, revision and savedAt. */
export type GameSnapshot = Omit<SavedGame, "v" | "tabId" | "revision" | "savedAt">;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const date = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

const SaveV2 = v.object({
  v: v.literal(2),
  gameId: v.pipe(v.string(), v.maxLength(100)),
  deal: v.nullable(v.pipe(count, v.maxValue(0xffffffff))),
  cards: v.nullable(v.pipe(v.string(), v.length(104))),
  rules: v.pipe(v.string(), v.maxLength(200)),
  moves: v.array(v.pipe(v.string(), v.maxLength(8))),
  auto: v.array(v.boolean()),
  cursor: count,
  ms: v.pipe(v.number(), v.minValue(0)),
  settings: v.unknown(),
  hints: count,
  undos: v.optional(count, 0),
  demo: v.boolean(),
  daily: v.nullable(date),
  tabId: v.string(),
  revision: count,
  savedAt: v.number(),
});

/** Schema v1 (the first release): moves as one string of tokens, no automatic flags, no redo tail. */
const SaveV1 = v.object({
  v: v.literal(1),
  deal: v.pipe(count, v.maxValue(0xffffffff)),
  rules: v.string(),
  moves: v.string(),
  ms: v.pipe(v.number(), v.minValue(0)),
  savedAt: v.optional(v.number()),
});

export type SavedGameV1 = v.InferOutput<typeof SaveV1>;

/**
 * v1 → v2. v1 kept no automatic flags, so every old move becomes its own undo step; the
 * position after the moves is the same. The game gets a fresh id.
 */
export function migrateSaveV1(old: SavedGameV1): SavedGame {
  const moves = old.moves.split(/\s+/).filter((t) => t !== "");
  return {
    v: 2,
    gameId: `v1-${old.deal}-${old.savedAt ?? 0}`,
    deal: old.deal,
    cards: null,
    rules: old.rules,
    moves,
    auto: moves.map(() => false),
    cursor: moves.length,
    ms: old.ms,
    settings: DEFAULT_GAME_SETTINGS,
    hints: 0,
    undos: 0,
    demo: false,
    daily: null,
    tabId: "",
    revision: 0,
    savedAt: old.savedAt ?? 0,
  };
}

/**
 * Reads a stored save of any known version and brings it to the current one; an error
 * names what is wrong. It also checks that the moves replay, so a save that reads is one
 * that restores.
 */
export function readSave(raw: unknown): Result<SavedGame> {
  const version = typeof raw === "object" && raw !== null ? (raw as { v?: unknown }).v : undefined;
  let save: SavedGame;
  if (version === 1) {
    const r = v.safeParse(SaveV1, raw);
    if (!r.success) return err(`saved game (version 1) is damaged: ${describeIssue(r.issues)}`);
    save = migrateSaveV1(r.output);
  } else if (version === 2) {
    const r = v.safeParse(SaveV2, raw);
    if (!r.success) return err(`saved game is damaged: ${describeIssue(r.issues)}`);
    save = { ...r.output, settings: parseGameSettings(r.output.settings) };
  } else {
    return err(
      typeof version === "number" && version > SAVE_VERSION
        ? `saved game is from a newer version of Canfield (format ${version})`
        : "saved game is not in a known format",
    );
  }
  const restored = restoreGame(save);
  return restored.ok ? ok(save) : err(restored.error);
}

function deckOf(save: Pick<SavedGame, "deal" | "cards">): Result<Deck> {
  if (save.cards !== null) return parseDeal(save.cards);
  if (save.deal !== null && isDealNumber(save.deal)) return ok(dealDeck(save.deal));
  return err("saved game names no deal");
}

/**
 * Rebuilds the game exactly: played moves, their automatic flags and the redo tail.
 * The tail is replayed and then undone group by group, so redo works as before the save.
 */
export function restoreGame(save: GameSnapshot): Result<Game> {
  const deck = deckOf(save);
  if (!deck.ok) return err(`saved game: ${deck.error}`);
  const rules = parseRules(save.rules);
  if (!rules.ok) return err(`saved game rules: ${rules.error}`);
  const { moves, auto, cursor } = save;
  if (auto.length !== moves.length) return err("saved game: move flags do not match the moves");
  if (cursor > moves.length) return err("saved game: the undo point is past the last move");
  if (cursor < moves.length && auto[cursor] === true)
    return err("saved game: the undo point splits a move from its automatic moves");
  const game = new Game(deck.value, rules.value);
  for (const [i, token] of moves.entries()) {
    const m = parseMove(game.position, token);
    if (!m.ok) return err(`saved game: move ${i + 1} "${token}": ${m.error}`);
    game.play(m.value, auto[i] === true);
  }
  const groups = auto.slice(cursor).filter((a) => !a).length;
  for (let g = 0; g < groups; g++) game.undo();
  return ok(game);
}

/**
 * The automatic flags of the redo tail, which Game keeps private: each redo plays one group
 * (a player's move and its automatic moves), so redoing and undoing every group reveals
 * them and leaves the game exactly as it was.
 */
function redoTailFlags(game: Game): boolean[] {
  const flags: boolean[] = [];
  let groups = 0;
  while (game.canRedo()) {
    const before = game.moves().length;
    game.redo();
    groups++;
    const after = game.moves().length;
    for (let i = before; i < after; i++) flags.push(i > before);
  }
  for (let g = 0; g < groups; g++) game.undo();
  return flags;
}

/**
 * A move's token with its card count spelled out between tableau piles ("t1t2:1"), so that a
 * save names every tableau move exactly, whatever a bare token is taken to mean.
 */
export function saveToken(m: Move): string {
  return isPileToPile(m) && countOf(m) === 1 ? `${makeMove(m)}:1` : makeMove(m);
}

export interface SnapshotInfo {
  readonly gameId: string;
  /** Deal number; leave undefined for a deal given by its cards. */
  readonly deal?: number | undefined;
  readonly ms: number;
  readonly settings: GameSettings;
  readonly hints?: number;
  readonly undos?: number;
  readonly demo?: boolean;
  readonly daily?: string | null;
}

/** The game with its whole history, ready for GameStorage.saveCurrent. */
export function snapshotGame(game: Game, info: SnapshotInfo): GameSnapshot {
  const tail = game.redoMoves();
  const tailFlags = redoTailFlags(game);
  const hasNumber = info.deal !== undefined && isDealNumber(info.deal);
  return {
    gameId: info.gameId,
    deal: hasNumber ? (info.deal as number) : null,
    cards: hasNumber ? null : makeDeal(game.deck),
    rules: makeRules(game.rules),
    moves: [...game.moves(), ...tail].map(saveToken),
    auto: [...game.autoFlags(), ...tailFlags],
    cursor: game.moves().length,
    ms: Math.max(0, Math.round(info.ms)),
    settings: info.settings,
    hints: info.hints ?? 0,
    undos: info.undos ?? 0,
    demo: info.demo ?? false,
    daily: info.daily ?? null,
  };
}
