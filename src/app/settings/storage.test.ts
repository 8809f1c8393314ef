import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, parseSettings, resolvedTheme, type Settings } from "./settings.js";
import { loadSettings, OLD_KEYS, SETTINGS_KEY, saveSettings } from "./storage.js";

/** The Storage interface over a Map, as localStorage behaves; `full` makes every write fail. */
class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  full = false;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.full) throw new DOMException("full", "QuotaExceededError");
    this.items.set(key, value);
  }
}

const chosen: Settings = {
  variant: "superior",
  draw: 1,
  scoring: "casino",
  auto: "all",
  speed: "slow",
  leftHanded: true,
  fourColour: true,
  hintKind: "all-seeing",
  oddsAfterMove: true,
  theme: "dark",
  largeCards: true,
  language: "sl",
  playerName: null,
};

describe("settings storage", () => {
  it("keeps every setting under one key and reads it back", () => {
    const s = new MemoryStorage();
    expect(saveSettings(chosen, s)).toBe(true);
    expect([...s.items.keys()]).toEqual([SETTINGS_KEY]);
    expect(loadSettings(s)).toEqual({ settings: chosen, stored: true });
  });

  it("keeps the player's name for the daily board; a name against the rule reads as none", () => {
    const s = new MemoryStorage();
    saveSettings({ ...chosen, playerName: "Zoë K." }, s);
    expect(loadSettings(s).settings.playerName).toBe("Zoë K.");
    s.setItem(SETTINGS_KEY, JSON.stringify({ v: 2, ...chosen, playerName: "<b>x</b>" }));
    expect(loadSettings(s).settings.playerName).toBeNull();
    s.setItem(SETTINGS_KEY, JSON.stringify({ v: 2, ...chosen, playerName: 42 }));
    expect(loadSettings(s).settings.playerName).toBeNull();
  });

  it("moves the first format's three keys into the one key, exactly, and removes them", () => {
    const s = new MemoryStorage();
    // As the previous release wrote them.
    s.setItem(
      OLD_KEYS.game,
      JSON.stringify({
        variant: "superior",
        draw: 1,
        scoring: "casino",
        auto: "all",
        speed: "slow",
        leftHanded: true,
        fourColour: true,
      }),
    );
    s.setItem(OLD_KEYS.display, JSON.stringify({ theme: "dark", largeCards: true }));
    s.setItem(OLD_KEYS.language, "sl");
    // What the first format did not have takes its default.
    const migrated = { ...chosen, hintKind: "fair", oddsAfterMove: false };
    expect(loadSettings(s)).toEqual({ settings: migrated, stored: true });
    expect([...s.items.keys()]).toEqual([SETTINGS_KEY]);
    expect(loadSettings(s)).toEqual({ settings: migrated, stored: true });
  });

  it("takes whichever old keys there are; game settings count as stored only if theirs was", () => {
    const s = new MemoryStorage();
    s.setItem(OLD_KEYS.display, JSON.stringify({ theme: "light" }));
    const r = loadSettings(s);
    expect(r.stored).toBe(false);
    expect(r.settings).toEqual({ ...DEFAULT_SETTINGS, theme: "light" });
  });

  it("keeps the old keys when the new one cannot be written, and still uses them", () => {
    const s = new MemoryStorage();
    s.setItem(OLD_KEYS.language, "de");
    s.full = true;
    expect(loadSettings(s).settings.language).toBe("de");
    expect(s.getItem(OLD_KEYS.language)).toBe("de");
    expect(saveSettings(chosen, s)).toBe(false);
  });

  it("falls back field by field on damaged data, and to the defaults without storage", () => {
    const s = new MemoryStorage();
    s.setItem(SETTINGS_KEY, JSON.stringify({ v: 2, variant: "nonsense", draw: 1, theme: 7 }));
    expect(loadSettings(s).settings).toEqual({ ...DEFAULT_SETTINGS, draw: 1 });
    s.setItem(SETTINGS_KEY, "{not json");
    expect(loadSettings(s).settings).toEqual(DEFAULT_SETTINGS);
    expect(loadSettings(undefined)).toEqual({ settings: DEFAULT_SETTINGS, stored: false });
    expect(parseSettings({ language: "fr", largeCards: "yes" })).toEqual(DEFAULT_SETTINGS);
  });

  it("the theme follows the system unless one is chosen", () => {
    expect(resolvedTheme("auto", true)).toBe("dark");
    expect(resolvedTheme("auto", false)).toBe("light");
    expect(resolvedTheme("light", true)).toBe("light");
    expect(resolvedTheme("dark", false)).toBe("dark");
  });
});
