import { effect, signal } from "@preact/signals";
import { detectLanguage, setLanguage, t } from "../i18n/index.js";
import type { AppState } from "../state/app.js";
import { resolvedTheme } from "./settings.js";

/** The browser's languages, most wanted first. */
const browserLanguages = (): readonly string[] =>
  navigator.languages?.length ? navigator.languages : [navigator.language ?? "en"];

/**
 * Keeps the page in step with the settings: the language (chosen, else the first of the
 * browser's that the game speaks) with <html lang> and the title, and the theme and card
 * size on <html>.
 */
export function applySettings(app: AppState): void {
  const dark = matchMedia("(prefers-color-scheme: dark)");
  const systemDark = signal(dark.matches);
  dark.addEventListener("change", (e) => {
    systemDark.value = e.matches;
  });
  effect(() => {
    const lang = app.settings.value.language ?? detectLanguage(browserLanguages());
    setLanguage(lang);
    document.documentElement.lang = lang;
    document.title = t("app.title");
  });
  effect(() => {
    const s = app.settings.value;
    const root = document.documentElement;
    const theme = resolvedTheme(s.theme, systemDark.value);
    root.dataset.theme = theme;
    root.classList.toggle("large-cards", s.largeCards);
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute("content", theme === "dark" ? "#06301d" : "#0b5d3b");
  });
}
