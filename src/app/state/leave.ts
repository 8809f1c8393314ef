import type { Rules } from "../../core/rules.js";
import type { Level } from "../../deals/levels.js";
import { newDeal, openDialog, restart } from "./actions.js";
import type { AppState } from "./app.js";
import { newGame } from "./new-game.js";

/** What the player asked for that ends the game in progress. */
export type Next =
  /** A deal: a given one (a link, a daily deal), or a random one when `deal` is left out. */
  | {
      readonly kind: "deal";
      readonly deal?: number;
      readonly rules?: Rules;
      readonly link?: boolean;
    }
  | { readonly kind: "restart" }
  /** A winnable deal of a level, found by the solver. */
  | { readonly kind: "level"; readonly level: Level };

/**
 * Whether leaving the game in progress loses something: it has a move and is neither won nor
 * already at a dead end (a game with no way forward is lost whatever the player does next).
 */
export function leavingLoses(app: AppState): boolean {
  const o = app.game.outlook.peek();
  return app.game.started() && o !== "stuck" && o !== "lost";
}

/** Does what was asked, at once. */
export function perform(app: AppState, next: Next): void {
  if (next.kind === "restart") restart(app);
  else if (next.kind === "level") {
    // The search shows its progress, and a Cancel, in the new-game dialog.
    app.dialog.value = { kind: "newgame" };
    void newGame(app, next.level);
  } else newDeal(app, next.deal, next.rules);
}

/** Does what was asked, after asking first when that would end a started game as a loss. */
export function leaveFor(app: AppState, next: Next): void {
  if (leavingLoses(app)) openDialog(app, { kind: "leave", next });
  else perform(app, next);
}
