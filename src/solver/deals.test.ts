import { describe, expect, it } from "vitest";
import { dealDeck } from "../core/deal.js";
import { Game } from "../core/game.js";
import { makePosition } from "../core/notation.js";
import { Position } from "../core/position.js";
import { PRESET_RULES } from "../core/rules.js";
import { solve } from "./index.js";
import { solve as solveV1 } from "./v1/index.js";

/**
 * Results of deals 0 … 39 with a budget of 20,000 positions (w win, l loss, u unknown), for
 * each version of the search: with only a node budget the answers are the same on every
 * machine. A change here means the search changed; version 1 must never change (the daily
 * deal is defined by it). A w in one string and an l in another means a bug.
 */
const PINNED = {
  2: {
    classic: "wwlwwwwwwwwwwwwwwwwwwwuwwlwwlwwwuwwwwllw",
    strict: "wwlwwwwwwwuuwwwwwuwuwwuwwlwulwwwuwwwwllu",
  },
  1: {
    classic: "wwlwwwwwwwwwwwwwwuwwwwuwwlwulwwwuwwwwluu",
    strict: "wwlwwwwwwwuuwwwwwuwwwwuwwlwuluwwuwwwwluu",
  },
} as const;
const BUDGET = 20_000;

describe("pinned deals", () => {
  it("no deal is a win in one string and a loss in another", () => {
    for (const variant of ["classic", "strict"] as const) {
      const [a, b] = [PINNED[1][variant], PINNED[2][variant]];
      for (let n = 0; n < 40; n++) {
        expect(`${a[n]}${b[n]}`).not.toMatch(/wl|lw/);
      }
    }
  });

  for (const [variant, version] of [
    ["classic", 2],
    ["strict", 2],
    ["classic", 1],
    ["strict", 1],
  ] as const) {
    it(`${variant}, version ${version}: deals 0-39`, () => {
      const rules = PRESET_RULES[variant];
      let got = "";
      for (let n = 0; n < 40; n++) {
        const deck = dealDeck(n);
        const r = (version === 1 ? solveV1 : solve)(Position.deal(deck, rules), {
          maxNodes: BUDGET,
        });
        got += r.result[0];
        expect(r.nodes).toBeLessThanOrEqual(BUDGET);
        if (r.result === "win") {
          // Every win replays through the game, one checked move at a time, and ends won.
          const game = Game.replay(deck, rules, r.moves);
          if (!game.ok) throw new Error(`deal ${n}: ${game.error}`);
          expect(game.value.position.isWon()).toBe(true);
        } else expect(r.moves).toEqual([]);
      }
      expect(got).toBe(PINNED[version][variant]);
    }, 300_000);
  }
});

describe("solve", () => {
  it("leaves the caller's position as it was", () => {
    const pos = Position.deal(dealDeck(7), PRESET_RULES.classic);
    const before = makePosition(pos);
    const r = solve(pos, { maxNodes: 5_000 });
    expect(r.result).toBe("win");
    expect(makePosition(pos)).toBe(before);
  });

  it("gives the same answer, line and node count twice over with a node budget", () => {
    const pos = Position.deal(dealDeck(17), PRESET_RULES.classic);
    const a = solve(pos, { maxNodes: 30_000 });
    const b = solve(pos, { maxNodes: 30_000 });
    expect(b.result).toBe(a.result);
    expect(b.nodes).toBe(a.nodes);
    expect(b.moves).toEqual(a.moves);
  });

  it("solves from the middle of a game", () => {
    const deck = dealDeck(5);
    const rules = PRESET_RULES.classic;
    const first = solve(Position.deal(deck, rules), { maxNodes: 50_000 });
    expect(first.result).toBe("win");
    const game = Game.replay(deck, rules, first.moves.slice(0, 40));
    if (!game.ok) throw new Error(game.error);
    const rest = solve(game.value.position, { maxNodes: 50_000 });
    expect(rest.result).toBe("win");
    const whole = Game.replay(deck, rules, [...first.moves.slice(0, 40), ...rest.moves]);
    expect(whole.ok && whole.value.position.isWon()).toBe(true);
  });

  it("answers win with no moves for a won position", () => {
    const pos = Position.deal(dealDeck(5), PRESET_RULES.classic);
    const r = solve(pos, { maxNodes: 50_000 });
    const end = pos.clone();
    for (const m of r.moves) end.play(m);
    expect(solve(end)).toMatchObject({ result: "win", moves: [] });
  });

  it("stops at a time limit with unknown", () => {
    // Deal 22 needs far more than 1 ms; the answer is unknown whatever the machine.
    const r = solve(Position.deal(dealDeck(22), PRESET_RULES.classic), { maxMs: 1 });
    expect(r.result).toBe("unknown");
  });
});
