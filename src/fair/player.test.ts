import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Card } from "../core/card.js";
import { dealDeck } from "../core/deal.js";
import { Game } from "../core/game.js";
import { PRESET_RULES, PRESETS } from "../core/rules.js";
import { followLine, knowledgeOf } from "./knowledge.js";
import { knowledgeKey, playFair } from "./player.js";

const QUICK = { samples: 4, maxNodes: 1000, seed: 3 };

describe("the fair computer player", () => {
  it("plays a legal line, never back to a position it has been in, and says why it stopped", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.constantFrom(...PRESETS),
        (deal, preset) => {
          const rules = PRESET_RULES[preset];
          const r = playFair(dealDeck(deal), rules, { ...QUICK, maxMoves: 50 });
          const game = Game.replay(dealDeck(deal), rules, r.moves);
          if (!game.ok) throw new Error(game.error);
          expect(r.won).toBe(game.value.position.isWon());
          if (r.end === "guard") expect(r.moves).toHaveLength(50);
          if (r.end === "stuck") expect(game.value.position.legalMoves()).toHaveLength(0);
          const keys = new Set<string>();
          for (let i = 0; i <= r.moves.length; i++) {
            const line = followLine(dealDeck(deal), rules, r.moves.slice(0, i));
            if (!line.ok) throw new Error(line.error);
            keys.add(knowledgeKey(knowledgeOf(line.value.position, line.value.seen)));
          }
          expect(keys.size).toBe(r.moves.length + 1);
        },
      ),
      { numRuns: 6 },
    );
  });

  it("plays the same moves on deals that differ only in cards it never saw", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.nat(), (deal, i) => {
        const rules = PRESET_RULES.classic;
        const deck = dealDeck(deal);
        const r = playFair(deck, rules, { ...QUICK, maxMoves: 40 });
        const line = followLine(deck, rules, r.moves);
        if (!line.ok) throw new Error(line.error);
        const never = [...Array(52).keys()].filter((c) => !line.value.seen.has(c));
        fc.pre(never.length >= 2);
        const a = never[i % never.length] as Card;
        const b = never[(i + 1) % never.length] as Card;
        const swapped = deck.map((c) => (c === a ? b : c === b ? a : c));
        expect(playFair(swapped, rules, { ...QUICK, maxMoves: 40 }).moves).toEqual(r.moves);
      }),
      { numRuns: 6 },
    );
  });

  it("wins a deal that it can win from the start", () => {
    // Deal 0 is won by the fair player with the default settings (npm run bench:fair).
    const r = playFair(dealDeck(0), PRESET_RULES.classic, { samples: 8, maxNodes: 5000 });
    expect(r.end).toBe("won");
  });
});
