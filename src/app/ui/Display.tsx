import type { Controller } from "../controller.js";
import { HELP } from "../help/content.js";
import { LANGUAGE_NAMES, LANGUAGES, language, type MessageKey, t } from "../i18n/index.js";
import { chooseLanguage } from "../i18n/lang.js";
import { display, setDisplay, THEMES, type Theme } from "../prefs.js";
import {
  applyUpdate,
  offlineReady,
  postponeUpdate,
  updatePostponed,
  updateWaiting,
} from "../pwa.js";

/** Language, theme and card size: the settings of issue 6, shown in the settings dialog. */
export function DisplaySettings() {
  const d = display.value;
  const lang = language.value;
  return (
    <>
      <label class="field">
        <span>{t("settings.language")}</span>
        <select
          id="set-language"
          value={lang}
          onChange={(e) => {
            const v = (e.target as HTMLSelectElement).value;
            const l = LANGUAGES.find((x) => x === v);
            if (l) chooseLanguage(l);
          }}
        >
          {LANGUAGES.map((l) => (
            <option value={l} lang={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </select>
      </label>
      <label class="field">
        <span>{t("settings.theme")}</span>
        <select
          id="set-theme"
          value={d.theme}
          onChange={(e) => {
            const v = (e.target as HTMLSelectElement).value;
            const th = THEMES.find((x) => x === v);
            if (th) setDisplay({ theme: th as Theme });
          }}
        >
          {THEMES.map((th) => (
            <option value={th}>{t(`settings.theme.${th}` as MessageKey)}</option>
          ))}
        </select>
      </label>
      <label class="field check">
        <input
          id="set-large"
          type="checkbox"
          checked={d.largeCards}
          onChange={(e) => setDisplay({ largeCards: (e.target as HTMLInputElement).checked })}
        />
        <span>{t("settings.largeCards")}</span>
      </label>
    </>
  );
}

/** The help screen in the player's language: how to play, variants, scoring, tips, keys. */
export function HelpContent({ keys }: { keys: readonly MessageKey[] }) {
  const doc = HELP[language.value];
  return (
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
          {keys.map((k) => (
            <li>{t(k)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export const helpTitle = (): string => HELP[language.value].title;

/**
 * A new version waits: offered when no game is in progress (before the first move, or once a
 * deal is won), so a reload never interrupts play; the saved game resumes after it anyway.
 * A first visit's "works offline now" is a short notice that takes no clicks.
 */
export function UpdateOffer({ c }: { c: Controller }) {
  const s = c.store;
  s.version.value;
  const calm = !s.started() || s.won.value;
  if (updateWaiting.value && !updatePostponed.value && calm) {
    return (
      <div class="toast" role="status" data-testid="update">
        <span>{t("update.ready")}</span>
        <button type="button" class="primary" onClick={applyUpdate}>
          {t("update.reload")}
        </button>
        <button type="button" onClick={postponeUpdate}>
          {t("update.later")}
        </button>
      </div>
    );
  }
  if (offlineReady.value) {
    setTimeout(() => {
      offlineReady.value = false;
    }, 5000);
    return (
      <div class="toast passive" role="status" data-testid="offline-ready">
        {t("offline.ready")}
      </div>
    );
  }
  return null;
}
