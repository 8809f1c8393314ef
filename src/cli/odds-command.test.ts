import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dealDeck, makeDeal, PRESET_RULES } from "../core/index.js";
import { knowledgeAfter } from "../fair/index.js";

// Runs the built command (npm test builds it first: `npm run build:cli`).
const BIN = join(import.meta.dirname, "../../bin/canfield.js");

function run(args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8" });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const QUICK = ["--samples", "6", "--max-nodes", "3000"];

describe("canfield odds", () => {
  it("prints the chance, its interval, the counts and the fair hint", () => {
    const r = run(["odds", "--deal", "1", "--moves", "s s", ...QUICK]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual([
      "chance",
      "low",
      "high",
      "samples",
      "decided",
      "hint",
      "known",
      "unknown",
    ]);
    // The deal's six face-up cards and the six cards two turns showed.
    expect([out.known, out.unknown, out.samples]).toEqual([12, 40, 6]);
    expect(out.decided).toBeLessThanOrEqual(6);
    expect(out.low).toBeLessThanOrEqual(out.chance);
    expect(out.chance).toBeLessThanOrEqual(out.high);
    const legal = run(["moves", "--deal", "1", "--moves", "s s"]).stdout.trim().split("\n");
    expect(legal).toContain(out.hint);
  });

  it("gives the same answer for a deal whose unknown cards lie elsewhere", () => {
    const deck = dealDeck(5);
    const k = knowledgeAfter(deck, PRESET_RULES.classic, []);
    if (!k.ok) throw new Error(k.error);
    const [a, b] = k.value.unknown;
    const swapped = deck.map((c) => (c === a ? (b as number) : c === b ? (a as number) : c));
    const one = run(["odds", "--cards", makeDeal(deck), "--seed", "9", ...QUICK]);
    const other = run(["odds", "--cards", makeDeal(swapped), "--seed", "9", ...QUICK]);
    expect(one.code).toBe(0);
    expect(other.stdout).toBe(one.stdout);
    expect(run(["odds", "--deal", "5", "--seed", "9", ...QUICK]).stdout).toBe(one.stdout);
  });

  it("is exact, 1 or 0, once every card is known", () => {
    // Superior puts the reserve face up; 12 turns of three and the turn over show the stock.
    const r = run([
      "odds",
      "--deal",
      "2",
      "--variant",
      "superior",
      "--moves",
      "s s s s s s s s s s s s s",
      ...QUICK,
    ]);
    const out = JSON.parse(r.stdout);
    expect([out.known, out.unknown, out.samples]).toEqual([52, 0, 1]);
    expect([0, 1]).toContain(out.chance);
    expect(out.low).toBe(out.chance);
    expect(out.high).toBe(out.chance);
  });

  it.each([
    [["odds"], /give a deal/],
    [["odds", "--deal", "1", "--samples", "0"], /--samples 0/],
    [["odds", "--deal", "1", "--samples", "many"], /--samples many/],
    [["odds", "--deal", "1", "--seed=-3"], /--seed -3/],
    [["odds", "--deal", "1", "--seed", "1.5"], /--seed 1.5/],
    [["odds", "--deal", "1", "--seed", "4294967296"], /--seed 4294967296/],
    [["odds", "--deal", "1", "--max-nodes", "0"], /--max-nodes 0/],
    [["odds", "--deal", "1", "--moves", "s wt9"], /move 2 "wt9"/],
    [["odds", "--deal", "1", "--moves", "rf"], /move 1 "rf"/],
    [["odds", "--cards", "AcAc"], /104 characters/],
    [["odds", "--deal", "1", "--variant", "nope"], /unknown variant/],
    [["odds", "--deal", "1", "--bogus"], /bogus/],
  ])("bad input %j: exit 2, one line", (args, message) => {
    const r = run(args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/at .*\.js/);
  });
});
