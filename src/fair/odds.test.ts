import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Card } from "../core/card.js";
import { dealDeck } from "../core/deal.js";
import { Game } from "../core/game.js";
import { type Move, STOCK_MOVE } from "../core/move.js";
import { PRESET_RULES, PRESETS } from "../core/rules.js";
import { makeTestPosition } from "../core/test-position.js";
import { makeMove } from "../core/token.js";
import { solve } from "../solver/index.js";
import { replayWins } from "../solver/plain.js";
import { type Knowledge, knowledgeAfter, knowledgeOf } from "./knowledge.js";
import { assess, fairHint } from "./odds.js";

/** Small budgets: the properties hold for any budget, and tests must be quick. */
const QUICK = { samples: 6, maxNodes: 2000, seed: 5 };
const ALL_CARDS = [...Array(52).keys()];

const arbLine = fc.record({
  deal: fc.integer({ min: 0, max: 0xffffffff }),
  preset: fc.constantFrom(...PRESETS),
  choices: fc.array(fc.nat(1000), { maxLength: 80 }),
});

function randomGame(deal: number, preset: (typeof PRESETS)[number], choices: readonly number[]) {
  const game = new Game(dealDeck(deal), PRESET_RULES[preset]);
  for (const c of choices) {
    const legal = game.position.legalMoves().slice();
    if (legal.length === 0) break;
    if (legal.includes(STOCK_MOVE)) legal.push(STOCK_MOVE);
    game.play(legal[c % legal.length] as Move);
  }
  return game;
}

const know = (game: Game, alsoSeen: Iterable<Card> = []): Knowledge => {
  const k = knowledgeAfter(game.deck, game.rules, game.moves(), alsoSeen);
  if (!k.ok) throw new Error(k.error);
  return k.value;
};

