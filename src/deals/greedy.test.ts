import { describe, expect, it } from "vitest";
import { dealDeck } from "../core/deal.js";
import { Position } from "../core/position.js";
import { PRESET_RULES, PRESETS } from "../core/rules.js";
import { greedyMove, greedyPlay } from "./greedy.js";

describe("the greedy player's move", () => {
  it("is the first move of its play from the same position, in every preset", () => {
    for (const preset of PRESETS) {
      for (let d = 0; d < 10; d++) {
        const pos = Position.deal(dealDeck(d), PRESET_RULES[preset]);
        for (let step = 0; step < 20 && !pos.isWon(); step++) {
          const m = greedyMove(pos);
          expect(m).toBe(greedyPlay(pos).moves[0]);
          if (m === undefined) break;
          expect(pos.legalMoves()).toContain(m);
          pos.play(m);
        }
      }
    }
  });
});
