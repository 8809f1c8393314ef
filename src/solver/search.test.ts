import { describe, expect, it } from "vitest";
import { dealDeck } from "../core/deal.js";
import { Position } from "../core/position.js";
import { PRESET_RULES } from "../core/rules.js";
import { Search, type SolveResult } from "./search.js";

/** Runs a search in turns of `turn` positions until it answers. */
function inTurns(search: Search, turn: number): SolveResult {
  for (;;) {
    const r = search.resume(search.expanded + turn);
    if (r !== undefined) return r;
  }
}

describe("Search.resume", () => {
  // Within 20,000 positions deal 0 is a win, 2 a loss, 17 unknown: each kind of end.
  for (const deal of [0, 2, 17])
    for (const guess of [false, true])
      it(`deal ${deal}, ${guess ? "guess" : "exact"}: turns of 7 positions give what one run gives`, () => {
        const start = Position.deal(dealDeck(deal), PRESET_RULES.classic);
        const whole = new Search(start.clone(), { maxNodes: 20_000 }, guess).run();
        const parts = inTurns(new Search(start.clone(), { maxNodes: 20_000 }, guess), 7);
        expect(parts.result).toBe(whole.result);
        expect(parts.nodes).toBe(whole.nodes);
        expect(parts.moves).toEqual(whole.moves);
      });

  it("stops at each pause with exactly the positions asked for", () => {
    const search = new Search(Position.deal(dealDeck(22), PRESET_RULES.classic), {}, false);
    expect(search.resume(100)).toBeUndefined();
    expect(search.expanded).toBe(100);
    expect(search.resume(250)).toBeUndefined();
    expect(search.expanded).toBe(250);
  });
});
