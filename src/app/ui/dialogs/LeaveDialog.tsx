import { t } from "../../i18n/index.js";
import { newDeal } from "../../state/actions.js";
import type { AppState } from "../../state/app.js";
import type { Dialog } from "../../state/dialogs.js";
import { stay } from "../../state/links.js";
import { Modal } from "../Modal.js";

/** Leaving a started game for another deal: asked first. */
export function LeaveDialog({
  app,
  dialog,
}: {
  app: AppState;
  dialog: Extract<Dialog, { kind: "leave" }>;
}) {
  return (
    <Modal id="leave" title={t("leave.title")} onClose={() => stay(app)}>
      <p>{t("leave.body", { n: dialog.deal })}</p>
      <div class="actions">
        <button type="button" onClick={() => stay(app)}>
          {t("leave.no")}
        </button>
        <button
          type="button"
          class="primary"
          onClick={() => newDeal(app, dialog.deal, dialog.rules)}
        >
          {t("leave.yes", { n: dialog.deal })}
        </button>
      </div>
    </Modal>
  );
}
