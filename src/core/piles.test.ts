import { describe, expect, it } from "vitest";
import { parseCard, suitOf } from "./card.js";
import { dealDeck } from "./deal.js";
import { countOf, dstOf, STOCK_MOVE } from "./move.js";
import { parsePosition } from "./notation.js";
import { movePiles } from "./piles.js";
import { Position } from "./position.js";
import { PRESET_RULES } from "./rules.js";
import { parseMove } from "./token.js";

describe("a move's piles", () => {
  it("a stock turn comes from the stock and lands nowhere", () => {
    const pos = Position.deal(dealDeck(1), PRESET_RULES.classic);
    expect(movePiles(pos, STOCK_MOVE)).toEqual({ from: "s", to: undefined });
  });

  it("every move of many positions names the pile its card leaves and the pile that takes it", () => {
    for (let deal = 0; deal < 40; deal++) {
      const pos = Position.deal(dealDeck(deal), PRESET_RULES.classic);
      for (let step = 0; step < 30; step++) {
        const moves = pos.legalMoves();
        for (const m of moves) {
          if (m === STOCK_MOVE) continue;
          const { from, to } = movePiles(pos, m);
          const card = pos.movedCard(m);
          const after = pos.clone();
          after.play(m);
          // The card is no longer where it was, and is now on top of `to` (or under its run).
          if (to?.[0] === "f") {
            expect(to).toBe(`f${suitOf(card) + 1}`);
            expect(after.foundationTop(suitOf(card))).toBe(card);
          } else {
            const pile = after.tableau[Number(to?.[1]) - 1] ?? [];
            expect(pile[pile.length - countOf(m)]).toBe(card);
            expect(dstOf(m)).toBe(Number(to?.[1]));
          }
          expect(from).toMatch(/^(r|w|t[1-4]|f[1-4])$/);
        }
        const m = moves[(deal * 7 + step) % moves.length];
        if (m === undefined) break;
        pos.play(m);
      }
    }
  });

  it("a card sent home lands on its suit's foundation", () => {
    const pos = parsePosition("classic_A__Kc.Kd.Kh.Ks_12.12.12.12___1");
    if (!pos.ok) throw new Error(pos.error);
    const m = parseMove(pos.value, "t3f");
    if (!m.ok) throw new Error(m.error);
    const kh = parseCard("Kh");
    expect(kh.ok && pos.value.movedCard(m.value)).toBe(kh.ok && kh.value);
    expect(movePiles(pos.value, m.value)).toEqual({ from: "t3", to: "f3" });
  });
});
