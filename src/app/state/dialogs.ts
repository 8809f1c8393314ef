import type { Rules } from "../../core/rules.js";

/** Every dialog of the game; at most one is open (AppState.dialog). */
export type Dialog =
  | {
      readonly kind: "settings" | "choose" | "help" | "won" | "stats" | "daily" | "newgame";
    }
  /** Leaving a started game for another deal (a link, a daily deal): asked first. */
  | { readonly kind: "leave"; readonly deal: number; readonly rules: Rules };

export type DialogKind = Dialog["kind"];
