import { parseRank, RANKS } from "./card.js";
import { err, ok, type Result } from "./result.js";

export const BUILDS = ["alternate", "suit", "any"] as const;
/** How the tableau is built down. */
export type Build = (typeof BUILDS)[number];

export const RUN_RULES = ["any", "top-or-whole"] as const;
/** Which runs may move: any run, or only the top card or the whole pile. */
export type RunRule = (typeof RUN_RULES)[number];

export const SPACE_RULES = ["any", "waste"] as const;
/** What may fill a space once the reserve no longer does: any card or run, or the waste's top card. */
export type SpaceRule = (typeof SPACE_RULES)[number];

export interface Rules {
  readonly draw: 1 | 3;
  /** Passes through the stock; Infinity for unlimited. */
  readonly passes: number;
  /** A fixed base rank (0 = A … 12 = K), or "random": the first card after the reserve. */
  readonly base: number | "random";
  readonly build: Build;
  readonly runs: RunRule;
  readonly space: SpaceRule;
  /** A space is filled from the reserve at once, as part of the move that made it. */
  readonly autoFill: boolean;
  /** The whole reserve is face up (only the top card is ever playable). */
  readonly reserveFaceUp: boolean;
  /** Top cards of foundations may be played back to the tableau. */
  readonly foundationBack: boolean;
}

export const PRESETS = ["classic", "strict", "draw1", "storehouse", "rainbow", "superior"] as const;
export type Preset = (typeof PRESETS)[number];

const classic: Rules = {
  draw: 3,
  passes: Number.POSITIVE_INFINITY,
  base: "random",
  build: "alternate",
  runs: "any",
  space: "any",
  autoFill: true,
  reserveFaceUp: false,
  foundationBack: false,
};

export const PRESET_RULES: Readonly<Record<Preset, Rules>> = {
  classic,
  strict: { ...classic, runs: "top-or-whole", space: "waste" },
  draw1: { ...classic, draw: 1 },
  storehouse: { ...classic, base: 1, build: "suit", draw: 1, passes: 3 },
  rainbow: { ...classic, build: "any", draw: 1, passes: 1 },
  superior: { ...classic, reserveFaceUp: true, autoFill: false },
};

export const isPreset = (name: string): name is Preset =>
  (PRESETS as readonly string[]).includes(name);

export function sameRules(a: Rules, b: Rules): boolean {
  return (
    a.draw === b.draw &&
    a.passes === b.passes &&
    a.base === b.base &&
    a.build === b.build &&
    a.runs === b.runs &&
    a.space === b.space &&
    a.autoFill === b.autoFill &&
    a.reserveFaceUp === b.reserveFaceUp &&
    a.foundationBack === b.foundationBack
  );
}

/** The preset these rules are, if any. */
export function presetOf(rules: Rules): Preset | undefined {
  return PRESETS.find((p) => sameRules(PRESET_RULES[p], rules));
}

const yesNo = (b: boolean) => (b ? "yes" : "no");

/**
 * Rules as text: a preset name, or a preset followed by overrides,
 * e.g. "classic,draw=1,passes=3". Keys: draw passes base build runs space fill reserve back.
 */
export function makeRules(rules: Rules): string {
  const preset = presetOf(rules);
  if (preset) return preset;
  const parts = ["classic"];
  const c = classic;
  if (rules.draw !== c.draw) parts.push(`draw=${rules.draw}`);
  if (rules.passes !== c.passes) parts.push(`passes=${rules.passes}`);
  if (rules.base !== c.base) parts.push(`base=${RANKS[rules.base as number]}`);
  if (rules.build !== c.build) parts.push(`build=${rules.build}`);
  if (rules.runs !== c.runs) parts.push(`runs=${rules.runs}`);
  if (rules.space !== c.space) parts.push(`space=${rules.space}`);
  if (rules.autoFill !== c.autoFill) parts.push(`fill=${yesNo(rules.autoFill)}`);
  if (rules.reserveFaceUp !== c.reserveFaceUp)
    parts.push(`reserve=${rules.reserveFaceUp ? "up" : "top"}`);
  if (rules.foundationBack !== c.foundationBack) parts.push(`back=${yesNo(rules.foundationBack)}`);
  return parts.join(",");
}

function oneOf<T extends string>(key: string, value: string, allowed: readonly T[]): Result<T> {
  return (allowed as readonly string[]).includes(value)
    ? ok(value as T)
    : err(`${key}=${value}: ${key} must be one of ${allowed.join(", ")}`);
}

export function parseRules(text: string): Result<Rules> {
  const [head = "", ...rest] = text.split(",");
  if (!isPreset(head)) {
    return err(`unknown variant "${head}" (one of ${PRESETS.join(", ")})`);
  }
  const r: { -readonly [K in keyof Rules]: Rules[K] } = { ...PRESET_RULES[head] };
  for (const part of rest) {
    const eq = part.indexOf("=");
    const key = eq < 0 ? part : part.slice(0, eq);
    const value = eq < 0 ? "" : part.slice(eq + 1);
    switch (key) {
      case "draw":
        if (value !== "1" && value !== "3") return err(`draw=${value}: draw must be 1 or 3`);
        r.draw = value === "1" ? 1 : 3;
        break;
      case "passes": {
        const n =
          value === "inf" || value === "unlimited" ? Number.POSITIVE_INFINITY : Number(value);
        if (!(n === Number.POSITIVE_INFINITY || (Number.isInteger(n) && n >= 1))) {
          return err(`passes=${value}: passes must be a whole number from 1, or inf`);
        }
        r.passes = n;
        break;
      }
      case "base": {
        if (value === "random") r.base = "random";
        else {
          const rank = parseRank(value);
          if (!rank.ok) return err(`base=${value}: ${rank.error}, or random`);
          r.base = rank.value;
        }
        break;
      }
      case "build": {
        const v = oneOf(key, value, BUILDS);
        if (!v.ok) return v;
        r.build = v.value;
        break;
      }
      case "runs": {
        const v = oneOf(key, value, RUN_RULES);
        if (!v.ok) return v;
        r.runs = v.value;
        break;
      }
      case "space": {
        const v = oneOf(key, value, SPACE_RULES);
        if (!v.ok) return v;
        r.space = v.value;
        break;
      }
      case "fill":
      case "back": {
        const v = oneOf(key, value, ["yes", "no"] as const);
        if (!v.ok) return v;
        if (key === "fill") r.autoFill = v.value === "yes";
        else r.foundationBack = v.value === "yes";
        break;
      }
      case "reserve": {
        const v = oneOf(key, value, ["top", "up"] as const);
        if (!v.ok) return v;
        r.reserveFaceUp = v.value === "up";
        break;
      }
      default:
        return err(
          `unknown rule option "${key}" (draw passes base build runs space fill reserve back)`,
        );
    }
  }
  return ok(r);
}
