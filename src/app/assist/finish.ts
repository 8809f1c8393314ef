import { FINISH_MOVES_MAX, finishingMove } from "../../core/autoplay.js";
import type { AppState } from "../state/app.js";
import { settle } from "./demo.js";

/** Plays the remaining foundation moves (and stock turns) one by one, as a player would. */
export async function finish(app: AppState): Promise<void> {
  app.assist.finishable.value = false;
  const { game } = app;
  for (let guard = 0; guard < FINISH_MOVES_MAX && !game.won.value; guard++) {
    const m = finishingMove(game.game.position);
    if (m === undefined || !game.play(m).ok) return;
    await settle(app);
  }
}
