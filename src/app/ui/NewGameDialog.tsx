import type { Level } from "../../deals/levels.js";
import { features, findError, finding } from "../features.js";
import { t } from "../i18n/index.js";
import { Modal } from "./Modal.js";

const LEVELS: readonly Level[] = ["easy", "medium", "hard"];

/** "Any deal" at once, or a winnable deal of a level found by the solver in a worker. */
export function NewGameDialog({ onClose }: { onClose: () => void }) {
  const f = features.value;
  const busy = finding.value;
  const close = () => {
    if (busy) f?.cancelFind();
    onClose();
  };
  return (
    <Modal id="newgame" title={t("newgame.title")} onClose={close}>
      <div class="choices">
        <button
          type="button"
          class="primary"
          data-level="any"
          disabled={busy !== undefined}
          onClick={() => void f?.newGame("any")}
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
              onClick={() => void f?.newGame(level)}
            >
              {t(`newgame.level.${level}`)}
            </button>
          ))}
        </div>
      </div>
      {busy && (
        <p class="progress" role="status" data-testid="finding">
          <span class="spinner" aria-hidden="true" />{" "}
          {t("newgame.finding", { level: t(`newgame.level.${busy}`) })}{" "}
          <button type="button" onClick={() => f?.cancelFind()}>
            {t("hint.cancel")}
          </button>
        </p>
      )}
      <p class="error" role="alert">
        {findError.value ?? ""}
      </p>
    </Modal>
  );
}
