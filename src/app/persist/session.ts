import type { Game } from "../../core/game.js";
import { makeMove } from "../../core/token.js";
import { type GameSettings, gameSettingsOf } from "../settings/settings.js";
import { finishRecord, type GameRecord, recordOf } from "../stats/record.js";
import { type SavedGame, snapshotGame } from "./save.js";
import type { GameStorage, SaveOutcome } from "./storage.js";

/** The game's events that matter here (state/game.ts; structurally the same type). */
export type SessionEvent =
  | { readonly type: "start"; readonly abandoned: boolean }
  | { readonly type: "move"; readonly auto: boolean }
  | { readonly type: "undo" | "redo" | "restart" | "won" | "stuck" };

/** What a session reads of the game on the table. */
export interface GameSource {
  readonly game: Game;
  readonly deal: number;
  elapsed(): number;
  /** The settings; a save keeps the game's part of them. */
  settings(): GameSettings;
}

/** The game on the table as a session reads it: the game state and the settings. */
export function sourceOf(
  state: { readonly game: Game; readonly deal: number; elapsed(): number },
  settings: () => GameSettings,
): GameSource {
  return {
    get game() {
      return state.game;
    },
    get deal() {
      return state.deal;
    },
    elapsed: () => state.elapsed(),
    settings,
  };
}

/** How a started game ended, for whoever sends results (the daily leaderboard). */
export interface GameEnd {
  /** The game record's id. */
  readonly id: string;
  readonly daily: string | null;
  /** Won, at a dead end (no card can reach a foundation any more), or left for another deal or a restart. */
  readonly how: "won" | "stuck" | "left";
  /** Every move played, automatic ones included, as canonical tokens. */
  readonly moves: readonly string[];
  readonly ms: number;
  readonly hints: number;
  readonly undos: number;
  readonly demo: boolean;
  /** Cards on the foundations. */
  readonly cards: number;
}

export interface SessionOptions {
  /** The daily date of the deal being started, if it is a daily deal. */
  readonly daily?: () => string | null;
  /** Another tab saved a newer game in progress: offer to reload or to take over. */
  readonly onStale?: (outcome: Extract<SaveOutcome, { kind: "stale" }>) => void;
  /** Called after each write with whether it reached the disk. */
  readonly onKept?: (kept: boolean) => void;
  readonly now?: () => number;
  readonly newId?: () => string;
}

const defaultId = (): string =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * Keeps the save and the game record in step with the Store: subscribe `handle` to the
 * Store's events. The game record is created at the first move (a game counts from its first
 * move), updated on every change, finished as won, lost (left when stuck) or abandoned.
 * Writes are queued in order; `flush()` waits for them.
 */
export class SaveSession {
  private gameId: string | undefined;
  private started = 0;
  private daily: string | null = null;
  private hints = 0;
  private undos = 0;
  private demo = false;
  private stuck = false;
  /** This game's end was told already (a dead end undone and met again is not a new end). */
  private ended = false;
  /** The moves as of the last event, for the end of a game left after the table changed. */
  private lastMoves: readonly string[] = [];
  private readonly endListeners = new Set<(end: GameEnd) => void>();
  /** The record as of the last event: at "start" the Store already holds the next deal. */
  private last: GameRecord | undefined;
  private pending: Promise<unknown> = Promise.resolve();
  private readonly now: () => number;
  private readonly newId: () => string;

  constructor(
    private readonly storage: GameStorage,
    private readonly source: GameSource,
    private readonly options: SessionOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.newId = options.newId ?? defaultId;
    this.daily = options.daily?.() ?? null;
  }

  /**
   * Continues a restored game (after the game on the table is restoreGame(save)): same
   * record id, hints, undos, demo flag and daily date. `record` is the stored record of that game,
   * for its start time.
   */
  resume(save: SavedGame, record?: GameRecord): void {
    this.gameId = save.gameId === "" ? undefined : save.gameId;
    // The stored record, so that leaving the game before another move still ends it.
    this.last = record?.id === this.gameId && record?.result === "playing" ? record : undefined;
    this.lastMoves = this.source.game.moves().map(makeMove);
    this.started = record?.started ?? Math.max(0, save.savedAt - save.ms);
    this.hints = save.hints;
    this.undos = save.undos;
    this.demo = save.demo;
    this.daily = save.daily;
    this.stuck = false;
    this.ended = false;
  }

