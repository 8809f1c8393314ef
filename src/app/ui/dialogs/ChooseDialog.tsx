import { useState } from "preact/hooks";
import { parseDealNumber } from "../../../core/deal.js";
import { localReason, t } from "../../i18n/index.js";
import { closeDialog, newDeal } from "../../state/actions.js";
import type { AppState } from "../../state/app.js";
import { Modal } from "../Modal.js";

/** A deal chosen by its number. */
export function ChooseDialog({ app }: { app: AppState }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = (e: Event) => {
    e.preventDefault();
    const n = parseDealNumber(text.trim());
    if (!n.ok) setError(localReason(n.error, "choose.invalid"));
    else newDeal(app, n.value);
  };
  return (
    <Modal id="choose" title={t("choose.title")} onClose={() => closeDialog(app)}>
      <form onSubmit={submit}>
        <label class="field">
          <span>{t("choose.label")}</span>
          <input
            id="deal-number"
            inputMode="numeric"
            autoComplete="off"
            value={text}
            onInput={(e) => setText((e.target as HTMLInputElement).value)}
            aria-invalid={error !== undefined}
            aria-describedby="deal-error"
          />
        </label>
        <p id="deal-error" class="error" role="alert">
          {error ?? ""}
        </p>
        <div class="actions">
          <button type="submit" class="primary">
            {t("choose.go")}
          </button>
        </div>
      </form>
    </Modal>
  );
}
