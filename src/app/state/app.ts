import { type Signal, signal } from "@preact/signals";
import type { Card } from "../../core/card.js";
import type { PileId } from "../../core/move.js";
import type { Rules } from "../../core/rules.js";
import type { Level } from "../../deals/levels.js";
import { createLeaderboard, type LeaderboardState } from "../leaderboard/state.js";
import type { Persistence } from "../persist/open.js";
import type { Settings } from "../settings/settings.js";
import type { Pick } from "../table/moves.js";
import { SolverClient } from "../worker/client.js";
import type { Dialog } from "./dialogs.js";
import { GameState } from "./game.js";

/** A hint shown on the table: the move, the card that goes (none for a stock turn), its piles. */
export interface HintMark {
  readonly token: string;
  readonly card: Card | undefined;
  readonly from: PileId;
  readonly to: PileId | undefined;
}

/** A card or run picked up with the keys, and the pile it was picked from. */
export interface KeyPick {
  readonly pick: Pick;
  readonly pile: PileId;
}

/** What the table marks on its cards and piles, besides the position itself. */
export interface TableMarks {
  /** What is picked up with the keys (drawn as selected). */
  readonly keyPick: Signal<KeyPick | undefined>;
  /** Cards held by the pointer in a drag. */
  readonly held: Signal<readonly Card[]>;
  /** Piles that would take what is held. */
  readonly targets: Signal<readonly PileId[]>;
  readonly hint: Signal<HintMark | undefined>;
  /** The latest card the player tried to move where it cannot go (`at` tells repeats apart). */
  readonly refused: Signal<{ readonly card: Card; readonly at: number } | undefined>;
}

export type HintState =
  | { readonly kind: "move"; readonly token: string; readonly text: string }
  /** The solver could not decide in time: the greedy player's move, not proved. */
  | { readonly kind: "suggest"; readonly token: string }
  /** The fair hint found no move left. */
  | { readonly kind: "noMove" }
  | { readonly kind: "loss" | "unknown" | "won" }
  | { readonly kind: "error"; readonly message: string; readonly cancelled?: boolean };

export type VerdictState =
  | { readonly key: string; readonly kind: "pending" }
  | { readonly key: string; readonly kind: "win"; readonly length: number }
  | { readonly key: string; readonly kind: "loss" | "unknown" };

export const DEMO_SPEEDS = ["slow", "normal", "fast"] as const;
export type DemoSpeed = (typeof DEMO_SPEEDS)[number];

/** What the solver tells the player, and what it remembers between questions. */
export interface AssistState {
  readonly hint: Signal<HintState | undefined>;
  /** A question the player is waiting for, with its label and a Cancel. */
  readonly busy: Signal<{ readonly label: string } | undefined>;
  readonly verdict: Signal<VerdictState | undefined>;
  /** Foundation moves and stock turns alone win from here. */
  readonly finishable: Signal<boolean>;
  /** The solver proved that the deal can no longer be won from here. */
  readonly provedLost: Signal<boolean>;
  readonly demo: Signal<"off" | "playing" | "paused">;
  /** How fast the demo plays. */
  readonly demoSpeed: Signal<DemoSpeed>;
  /** The computer played (part of) the game on the table: a win is the computer's. */
  readonly demoPlayed: Signal<boolean>;
  readonly reviewNote: Signal<string | undefined>;
  /** Position text → next move of a known winning line through it. */
  readonly line: Map<string, string>;
  /** "deal|rules" → the computer's verdict on that deal. */
  readonly verdicts: Map<string, VerdictState>;
  /** The game version whose position the solver last checked for a dead end. */
  readonly deadEndFor: Signal<number>;
  /** Every card the player has seen face up in this game, on lines taken back too. */
  readonly seen: Set<Card>;
  /** The chance to win from here, for the game version it was worked out for. */
  readonly odds: Signal<OddsState | undefined>;
  /** "deal|rules" → what the fair computer player did with that deal. */
  readonly rivals: Map<string, RivalState>;
  readonly rival: Signal<RivalState | undefined>;
}

export type OddsState =
  | { readonly version: number; readonly kind: "pending" }
  | {
      readonly version: number;
      readonly kind: "known";
      readonly chance: number | null;
      readonly low: number;
      readonly high: number;
      readonly samples: number;
    }
  | { readonly version: number; readonly kind: "failed"; readonly message: string };

/** The fair computer player's game of a deal: playing, or how it ended. */
export type RivalState =
  | { readonly key: string; readonly kind: "pending" }
  | {
      readonly key: string;
      readonly kind: "done";
      readonly won: boolean;
      readonly moves: number;
      readonly cards: number;
    }
  | { readonly key: string; readonly kind: "failed" };