  /** Calls fn once for each game that ends after its first move; returns an unsubscribe. */
  onEnd(fn: (end: GameEnd) => void): () => void {
    this.endListeners.add(fn);
    return () => this.endListeners.delete(fn);
  }

  /** The id of the game record being played, if the game has started. */
  get activeId(): string | undefined {
    return this.gameId;
  }

  noteHint(): void {
    this.hints++;
    this.write();
  }

  /** The computer played for the player: this game cannot count as won. */
  noteDemo(): void {
    this.demo = true;
    this.write();
  }

  handle = (e: SessionEvent): void => {
    switch (e.type) {
      case "start":
        this.leave();
        this.daily = this.options.daily?.() ?? null;
        this.write();
        return;
      case "move":
        this.stuck = false;
        if (this.gameId === undefined && !e.auto) {
          this.gameId = this.newId();
          this.started = this.now();
        }
        this.write();
        return;
      case "stuck":
        this.stuck = true;
        this.endNow("stuck");
        return;
      case "restart":
        // The game played so far ends as a loss; playing the deal again is a new game.
        this.leave();
        this.write();
        return;
      case "undo":
        this.stuck = false;
        if (this.gameId !== undefined) this.undos++;
        this.write();
        return;
      case "won":
        this.write();
        this.endNow("won");
        return;
      default:
        this.stuck = false;
        this.write();
    }
  };

  /** Tells the end of the game on the table, as it stands. */
  private endNow(how: "won" | "stuck"): void {
    const game = this.source.game;
    this.tell({
      how,
      moves: game.moves().map(makeMove),
      ms: Math.max(0, Math.round(this.source.elapsed())),
      cards: game.position.cardsOnFoundations(),
    });
  }

  private tell(end: Pick<GameEnd, "how" | "moves" | "ms" | "cards">): void {
    if (this.gameId === undefined || this.ended) return;
    this.ended = true;
    const full: GameEnd = {
      ...end,
      id: this.gameId,
      daily: this.daily,
      hints: this.hints,
      undos: this.undos,
      demo: this.demo,
    };
    for (const fn of this.endListeners) fn(full);
  }

  /** Waits until every write so far is done. */
  flush(): Promise<unknown> {
    return this.pending;
  }

  private record(): GameRecord | undefined {
    if (this.gameId === undefined) return undefined;
    return recordOf(
      this.source.game,
      { id: this.gameId, deal: this.source.deal, started: this.started, daily: this.daily },
      { ms: this.source.elapsed(), hints: this.hints, demo: this.demo, now: this.now() },
    );
  }

  /** The game so far ends (a new deal, a restart): a loss if it had started and was not won. */
  private leave(): void {
    const last = this.last;
    if (last && last.result === "playing") {
      const done = finishRecord(last, this.stuck, this.now());
      this.queue(() => this.storage.putGame(done));
      this.tell({ how: "left", moves: this.lastMoves, ms: last.ms, cards: last.foundation });
    }
    this.gameId = undefined;
    this.last = undefined;
    this.lastMoves = [];
    this.hints = 0;
    this.undos = 0;
    this.demo = false;
    this.stuck = false;
    this.ended = false;
  }

  private queue(fn: () => Promise<unknown>): void {
    this.pending = this.pending.then(fn).catch(() => undefined);
  }

  /**
   * After a stale save (another tab saved a newer game): writes this tab's game over it, and
   * this tab's saves go on from there.
   */
  takeOver(): Promise<unknown> {
    this.write(true);
    return this.pending;
  }

  private write(takeOver = false): void {
    const game = this.source.game;
    // A win stays a win with its time and moves, whatever is undone after it.
    const record = this.last?.result === "won" ? undefined : this.record();
    if (record) {
      this.last = record;
      this.lastMoves = game.moves().map(makeMove);
    }
    const snapshot = snapshotGame(game, {
      gameId: this.gameId ?? "",
      deal: this.source.deal,
      ms: this.source.elapsed(),
      settings: gameSettingsOf(this.source.settings()),
      hints: this.hints,
      undos: this.undos,
      demo: this.demo,
      daily: this.daily,
    });
    this.queue(async () => {
      if (record) {
        // Not inside onKept?.(…): optional chaining would skip the write without a listener.
        const kept = await this.storage.putGame(record);
        this.options.onKept?.(kept);
      }
      const out = await this.storage.saveCurrent(snapshot, { takeOver });
      if (out.kind === "stale") this.options.onStale?.(out);
      else this.options.onKept?.(out.kept);
    });
  }
}
