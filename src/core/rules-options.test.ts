import { describe, expect, it } from "vitest";
import { dealDeck } from "./deal.js";
import { makePositionJson } from "./notation.js";
import { Position } from "./position.js";
import { PRESET_RULES, PRESETS, parseRules, type Rules } from "./rules.js";
import { makeTestPosition, type PositionSpec } from "./test-position.js";
import { makeMove, parseMove } from "./token.js";

const rulesWith = (over: Partial<Rules>): Rules => ({ ...PRESET_RULES.classic, ...over });
const tokens = (spec: PositionSpec) => makeTestPosition(spec).legalMoves().map(makeMove);
const toT2 = (token: string) => /t2(:\d+)?$/.test(token);
const accepts = (spec: PositionSpec, token: string) => parseMove(makeTestPosition(spec), token).ok;

describe("docs/rules.md §2 options", () => {
  it("draw 1 turns one card", () => {
    const pos = makeTestPosition({
      rules: "draw1",
      tableau: [["Kh"], ["Qc"], ["Jc"], ["Tc"]],
      reserve: ["Kc"],
      stock: ["2h", "3h"],
    });
    pos.play(0);
    expect(makePositionJson(pos).waste).toEqual(["2h"]);
  });

  it("limited passes: the waste cannot be turned over once the last pass has begun", () => {
    const spec: PositionSpec = {
      rules: rulesWith({ passes: 2 }),
      stock: ["2h"],
      rest: "reserve",
      tableau: [["Kc"], ["Qc"], ["Jc"], ["Tc"]],
    };
    const pos = makeTestPosition(spec);
    pos.play(0); // pass 1: turn the one card
    pos.play(0); // the waste turned over: pass 2 begins
    expect(pos.pass).toBe(2);
    pos.play(0);
    expect(pos.canTurnStock()).toBe(false);
    const m = parseMove(pos, "s");
    expect(m.ok ? "accepted" : m.error).toBe(
      "no more passes: the waste cannot be turned over after pass 2",
    );
  });

  it("fixed base: the base-rank cards start the foundations and the rest deal 13, 4, 31", () => {
    const json = makePositionJson(Position.deal(dealDeck(7), PRESET_RULES.storehouse));
    expect(json.baseRank).toBe("2");
    expect(json.foundations).toEqual({ c: ["2c"], d: ["2d"], h: ["2h"], s: ["2s"] });
    expect(json.reserve).toHaveLength(13);
    expect(json.tableau.map((p) => p.length)).toEqual([1, 1, 1, 1]);
    expect(json.stock).toHaveLength(31);
    const dealt = [...json.reserve, ...json.tableau.flat(), ...json.stock];
    expect(dealt.some((c) => c[0] === "2")).toBe(false);
  });

  it("build in suit: a 6 goes only on a 7 of its suit", () => {
    const rules = rulesWith({ build: "suit" });
    const t: PositionSpec["tableau"] = [["7h"], ["7s"], ["3c"], ["4c"]];
    expect(accepts({ rules, reserve: ["6h"], tableau: t }, "rt1")).toBe(true);
    expect(accepts({ rules, reserve: ["6h"], tableau: t }, "rt2")).toBe(false);
  });

  it("build regardless of colour (rainbow): a 6 goes on any 7", () => {
    const t: PositionSpec["tableau"] = [["7h"], ["7s"], ["3c"], ["4c"]];
    expect(accepts({ rules: "rainbow", reserve: ["6d"], tableau: t }, "rt1")).toBe(true);
    expect(accepts({ rules: "rainbow", reserve: ["6d"], tableau: t }, "rt2")).toBe(true);
    expect(accepts({ rules: "rainbow", reserve: ["5d"], tableau: t }, "rt2")).toBe(false);
  });

  it("strict: only the top card or the whole pile moves", () => {
    const moves = tokens({
      rules: "strict",
      base: "A",
      reserve: ["Kd"],
      tableau: [["9s", "8h", "7c"], ["Th"], ["9c"], ["8d"]],
    });
    expect(moves.filter((t) => t.startsWith("t1"))).toEqual(["t1t4", "t1t2:3"]);
  });

  it("strict: a whole pile moves only when the whole pile is a run", () => {
    const moves = tokens({
      rules: "strict",
      base: "A",
      reserve: ["Kd"],
      tableau: [["4d", "9s", "8h", "7c"], ["Th"], ["9c"], ["8d"]],
    });
    expect(moves.filter((t) => t.startsWith("t1"))).toEqual(["t1t4"]);
  });

  it("strict: once the reserve is empty a space takes only the waste's top card", () => {
    const spec: PositionSpec = {
      rules: "strict",
      waste: ["5h"],
      tableau: [["9s", "8h"], [], ["3c"], ["4c"]],
      rest: "waste",
    };
    expect(tokens(spec).filter(toT2)).toEqual(["wt2"]);
    const m = parseMove(makeTestPosition(spec), "t1t2");
    expect(m.ok ? "accepted" : m.error).toBe("only the waste's top card may fill a space");
  });

  it("no auto-fill (superior): a space stays open while the reserve has cards", () => {
    const spec: PositionSpec = {
      rules: "superior",
      reserve: ["Kc", "Qd"],
      tableau: [["7h"], ["2c"], ["3c"], ["4c"]],
    };
    const pos = makeTestPosition(spec);
    const m = parseMove(pos, "t1f");
    if (!m.ok) throw new Error(m.error);
    pos.play(m.value);
    expect(pos.tableau[0]).toEqual([]);
    expect(pos.reserve).toHaveLength(2);
  });

  it("superior: a space takes any card or run, from the reserve too, at any time", () => {
    const spec: PositionSpec = {
      rules: "superior",
      reserve: ["Kc", "Qd"],
      waste: ["5h"],
      tableau: [["9s", "8h"], [], ["3c"], ["4c"]],
    };
    expect(tokens(spec).filter(toT2)).toEqual(["rt2", "wt2", "t1t2", "t1t2:2", "t3t2", "t4t2"]);
  });

  it("reserve face up: superior shows the whole reserve, the others only its top", () => {
    expect(PRESETS.filter((p) => PRESET_RULES[p].reserveFaceUp)).toEqual(["superior"]);
  });

  it("cards back from foundations: a foundation's top card may go to the tableau", () => {
    const rules = rulesWith({ foundationBack: true });
    const spec: PositionSpec = {
      rules,
      reserve: ["Kc"],
      foundations: [0, 0, 3, 0],
      tableau: [["Tc"], ["2c"], ["3c"], ["4c"]],
    };
    expect(tokens(spec)).toContain("fht1");
    const pos = makeTestPosition(spec);
    const m = parseMove(pos, "fht1");
    if (!m.ok) throw new Error(m.error);
    pos.play(m.value);
    expect(makePositionJson(pos).tableau[0]).toEqual(["Tc", "9h"]);
    expect(pos.foundations[2]).toBe(2);
  });
});

