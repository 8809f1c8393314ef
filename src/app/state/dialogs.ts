import type { Next } from "./leave.js";

/** Every dialog of the game; at most one is open (AppState.dialog). */
export type Dialog =
  | {
      readonly kind: "settings" | "choose" | "help" | "won" | "stats" | "daily" | "newgame";
    }
  /** The player's name on the daily board, asked when a daily result first waits for one. */
  | { readonly kind: "name" }
  /** Leaving a started game (another deal, a restart): asked first, since it counts as lost. */
  | { readonly kind: "leave"; readonly next: Next };

export type DialogKind = Dialog["kind"];
