import { isLanguage } from "../i18n/index.js";
import { DEFAULT_SETTINGS, parseGameSettings, parseSettings, type Settings } from "./settings.js";

/** Where the settings live: one key of localStorage, holding `{ "v": 2, ...settings }`. */
export const SETTINGS_KEY = "canfield.settings";
const FORMAT = 2;

/**
 * The keys of the first format, each read once and then removed: the game settings, the
 * display preferences (theme, large cards) and the language, which were stored apart.
 */
export const OLD_KEYS = {
  game: "canfield.settings.v1",
  display: "canfield.display.v1",
  language: "canfield.language",
} as const;

export interface LoadedSettings {
  readonly settings: Settings;
  /** Whether the player's game settings were in storage (else they are the defaults). */
  readonly stored: boolean;
}

/** The page's localStorage, or undefined where the browser refuses it. */
export function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

const readJson = (storage: Storage, key: string): unknown => {
  const text = storage.getItem(key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The settings of the first format, merged, or undefined when none of its keys is there. */
function fromOldKeys(storage: Storage): LoadedSettings | undefined {
  const game = storage.getItem(OLD_KEYS.game);
  const display = storage.getItem(OLD_KEYS.display);
  const language = storage.getItem(OLD_KEYS.language);
  if (game === null && display === null && language === null) return undefined;
  const settings = parseSettings({
    ...parseGameSettings(readJson(storage, OLD_KEYS.game)),
    ...(readJson(storage, OLD_KEYS.display) as object | undefined),
    language: isLanguage(language) ? language : null,
  });
  return { settings, stored: game !== null };
}

/**
 * Loads the settings; settings of the first format are moved to the one key (and their old
 * keys removed) the first time. Anything unreadable falls back to the defaults, field by
 * field; a browser that refuses storage gets the defaults.
 */
export function loadSettings(storage = browserStorage()): LoadedSettings {
  if (!storage) return { settings: DEFAULT_SETTINGS, stored: false };
  try {
    const raw = readJson(storage, SETTINGS_KEY);
    if (raw !== undefined) return { settings: parseSettings(raw), stored: true };
    const old = fromOldKeys(storage);
    if (!old) return { settings: DEFAULT_SETTINGS, stored: false };
    if (saveSettings(old.settings, storage))
      for (const key of Object.values(OLD_KEYS)) storage.removeItem(key);
    return old;
  } catch {
    return { settings: DEFAULT_SETTINGS, stored: false };
  }
}

/** Stores the settings; false when the browser refuses (private mode, quota). */
export function saveSettings(s: Settings, storage = browserStorage()): boolean {
  if (!storage) return false;
  try {
    storage.setItem(SETTINGS_KEY, JSON.stringify({ v: FORMAT, ...s }));
    return true;
  } catch {
    return false;
  }
}
