import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dealDeck, MAX_DEAL_NUMBER } from "../core/deal.js";
import { Game } from "../core/game.js";
import { Position } from "../core/position.js";
import { PRESET_RULES, PRESETS, parseRules } from "../core/rules.js";
import { solve as solveNow } from "../solver/index.js";
import { solve } from "../solver/v1/index.js";
import { greedyPlay } from "./greedy.js";
import { findDeal, HARD_NODES, levelBudgets, MEDIUM_NODES, rateDeal } from "./levels.js";

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
  it("levels follow the documented definition, with each preset's budgets", () => {
    for (const preset of PRESETS) {
      const rules = PRESET_RULES[preset];
      const { medium, hard } = levelBudgets(rules);
      for (let d = 0; d < (preset === "classic" ? 20 : 4); d++) {
        const pos = Position.deal(dealDeck(d), rules);
        const { verdict } = rateDeal(d, rules);
        const greedy = greedyPlay(pos).won;
        const quick = solve(pos, { maxNodes: medium }).result;
        const full = solve(pos, { maxNodes: hard }).result;
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
        expect(verdict, `${preset} deal ${d}`).toBe(expected);
      }
    }
  });

  it("classic's budgets are 1,000 and 20,000 positions; storehouse and rainbow have their own", () => {
    const classicBudgets = { medium: MEDIUM_NODES, hard: HARD_NODES, lostCheck: 0 };
    expect(classicBudgets).toEqual({ medium: 1_000, hard: 20_000, lostCheck: 0 });
    const own = {
      storehouse: { medium: 3_000, hard: 20_000, lostCheck: 500 },
      rainbow: { medium: 1_000, hard: 50_000, lostCheck: 0 },
    } as const;
    for (const preset of PRESETS) {
      const expected = preset in own ? own[preset as keyof typeof own] : classicBudgets;
      expect(levelBudgets(PRESET_RULES[preset]), preset).toEqual(expected);
    }
    const custom = parseRules("storehouse,passes=2");
    expect(custom.ok).toBe(true);
    if (custom.ok) expect(levelBudgets(custom.value)).toEqual(classicBudgets);
  });

  it("findDeal finds the deal a plain scan with rateDeal finds, passing over deals proved lost", () => {
    const cases = [
      ["storehouse", "medium", 0],
      ["storehouse", "hard", 40],
    ] as const;
    for (const [preset, level, start] of cases) {
      const rules = PRESET_RULES[preset];
      const found = findDeal(level, rules, start, 200);
      let plain = start;
      while (rateDeal(plain, rules, level).verdict !== level) plain++;
      expect(found, `${preset} ${level}`).toEqual({ deal: plain, tried: plain - start + 1 });
      // The scan met a deal that the check of the current search proves lost, so it was passed over.
      const passed = [];
      for (let d = start; d < plain; d++)
        if (solveNow(Position.deal(dealDeck(d), rules), { maxNodes: 500 }).result === "loss")
          passed.push(d);
      expect(passed.length, `${preset} ${level}`).toBeGreaterThan(0);
    }
    // Classic, without the check, finds the deal of the plain scan too.
    const classicHard = findDeal("hard", classic, 0, 200);
    let plain = 0;
    while (rateDeal(plain, classic, "hard").verdict !== "hard") plain++;
    expect(classicHard).toEqual({ deal: plain, tried: plain + 1 });
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
