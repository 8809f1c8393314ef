import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HELP, HELP_SECTIONS, LANGUAGES, type Language } from "../help/content.js";
import { de } from "./de.js";
import { en, type MessageKey } from "./en.js";
import { es } from "./es.js";
import { parseMessage, variants } from "./message.js";
import { sl } from "./sl.js";

const CATALOGS = { en, de, es, sl };
const GLOSSARY = readFileSync(join(import.meta.dirname, "../../../docs/glossary.md"), "utf8");

/** The rows of the first table under a "## " heading, as cells by column name. */
function table(heading: string): Record<string, string>[] {
  const section = GLOSSARY.split(/^## /m).find((s) => s.startsWith(`${heading}\n`)) ?? "";
  const rows = section
    .split("\n")
    .filter((l) => l.startsWith("|"))
    .map((l) =>
      l
        .slice(1, -1)
        .split("|")
        .map((c) => c.trim()),
    );
  const [head = [], , ...body] = rows;
  return body.map((cells) => Object.fromEntries(head.map((h, i) => [h, cells[i] ?? ""])));
}

/** "Fundament (Fundamente, Fundamenten)" → the word and its forms. */
const forms = (cell: string): string[] => {
  const m = /^([^(]*?)\s*(?:\(([^)]*)\))?$/.exec(cell);
  return [m?.[1] ?? "", ...(m?.[2]?.split(",") ?? [])].map((f) => f.trim()).filter(Boolean);
};

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Whether a text has one of the forms at the start of a word, whatever the case. */
const mentions = (text: string, words: readonly string[]): boolean =>
  words.some((w) => new RegExp(`(?<!\\p{L})${escapeRe(w)}`, "iu").test(text));

const TERMS = table("Terms").map((row) => ({
  term: row.Term as string,
  words: Object.fromEntries(LANGUAGES.map((l) => [l, forms(row[l] ?? "")])) as Record<
    Language,
    string[]
  >,
}));
const NOT_USED = table("Words not used").map((row) => ({
  lang: row.Language as Language,
  word: row.Not as string,
}));

/** A catalog message as plain text: every plural variant, placeholders left out. */
function plain(text: string): string {
  const r = parseMessage(text);
  return r.ok ? variants(r.value).join(" / ") : text;
}

/** Every text of a language that the glossary governs: its messages and its help paragraphs. */
function texts(lang: Language): { where: string; text: string; english: string }[] {
  const keys = Object.keys(en) as MessageKey[];
  const out: { where: string; text: string; english: string }[] = keys.map((k) => ({
    where: k,
    text: plain(CATALOGS[lang][k] ?? ""),
    english: plain(en[k]),
  }));
  const help = HELP[lang];
  out.push({ where: "help title", text: help.title, english: HELP.en.title });
  for (const s of HELP_SECTIONS) {
    const own = help.sections[s];
    const eng = HELP.en.sections[s];
    out.push({ where: `help ${s}`, text: own.heading, english: eng.heading });
    own.text.forEach((p, i) => {
      out.push({ where: `help ${s} ${i + 1}`, text: p, english: eng.text[i] ?? "" });
    });
  }
  return out;
}

describe("the glossary", () => {
  it("has the terms the game is played with, each in every language", () => {
    expect(TERMS.map((t) => t.term)).toEqual(
      expect.arrayContaining([
        "reserve",
        "stock",
        "waste",
        "foundation",
        "tableau pile",
        "base rank",
        "run",
        "pass",
        "casino balance",
      ]),
    );
    for (const { term, words } of TERMS)
      for (const lang of LANGUAGES)
        expect(words[lang].length, `${term} in ${lang}`).toBeGreaterThan(0);
    expect(NOT_USED.length).toBeGreaterThan(10);
  });

  it("reads a word at the start of a word only, in any case", () => {
    expect(mentions("Drei Fundamente", ["Fundament"])).toBe(true);
    expect(mentions("Casino-Ergebnis: 5 $", ["Ergebnis"])).toBe(true);
    expect(mentions("Reihenfolge", ["Folge"])).toBe(false);
  });

  for (const lang of LANGUAGES)
    describe(lang, () => {
      it.each(TERMS)(
        "names $term with the glossary's word wherever English names it",
        ({ words }) => {
          const missing = texts(lang)
            .filter((t) => mentions(t.english, words.en) && !mentions(t.text, words[lang]))
            .map((t) => `${t.where}: "${t.text}"`);
          expect(missing).toEqual([]);
        },
      );

      it("uses none of the words the glossary rules out", () => {
        const found = NOT_USED.filter((n) => n.lang === lang).flatMap((n) =>
          texts(lang)
            .filter((t) => mentions(t.text, [n.word]))
            .map((t) => `${n.word} in ${t.where}: "${t.text}"`),
        );
        expect(found).toEqual([]);
      });
    });
});
