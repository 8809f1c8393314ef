import { LEVELS } from "../../../deals/levels.js";
import { t } from "../../i18n/index.js";
import { closeDialog } from "../../state/actions.js";
import type { AppState } from "../../state/app.js";
import { leaveFor } from "../../state/leave.js";
import { cancelFind } from "../../state/new-game.js";
import { Modal } from "../Modal.js";

/** "Any deal" at once, or a winnable deal of a level found by the solver in a worker. */
export function NewGameDialog({ app }: { app: AppState }) {
  const busy = app.finding.value;
  const close = () => {
    if (busy) cancelFind(app);
    closeDialog(app);
  };
  return (
    <Modal id="newgame" title={t("newgame.title")} onClose={close}>
      <div class="choices">
        <button
          type="button"
          class="primary"
          data-level="any"
          disabled={busy !== undefined}
          onClick={() => leaveFor(app, { kind: "deal" })}
        >
          {t("newgame.any")}
        </button>
        <p class="note">{t("newgame.anyNote")}</p>
        <p class="group-label">{t("newgame.winnable")}</p>
        <div class="row">
          {LEVELS.map((level) => (
            <button
              type="button"
              data-level={level}
              disabled={busy !== undefined}
              onClick={() => leaveFor(app, { kind: "level", level })}
            >
              {t(`newgame.level.${level}`)}
            </button>
          ))}
        </div>
      </div>
      {busy && (
        <p class="progress" role="status" data-testid="finding">
          <span class="spinner" aria-hidden="true" /> {t(`newgame.finding.${busy}`)}{" "}
          <button type="button" onClick={() => cancelFind(app)}>
            {t("hint.cancel")}
          </button>
        </p>
      )}
      <p class="error" role="alert">
        {app.findError.value ?? ""}
      </p>
    </Modal>
  );
}
