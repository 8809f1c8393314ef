import { describe, expect, it } from "vitest";
import { parseMessage, uses, variants } from "./message.js";

const parts = (text: string) => {
  const r = parseMessage(text);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe("message syntax", () => {
  it("reads text, parameters and forms", () => {
    expect(parts("Move {card:acc} to {to}.")).toEqual([
      { kind: "text", text: "Move " },
      { kind: "arg", name: "card", form: "acc" },
      { kind: "text", text: " to " },
      { kind: "arg", name: "to", form: undefined },
      { kind: "text", text: "." },
    ]);
  });

  it("reads plural variants with the count and other parameters inside", () => {
    const p = parts("Deal {d}: {n, plural, one {# move in {t}} other {# moves in {t}}}!");
    expect(uses(p)).toEqual([
      { name: "d" },
      { name: "n", plural: ["one", "other"] },
      { name: "t" },
      { name: "t" },
    ]);
    expect(variants(p)).toEqual(["Deal {}: {} move in {}!", "Deal {}: {} moves in {}!"]);
  });

  it("keeps # as text outside a plural", () => {
    expect(parts("Deal #{n}")).toEqual([
      { kind: "text", text: "Deal #" },
      { kind: "arg", name: "n", form: undefined },
    ]);
  });

  it.each([
    ["an unclosed brace", "Deal {n"],
    ["a stray closing brace", "Deal n}"],
    ["an empty name", "Deal {}"],
    ["two forms", "{card:acc:nom}"],
    ["a plural without other", "{n, plural, one {# card}}"],
    ["a category twice", "{n, plural, one {a} one {b} other {c}}"],
    ["an unclosed variant", "{n, plural, one {# card other {# cards}}"],
    ["an unknown kind", "{n, select, a {x} other {y}}"],
  ])("refuses %s", (_, text) => {
    expect(parseMessage(text).ok).toBe(false);
  });
});
