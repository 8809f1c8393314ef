import { describe, expect, it } from "vitest";
import { makeCard } from "./card.js";
import { dealDeck, makeDeal } from "./deal.js";
import { makePositionJson } from "./notation.js";
import { Position } from "./position.js";
import { PRESET_RULES } from "./rules.js";
import { makeTestPosition, type PositionSpec } from "./test-position.js";
import { makeMove, parseMove } from "./token.js";

const tokens = (spec: PositionSpec) => makeTestPosition(spec).legalMoves().map(makeMove);

function play(spec: PositionSpec, ...moves: string[]) {
  const pos = makeTestPosition(spec);
  for (const t of moves) {
    const m = parseMove(pos, t);
    if (!m.ok) throw new Error(`${t}: ${m.error}`);
    pos.play(m.value);
  }
  return makePositionJson(pos);
}

function refusal(spec: PositionSpec, token: string): string {
  const m = parseMove(makeTestPosition(spec), token);
  if (m.ok) throw new Error(`${token} was accepted`);
  return m.error;
}

// Each row: a clause of docs/rules.md §1, a position, a move token, and whether it is legal.
const legality: [string, PositionSpec, string, boolean][] = [
  [
    "a K may go on an A",
    { reserve: ["Kh"], tableau: [["As"], ["2c"], ["3c"], ["4c"]] },
    "rt1",
    true,
  ],
  [
    "a red K does not go on a red A",
    { reserve: ["Kh"], tableau: [["Ad"], ["2c"], ["3c"], ["4c"]] },
    "rt1",
    false,
  ],
  [
    "a 6 goes on a 7 whatever the base rank",
    { base: "6", reserve: ["6h"], tableau: [["7s"], ["2c"], ["3c"], ["4c"]] },
    "rt1",
    true,
  ],
  [
    "the tableau is built down: a 6 does not go on a 5",
    { reserve: ["6h"], tableau: [["5s"], ["2c"], ["3c"], ["4c"]] },
    "rt1",
    false,
  ],
  [
    "the tableau alternates colours: a black 6 does not go on a black 7",
    { reserve: ["6c"], tableau: [["7s"], ["2c"], ["3c"], ["4c"]] },
    "rt1",
    false,
  ],
  [
    "a foundation starts only with a card of the base rank",
    { reserve: ["8h"], tableau: [["2s"], ["2c"], ["3c"], ["4c"]] },
    "rf",
    false,
  ],
  [
    "a base-rank card starts a foundation",
    { reserve: ["7h"], tableau: [["2s"], ["2c"], ["3c"], ["4c"]] },
    "rf",
    true,
  ],
  [
    "foundations build up in suit",
    { foundations: [0, 0, 1, 0], reserve: ["8h"], tableau: [["2s"], ["2c"], ["3c"], ["4c"]] },
    "rf",
    true,
  ],
  [
    "foundations do not take another suit",
    { foundations: [0, 0, 1, 0], reserve: ["8d"], tableau: [["2s"], ["2c"], ["3c"], ["4c"]] },
    "rf",
    false,
  ],
  [
    "foundations wrap from K to A",
    { foundations: [0, 0, 7, 0], reserve: ["Ah"], tableau: [["2s"], ["2c"], ["3c"], ["4c"]] },
    "rf",
    true,
  ],
  [
    "the top card of a tableau pile may go to a foundation",
    { reserve: ["Kc"], tableau: [["2s", "7d"], ["2c"], ["3c"], ["4c"]] },
    "t1f",
    true,
  ],
  [
    "a card under the top of a pile may not go to a foundation",
    { reserve: ["Kc"], tableau: [["7d", "2s"], ["2c"], ["3c"], ["4c"]] },
    "t1f",
    false,
  ],
  [
    "the reserve's top card may go to a tableau pile",
    { reserve: ["Kc", "6h"], tableau: [["7s"], ["2c"], ["3c"], ["4c"]] },
    "rt1",
    true,
  ],
  [
    "only the reserve's top card is playable",
    { reserve: ["6h", "Kc"], tableau: [["7s"], ["2c"], ["3c"], ["4c"]] },
    "rt1",
    false,
  ],
  [
    "the waste's top card may go to a tableau pile",
    { reserve: ["Kc"], waste: ["Qd", "6h"], tableau: [["7s"], ["2c"], ["3c"], ["4c"]] },
    "wt1",
    true,
  ],
  [
    "only the waste's top card is playable",
    { reserve: ["Kc"], waste: ["6h", "Qd"], tableau: [["7s"], ["2c"], ["3c"], ["4c"]] },
    "wt1",
    false,
  ],
  [
    "a run moves as a unit onto a pile where its bottom card fits",
    { reserve: ["Kc"], tableau: [["9s", "8h", "7c"], ["Th"], ["3c"], ["4c"]] },
    "t1t2:3",
    true,
  ],
  [
    "the upper part of a pile moves when it is a run",
    { reserve: ["Kc"], tableau: [["9s", "8h", "7c"], ["9c"], ["3c"], ["4c"]] },
    "t1t2:2",
    true,
  ],
  [
    "cards that are not a run do not move together",
    { reserve: ["Kc"], tableau: [["9s", "8h", "7d"], ["9c"], ["3c"], ["4c"]] },
    "t1t2:2",
    false,
  ],
  [
    "once the reserve is empty a space may take a card from the waste",
    { waste: ["5h"], tableau: [["9s"], [], ["3c"], ["4c"]], rest: "waste" },
    "wt2",
    true,
  ],
  [
    "once the reserve is empty a space may take the top card of a pile",
    { tableau: [["9s", "8h"], [], ["3c"], ["4c"]] },
    "t1t2:1",
    true,
  ],
  [
    "once the reserve is empty a space may take a whole pile",
    { tableau: [["9s", "8h"], [], ["3c"], ["4c"]] },
    "t1t2:2",
    true,
  ],
  [
    "nothing goes to a tableau pile from its own pile",
    { reserve: ["Kc"], tableau: [["9s"], ["2c"], ["3c"], ["4c"]] },
    "t1t1",
    false,
  ],
];

