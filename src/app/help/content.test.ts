import { beforeAll, describe, expect, it } from "vitest";
import { loadLanguage, setLanguage, t } from "../i18n/index.js";
import { HELP, HELP_SECTIONS, LANGUAGES } from "./content.js";

// Every catalog in, so that setLanguage switches at once.
beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

describe("help screen", () => {
  it.each(LANGUAGES)("%s has every section, each with text", (lang) => {
    const doc = HELP[lang];
    expect(Object.keys(doc.sections)).toEqual([...HELP_SECTIONS]);
    for (const s of HELP_SECTIONS) {
      expect(doc.sections[s].heading.length).toBeGreaterThan(2);
      expect(doc.sections[s].text.length).toBeGreaterThan(0);
      expect(doc.sections[s].text.length).toBe(HELP.en.sections[s].text.length);
    }
  });

  it.each(LANGUAGES.filter((l) => l !== "en"))(
    "%s is translated, not English left in place",
    (lang) => {
      for (const s of HELP_SECTIONS) {
        expect(HELP[lang].sections[s].heading).not.toBe(HELP.en.sections[s].heading);
        HELP[lang].sections[s].text.forEach((p, i) => {
          expect(p).not.toBe(HELP.en.sections[s].text[i]);
        });
      }
    },
  );

  it("states the casino figures the rules use", () => {
    for (const lang of LANGUAGES) {
      const scoring = HELP[lang].sections.scoring.text.join(" ");
      expect(scoring).toContain("52");
      expect(scoring).toMatch(/\$5|5 \$/);
    }
  });

  it.each(LANGUAGES)("%s names each variant as the settings and the header do", (lang) => {
    setLanguage(lang);
    const names = (["strict", "draw1", "storehouse", "rainbow", "superior"] as const).map((v) =>
      t(`variant.${v}`),
    );
    const paragraphs = HELP[lang].sections.variants.text;
    expect(paragraphs.map((p) => p.slice(0, p.indexOf(":")))).toEqual(names);
    // Draw one is Classic with the Draw setting at one card: the help says where to set it.
    expect(paragraphs[1]).toContain(`${t("settings.draw")}: ${t("settings.draw1")}`);
    setLanguage("en");
  });
});
