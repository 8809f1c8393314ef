import { finishesAlone } from "../../core/autoplay.js";
import type { AppState } from "../state/app.js";
import { askChance, askRival, noteSeen } from "./fair.js";
import { askVerdict, checkDeadEnd } from "./verdict.js";

/** The table is still this long before the finishing offer is worked out. */
const SETTLED_MS = 400;

/**
 * Keeps the solver's answers in step with the game: a change of the position clears the hint
 * and the offers; a new deal forgets the line and stops the demo and any question; a won or
 * stuck game gets the computer's verdict; an undecided dead-end search asks the solver.
 */
export function startAssist(app: AppState): void {
  const { game, assist, marks } = app;
  let settledTimer: ReturnType<typeof setTimeout> | undefined;
  let chanceTimer: ReturnType<typeof setTimeout> | undefined;
  game.version.subscribe(() => {
    noteSeen(app);
    clearTimeout(chanceTimer);
    if (app.settings.peek().oddsAfterMove)
      chanceTimer = setTimeout(() => void askChance(app), SETTLED_MS);
    marks.hint.value = undefined;
    assist.hint.value = undefined;
    assist.provedLost.value = false;
    assist.finishable.value = false;
    clearTimeout(settledTimer);
    settledTimer = setTimeout(() => {
      assist.finishable.value = assist.demo.peek() === "off" && finishesAlone(game.game.position);
    }, SETTLED_MS);
  });
  game.outlook.subscribe((o) => {
    if (o === "unknown") void checkDeadEnd(app);
  });
  game.subscribe((e) => {
    if (e.type === "start" || e.type === "restart") {
      assist.demoPlayed.value = false;
      if (assist.demo.value !== "off") assist.demo.value = "off";
    }
    if (e.type === "start") {
      assist.seen.clear();
      noteSeen(app);
      assist.line.clear();
      assist.reviewNote.value = undefined;
      if (assist.demo.value !== "off") assist.demo.value = "off";
      app.solver.cancel();
      assist.busy.value = undefined;
    }
    if (e.type === "won" || e.type === "stuck") {
      void askVerdict(app);
      void askRival(app);
    }
  });
}
