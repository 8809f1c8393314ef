import { movePiles } from "../../core/piles.js";
import { makeMove, parseMove } from "../../core/token.js";
import { greedyMove } from "../../deals/greedy.js";
import { cardParam, pileParam, t } from "../i18n/index.js";
import { say } from "../state/actions.js";
import type { AppState, HintState } from "../state/app.js";
import { fairHint } from "./fair.js";
import { nextMove } from "./line.js";

/**
 * Shows a hint on the table, and says it: the fair hint by default, which knows only what the
 * player has seen; or, when the settings ask for it, the next move of the all-seeing solver's
 * winning line. When that solver cannot decide in time (or fails), the greedy player's move
 * is shown instead, as a suggestion that is not proved: a hint never ends in "could not
 * decide" alone.
 */
export async function hint(app: AppState): Promise<void> {
  const { assist } = app;
  if (assist.busy.value) return;
  const version = app.game.version.peek();
  let h: HintState;
  if (app.settings.peek().hintKind === "fair") h = await fairHint(app);
  else {
    const answer = await nextMove(app, t("hint.thinking"));
    h =
      answer.kind === "unknown" || answer.kind === "error"
        ? suggestion(app, version, answer)
        : answer;
  }
  assist.hint.value = h;
  if (h.kind === "move" || h.kind === "suggest") {
    app.storage.persistence.peek()?.session.noteHint();
    showHint(app, h.token, h.kind === "suggest");
  } else if (h.kind === "loss") say(app, t("hint.none"));
  else if (h.kind === "noMove") say(app, t("hint.noMove"));
}

/** The greedy player's move, unless the position moved on or the player cancelled. */
function suggestion(app: AppState, version: number, answer: HintState): HintState {
  if (app.game.version.peek() !== version) return answer;
  if (answer.kind === "error" && answer.cancelled) return answer;
  const m = greedyMove(app.game.game.position);
  return m === undefined ? answer : { kind: "suggest", token: makeMove(m) };
}

/** Marks a move on the table: its card (or the stock for a turn) and where it goes. */
function showHint(app: AppState, token: string, unproved: boolean): void {
  const pos = app.game.game.position;
  const m = parseMove(pos, token);
  if (!m.ok) return;
  const { from, to } = movePiles(pos, m.value);
  const card = from === "s" ? undefined : pos.movedCard(m.value);
  app.marks.hint.value = { token, card, from, to };
  const text =
    card === undefined || to === undefined
      ? t("hint.stock")
      : t("hint.move", { card: cardParam(card), to: pileParam(to) });
  say(app, unproved ? `${t("hint.suggestion")} ${text}` : text);
}
