import { casinoScore } from "../../../core/score.js";
import { formatMoney, formatTime, t } from "../../i18n/index.js";
import { closeDialog, newDeal } from "../../state/actions.js";
import type { AppState } from "../../state/app.js";
import { Modal } from "../Modal.js";
import { Verdict } from "../Verdict.js";

/** The won game: time, moves, the casino's score, the computer's verdict, a new deal. */
export function WonDialog({ app }: { app: AppState }) {
  const { game } = app;
  return (
    <Modal id="won" title={t("won.title")} onClose={() => closeDialog(app)}>
      <p>
        {t("won.summary", {
          n: game.deal,
          time: formatTime(game.elapsed()),
          moves: game.game.moveCount(),
        })}
      </p>
      {app.settings.value.scoring === "casino" && (
        <p>{t("won.score", { n: formatMoney(casinoScore(game.game.position)) })}</p>
      )}
      <Verdict app={app} />
      <div class="actions">
        <button type="button" class="primary" onClick={() => newDeal(app)}>
          {t("won.new")}
        </button>
      </div>
    </Modal>
  );
}
