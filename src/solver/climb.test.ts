import { describe, expect, it } from "vitest";
import { dealDeck } from "../core/deal.js";
import { SRC_WASTE, STOCK_MOVE, srcOf } from "../core/move.js";
import { Position } from "../core/position.js";
import { PRESET_RULES } from "../core/rules.js";
import { Climb } from "./climb.js";
import { solve } from "./index.js";
import type { Layer } from "./layers.js";
import { Search } from "./search.js";
import { endsWon, inTurns } from "./test-lines.js";

const superior = (deal: number) => Position.deal(dealDeck(deal), PRESET_RULES.superior);

/** The climb with its layers in view. */
class OpenClimb extends Climb {
  get all(): readonly Layer[] {
    return this.layers;
  }
}

/** Cards up plus cards out of the stock, the waste and the reserve. */
const progress = (pos: Position): number =>
  pos.cardsOnFoundations() + 52 - pos.stock.length - pos.waste.length - pos.reserve.length;

describe("Climb", () => {
  it("applies where the reserve does not fill spaces only", () => {
    expect(Climb.applies(superior(0))).toBe(true);
    for (const preset of ["classic", "strict", "draw1", "storehouse", "rainbow"] as const)
      expect(Climb.applies(Position.deal(dealDeck(0), PRESET_RULES[preset]))).toBe(false);
  });

  // Neither depth-first search wins 1,000,124 within 100,000 positions (the search for a win
  // runs through its graph); the climb wins it in 13,819.
  it("wins a superior deal that the depth-first searches do not, its line legal move by move", () => {
    const start = superior(1_000_124);
    for (const guess of [true, false])
      expect(new Search(start.clone(), { maxNodes: 100_000 }, guess).run().result).not.toBe("win");
    const r = inTurns(new Climb(start, {}), 50_000);
    expect(r.result).toBe("win");
    expect(r.nodes).toBeLessThan(50_000);
    expect(endsWon(start, r.moves)).toBe(true);
  }, 120_000);

  it("makes each layer one step past the one before: moves that make no progress, then one that does", () => {
    for (const deal of [1, 3, 5]) {
      const start = superior(deal);
      const climb = new OpenClimb(start, {});
      climb.resume(300);
      const layers = climb.all;
      expect(layers.length).toBeGreaterThan(3);
      for (let k = 1; k < layers.length; k++) {
        const layer = layers[k] as Layer;
        const before = (layers[k - 1] as Layer).positions;
        for (const [i, moves] of layer.moves.entries()) {
          const pos = (before[layer.parents[i] as number] as Position).clone();
          const level = progress(pos);
          for (const [j, m] of moves.entries()) {
            pos.play(m);
            const last = j === moves.length - 1;
            // Stock turns come only just before the step that plays the card they bring.
            if (m === STOCK_MOVE) {
              const next = moves[j + 1];
              expect(next === STOCK_MOVE || (next !== undefined && srcOf(next) === SRC_WASTE)).toBe(
                true,
              );
            }
            expect([deal, k, i, j, progress(pos) > level]).toEqual([deal, k, i, j, last]);
          }
          expect(pos).toEqual(layer.positions[i]);
        }
      }
    }
  });

  it("gives the same answer, line and positions in turns of 1,000 positions as in one turn", () => {
    const start = superior(1_000_087);
    const whole = new Climb(start, {}).resume(Number.POSITIVE_INFINITY);
    const parts = inTurns(new Climb(start, {}), 1_000);
    expect(parts.result).toBe("win");
    expect([parts.nodes, parts.moves]).toEqual([whole?.nodes, whole?.moves]);
  });

  it("never passes the limit it is given", () => {
    const climb = new Climb(superior(1_000_124), {});
    for (const limit of [100, 1_000, 5_000]) {
      expect(climb.resume(limit, limit)).toBeUndefined();
      expect(climb.expanded).toBeLessThanOrEqual(limit);
    }
  });

  it("leaves the start as it was", () => {
    const start = superior(1_000_087);
    const before = start.clone();
    inTurns(new Climb(start, {}), 50_000);
    expect(start).toEqual(before);
  });
});

describe("solve with the climb", () => {
  // Undecided at 300,000 positions without the climb.
  it("wins superior's 1,000,124 within 100,000 positions, the line legal move by move", () => {
    const start = superior(1_000_124);
    const r = solve(start, { maxNodes: 100_000 });
    expect(r.result).toBe("win");
    expect(endsWon(start, r.moves)).toBe(true);
  }, 120_000);
});
