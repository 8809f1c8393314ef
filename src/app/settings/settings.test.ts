import { describe, expect, it } from "vitest";
import { PRESET_RULES, sameRules } from "../../core/rules.js";
import {
  DEFAULT_GAME_SETTINGS,
  drawOf,
  FIXED_DRAW,
  parseGameSettings,
  rulesOf,
  VARIANTS,
} from "./settings.js";

describe("the rules the settings give", () => {
  it("each variant under its own draw, or the chosen draw where the variant leaves it open", () => {
    for (const variant of VARIANTS) {
      for (const draw of [1, 3] as const) {
        const s = { ...DEFAULT_GAME_SETTINGS, variant, draw };
        const fixed = FIXED_DRAW[variant];
        expect(drawOf(s)).toBe(fixed ?? draw);
        expect(rulesOf(s)).toEqual({ ...PRESET_RULES[variant], draw: fixed ?? draw });
      }
    }
    expect(FIXED_DRAW).toEqual({ storehouse: 1, rainbow: 1 });
  });

  it("old settings naming the draw1 variant keep exactly the rules they gave", () => {
    const old = parseGameSettings({ ...DEFAULT_GAME_SETTINGS, variant: "draw1", draw: 1 });
    expect(old.variant).toBe("classic");
    expect(sameRules(rulesOf(old), PRESET_RULES.draw1)).toBe(true);
    const three = parseGameSettings({ variant: "draw1", draw: 3 });
    expect(sameRules(rulesOf(three), PRESET_RULES.classic)).toBe(true);
  });
});