describe("the chance to win and the fair hint", () => {
  it("are equal, to the last digit, for deals that differ by a swap of two unknown cards", () => {
    fc.assert(
      fc.property(arbLine, fc.nat(), fc.nat(), ({ deal, preset, choices }, i, j) => {
        const game = randomGame(deal, preset, choices);
        const k = know(game);
        const u = k.unknown;
        fc.pre(u.length >= 2);
        const a = u[i % u.length] as Card;
        const b = u[(i + 1 + (j % (u.length - 1))) % u.length] as Card;
        const swapped = game.deck.map((c) => (c === a ? b : c === b ? a : c));
        const other = Game.replay(swapped, game.rules, game.moves());
        if (!other.ok) throw new Error(other.error);
        // The true positions differ; what the player knows and every answer do not.
        expect(other.value.position.reserve.concat(other.value.position.stock)).not.toEqual(
          game.position.reserve.concat(game.position.stock),
        );
        expect(assess(know(other.value), QUICK)).toEqual(assess(k, QUICK));
      }),
      { numRuns: 12 },
    );
  });

  it("with nothing unknown is 1 or 0 and agrees with the exact solver", () => {
    fc.assert(
      fc.property(arbLine, ({ deal, preset, choices }) => {
        const game = randomGame(deal, preset, choices);
        // With one arrangement, assess gives it the budget of all its samples: the same here,
        // as the solver's answer within a budget need not hold within another.
        const truth = solve(game.position, { maxNodes: QUICK.maxNodes * QUICK.samples });
        fc.pre(truth.result !== "unknown");
        const o = assess(know(game, ALL_CARDS), QUICK);
        expect(o.unknown).toBe(0);
        expect(o.known).toBe(52);
        const c = truth.result === "win" ? 1 : 0;
        expect([o.chance, o.low, o.high]).toEqual([c, c, c]);
        expect(o.exhaustive).toBe(true);
      }),
      { numRuns: 15 },
    );
  });

  it("tries every arrangement once when there are few", () => {
    const game = randomGame(7, "classic", []);
    const k0 = know(game);
    // Seen everything but three of the hidden cards: 3! = 6 arrangements.
    const hidden = k0.unknown.slice(0, 3);
    const k = know(
      game,
      ALL_CARDS.filter((c) => !hidden.includes(c)),
    );
    expect(k.unknown).toEqual(hidden);
    const o = assess(k, { ...QUICK, samples: 32 });
    expect(o.samples).toBe(6);
    expect(o.exhaustive).toBe(true);
    expect(o.low).toBeCloseTo(o.wins / 6, 6);
    expect(o.high).toBeCloseTo((o.wins + 6 - o.decided) / 6, 6);
  });

  it("gives a legal hint, the same as the hint alone, and the interval holds the chance", () => {
    fc.assert(
      fc.property(arbLine, ({ deal, preset, choices }) => {
        const game = randomGame(deal, preset, choices);
        const k = know(game);
        const o = assess(k, QUICK);
        const h = fairHint(k, QUICK);
        expect(h).toEqual({ hint: o.hint, hintBy: o.hintBy, ...(o.plan && { plan: o.plan }) });
        if (o.hint !== null) expect(game.position.legalMoves()).toContain(o.hint);
        if (o.chance !== null) {
          expect(o.low).toBeLessThanOrEqual(o.chance);
          expect(o.chance).toBeLessThanOrEqual(o.high);
        }
        expect(o.known + o.unknown).toBe(52);
      }),
      { numRuns: 12 },
    );
  });

  it("with a plan's turn closed, hints a move that keeps the win when one does", () => {
    fc.assert(
      fc.property(arbLine, ({ deal, choices }) => {
        const game = randomGame(deal, "classic", choices);
        const pos = game.position;
        const open = pos.legalMoves().filter((m) => m !== STOCK_MOVE);
        fc.pre(open.length >= 2);
        const budget = { maxNodes: 5000 };
        const played = (m: Move) => {
          const p = pos.clone();
          p.play(m);
          return p;
        };
        const keeps = (m: Move) => solve(played(m), budget).result === "win";
        // The hint knows a win only where the solver finds one within its budget: from the
        // position itself (its one arrangement), or after a move.
        const root = solve(pos, budget);
        fc.pre(root.result === "win" && open.some(keeps));
        // Nothing unknown: one arrangement, the true position.
        const h = fairHint(know(game, ALL_CARDS), { ...budget, samples: 1, avoid: [STOCK_MOVE] });
        expect(h.hint).not.toBe(STOCK_MOVE);
        // Won after the hint: by the rest of the solver's line when the hint begins it, else by
        // a search from there.
        const m = h.hint as Move;
        const byLine = root.moves[0] === m && replayWins(played(m), root.moves.slice(1));
        expect(byLine || keeps(m)).toBe(true);
      }),
      { numRuns: 30 },
    );
  });

  it("draws the same arrangements for the same seed, and others for another seed", () => {
    const k = know(randomGame(11, "classic", []));
    const a = assess(k, { samples: 8, maxNodes: 1000, seed: 1 });
    expect(assess(k, { samples: 8, maxNodes: 1000, seed: 1 })).toEqual(a);
    const wins = [1, 2, 3, 4, 5].map(
      (seed) => assess(k, { samples: 8, maxNodes: 1000, seed }).wins,
    );
    expect(new Set(wins).size).toBeGreaterThan(1);
  });

  it("plays a card that is safe to its foundation without asking the solver", () => {
    // 7s are up; the reserve's 8c can take only a red 7, and both are up.
    const pos = makeTestPosition({
      base: "7",
      foundations: [1, 1, 1, 1],
      reserve: ["9h", "8c"],
      tableau: [["Kd"], ["Qs"], ["2h"], ["5c"]],
    });
    const seen = new Set<Card>(ALL_CARDS);
    const k = knowledgeOf(pos, seen);
    const h = fairHint(k, { maxNodes: 1 });
    expect(h.hintBy).toBe("safe");
    expect(h.hint === null ? null : makeMove(h.hint)).toBe("rf");
  });

  it("is 1 with no hint once won and 0 with no hint when no move is left", () => {
    const won = makeTestPosition({ base: "A", foundations: [13, 13, 13, 13] });
    const o = assess(knowledgeOf(won, new Set(ALL_CARDS)));
    expect([o.chance, o.low, o.high, o.hint]).toEqual([1, 1, 1, null]);
    // Four kings in the tableau, a 5 on the reserve, the stock and waste empty: no move.
    const stuck = makeTestPosition({
      base: "7",
      foundations: [1, 0, 0, 0],
      reserve: ["5d"],
      tableau: [["Ks"], ["Kc"], ["Kd"], ["Kh"]],
      rest: "reserve",
    });
    expect(stuck.legalMoves()).toHaveLength(0);
    const l = assess(knowledgeOf(stuck, new Set(ALL_CARDS)));
    expect([l.chance, l.low, l.high, l.hint]).toEqual([0, 0, 0, null]);
  });
});
