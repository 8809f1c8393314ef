import { describe, expect, it } from "vitest";
import {
  CARD_BACKS,
  DEFAULT_SETTINGS,
  FELTS,
  parseSettings,
  resolvedTheme,
  type Settings,
} from "./settings.js";
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
  cardBack: "black",
  felt: "grey",
  sound: true,
  language: "sl",
  playerName: null,
};

/** What the first format could not hold: the card back, the table colour and the sounds. */
const NEW_IN_V2 = { cardBack: "blue", felt: "green", sound: false } as const;

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
    const migrated = { ...chosen, ...NEW_IN_V2, hintKind: "fair", oddsAfterMove: false };
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

  it("reads the card back, the table colour and the sounds field by field", () => {
    const s = new MemoryStorage();
    const stored = (o: object) => {
      s.setItem(SETTINGS_KEY, JSON.stringify({ v: 2, ...o }));
      return loadSettings(s).settings;
    };
    // Each valid value is kept, whatever the other fields hold.
    for (const cardBack of CARD_BACKS) {
      expect(stored({ cardBack, felt: "mud", sound: "loud" })).toEqual({
        ...DEFAULT_SETTINGS,
        cardBack,
      });
    }
    for (const felt of FELTS) {
      expect(stored({ felt, cardBack: 3 })).toEqual({ ...DEFAULT_SETTINGS, felt });
    }
    expect(stored({ sound: true, cardBack: "red" })).toEqual({
      ...DEFAULT_SETTINGS,
      sound: true,
      cardBack: "red",
    });
    // Sounds are off unless the player turned them on: only `true` turns them on.
    for (const sound of [false, "true", 1, null]) expect(stored({ sound }).sound).toBe(false);
    // Unknown values fall back to the defaults and leave the other settings alone.
    expect(stored({ cardBack: "purple", felt: "", draw: 1, theme: "dark" })).toEqual({
      ...DEFAULT_SETTINGS,
      draw: 1,
      theme: "dark",
    });
    expect(DEFAULT_SETTINGS).toMatchObject(NEW_IN_V2);
  });

  it("the theme follows the system unless one is chosen", () => {
    expect(resolvedTheme("auto", true)).toBe("dark");
    expect(resolvedTheme("auto", false)).toBe("light");
    expect(resolvedTheme("light", true)).toBe("light");
    expect(resolvedTheme("dark", false)).toBe("dark");
  });
});
