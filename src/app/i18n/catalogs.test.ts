import { beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "../help/content.js";
import { cardLabel, FORMS } from "./cards.js";
import { de } from "./de.js";
import { en, type MessageKey } from "./en.js";
import { es } from "./es.js";
import {
  detectLanguage,
  formatDay,
  formatDayMonth,
  formatMoney,
  formatMonth,
  formatNumber,
  formatPercent,
  language,
  loadLanguage,
  rulesName,
  setLanguage,
  t,
} from "./index.js";
import { parseMessage, type Use, uses } from "./message.js";
import { sl } from "./sl.js";

const CATALOGS = { en, de, es, sl };

const KEYS = Object.keys(en) as MessageKey[];
const OTHERS = LANGUAGES.filter((l) => l !== "en");
/** The parameters that callers pass as a card or a pile (cardParam, pileParam). */
const NOUNS = new Set(["card", "pile", "to"]);

function usesOf(text: string): Use[] {
  const r = parseMessage(text);
  if (!r.ok) throw new Error(`${r.error} in "${text}"`);
  return uses(r.value);
}
const names = (text: string) => [...new Set(usesOf(text).map((u) => u.name))].sort();
const plurals = (text: string) =>
  [...new Set(usesOf(text).flatMap((u) => (u.plural ? [u.name] : [])))].sort();

describe("catalogs", () => {
  it.each(OTHERS)("%s has every key of en.ts, none empty", (lang) => {
    const cat = CATALOGS[lang];
    const missing = KEYS.filter((k) => typeof cat[k] !== "string" || cat[k]?.trim() === "");
    expect(missing, `missing or empty in ${lang}.ts`).toEqual([]);
  });

  it.each(OTHERS)("%s has no key that en.ts lacks", (lang) => {
    const extra = Object.keys(CATALOGS[lang]).filter((k) => !(k in en));
    expect(extra).toEqual([]);
  });

  it.each(LANGUAGES)("%s: every message is well formed", (lang) => {
    const bad = KEYS.flatMap((k) => {
      const r = parseMessage(CATALOGS[lang][k] ?? "");
      return r.ok ? [] : [`${k}: ${r.error}`];
    });
    expect(bad).toEqual([]);
  });

  it.each(OTHERS)("%s uses the same parameters as en.ts in every message", (lang) => {
    const wrong = KEYS.filter(
      (k) => JSON.stringify(names(CATALOGS[lang][k] ?? "")) !== JSON.stringify(names(en[k])),
    );
    expect(wrong).toEqual([]);
  });

  it.each(LANGUAGES)(
    "%s has a plural wherever en.ts counts, with every category of the language's rules",
    (lang) => {
      const categories = [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort();
      for (const k of KEYS) {
        const text = CATALOGS[lang][k] ?? "";
        expect(plurals(text), `${lang} ${k}`).toEqual(plurals(en[k]));
        for (const u of usesOf(text))
          if (u.plural) expect(u.plural, `${lang} ${k}: {${u.name}, plural}`).toEqual(categories);
      }
    },
  );

  it.each(LANGUAGES)("%s asks only cards and piles for a form, and only known forms", (lang) => {
    for (const k of KEYS)
      for (const u of usesOf(CATALOGS[lang][k] ?? "")) {
        if (u.form === undefined) continue;
        expect(NOUNS.has(u.name), `${lang} ${k}: {${u.name}:${u.form}}`).toBe(true);
        expect(FORMS, `${lang} ${k}`).toContain(u.form);
      }
  });

  it.each(OTHERS)("%s is translated: most messages differ from English", (lang) => {
    const same = KEYS.filter((k) => CATALOGS[lang][k] === en[k]);
    // Only names and words that the languages share (Canfield, Reserve, Talon…) may stay.
    expect(same.length).toBeLessThan(KEYS.length * 0.06);
  });
});

describe("languages on demand", () => {
  it("shows a language once its catalog is in; the latest choice wins", async () => {
    // Run first in this file: no catalog but English is in yet.
    const german = setLanguage("de");
    expect(language.value).toBe("en");
    expect(t("toolbar.undo")).toBe("Undo");
    const slovene = setLanguage("sl");
    await Promise.all([german, slovene]);
    expect(language.value).toBe("sl");
    expect(t("toolbar.undo")).toBe(sl["toolbar.undo"]);
    // Once in, a catalog switches at once.
    void setLanguage("de");
    expect(t("toolbar.undo")).toBe(de["toolbar.undo"]);
    await setLanguage("en");
  });
});

describe("t", () => {
  beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

  it("fills placeholders and formats numbers for the language", () => {
    setLanguage("de");
    expect(t("deal.label", { n: 1234 })).toBe("Spiel Nr. 1234");
    expect(formatNumber(2.5)).toBe("2,5");
    expect(formatPercent(0.5)).toMatch(/^50\s?%$/);
    expect(formatMoney(-52)).toMatch(/^−52\s\$$/);
    setLanguage("en");
    expect(t("deal.label", { n: 4294967295 })).toBe("Deal #4294967295");
    expect(formatNumber(2.5)).toBe("2.5");
    expect(formatMoney(-52)).toBe("−$52");
    expect(formatDay("2026-11-30")).toBe("Nov 30, 2026");
    setLanguage("de");
    expect(formatDay("2026-11-30")).toBe("30.11.2026");
    expect(formatMonth("2026-11")).toBe("November 2026");
    setLanguage("es");
    expect(formatMonth("2026-11")).toBe("noviembre de 2026");
    setLanguage("sl");
    expect(formatNumber(0.5)).toBe("0,5");
    setLanguage("xx");
    expect(t("toolbar.undo")).toBe("Undo");
  });
});

describe("dates a player reads", () => {
  it.each([
    ["en", "January 1, 2999", "11/30", "There is no daily deal for January 1, 2999."],
    ["de", "1. Januar 2999", "30.11.", "Für den 1. Januar 2999 gibt es kein Tagesspiel."],
    ["es", "1 de enero de 2999", "30/11", "No hay partida diaria para el 1 de enero de 2999."],
    ["sl", "1. januar 2999", "30. 11.", "Za 1. januar 2999 ni dnevne igre."],
  ] as const)("%s: %s, %s, and the bad-date message", (lang, long, dayMonth, badDate) => {
    setLanguage(lang);
    expect(formatDay("2999-01-01", "long")).toBe(long);
    expect(formatDayMonth("2026-11-30")).toBe(dayMonth);
    expect(t("daily.badDate", { day: formatDay("2999-01-01", "long") })).toBe(badDate);
    setLanguage("en");
  });

  it("leaves text that is not a real date as it was typed", () => {
    expect(formatDay("2026-02-30")).toBe("2026-02-30");
    expect(formatDayMonth("2026-13-01")).toBe("2026-13-01");
  });
});

describe("variants by name", () => {
  it("names a preset's rules text in the language and leaves custom rules as written", () => {
    setLanguage("sl");
    expect(rulesName("classic")).toBe("Klasična");
    expect(rulesName("classic,draw=1")).toBe("Po ena");
    setLanguage("de");
    expect(rulesName("rainbow")).toBe("Regenbogen");
    expect(rulesName("classic,passes=2")).toBe("classic,passes=2");
    setLanguage("en");
  });
});

describe("language from the browser", () => {
  it.each([
    [["de-AT", "en"], "de"],
    [["fr-FR", "es-419", "en"], "es"],
    [["sl-SI"], "sl"],
    [["pt-BR", "fr"], "en"],
    [[], "en"],
  ] as const)("%j → %s", (prefs, lang) => {
    expect(detectLanguage(prefs)).toBe(lang);
  });
});

describe("card names", () => {
  it.each(LANGUAGES)("%s names all 52 cards differently", (lang) => {
    const names = new Set(Array.from({ length: 52 }, (_, c) => cardLabel(c, lang)));
    expect(names.size).toBe(52);
    for (const n of names) expect(n).not.toMatch(/undefined/);
  });

  it("reads as players say them", () => {
    // 9 of hearts is 2*13+9, queen of spades 3*13+11, ace of clubs 0.
    expect(cardLabel(2 * 13 + 9, "de")).toBe("Herz-Zehn");
    expect(cardLabel(3 * 13 + 11, "es")).toBe("reina de picas");
    expect(cardLabel(2 * 13 + 9, "sl")).toBe("srčeva desetka");
    expect(cardLabel(0, "sl")).toBe("križev as");
    expect(cardLabel(2 * 13 + 9, "en")).toBe("10 of hearts");
  });
});
