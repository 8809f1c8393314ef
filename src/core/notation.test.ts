import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dealDeck } from "./deal.js";
import { Game } from "./game.js";
import { makePosition, makePositionJson, parsePosition } from "./notation.js";
import { PRESET_RULES, PRESETS } from "./rules.js";
import { makeTestPosition, playout } from "./test-position.js";
import { makeMove, makeMoveToken, parseMove, parseMoveToken } from "./token.js";

const arbGame = fc
  .tuple(
    fc.integer({ min: 0, max: 0xffffffff }),
    fc.constantFrom(...PRESETS),
    fc.array(fc.nat(1000), { maxLength: 120 }),
  )
  .map(([deal, preset, choices]) => playout(deal, preset, choices));

describe("move tokens", () => {
  const all = ["s"];
  for (const from of ["r", "w", "t1", "t2", "t3", "t4", "fc", "fd", "fh", "fs"]) {
    for (const to of ["f", "t1", "t2", "t3", "t4"]) {
      if (from[0] === "f" && to === "f") continue;
      all.push(`${from}${to}`);
      if (from[0] === "t" && to !== "f") all.push(`${from}${to}:2`, `${from}${to}:13`);
    }
  }
  it.each(all)("make(parse(%s)) is the token", (token) => {
    const t = parseMoveToken(token);
    expect(t.ok && makeMoveToken(t.value)).toBe(token);
  });

  it("the canonical form drops :1", () => {
    const t = parseMoveToken("t1t2:1");
    expect(t.ok && makeMoveToken(t.value)).toBe("t1t2");
  });

  it.each(["", "x", "t5f", "t1t2:0", "t1t2:", "rf:2", "wt1:2", "fcf", "t1r", "S", " s"])(
    "refuses the malformed token %j",
    (token) => {
      expect(parseMoveToken(token).ok).toBe(false);
    },
  );

  it("a bare token names the one-card move when a run could also go into a space", () => {
    const pos = makeTestPosition({ tableau: [["9s", "8h"], [], ["3c"], ["4c"]] });
    const one = parseMove(pos, "t1t2");
    expect(one.ok && makeMove(one.value)).toBe("t1t2");
    const two = parseMove(pos, "t1t2:2");
    expect(two.ok && makeMove(two.value)).toBe("t1t2:2");
  });

  it("every printed legal move reads back as itself", () => {
    fc.assert(
      fc.property(arbGame, (game) => {
        for (const m of game.position.legalMoves().slice()) {
          const back = parseMove(game.position, makeMove(m));
          expect(back.ok && back.value).toBe(m);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe("positions", () => {
  it("parse(make(position)) is the position, for reachable positions of every preset", () => {
    fc.assert(
      fc.property(arbGame, (game) => {
        const text = makePosition(game.position);
        const parsed = parsePosition(text);
        if (!parsed.ok) throw new Error(parsed.error);
        expect(parsed.value).toEqual(game.position);
        expect(makePosition(parsed.value)).toBe(text);
      }),
      { numRuns: 150 },
    );
  });

  it("writes the JSON of docs/rules.md §4", () => {
    const game = new Game(dealDeck(1), PRESET_RULES.classic);
    const json = makePositionJson(game.position);
    expect(Object.keys(json)).toEqual([
      "variant",
      "baseRank",
      "reserve",
      "tableau",
      "foundations",
      "stock",
      "waste",
      "pass",
      "status",
    ]);
    expect(json.variant).toBe("classic");
    expect(json.status).toBe("playing");
  });

  const good = makePosition(new Game(dealDeck(3), PRESET_RULES.classic).position);
  const fields = good.split("_");
  const withField = (i: number, v: string) => fields.map((f, j) => (i === j ? v : f)).join("_");
  it.each([
    ["classic_7", "8 fields"],
    [withField(0, "nope"), 'unknown variant "nope"'],
    [withField(1, "Z"), "base rank"],
    [withField(3, "AhAh"), "4 piles"],
    [withField(3, "Xh..."), "t1:"],
    [withField(4, "0.0.0"), "four card counts"],
    [withField(7, "0"), "pass"],
    [withField(2, (fields[2] as string).slice(2)), "is missing"],
  ])("refuses a bad position (%#)", (text, message) => {
    const r = parsePosition(text);
    expect(r.ok ? "accepted" : r.error).toContain(message);
  });
});