describe("docs/rules.md §1: which moves are legal", () => {
  it.each(legality)("%s", (_name, spec, token, legal) => {
    expect(parseMove(makeTestPosition(spec), token).ok).toBe(legal);
  });
});

describe("docs/rules.md §1 clauses", () => {
  it("deals 13 reserve cards, the base card, t1…t4 and 34 stock cards in that order", () => {
    const deck = dealDeck(42);
    const json = makePositionJson(Position.deal(deck, PRESET_RULES.classic));
    const codes = makeDeal(deck).match(/../g) as string[];
    expect(json.reserve).toEqual(codes.slice(0, 13));
    const base = codes[13] as string;
    expect(json.baseRank).toBe(base[0]);
    expect(json.foundations[base[1] as "c"]).toEqual([base]);
    expect(json.tableau).toEqual(codes.slice(14, 18).map((c) => [c]));
    expect(json.stock).toEqual(codes.slice(18));
    expect(json.waste).toEqual([]);
    expect(json.pass).toBe(1);
  });

  it("a space is filled from the reserve in the same move", () => {
    const json = play({ reserve: ["Kc", "Qd"], tableau: [["7h"], ["2c"], ["3c"], ["4c"]] }, "t1f");
    expect(json.tableau[0]).toEqual(["Qd"]);
    expect(json.reserve).toEqual(["Kc"]);
  });

  it("a space left by a run is filled from the reserve in the same move", () => {
    const json = play(
      { reserve: ["Kc", "Qd"], tableau: [["9s", "8h"], ["Th"], ["3c"], ["4c"]] },
      "t1t2:2",
    );
    expect(json.tableau).toEqual([["Qd"], ["Th", "9s", "8h"], ["3c"], ["4c"]]);
  });

  it("once the reserve is empty a space may be left empty", () => {
    const json = play({ tableau: [["7h"], ["2c"], ["3c"], ["4c"]] }, "t1f");
    expect(json.tableau[0]).toEqual([]);
  });

  it("a run of n cards into a space is a move for each n that is a run", () => {
    const moves = tokens({ tableau: [["Kc", "9s", "8h", "7c"], [], ["3c"], ["4c"]] });
    expect(moves.filter((t) => t.startsWith("t1t2"))).toEqual(["t1t2", "t1t2:2", "t1t2:3"]);
  });

  it("any run may move: each n up to the run's length", () => {
    const moves = tokens({
      base: "A",
      reserve: ["Kd"],
      tableau: [["9s", "8h", "7c"], ["Th"], ["9c"], ["8d"]],
    });
    expect(moves.filter((t) => t.startsWith("t1"))).toEqual(["t1t4", "t1t3:2", "t1t2:3"]);
  });

  it("nothing is ever played onto the reserve", () => {
    expect(refusal({ tableau: [["7h"], ["2c"], ["3c"], ["4c"]] }, "t1r")).toMatch(/not a move/);
  });

  it("draw 3 turns three cards one at a time, the third turned on top", () => {
    const json = play(
      {
        reserve: ["Kc"],
        tableau: [["Kh"], ["Qc"], ["Jc"], ["Tc"]],
        stock: ["2h", "3h", "4h", "5h"],
      },
      "s",
    );
    expect(json.waste).toEqual(["2h", "3h", "4h"]);
    expect(json.stock[0]).toBe("5h");
  });

  it("draw 3 turns the last 1–2 cards when fewer remain", () => {
    const spec: PositionSpec = {
      stock: ["2h", "3h"],
      rest: "reserve",
      tableau: [["Kc"], ["Qc"], ["Jc"], ["Tc"]],
    };
    expect(play(spec, "s").waste).toEqual(["2h", "3h"]);
    expect(play(spec, "s").stock).toEqual([]);
  });

  it("the waste turns over in the same order, the card turned first first again", () => {
    const spec: PositionSpec = {
      stock: ["2h", "3h", "4h", "5h"],
      rest: "reserve",
      tableau: [["Kc"], ["Qc"], ["Jc"], ["Tc"]],
    };
    const json = play(spec, "s", "s", "s");
    expect(json.stock).toEqual(["2h", "3h", "4h", "5h"]);
    expect(json.waste).toEqual([]);
    expect(json.pass).toBe(2);
  });

  it("passes are unlimited in the classic game", () => {
    const spec: PositionSpec = {
      stock: ["2h"],
      rest: "reserve",
      tableau: [["Kc"], ["Qc"], ["Jc"], ["Tc"]],
    };
    const json = play(spec, ...Array.from({ length: 40 }, () => "s"));
    expect(json.pass).toBe(21);
  });

  it("cards never leave a foundation in the classic game", () => {
    expect(
      refusal({ foundations: [0, 0, 3, 0], tableau: [["Ts"], ["2c"], ["3c"], ["4c"]] }, "fht1"),
    ).toBe("cards never leave the foundations in this game");
  });

  it("a foundation is complete at 13 cards", () => {
    const pos = makeTestPosition({
      foundations: [13, 0, 0, 0],
      tableau: [["2s"], ["2d"], ["3d"], ["4d"]],
    });
    expect(pos.foundationNeeds(0)).toBe(-1);
  });

  it("won: all 52 cards on the foundations", () => {
    const pos = makeTestPosition({ foundations: [13, 13, 13, 12], tableau: [["6s"], [], [], []] });
    expect(pos.status()).toBe("playing");
    pos.play(pos.legalMoves()[0] as number);
    expect(pos.status()).toBe("won");
  });

  it("lost: no legal move remains, the stock and waste empty", () => {
    const pos = makeTestPosition({
      foundations: [12, 12, 12, 12],
      tableau: [["6s", "6h"], ["6c", "6d"], [], []],
    });
    expect(pos.legalMoves().map(makeMove)).toEqual(["t1f", "t2f", "t1t3", "t1t4", "t2t3", "t2t4"]);
    const stuck = makeTestPosition({
      foundations: [11, 11, 11, 11],
      tableau: [
        ["5c", "6c"],
        ["5d", "6d"],
        ["5h", "6h"],
        ["5s", "6s"],
      ],
    });
    expect(stuck.legalMoves()).toEqual([]);
    expect(stuck.status()).toBe("lost");
  });

  it("the stock cannot be turned when the stock and waste are empty", () => {
    expect(refusal({ tableau: [["7h"], ["2c"], ["3c"], ["4c"]], rest: "reserve" }, "s")).toBe(
      "the stock and the waste are empty",
    );
  });

  it("names the problem with an illegal move", () => {
    const spec: PositionSpec = {
      reserve: ["Kc"],
      waste: ["9h"],
      tableau: [["9c"], ["2c"], ["3c"], ["4c"]],
    };
    expect(refusal(spec, "wt1")).toBe("9h does not go on 9c");
    expect(refusal(spec, "wf")).toBe("9h does not go to a foundation (it needs 7h)");
    expect(makeCard(makeTestPosition(spec).reserve.at(-1) as number)).toBe("Kc");
  });
});
