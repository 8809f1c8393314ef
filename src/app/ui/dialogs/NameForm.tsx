import type { ComponentChildren } from "preact";
import { useState } from "preact/hooks";
import { NAME_MAX, type NameProblem, nameProblem, parseName } from "../../../deals/names.js";
import { t } from "../../i18n/index.js";
import { closeDialog, updateSettings } from "../../state/actions.js";
import type { AppState } from "../../state/app.js";
import { Modal } from "../Modal.js";

const problemText = (p: NameProblem): string => t(`name.problem.${p}`, { max: NAME_MAX });

/**
 * The one small form for the player's name on the daily board (the rule of deals/names.ts,
 * the same as the service's): a text field and a button, nothing else to fill in. The name
 * is kept in the settings; what waits for it is sent then (leaderboard/start.ts).
 */
export function NameForm(props: {
  app: AppState;
  id: string;
  submit: string;
  label?: string;
  onSaved?: () => void;
  children?: ComponentChildren;
}) {
  const { app } = props;
  const [text, setText] = useState(app.settings.value.playerName ?? "");
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState(false);
  const found = nameProblem(text);
  // Said as soon as a character breaks the rule; an empty or short field only when sent.
  const problem = tried || (found !== undefined && found !== "empty") ? found : undefined;
  const noteId = `${props.id}-problem`;
  const save = (e: Event) => {
    e.preventDefault();
    setTried(true);
    const name = parseName(text);
    if (!name.ok) return;
    updateSettings(app, { playerName: name.value });
    setText(name.value);
    setSaved(true);
    props.onSaved?.();
  };
  return (
    <form class="name-form" onSubmit={save} data-testid={`${props.id}-form`}>
      <label class="field">
        <span>{props.label ?? t("name.label")}</span>
        <input
          id={props.id}
          type="text"
          value={text}
          autocomplete="nickname"
          spellcheck={false}
          aria-invalid={problem !== undefined}
          aria-describedby={problem === undefined ? undefined : noteId}
          onInput={(e) => {
            setText((e.target as HTMLInputElement).value);
            setSaved(false);
          }}
        />
      </label>
      {problem !== undefined && (
        <p class="error" id={noteId} role="alert">
          {problemText(problem)}
        </p>
      )}
      <div class="actions">
        {props.children}
        <button type="submit" class="primary">
          {props.submit}
        </button>
      </div>
      {saved && (
        <p class="note" role="status">
          {t("name.saved")}
        </p>
      )}
    </form>
  );
}

/** Asked once a daily result first waits for a name; "Not now" leaves it waiting. */
export function NameDialog({ app }: { app: AppState }) {
  const later = () => {
    app.leaderboard.nameLater.value = true;
    closeDialog(app);
  };
  return (
    <Modal id="name" title={t("name.title")} onClose={later}>
      <p>{t("name.intro")}</p>
      <NameForm app={app} id="name-input" submit={t("name.send")} onSaved={() => closeDialog(app)}>
        <button type="button" onClick={later}>
          {t("name.later")}
        </button>
      </NameForm>
    </Modal>
  );
}