/** The storage as the player sees it. */
export interface StorageState {
  /** Open once start-up has read the storage. */
  readonly persistence: Signal<Persistence | undefined>;
  /** Why nothing is kept, a corrupt save, a failed start: a sentence for the player. */
  readonly notice: Signal<string | undefined>;
  /** Another tab saved a newer game: this tab's saves are refused until it takes over. */
  readonly stale: Signal<boolean>;
  /** Bumped whenever games or the save change (this tab or another): statistics reload. */
  readonly version: Signal<number>;
}

/** The service worker's news. */
export interface OfflineState {
  /** A new version has been downloaded and waits for the player's go-ahead. */
  readonly updateWaiting: Signal<boolean>;
  /** The player said "later"; asked again when the next deal starts. */
  readonly updatePostponed: Signal<boolean>;
  /** Every file is in the cache: the game now starts without a network. */
  readonly offlineReady: Signal<boolean>;
}

/**
 * The whole state of the game's page, in one object: the game, the settings, what the table
 * marks, the open dialog, messages, the solver's answers, the storage and the daily deal.
 * Components read its signals; actions (actions.ts and the modules beside it) take it and
 * change it; the table alone turns it into card elements.
 */
export interface AppState {
  readonly game: GameState;
  readonly settings: Signal<Settings>;
  /** Whether the player's game settings came from storage (else a save's copy may be used). */
  readonly settingsStored: boolean;
  /** The browser refused to store the settings. */
  readonly settingsRefused: Signal<boolean>;
  readonly dialog: Signal<Dialog | undefined>;
  /** A message above the table (a bad link, a failed daily deal). */
  readonly message: Signal<string | undefined>;
  /** The latest sentence for screen readers (the live region). */
  readonly announcement: Signal<string>;
  readonly marks: TableMarks;
  /** The daily deal being played or asked for, and its date. */
  readonly daily: Signal<{ readonly day: string; readonly deal: number } | null>;
  /** Daily deals already found, by date (a date's deal never changes). */
  readonly dailyDeals: Map<string, number>;
  /** A search for a winnable deal of a level in progress, and why the last one failed. */
  readonly finding: Signal<Level | undefined>;
  readonly findError: Signal<string | undefined>;
  readonly assist: AssistState;
  readonly storage: StorageState;
  readonly offline: OfflineState;
  /** The daily board: the service, the results waiting or sent (leaderboard/). */
  readonly leaderboard: LeaderboardState;
  /** The solver for the player's questions (cancel() stops them) and for background checks. */
  readonly solver: SolverClient;
  readonly background: SolverClient;
  /** The chance to win, on its own so that a newer question can cancel an older one. */
  readonly fair: SolverClient;
  /** Work after a game (the fair computer player's game, reviews for the statistics): long, on its own. */
  readonly afterGame: SolverClient;
}

export function createApp(
  deal: number,
  rules: Rules,
  loaded: { readonly settings: Settings; readonly stored: boolean },
): AppState {
  const settings = signal(loaded.settings);
  return {
    game: new GameState(deal, rules, () => settings.peek()),
    settings,
    settingsStored: loaded.stored,
    settingsRefused: signal(false),
    dialog: signal(undefined),
    message: signal(undefined),
    announcement: signal(""),
    marks: {
      keyPick: signal(undefined),
      held: signal([]),
      targets: signal([]),
      hint: signal(undefined),
      refused: signal(undefined),
    },
    daily: signal(null),
    dailyDeals: new Map(),
    finding: signal(undefined),
    findError: signal(undefined),
    assist: {
      hint: signal(undefined),
      busy: signal(undefined),
      verdict: signal(undefined),
      finishable: signal(false),
      provedLost: signal(false),
      demo: signal("off"),
      demoSpeed: signal("normal"),
      demoPlayed: signal(false),
      reviewNote: signal(undefined),
      line: new Map(),
      verdicts: new Map(),
      deadEndFor: signal(-1),
      seen: new Set(),
      odds: signal(undefined),
      rivals: new Map(),
      rival: signal(undefined),
    },
    storage: {
      persistence: signal(undefined),
      notice: signal(undefined),
      stale: signal(false),
      version: signal(0),
    },
    offline: {
      updateWaiting: signal(false),
      updatePostponed: signal(false),
      offlineReady: signal(false),
    },
    leaderboard: createLeaderboard(),
    solver: new SolverClient(),
    background: new SolverClient(),
    fair: new SolverClient(),
    afterGame: new SolverClient(),
  };
}
