import { computed, signal } from "@preact/signals";
import { nextAutoMove } from "../core/autoplay.js";
import { dealDeck } from "../core/deal.js";
import { Game } from "../core/game.js";
import type { Move } from "../core/move.js";
import type { Result } from "../core/result.js";
import type { Rules } from "../core/rules.js";
import { type Outlook, OutlookSearch } from "../core/stuck.js";
import { loadSettings, rulesOf, type Settings, SPEED_MS, saveSettings } from "./settings.js";

/** What happened, for whoever keeps saves and statistics (issue 5 hooks in here). */
export type StoreEvent =
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

type Listener = (e: StoreEvent) => void;

/**
 * The one place that holds the game, its settings and its timer. Components read the
 * signals; every change goes through the actions below and is announced to subscribers.
 */
export class Store {
  readonly settings = signal<Settings>(loadSettings());
  readonly storageFailed = signal(false);
  game: Game;
  deal = 0;
  /** Bumped on every change of the position, so that views know to redraw. */
  readonly version = signal(0);
  /** "open" while a foundation can still take a card; "stuck" or "lost" when not. */
  readonly outlook = signal<Outlook | "lost">("open");
  readonly won = signal(false);
  private readonly listeners = new Set<Listener>();
  private autoTimer: ReturnType<typeof setTimeout> | undefined;
  private checkTimer: ReturnType<typeof setTimeout> | undefined;
  /** Timer: time banked before the current stretch, and when the stretch started (or undefined). */
  private banked = 0;
  private since: number | undefined;

  readonly moveCount = computed(() => {
    this.version.value;
    return this.game.moveCount();
  });

  constructor(deal: number, rules: Rules) {
    this.game = new Game(dealDeck(deal), rules);
    this.deal = deal;
  }

  subscribe(fn: Listener): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private emit(e: StoreEvent): void {
    for (const fn of this.listeners) fn(e);
  }

  get rules(): Rules {
    return this.game.rules;
  }

  /** Whether the player has made a move in this deal (leaving it then counts as abandoned). */
  started(): boolean {
    return this.game.moves().length > 0 && !this.won.value;
  }

  elapsed(): number {
    return this.banked + (this.since === undefined ? 0 : performance.now() - this.since);
  }

  /** Pauses the clock while the page is hidden; resumes it on the next move or when shown. */
  pauseClock(paused: boolean): void {
    if (paused && this.since !== undefined) {
      this.banked = this.elapsed();
      this.since = undefined;
    } else if (!paused && this.since === undefined && this.started()) {
      this.since = performance.now();
    }
  }

  newDeal(deal: number, rules: Rules = rulesOf(this.settings.value)): void {
    const abandoned = this.started();
    this.stopTimers();
    this.game = new Game(dealDeck(deal), rules);
    this.deal = deal;
    this.banked = 0;
    this.since = undefined;
    this.won.value = false;
    this.changed();
    this.emit({ type: "start", deal, rules, abandoned });
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
    if (!r.ok) return r;
    this.stopTimers();
    this.game = r.value;
    this.deal = deal;
    this.banked = ms;
    this.since = undefined;
    this.won.value = false;
    this.changed();
    this.emit({ type: "start", deal, rules, abandoned: false });
    this.scheduleCheck();
    return r;
  }

  /**
   * Puts back a restored game as it is (persist/restoreGame: played moves, automatic flags
   * and the redo tail) with the time already played on the clock.
   */
  load(game: Game, deal: number, ms: number): void {
    this.stopTimers();
    this.game = game;
    this.deal = deal;
    this.banked = ms;
    this.since = undefined;
    this.won.value = false;
    this.changed();
    this.emit({ type: "start", deal, rules: game.rules, abandoned: false });
    this.scheduleCheck();
  }

  restart(): void {
    this.stopTimers();
    while (this.game.undo()) {}
    this.changed();
    this.emit({ type: "restart" });
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
    return true;
  }

  redo(): boolean {
    this.stopTimers();
    if (!this.game.redo()) return false;
    this.changed();
    this.emit({ type: "redo" });
    return true;
  }

  updateSettings(patch: Partial<Settings>): void {
    this.settings.value = { ...this.settings.value, ...patch };
    this.storageFailed.value = !saveSettings(this.settings.value);
  }

  private stopTimers(): void {
    clearTimeout(this.autoTimer);
    clearTimeout(this.checkTimer);
    this.autoTimer = undefined;
  }

  /** One automatic move after each animation; the whole chain undoes with the player's move. */
  private scheduleAuto(): void {
    const mode = this.settings.value.auto;
    const m = nextAutoMove(this.game.position, mode);
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
    const ms = SPEED_MS[this.settings.value.speed];
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
      const search = new OutlookSearch(pos, 20_000);
      const slice = () => {
        const status = search.run(800);
        if (status === undefined) {
          this.checkTimer = setTimeout(slice, 0);
          return;
        }
        this.outlook.value = status;
        if (status === "stuck") this.emit({ type: "stuck" });
      };
      slice();
    }, 300);
  }

  /** After undo, redo and restart the position may be a dead end too. */
  recheck(): void {
    this.scheduleCheck();
  }
}
