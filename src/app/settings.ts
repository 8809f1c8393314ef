import { AUTO_MODES, type AutoMode } from "../core/autoplay.js";
import { isPreset, PRESET_RULES, type Preset, type Rules } from "../core/rules.js";

export const SPEEDS = ["off", "fast", "normal", "slow"] as const;
export type Speed = (typeof SPEEDS)[number];
export const SCORINGS = ["standard", "casino"] as const;
export type Scoring = (typeof SCORINGS)[number];

export interface Settings {
  readonly variant: Preset;
  readonly draw: 1 | 3;
  readonly scoring: Scoring;
  readonly auto: AutoMode;
  readonly speed: Speed;
  readonly leftHanded: boolean;
  readonly fourColour: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  variant: "classic",
  draw: 3,
  scoring: "standard",
  auto: "safe",
  speed: "normal",
  leftHanded: false,
  fourColour: false,
};

const KEY = "canfield.settings.v1";

/** The rules of the next deal: the preset with the chosen draw. */
export const rulesOf = (s: Settings): Rules => ({ ...PRESET_RULES[s.variant], draw: s.draw });

/** Milliseconds for one card's flight at a speed. */
export const SPEED_MS: Readonly<Record<Speed, number>> = {
  off: 0,
  fast: 120,
  normal: 220,
  slow: 400,
};

const pick = <T>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** Reads whatever is stored, keeping each valid field and the default for the rest. */
export function parseSettings(raw: unknown): Settings {
  const o = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const d = DEFAULT_SETTINGS;
  return {
    variant: typeof o.variant === "string" && isPreset(o.variant) ? o.variant : d.variant,
    draw: pick(o.draw, [1, 3] as const, d.draw),
    scoring: pick(o.scoring, SCORINGS, d.scoring),
    auto: pick(o.auto, AUTO_MODES, d.auto),
    speed: pick(o.speed, SPEEDS, d.speed),
    leftHanded: typeof o.leftHanded === "boolean" ? o.leftHanded : d.leftHanded,
    fourColour: typeof o.fourColour === "boolean" ? o.fourColour : d.fourColour,
  };
}

export function loadSettings(): Settings {
  try {
    const text = localStorage.getItem(KEY);
    return text === null ? DEFAULT_SETTINGS : parseSettings(JSON.parse(text));
  } catch {
    return DEFAULT_SETTINGS;
  }
}

/** Stores settings; false when the browser refuses (private mode, quota). */
export function saveSettings(s: Settings): boolean {
  try {
    localStorage.setItem(KEY, JSON.stringify(s));
    return true;
  } catch {
    return false;
  }
}
