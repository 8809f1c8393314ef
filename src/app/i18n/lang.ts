import { effect } from "@preact/signals";
import { detectLanguage, isLanguage, type Language, language, setLanguage, t } from "./index.js";

const KEY = "canfield.language";

/** The remembered language, else the first of the browser's languages that the game speaks. */
export function initialLanguage(): Language {
  try {
    const saved = localStorage.getItem(KEY);
    if (isLanguage(saved)) return saved;
  } catch {}
  const prefs = navigator.languages?.length ? navigator.languages : [navigator.language ?? "en"];
  return detectLanguage(prefs);
}

/** The player's choice, remembered; false when the browser refuses storage. */
export function chooseLanguage(lang: Language): boolean {
  setLanguage(lang);
  try {
    localStorage.setItem(KEY, lang);
    return true;
  } catch {
    return false;
  }
}

/** Starts in the initial language and keeps <html lang> and the title in step with it. */
export function startLanguage(): void {
  setLanguage(initialLanguage());
  effect(() => {
    document.documentElement.lang = language.value;
    document.title = t("app.title");
  });
}
