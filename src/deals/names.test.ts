import { describe, expect, test } from "vitest";
import { NAME_PROBLEMS, nameProblem, parseName } from "./names.js";

describe("a player's name", () => {
  test.each([
    ["Ada", "Ada"],
    ["  Ada Lovelace  ", "Ada Lovelace"],
    ["jean-luc_2.0", "jean-luc_2.0"],
    ["Zoë", "Zoë"],
    ["Иван", "Иван"],
    ["山田太郎", "山田太郎"],
    ["देवनागरी", "देवनागरी"],
    ["مريم", "مريم"],
    ["x".repeat(24), "x".repeat(24)],
    ["Zoe\u0308", "Zoë"],
  ])("%j is kept as %j", (raw, name) => {
    expect(parseName(raw)).toEqual({ ok: true, value: name });
  });

  test.each([
    ["", /empty/],
    ["   ", /empty/],
    ["x".repeat(25), /25 characters long: at most 24/],
    ["<b>bold</b>", /only letters, digits/],
    ["a\u202eb", /only letters, digits/],
    ["zero\u200bwidth", /only letters, digits/],
    ["tab\there", /only letters, digits/],
    ["emoji 🃏", /only letters, digits/],
    ["Robert'); DROP TABLE", /only letters, digits/],
    ["...", /at least one letter or digit/],
  ])("%j is refused", (raw, why) => {
    const r = parseName(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(why);
  });

  test("length counts characters, not UTF-16 units", () => {
    expect(parseName("𝔸".repeat(24)).ok).toBe(true);
    expect(parseName("𝔸".repeat(25)).ok).toBe(false);
  });

  test("the problem codes match the sentences, and every code can happen", () => {
    const cases: Record<string, string> = {
      empty: " ",
      long: "y".repeat(25),
      chars: "<i>",
      noLetter: "-_-",
    };
    expect(Object.keys(cases).sort()).toEqual([...NAME_PROBLEMS].sort());
    for (const [problem, raw] of Object.entries(cases)) {
      expect(nameProblem(raw)).toBe(problem);
      expect(parseName(raw).ok).toBe(false);
    }
    expect(nameProblem(" Ada ")).toBeUndefined();
  });
});
