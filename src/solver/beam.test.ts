import { describe, expect, it } from "vitest";
import { dealDeck } from "../core/deal.js";
import { STOCK_MOVE } from "../core/move.js";
import { parsePosition } from "../core/notation.js";
import { Position } from "../core/position.js";
import { PRESET_RULES } from "../core/rules.js";
import { makeTestPosition, type PositionSpec } from "../core/test-position.js";
import { rolloutGain, StockBeam } from "./beam.js";
import { isIdleSplit } from "./frames.js";
import { solve } from "./index.js";
import { Search } from "./search.js";
import { endsWon, inTurns } from "./test-lines.js";

const rainbow = (deal: number) => Position.deal(dealDeck(deal), PRESET_RULES.rainbow);

function parsed(text: string): Position {
  const r = parsePosition(text);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

describe("StockBeam", () => {
  it("applies to one pass through the stock only", () => {
    expect(StockBeam.applies(rainbow(0))).toBe(true);
    for (const preset of ["classic", "strict", "draw1", "storehouse", "superior"] as const)
      expect(StockBeam.applies(Position.deal(dealDeck(0), PRESET_RULES[preset]))).toBe(false);
  });

  // Both depth-first searches leave these undecided at 100,000 positions each; the beam wins
  // them in 341 (7) and 201 (47).
  it("wins rainbow deals that the depth-first searches do not, each line legal move by move", () => {
    for (const deal of [7, 47]) {
      const start = rainbow(deal);
      for (const guess of [true, false])
        expect(new Search(start.clone(), { maxNodes: 100_000 }, guess).run().result).toBe(
          "unknown",
        );
      const r = inTurns(new StockBeam(start, {}), 50_000);
      expect([deal, r.result]).toEqual([deal, "win"]);
      expect(r.nodes).toBeLessThan(100_000);
      expect(endsWon(start, r.moves)).toBe(true);
    }
  }, 300_000);

  it("gives the same answer, line and positions in turns of 1,000 positions as in one turn", () => {
    const start = rainbow(5);
    const whole = new StockBeam(start, {}).resume(Number.POSITIVE_INFINITY);
    const parts = inTurns(new StockBeam(start, {}), 1_000);
    expect(parts.result).toBe("win");
    expect([parts.nodes, parts.moves]).toEqual([whole?.nodes, whole?.moves]);
  });

  it("plays no idle split while it turns the stock: up to the line's last turn, no move is one", () => {
    let wins = 0;
    for (let deal = 0; deal < 20; deal++) {
      const start = rainbow(deal);
      const r = new StockBeam(start, {}).resume(20_000, 20_000);
      if (r?.result !== "win") continue;
      wins++;
      // The moves after the last turn may be the final search's.
      const last = r.moves.lastIndexOf(STOCK_MOVE);
      const pos = start.clone();
      for (const m of r.moves.slice(0, last)) {
        expect(isIdleSplit(pos, m)).toBe(false);
        pos.play(m);
      }
    }
    expect(wins).toBeGreaterThan(10);
  });

  it("leaves the start as it was", () => {
    const start = rainbow(0);
    const before = start.clone();
    inTurns(new StockBeam(start, {}), 50_000);
    expect(start).toEqual(before);
  });
});

/**
 * Rainbow positions won within small budgets: the deal 4,294,967,022, and three after 10 to
 * 40 random moves. A beam taking the whole of a budget wins the second within 2,000 positions
 * and leaves it undecided within 5,000, where its narrowest stage fills the budget but for
 * its final search.
 */
const SMALL_WINS = [
  "rainbow_7_6s5cJdKh5hTc5sJs6hQc_Th9h.KcQh.3c.Ts9c_0.0.0.1_JhQs4hTd2s8s4c3hAh8d2hAcJc4d9sKd8c2c4s3d7c3sKs2dQd7h6dAdAs_9d6c5d7d8h_1",
  "rainbow_4_Td5c3sTsJsTh6h5h2d7dAc3d_9s.Ah.Ad.Jc_1.1.0.0_QhKs9h3cTc2hKh8d8sKd4h6d8c9d7h2s6cQs7c5sJd4sKc9cQc_7s3h2c8h5dAs6sJhQd_1",
  "rainbow_A_2d4s2hAd8sTcJs5h_6d.7c6h5d4h.KcQcJcTs.Ks_0.0.1.0_Qh8c3s7sKdAs3d8d9h4c5sTd9s3h6c3c7dQs9c6s2c9d7h2s5cAc4d8hJhJdTh_KhQd_1",
];

describe("the beam's look ahead", () => {
  // Rainbow from a 7: each suit's 6 is its last card, its 5 the one before, its 4 the one
  // before that. The look ahead plays the reserve's and the waste's tops up or onto a pile
  // top after each turn, and follows nothing else.
  const sixes = [["6d"], ["6h"], ["6s"], ["6c"]] as PositionSpec["tableau"];
  const cases: [string, PositionSpec, number][] = [
    ["a card that goes up", { foundations: [11, 12, 12, 12], tableau: sixes, stock: ["5c"] }, 100],
    [
      "two cards that go up in turn",
      { foundations: [10, 12, 12, 12], tableau: sixes, stock: ["4c", "5c"] },
      200,
    ],
    [
      "a card onto a pile top, not followed up from there",
      { foundations: [10, 12, 12, 12], tableau: sixes, stock: ["5c", "4c"] },
      100,
    ],
    [
      "a card that fits nowhere, left on the waste",
      {
        foundations: [10, 12, 12, 12],
        tableau: [["6d"], ["6h"], ["6s"], ["5c"]],
        stock: ["6c", "4c"],
      },
      100 - 1000,
    ],
    [
      "the waste's top, up once the turned card is",
      { foundations: [10, 12, 12, 12], tableau: sixes, waste: ["5c"], stock: ["4c"] },
      200 + 1000,
    ],
    [
      "the reserve's top first: onto a pile top before the turned card goes up",
      { foundations: [10, 12, 12, 12], tableau: sixes, reserve: ["5c"], stock: ["4c"] },
      100 + 500,
    ],
  ];
  it.each(cases)("counts %s", (_name, spec, gain) => {
    expect(rolloutGain(makeTestPosition({ rules: "rainbow", ...spec }))).toBe(gain);
  });
});

describe("solve with the beam over the stock", () => {
  it("still wins within a larger budget what it wins within a smaller one", () => {
    const starts = [rainbow(4_294_967_022), ...SMALL_WINS.map(parsed)];
    for (const [i, start] of starts.entries()) {
      const answers = [2_000, 5_000, 12_000, 20_000].map((maxNodes) => {
        const r = solve(start, { maxNodes });
        return r.result === "win" && endsWon(start, r.moves) ? "win" : r.result;
      });
      const first = answers.indexOf("win");
      expect([i, first >= 0, answers.slice(first)]).toEqual([
        i,
        true,
        answers.slice(first).map(() => "win"),
      ]);
    }
  });

  it("wins rainbow's deal 0 within 200,000 positions, the line legal move by move", () => {
    const start = rainbow(0);
    const r = solve(start, { maxNodes: 200_000 });
    expect(r.result).toBe("win");
    expect(endsWon(start, r.moves)).toBe(true);
  });
});
