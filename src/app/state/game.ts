import { computed, signal } from "@preact/signals";
import { nextAutoMove } from "../../core/autoplay.js";
import { dealDeck } from "../../core/deal.js";
import { Game } from "../../core/game.js";
import type { Move } from "../../core/move.js";
import type { Result } from "../../core/result.js";
import type { Rules } from "../../core/rules.js";
import { type Outlook, OutlookSearch } from "../../core/stuck.js";
import { type GameSettings, SPEED_MS } from "../settings/settings.js";

/** What happened to the game, for whoever keeps saves, statistics and announcements. */
export type GameEvent =
  | {
      readonly type: "start";
      readonly deal: number;
      readonly rules: Rules;
      readonly abandoned: boolean;
    }
  | { readonly type: "move"; readonly move: Move; readonly auto: boolean }
  | { readonly type: "undo" | "redo" | "restart" }
  | { readonly type: "won"; readonly ms: number; readonly moves: number }
  | { readonly type: "stuck" };

type Listener = (e: GameEvent) => void;

/** The bounded dead-end search: positions in all, and per slice of work between frames. */
const OUTLOOK_NODES = 20_000;
const OUTLOOK_SLICE = 800;
/** The table is still this long after a change before the dead-end search starts. */
const OUTLOOK_DELAY_MS = 300;

/**
 * The game on the table: the engine's game with its history, the deal, the clock and what
 * the table knows of the way forward. Every change goes through the methods below and is
 * announced to subscribers; `version` is bumped on every change of the position.
 */
export class GameState {
  game: Game;
  deal: number;
  readonly version = signal(0);
  /** "open" while a foundation can still take a card; "stuck" or "lost" when not. */
  readonly outlook = signal<Outlook | "lost">("open");
  readonly won = signal(false);
  readonly moveCount = computed(() => {
    this.version.value;
    return this.game.moveCount();
  });
  private readonly listeners = new Set<Listener>();
  private autoTimer: ReturnType<typeof setTimeout> | undefined;
  private checkTimer: ReturnType<typeof setTimeout> | undefined;
  /** Time banked before the current stretch of play, and when that stretch started. */
  private banked = 0;
  private since: number | undefined;

  constructor(
    deal: number,
    rules: Rules,
    private readonly settings: () => GameSettings,
  ) {
    this.game = new Game(dealDeck(deal), rules);
    this.deal = deal;
  }

  subscribe(fn: Listener): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private emit(e: GameEvent): void {
    for (const fn of this.listeners) fn(e);
  }

  get rules(): Rules {
    return this.game.rules;
  }

  /** Whether the player has made a move in this deal (leaving it then counts as a loss). */
  started(): boolean {
    return this.game.moves().length > 0 && !this.won.value;
  }

  elapsed(): number {
    return this.banked + (this.since === undefined ? 0 : performance.now() - this.since);
  }

  /** Pauses the clock while the page is hidden; resumes it when shown during a game. */
  pauseClock(paused: boolean): void {
    if (paused && this.since !== undefined) {
      this.banked = this.elapsed();
      this.since = undefined;
    } else if (!paused && this.since === undefined && this.started()) {
      this.since = performance.now();
    }
  }

  /** A fresh deal. */
  newDeal(deal: number, rules: Rules): void {
    const abandoned = this.started();
    this.begin(new Game(dealDeck(deal), rules), deal, 0, abandoned);
    this.scheduleAuto();
  }

  /**
   * Puts back a saved game: its deal, rules, every move with its automatic flag (so that undo
   * and redo work as before) and the time already played. The reason when the moves do not
   * replay; the game in hand is kept then.
   */
  resume(
    deal: number,
    rules: Rules,
    moves: readonly Move[],
    auto: readonly boolean[],
    ms: number,
  ): Result<Game> {
    const r = Game.replay(dealDeck(deal), rules, moves, auto);
    if (r.ok) this.load(r.value, deal, ms);
    return r;
  }

