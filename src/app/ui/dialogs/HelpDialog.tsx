import { HELP } from "../../help/content.js";
import { language, type MessageKey, t } from "../../i18n/index.js";
import { closeDialog } from "../../state/actions.js";
import type { AppState } from "../../state/app.js";
import { Modal } from "../Modal.js";

const HELP_KEYS: readonly MessageKey[] = [
  "help.keys.source",
  "help.keys.target",
  "help.keys.enter",
  "help.keys.stock",
  "help.keys.undo",
  "help.keys.new",
];

/** The help screen in the player's language: how to play, variants, scoring, tips, keys. */
export function HelpDialog({ app }: { app: AppState }) {
  const doc = HELP[language.value];
  return (
    <Modal id="help" title={doc.title} onClose={() => closeDialog(app)}>
      <p>{t("help.body")}</p>
      <div class="help">
        {Object.entries(doc.sections).map(([id, s]) => (
          <section key={id} aria-labelledby={`help-${id}`}>
            <h3 id={`help-${id}`}>{s.heading}</h3>
            {s.text.map((p) => (
              <p>{p}</p>
            ))}
          </section>
        ))}
        <section aria-labelledby="help-keys">
          <h3 id="help-keys">{t("help.keysTitle")}</h3>
          <ul class="keys">
            {HELP_KEYS.map((k) => (
              <li>{t(k)}</li>
            ))}
          </ul>
        </section>
      </div>
    </Modal>
  );
}
