import { describe, expect, it } from "vitest";
import { dealDeck } from "../core/deal.js";
import { Position } from "../core/position.js";
import { PRESET_RULES } from "../core/rules.js";
import { StockBeam } from "./beam.js";
import { solve } from "./index.js";
import { Search, type SolveResult } from "./search.js";

const rainbow = (deal: number) => Position.deal(dealDeck(deal), PRESET_RULES.rainbow);

/** The beam's answer, searched in turns of `turn` positions. */
function inTurns(beam: StockBeam, turn: number): SolveResult {
  for (;;) {
    const r = beam.resume(beam.expanded + turn);
    if (r !== undefined) return r;
  }
}

function endsWon(start: Position, moves: readonly number[]): boolean {
  const end = start.clone();
  const legal: number[] = [];
  for (const m of moves) {
    if (!end.legalMoves(legal).includes(m)) return false;
    end.play(m);
  }
  return end.isWon();
}

describe("StockBeam", () => {
  it("applies to one pass through the stock only", () => {
    expect(StockBeam.applies(rainbow(0))).toBe(true);
    for (const preset of ["classic", "strict", "draw1", "storehouse", "superior"] as const)
      expect(StockBeam.applies(Position.deal(dealDeck(0), PRESET_RULES[preset]))).toBe(false);
  });

  // Both depth-first searches leave these undecided at 100,000 positions each; the beam wins
  // them in 11,000 to 30,000.
  it("wins rainbow deals that the depth-first searches do not, each line legal move by move", () => {
    for (const deal of [0, 11]) {
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
  });

  it("gives the same answer, line and positions in turns of 1,000 positions as in one turn", () => {
    const start = rainbow(5);
    const whole = new StockBeam(start, {}).resume(Number.POSITIVE_INFINITY);
    const parts = inTurns(new StockBeam(start, {}), 1_000);
    expect(parts.result).toBe("win");
    expect([parts.nodes, parts.moves]).toEqual([whole?.nodes, whole?.moves]);
  });

  it("leaves the start as it was", () => {
    const start = rainbow(0);
    const before = start.clone();
    inTurns(new StockBeam(start, {}), 50_000);
    expect(start).toEqual(before);
  });
});

describe("solve with the beam over the stock", () => {
  it("wins rainbow's deal 0 within 200,000 positions, the line legal move by move", () => {
    const start = rainbow(0);
    const r = solve(start, { maxNodes: 200_000 });
    expect(r.result).toBe("win");
    expect(endsWon(start, r.moves)).toBe(true);
  });
});
