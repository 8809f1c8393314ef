import { cardName } from "../../core/card.js";
import type { PileId } from "../../core/move.js";
import { movePiles } from "../../core/piles.js";
import { parseMove } from "../../core/token.js";
import { type MessageKey, t } from "../i18n/index.js";
import { say } from "../state/actions.js";
import type { AppState } from "../state/app.js";
import { nextMove } from "./line.js";

const pileName = (id: PileId): string =>
  id[0] === "t" || id[0] === "f"
    ? t(`pile.${id[0]}` as MessageKey, { n: id.slice(1) })
    : t(`pile.${id}` as MessageKey);

/** Shows the next move of a winning line on the table, and says it. */
export async function hint(app: AppState): Promise<void> {
  const { assist } = app;
  if (assist.busy.value) return;
  const h = await nextMove(app, t("hint.thinking"));
  assist.hint.value = h;
  if (h.kind !== "move") {
    if (h.kind === "loss") say(app, t("hint.none"));
    return;
  }
  app.storage.persistence.peek()?.session.noteHint();
  showHint(app, h.token);
}

/** Marks a move on the table: its card (or the stock for a turn) and where it goes. */
function showHint(app: AppState, token: string): void {
  const pos = app.game.game.position;
  const m = parseMove(pos, token);
  if (!m.ok) return;
  const { from, to } = movePiles(pos, m.value);
  const card = from === "s" ? undefined : pos.movedCard(m.value);
  app.marks.hint.value = { token, card, from, to };
  say(
    app,
    card === undefined || to === undefined
      ? t("hint.stock")
      : t("hint.move", { card: cardName(card), to: pileName(to) }),
  );
}
