import { effect, signal } from "@preact/signals";
import { detectLanguage, type Language, language, setLanguage, t } from "../i18n/index.js";
import type { AppState } from "../state/app.js";
import { type Felt, resolvedTheme, type Settings } from "./settings.js";

/** The browser's bar colour for each table colour, light and dark (a shade of its felt). */
const BAR_COLOURS: Readonly<Record<Felt, readonly [string, string]>> = {
  green: ["#0b5d3b", "#06301d"],
  blue: ["#124670", "#0a2440"],
  red: ["#5e1a28", "#33101a"],
  grey: ["#363c41", "#1a1d20"],
};

/** The browser's languages, most wanted first. */
const browserLanguages = (): readonly string[] =>
  navigator.languages?.length ? navigator.languages : [navigator.language ?? "en"];

/** The language the settings choose, else the first of the browser's that the game speaks. */
export const languageOf = (s: Settings): Language =>
  s.language ?? detectLanguage(browserLanguages());

/**
 * Keeps the page in step with the settings: the language (chosen, else the first of the
 * browser's that the game speaks) with <html lang> and the title, and the theme, the card
 * size, the card back and the table colour on <html> (style.css draws them).
 */
export function applySettings(app: AppState): void {
  const dark = matchMedia("(prefers-color-scheme: dark)");
  const systemDark = signal(dark.matches);
  dark.addEventListener("change", (e) => {
    systemDark.value = e.matches;
  });
  effect(() => {
    void setLanguage(languageOf(app.settings.value));
  });
  effect(() => {
    document.documentElement.lang = language.value;
    document.title = t("app.title");
  });
  effect(() => {
    const s = app.settings.value;
    const root = document.documentElement;
    const theme = resolvedTheme(s.theme, systemDark.value);
    root.dataset.theme = theme;
    root.classList.toggle("large-cards", s.largeCards);
    root.dataset.back = s.cardBack;
    root.dataset.felt = s.felt;
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute("content", BAR_COLOURS[s.felt][theme === "dark" ? 1 : 0]);
  });
}
