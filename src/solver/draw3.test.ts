import { describe, expect, it } from "vitest";
import { dealDeck } from "../core/deal.js";
import { DST_T1, moveOf, SRC_F1, STOCK_MOVE } from "../core/move.js";
import { Position } from "../core/position.js";
import { PRESET_RULES } from "../core/rules.js";
import { asDrawThree, drawOneLine, drawThreeHelps } from "./draw3.js";
import { solve } from "./index.js";
import { replayWins } from "./plain.js";

const drawOne = (deal: number) => Position.deal(dealDeck(deal), PRESET_RULES.draw1);

describe("draw3", () => {
  it("applies with draw 1 and unlimited passes only", () => {
    expect(drawThreeHelps(PRESET_RULES.draw1)).toBe(true);
    expect(drawThreeHelps(PRESET_RULES.classic)).toBe(false);
    expect(drawThreeHelps(PRESET_RULES.storehouse)).toBe(false);
    expect(drawThreeHelps(PRESET_RULES.rainbow)).toBe(false);
  });

  it("plays every draw-3 win as a draw-1 win, also from positions in the middle of the stock", () => {
    let wins = 0;
    let offCycle = 0;
    for (let deal = 0; deal < 30; deal++) {
      const start = drawOne(deal);
      // A few single turns first, so that the waste's length is no multiple of 3.
      const turns = deal % 3;
      for (let k = 0; k < turns; k++) start.play(STOCK_MOVE);
      if (turns > 0) offCycle++;
      const r = solve(asDrawThree(start), { maxNodes: 20_000 });
      if (r.result !== "win") continue;
      const line = drawOneLine(start, r.moves);
      expect(line).toBeDefined();
      expect(replayWins(start, line ?? [])).toBe(true);
      // Each draw-3 turn but the last of a stock is three draw-1 turns.
      const threeTurns = r.moves.filter((m) => m === STOCK_MOVE).length;
      expect((line ?? []).filter((m) => m === STOCK_MOVE).length).toBeGreaterThan(threeTurns);
      wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(15);
    expect(offCycle).toBeGreaterThan(0);
  });

  it("gives no line for a line that does not win or is not legal under draw 3", () => {
    const start = drawOne(0);
    const r = solve(asDrawThree(start), { maxNodes: 20_000 });
    expect(r.result).toBe("win");
    expect(drawOneLine(start, r.moves.slice(0, -1))).toBeUndefined();
    // A card back from a foundation: not a move of classic's rules.
    expect(drawOneLine(start, [moveOf(SRC_F1, DST_T1, 1), ...r.moves])).toBeUndefined();
  });

  it("wins draw1 deals that the draw-1 searches took millions of positions to win, with lines that replay", () => {
    // 1,000,593 took 2,688,521 positions before the search under draw 3 was added.
    const start = drawOne(1_000_593);
    const r = solve(start, { maxNodes: 300_000 });
    expect(r.result).toBe("win");
    expect(replayWins(start, r.moves)).toBe(true);
  });
});
