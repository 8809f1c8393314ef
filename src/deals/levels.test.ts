import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dealDeck, MAX_DEAL_NUMBER } from "../core/deal.js";
import { Game } from "../core/game.js";
import { Position } from "../core/position.js";
import { PRESET_RULES, PRESETS } from "../core/rules.js";
import { solve } from "../solver/v1/index.js";
import { greedyPlay } from "./greedy.js";
import { findDeal, HARD_NODES, MEDIUM_NODES, rateDeal } from "./levels.js";

const classic = PRESET_RULES.classic;

describe("greedy player", () => {
  it("plays only legal moves and always stops, in every preset", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_DEAL_NUMBER }),
        fc.constantFrom(...PRESETS),
        (deal, preset) => {
          const start = Position.deal(dealDeck(deal), PRESET_RULES[preset]);
          const { won, moves } = greedyPlay(start);
          expect(moves.length).toBeLessThan(5000);
          const replay = Game.replay(dealDeck(deal), PRESET_RULES[preset], moves);
          expect(replay.ok).toBe(true);
          if (replay.ok) expect(replay.value.position.isWon()).toBe(won);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("wins some deals and not others (deals 0-299: a handful, pinned)", () => {
    const wins = [];
    for (let d = 0; d < 300; d++)
      if (greedyPlay(Position.deal(dealDeck(d), classic)).won) wins.push(d);
    expect(wins.length).toBeGreaterThan(0);
    expect(wins.length).toBeLessThan(30);
    expect(wins).toEqual(wins.filter((d) => rateDeal(d, classic).verdict === "easy"));
  });
});

describe("difficulty measure", () => {
  it("levels follow the documented definition", () => {
    for (let d = 0; d < 20; d++) {
      const pos = Position.deal(dealDeck(d), classic);
      const { verdict } = rateDeal(d, classic);
      const greedy = greedyPlay(pos).won;
      const quick = solve(pos, { maxNodes: MEDIUM_NODES }).result;
      const full = solve(pos, { maxNodes: HARD_NODES }).result;
      const expected = greedy
        ? "easy"
        : quick === "win"
          ? "medium"
          : quick === "loss"
            ? "unwinnable"
            : full === "win"
              ? "hard"
              : full === "loss"
                ? "unwinnable"
                : "unknown";
      expect(verdict, `deal ${d}`).toBe(expected);
    }
  });

  it("is deterministic: the same verdicts twice, and pinned for a few deals", () => {
    const verdicts = [0, 1, 2, 3, 4].map((d) => rateDeal(d, classic).verdict);
    expect([0, 1, 2, 3, 4].map((d) => rateDeal(d, classic).verdict)).toEqual(verdicts);
    expect(rateDeal(2, classic).verdict).toBe("unwinnable");
  });

  it("findDeal returns the first deal of the level from the start, wrapping at 2^32", () => {
    const found = findDeal("medium", classic, MAX_DEAL_NUMBER - 1);
    expect(found).toBeDefined();
    if (!found) return;
    const order = [MAX_DEAL_NUMBER - 1, MAX_DEAL_NUMBER, 0, 1, 2, 3, 4, 5];
    const first = order.find((d) => rateDeal(d, classic).verdict === "medium");
    expect(found.deal).toBe(first);
    expect(found.tried).toBe(order.indexOf(first as number) + 1);
    expect(findDeal("easy", classic, 0, 1)).toEqual(
      rateDeal(0, classic).verdict === "easy" ? { deal: 0, tried: 1 } : undefined,
    );
  });
});