describe("docs/rules.md §2 presets", () => {
  const table: [string, Partial<Rules>][] = [
    ["classic", {}],
    ["strict", { runs: "top-or-whole", space: "waste" }],
    ["draw1", { draw: 1 }],
    ["storehouse", { base: 1, build: "suit", draw: 1, passes: 3 }],
    ["rainbow", { build: "any", draw: 1, passes: 1 }],
    ["superior", { reserveFaceUp: true, autoFill: false }],
  ];
  it.each(table)("%s is classic with %o", (name, over) => {
    const r = parseRules(name);
    expect(r.ok && r.value).toEqual(rulesWith(over));
  });

  it("a preset with overrides is a custom option set", () => {
    const r = parseRules("storehouse,passes=inf,build=alternate");
    expect(r.ok && r.value).toEqual({
      ...PRESET_RULES.storehouse,
      passes: Infinity,
      build: "alternate",
    });
  });

  it.each([
    ["nope", 'unknown variant "nope"'],
    ["classic,draw=2", "draw must be 1 or 3"],
    ["classic,passes=0", "passes must be"],
    ["classic,base=X", "base=X"],
    ["classic,build=up", "build must be one of"],
    ["classic,colour=red", 'unknown rule option "colour"'],
  ])("refuses the variant %s", (text, message) => {
    const r = parseRules(text);
    expect(r.ok ? "accepted" : r.error).toContain(message);
  });
});
