import { beforeAll, describe, expect, it } from "vitest";
import { WIN_MOVES } from "../../../e2e/fixtures.js";
import { dealDeck } from "../../core/deal.js";
import { Game } from "../../core/game.js";
import { PRESET_RULES } from "../../core/rules.js";
import { parseMove } from "../../core/token.js";
import { LANGUAGES, loadLanguage, setLanguage } from "../i18n/index.js";
import { describeMove } from "./announce.js";

/** Plays the pinned winning line of deal 1 and describes every move as the live region would. */
function describeAll(lang: string): string[] {
  setLanguage(lang);
  const game = new Game(dealDeck(1), PRESET_RULES.classic);
  return WIN_MOVES.split(" ").map((token) => {
    const m = parseMove(game.position, token);
    if (!m.ok) throw new Error(m.error);
    const before = [...game.position.foundations];
    game.play(m.value);
    return describeMove(game.position, m.value, before);
  });
}

// Every catalog in, so that setLanguage switches at once.
beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

describe("announcements", () => {
  it("names the card and where it went, for every move of a won deal", () => {
    const texts = describeAll("en");
    const tokens = WIN_MOVES.split(" ");
    tokens.forEach((tok, i) => {
      const text = texts[i] as string;
      if (tok === "s") expect(text).toMatch(/^(Stock turned: .+ on the waste|Waste turned over)/);
      else if (tok.includes("f")) expect(text).toMatch(/ to Foundation [1-4]$/);
      else
        expect(text).toMatch(new RegExp(` to Tableau pile ${tok.replace(/:.*/, "").slice(-1)}$`));
    });
    expect(texts[3]).toMatch(/^(ace|[2-9]|10|jack|queen|king) of \w+ to Foundation \d$/);
  });

  it("speaks the player's language", () => {
    const de = describeAll("de");
    expect(de.filter((t) => / auf Fundament \d$/.test(t)).length).toBeGreaterThan(40);
    expect(de.join(" ")).not.toMatch(/ of |Foundation/);
    setLanguage("en");
  });
});
