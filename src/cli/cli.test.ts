import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import {
  dealDeck,
  Game,
  makeDeal,
  makeMove,
  makePositionJson,
  PRESET_RULES,
} from "../core/index.js";

// Runs the built command, as a user would (the test runner builds it first).
function canfield(...args: string[]) {
  const r = spawnSync("node", ["bin/canfield.js", ...args], { encoding: "utf8" });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe("canfield deal", () => {
  it("prints the deal string of a deal number", () => {
    const r = canfield("deal", "--deal", "42");
    expect(r.code).toBe(0);
    expect(r.out).toBe(`${makeDeal(dealDeck(42))}\n`);
  });
});

describe("canfield show", () => {
  it("prints the position after the moves as JSON", () => {
    const r = canfield("show", "--deal", "1", "--variant", "draw1", "--moves", "s s");
    expect(r.code).toBe(0);
    const game = new Game(dealDeck(1), PRESET_RULES.draw1);
    game.play(0);
    game.play(0);
    expect(JSON.parse(r.out)).toEqual(makePositionJson(game.position));
  });

  it("takes a deal string", () => {
    const cards = makeDeal(dealDeck(9));
    const r = canfield("show", "--cards", cards);
    expect(JSON.parse(r.out).reserve.join("")).toBe(cards.slice(0, 26));
  });
});

describe("canfield moves", () => {
  it("prints the legal moves, one canonical token a line", () => {
    const r = canfield("moves", "--deal", "3", "--variant", "superior", "--moves", "s");
    const game = new Game(dealDeck(3), PRESET_RULES.superior);
    game.play(0);
    expect(r.code).toBe(0);
    expect(r.out).toBe(`${game.position.legalMoves().map(makeMove).join("\n")}\n`);
  });
});

describe("bad input: exit 2 and one line on stderr naming the problem", () => {
  const bad: [string, string[], string][] = [
    ["an unknown option", ["show", "--deal", "1", "--colour", "red"], "--colour"],
    ["an unknown command", ["play"], 'unknown command "play"'],
    ["no deal", ["show"], "give a deal"],
    ["a malformed deal number", ["deal", "--deal", "12x"], '"12x" is not a deal number'],
    ["a deal number out of range", ["deal", "--deal", "4294967296"], "out of range"],
    ["a short deal string", ["show", "--cards", "AhKs"], "this one has 4"],
    [
      "a malformed card",
      ["show", "--cards", `Zh${makeDeal(dealDeck(1)).slice(2)}`],
      '"Z" is not a rank',
    ],
    [
      "a card dealt twice",
      ["show", "--cards", `${makeDeal(dealDeck(1)).slice(0, 102)}Qd`],
      "names Qd twice",
    ],
    [
      "an unknown variant",
      ["show", "--deal", "1", "--variant", "klondike"],
      'unknown variant "klondike"',
    ],
    ["a malformed move", ["show", "--deal", "1", "--moves", "s rt9"], 'move 2 "rt9": not a move'],
    [
      "an illegal move",
      ["show", "--deal", "1", "--moves", "s s rf"],
      'move 3 "rf": 2s does not go to a foundation',
    ],
    [
      "an illegal move in moves",
      ["moves", "--deal", "1", "--moves", "wt1"],
      'move 1 "wt1": the waste is empty',
    ],
  ];
  it.each(bad)("%s", (_name, args, message) => {
    const r = canfield(...args);
    expect(r.code).toBe(2);
    expect(r.out).toBe("");
    expect(r.err).toContain(message);
    expect(r.err.trim().split("\n")).toHaveLength(1);
    expect(r.err).not.toMatch(/\n\s+at /);
  });
});

describe("help", () => {
  it.each(["deal", "show", "moves"])("canfield %s --help explains the command", (name) => {
    const r = canfield(name, "--help");
    expect(r.code).toBe(0);
    expect(r.out).toContain(`canfield ${name}`);
  });

  it("canfield --help lists the commands", () => {
    const r = canfield("--help");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/deal .*\n.*show .*\n.*moves /);
  });
});