  /** Puts back a restored game as it is (with its redo tail) and the time already played. */
  load(game: Game, deal: number, ms: number): void {
    this.begin(game, deal, ms, false);
    this.scheduleCheck();
  }

  /** Every way a game comes onto the table: timers stopped, the clock set, subscribers told. */
  private begin(game: Game, deal: number, ms: number, abandoned: boolean): void {
    this.stopTimers();
    this.game = game;
    this.deal = deal;
    this.banked = ms;
    this.since = undefined;
    this.won.value = false;
    this.changed();
    this.emit({ type: "start", deal, rules: game.rules, abandoned });
  }

  /**
   * Back to the deal as dealt, with the clock at zero: every move undone (redo brings them
   * back). For the statistics the game played so far ends there, as a loss.
   */
  restart(): void {
    this.stopTimers();
    while (this.game.undo()) {}
    this.banked = 0;
    this.since = undefined;
    this.changed();
    this.emit({ type: "restart" });
    this.scheduleCheck();
  }

  /** Plays the player's move; automatic moves to the foundations follow one by one. */
  play(move: Move): Result<Move> {
    if (this.won.value) return { ok: false, error: "the deal is won" };
    const r = this.game.play(move);
    if (!r.ok) return r;
    if (this.since === undefined) this.since = performance.now();
    this.stopTimers();
    this.changed();
    this.emit({ type: "move", move, auto: false });
    this.scheduleAuto();
    return r;
  }

  undo(): boolean {
    this.stopTimers();
    if (!this.game.undo()) return false;
    this.changed();
    this.emit({ type: "undo" });
    this.scheduleCheck();
    return true;
  }

  redo(): boolean {
    this.stopTimers();
    if (!this.game.redo()) return false;
    this.changed();
    this.emit({ type: "redo" });
    this.scheduleCheck();
    return true;
  }

  private stopTimers(): void {
    clearTimeout(this.autoTimer);
    clearTimeout(this.checkTimer);
    this.autoTimer = undefined;
  }

  /** One automatic move after each flight; the whole chain undoes with the player's move. */
  private scheduleAuto(): void {
    const { auto, speed } = this.settings();
    const m = nextAutoMove(this.game.position, auto);
    if (m === undefined || this.won.value) {
      this.scheduleCheck();
      return;
    }
    const step = () => {
      this.game.play(m, true);
      this.changed();
      this.emit({ type: "move", move: m, auto: true });
      this.scheduleAuto();
    };
    const ms = SPEED_MS[speed];
    if (ms === 0) step();
    else this.autoTimer = setTimeout(step, ms * 0.8);
  }

  private changed(): void {
    const pos = this.game.position;
    if (pos.isWon() && !this.won.value) {
      this.banked = this.elapsed();
      this.since = undefined;
      this.won.value = true;
      this.outlook.value = "open";
      this.version.value++;
      this.emit({ type: "won", ms: this.banked, moves: this.game.moveCount() });
      return;
    }
    // Undo after a win: the game is on again (the clock restarts with the next move).
    if (!pos.isWon()) this.won.value = false;
    this.outlook.value = "open";
    this.version.value++;
  }

  /**
   * Looks for a dead end once the table is still, in slices of a few milliseconds so that the
   * page never freezes; any change to the game stops the search (stopTimers).
   */
  private scheduleCheck(): void {
    clearTimeout(this.checkTimer);
    this.checkTimer = setTimeout(() => {
      const pos = this.game.position;
      if (this.won.value) return;
      if (pos.legalMoves().length === 0) {
        this.outlook.value = "lost";
        this.emit({ type: "stuck" });
        return;
      }
      const search = new OutlookSearch(pos, OUTLOOK_NODES);
      const slice = () => {
        const status = search.run(OUTLOOK_SLICE);
        if (status === undefined) {
          this.checkTimer = setTimeout(slice, 0);
          return;
        }
        this.outlook.value = status;
        if (status === "stuck") this.emit({ type: "stuck" });
      };
      slice();
    }, OUTLOOK_DELAY_MS);
  }
}
