import { AUTO_MODES, type AutoMode } from "../../core/autoplay.js";
import { PRESET_RULES, type Rules } from "../../core/rules.js";
import { parseName } from "../../deals/names.js";
import { isLanguage, type Language } from "../i18n/index.js";

export const SPEEDS = ["off", "fast", "normal", "slow"] as const;
export type Speed = (typeof SPEEDS)[number];
export const SCORINGS = ["standard", "casino"] as const;
export type Scoring = (typeof SCORINGS)[number];
export const THEMES = ["auto", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];
/** The card backs and table colours to choose from, all drawn in CSS (style.css). */
export const CARD_BACKS = ["blue", "red", "green", "black"] as const;
export type CardBack = (typeof CARD_BACKS)[number];
export const FELTS = ["green", "blue", "red", "grey"] as const;
export type Felt = (typeof FELTS)[number];

/** The settings a saved game keeps with it (the rules of the next deal and how play feels). */
export interface GameSettings {
  readonly variant: Variant;
  readonly draw: 1 | 3;
  readonly scoring: Scoring;
  readonly auto: AutoMode;
  readonly speed: Speed;
  readonly leftHanded: boolean;
  readonly fourColour: boolean;
}

/**
 * Whose hint: the fair one, which knows only what the player has seen (src/fair), or the
 * solver's, which sees every card, face down ones included.
 */
export const HINT_KINDS = ["fair", "all-seeing"] as const;
export type HintKind = (typeof HINT_KINDS)[number];

/** Every setting of the player: the game's, how the page looks, and the language. */
export interface Settings extends GameSettings {
  readonly hintKind: HintKind;
  /** The chance to win worked out after every move, not only when asked. */
  readonly oddsAfterMove: boolean;
  readonly theme: Theme;
  readonly largeCards: boolean;
  readonly cardBack: CardBack;
  readonly felt: Felt;
  /** Sounds for dealing, moves, refused moves and the win; off until the player turns them on. */
  readonly sound: boolean;
  /** The language chosen in the settings; null follows the browser's languages. */
  readonly language: Language | null;
  /** The player's name on the daily board (deals/names.ts); null until one is chosen. */
  readonly playerName: string | null;
}

export const DEFAULT_GAME_SETTINGS: GameSettings = {
  variant: "classic",
  draw: 3,
  scoring: "standard",
  auto: "safe",
  speed: "normal",
  leftHanded: false,
  fourColour: false,
};

export const DEFAULT_SETTINGS: Settings = {
  ...DEFAULT_GAME_SETTINGS,
  hintKind: "fair",
  oddsAfterMove: false,
  theme: "auto",
  largeCards: false,
  cardBack: "blue",
  felt: "green",
  sound: false,
  language: null,
  playerName: null,
};

/**
 * The variants the settings offer. "draw1" is not among them: it is Classic with one card
 * drawn, which the Draw setting already gives (old settings naming it are read that way).
 */
export const VARIANTS = ["classic", "strict", "storehouse", "rainbow", "superior"] as const;
export type Variant = (typeof VARIANTS)[number];

/** The variants whose rules fix the draw (their stock is dealt one card at a time). */
export const FIXED_DRAW: Readonly<Partial<Record<Variant, 1 | 3>>> = {
  storehouse: 1,
  rainbow: 1,
};

/** The draw of the next deal: the variant's own where it fixes one, else the chosen one. */
export const drawOf = (s: GameSettings): 1 | 3 => FIXED_DRAW[s.variant] ?? s.draw;

/** The rules of the next deal: the variant with its draw. */
export const rulesOf = (s: GameSettings): Rules => ({
  ...PRESET_RULES[s.variant],
  draw: drawOf(s),
});

/** Milliseconds for one card's flight at a speed. */
export const SPEED_MS: Readonly<Record<Speed, number>> = {
  off: 0,
  fast: 120,
  normal: 220,
  slow: 400,
};

const pick = <T>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

const fields = (raw: unknown): Record<string, unknown> =>
  (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;

const flag = (value: unknown, fallback: boolean): boolean =>
  typeof value === "boolean" ? value : fallback;

/** Reads stored game settings, keeping each valid field and the default for the rest. */
export function parseGameSettings(raw: unknown): GameSettings {
  const o = fields(raw);
  const d = DEFAULT_GAME_SETTINGS;
  const variant =
    o.variant === "draw1" ? "classic" : (VARIANTS.find((v) => v === o.variant) ?? d.variant);
  return {
    // "draw1" is Classic with its draw as stored: the same rules as before.
    variant,
    draw: pick(o.draw, [1, 3] as const, d.draw),
    scoring: pick(o.scoring, SCORINGS, d.scoring),
    auto: pick(o.auto, AUTO_MODES, d.auto),
    speed: pick(o.speed, SPEEDS, d.speed),
    leftHanded: flag(o.leftHanded, d.leftHanded),
    fourColour: flag(o.fourColour, d.fourColour),
  };
}

/** Reads every stored setting, keeping each valid field and the default for the rest. */
export function parseSettings(raw: unknown): Settings {
  const o = fields(raw);
  return {
    ...parseGameSettings(o),
    hintKind: pick(o.hintKind, HINT_KINDS, DEFAULT_SETTINGS.hintKind),
    oddsAfterMove: o.oddsAfterMove === true,
    theme: pick(o.theme, THEMES, DEFAULT_SETTINGS.theme),
    largeCards: o.largeCards === true,
    cardBack: pick(o.cardBack, CARD_BACKS, DEFAULT_SETTINGS.cardBack),
    felt: pick(o.felt, FELTS, DEFAULT_SETTINGS.felt),
    sound: o.sound === true,
    language: isLanguage(o.language) ? o.language : null,
    playerName: typeof o.playerName === "string" ? nameOrNull(o.playerName) : null,
  };
}

const nameOrNull = (raw: string): string | null => {
  const name = parseName(raw);
  return name.ok ? name.value : null;
};

/** The part of the settings that a saved game keeps. */
export const gameSettingsOf = (s: GameSettings): GameSettings => parseGameSettings(s);

/** Dark follows prefers-color-scheme unless the player chose light or dark. */
export function resolvedTheme(theme: Theme, systemDark: boolean): "light" | "dark" {
  return theme === "auto" ? (systemDark ? "dark" : "light") : theme;
}
