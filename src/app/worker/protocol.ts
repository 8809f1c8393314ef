import type { Level, Verdict } from "../../deals/levels.js";
import type { GameReview, HintReason, OddsReport } from "../../fair/index.js";

/**
 * Messages between the page and the solver worker. Positions, deals, rules and moves travel
 * as text (the notation of docs/rules.md §3: deal strings, rules text, move tokens), so both
 * sides check what they read.
 */
export type SolverRequest =
  /** A deal of a difficulty level under these rules, scanning deal numbers from `start`. */
  | { readonly type: "find"; readonly level: Level; readonly rules: string; readonly start: number }
  /** The difficulty of one deal. */
  | { readonly type: "rate"; readonly deal: number; readonly rules: string }
  /** A winning line from a position (position text, notation.ts makePosition). */
  | { readonly type: "hint"; readonly position: string; readonly maxNodes?: number }
  /** The computer's verdict on a deal: winnable (and how long its line is) or proved not. */
  | {
      readonly type: "verdict";
      readonly deal: DealRef;
      readonly rules: string;
      readonly maxNodes?: number;
    }
  /**
   * "Where did it go wrong": the latest point in the moves played (only points before a
   * player's move, where undo can stop) from which the solver still finds a win.
   */
  | {
      readonly type: "review";
      readonly deal: DealRef;
      readonly rules: string;
      readonly moves: readonly string[];
      readonly auto?: readonly boolean[];
      readonly maxNodes?: number;
    }
  /** The daily deal of a date YYYY-MM-DD. */
  | { readonly type: "daily"; readonly day: string }
  /**
   * What the player knows after these moves (and the cards seen on lines taken back): the
   * chance to win with its interval, and the fair hint (src/fair).
   */
  | {
      readonly type: "odds";
      readonly deal: DealRef;
      readonly rules: string;
      readonly moves: readonly string[];
      readonly seen?: readonly string[];
      readonly samples?: number;
      readonly seed?: number;
      readonly maxNodes?: number;
    }
  /** The fair computer player's game of a deal: it too sees only what a player sees. */
  | {
      readonly type: "fairPlay";
      readonly deal: DealRef;
      readonly rules: string;
      readonly maxNodes?: number;
    }
  /** For the statistics: the verdict on a finished game's deal and its last winnable point. */
  | {
      readonly type: "gameReview";
      readonly deal: DealRef;
      readonly rules: string;
      readonly moves: readonly string[];
      readonly auto?: readonly boolean[];
      readonly won: boolean;
    };

/** A deal by number or by its 104-character deal string. */
export type DealRef = { readonly number: number } | { readonly cards: string };

export interface SolveAnswer {
  readonly result: "win" | "loss" | "unknown";
  /** For a win: the winning line as move tokens, stock turns one by one. */
  readonly line: readonly string[];
  readonly nodes: number;
}

export interface ResponseOf {
  find: { readonly deal: number; readonly tried: number };
  rate: { readonly verdict: Verdict; readonly nodes: number };
  hint: SolveAnswer;
  verdict: SolveAnswer;
  review:
    | {
        /** Moves to keep: the game as it was after moves[0 … keep). */
        readonly keep: number;
        /** The winning line from there. */
        readonly line: readonly string[];
      }
    /** No point of the game is proved winnable within the budget (perhaps the deal is not). */
    | { readonly keep: null; readonly startResult: "loss" | "unknown" };
  daily: { readonly day: string; readonly deal: number; readonly tried: number };
  /** The command line's odds report, and why the fair hint is the move it is. */
  odds: OddsReport & { readonly hintBy: HintReason };
  fairPlay: {
    readonly won: boolean;
    /** Moves the fair player made, and the cards it brought home. */
    readonly moves: number;
    readonly cards: number;
  };
  gameReview: GameReview;
}

export type RequestType = SolverRequest["type"];
export type RequestOf<T extends RequestType> = Extract<SolverRequest, { type: T }>;

/** Worker ← page: a request with an id to match the answer. */
export interface WorkerCall {
  readonly id: number;
  readonly request: SolverRequest;
}

/** Worker → page. Errors are sentences (bad input), never stack traces. */
export type WorkerReply =
  | { readonly id: number; readonly ok: true; readonly value: ResponseOf[RequestType] }
  | { readonly id: number; readonly ok: false; readonly error: string };
