import { t } from "../../i18n/index.js";
import type { AppState } from "../../state/app.js";
import type { Dialog } from "../../state/dialogs.js";
import { type Next, perform } from "../../state/leave.js";
import { stay } from "../../state/links.js";
import { Modal } from "../Modal.js";

/** What the question says for each way of leaving: title, what happens, the button. */
function words(next: Next): { title: string; body: string; yes: string } {
  switch (next.kind) {
    case "restart":
      return {
        title: t("leave.restartTitle"),
        body: t("leave.restartBody"),
        yes: t("leave.restartYes"),
      };
    case "level":
      return {
        title: t("leave.newTitle"),
        body: t("leave.newBody"),
        yes: t(`leave.level.${next.level}`),
      };
    case "deal":
      return next.link && next.deal !== undefined
        ? {
            title: t("leave.title"),
            body: t("leave.body", { n: next.deal }),
            yes: t("leave.yes", { n: next.deal }),
          }
        : { title: t("leave.newTitle"), body: t("leave.newBody"), yes: t("leave.newYes") };
  }
}

/** Leaving a started game: asked first, since the game then counts as lost. */
export function LeaveDialog({
  app,
  dialog,
}: {
  app: AppState;
  dialog: Extract<Dialog, { kind: "leave" }>;
}) {
  const w = words(dialog.next);
  return (
    <Modal id="leave" title={w.title} onClose={() => stay(app)}>
      <p>{w.body}</p>
      <div class="actions">
        <button type="button" onClick={() => stay(app)}>
          {t("leave.no")}
        </button>
        <button type="button" class="primary" onClick={() => perform(app, dialog.next)}>
          {w.yes}
        </button>
      </div>
    </Modal>
  );
}
