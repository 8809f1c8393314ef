import { effect, signal } from "@preact/signals";

/** Display preferences of issue 6 (theme and card size), apart from the game settings. */
export const THEMES = ["auto", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

export interface Display {
  readonly theme: Theme;
  readonly largeCards: boolean;
}

const KEY = "canfield.display.v1";
export const DEFAULT_DISPLAY: Display = { theme: "auto", largeCards: false };

export function parseDisplay(raw: unknown): Display {
  const o = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  return {
    theme: (THEMES as readonly unknown[]).includes(o.theme) ? (o.theme as Theme) : "auto",
    largeCards: o.largeCards === true,
  };
}

function load(): Display {
  try {
    const text = localStorage.getItem(KEY);
    return text === null ? DEFAULT_DISPLAY : parseDisplay(JSON.parse(text));
  } catch {
    return DEFAULT_DISPLAY;
  }
}

export const display = signal<Display>(DEFAULT_DISPLAY);

/** Changes and remembers a preference; false when the browser refuses storage. */
export function setDisplay(patch: Partial<Display>): boolean {
  display.value = { ...display.value, ...patch };
  try {
    localStorage.setItem(KEY, JSON.stringify(display.value));
    return true;
  } catch {
    return false;
  }
}

/** Dark follows prefers-color-scheme unless the player chose light or dark. */
export function resolvedTheme(theme: Theme, systemDark: boolean): "light" | "dark" {
  return theme === "auto" ? (systemDark ? "dark" : "light") : theme;
}

/** Loads the preferences and keeps <html data-theme> and the large-card class in step. */
export function startDisplay(): void {
  display.value = load();
  const dark = matchMedia("(prefers-color-scheme: dark)");
  const system = signal(dark.matches);
  dark.addEventListener("change", (e) => {
    system.value = e.matches;
  });
  effect(() => {
    const root = document.documentElement;
    const theme = resolvedTheme(display.value.theme, system.value);
    root.dataset.theme = theme;
    root.classList.toggle("large-cards", display.value.largeCards);
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute("content", theme === "dark" ? "#06301d" : "#0b5d3b");
  });
}
