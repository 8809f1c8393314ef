import { STOCK_MOVE } from "../../core/move.js";
import { t } from "../i18n/index.js";
import { say } from "../state/actions.js";
import type { AppState } from "../state/app.js";
import { describeMove } from "./announce.js";

/** Tells screen readers, in the live region, every move and what became of the game. */
export function startAnnouncer(app: AppState): void {
  const { game } = app;
  let before = [...game.game.position.foundations];
  let stockBefore = game.game.position.stock.length;
  game.subscribe((e) => {
    const pos = game.game.position;
    switch (e.type) {
      case "move": {
        let text = describeMove(pos, e.move, before);
        // Turning the waste over leaves the stock longer than before.
        if (e.move === STOCK_MOVE && pos.stock.length > stockBefore) text = t("announce.redeal");
        if (text) say(app, text);
        break;
      }
      case "undo":
        say(app, t("announce.undo"));
        break;
      case "redo":
        say(app, t("announce.redo"));
        break;
      case "restart":
        say(app, t("announce.restart"));
        break;
      case "start":
        say(app, t("announce.start", { n: game.deal }));
        break;
      case "won":
        say(
          app,
          app.assist.demoPlayed.peek()
            ? t("announce.demoWon", { n: game.deal })
            : t("announce.won", { n: game.deal }),
        );
        break;
      case "stuck":
        say(
          app,
          `${t("stuck.title")}. ${game.outlook.value === "lost" ? t("lost.body") : t("stuck.body")}`,
        );
        break;
    }
    before = [...pos.foundations];
    stockBefore = pos.stock.length;
  });
}
