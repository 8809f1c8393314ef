import { describe, expect, it } from "vitest";
import { dealDeck } from "../core/deal.js";
import { DST_T1, moveOf, SRC_F1, SRC_RESERVE, STOCK_MOVE, srcOf } from "../core/move.js";
import { Position } from "../core/position.js";
import { PRESET_RULES, PRESETS, type Preset } from "../core/rules.js";
import { solve } from "./index.js";
import { replayWins } from "./plain.js";
import { lineHere, relatedRules } from "./related.js";

const dealt = (preset: Preset, deal: number) => Position.deal(dealDeck(deal), PRESET_RULES[preset]);

describe("related rules", () => {
  it("are draw 3 for draw1 and rainbow, autofill for superior, and none for the other presets", () => {
    expect(relatedRules(PRESET_RULES.draw1)).toEqual({ ...PRESET_RULES.draw1, draw: 3 });
    expect(relatedRules(PRESET_RULES.rainbow)).toEqual({ ...PRESET_RULES.rainbow, draw: 3 });
    expect(relatedRules(PRESET_RULES.superior)).toEqual({
      ...PRESET_RULES.superior,
      autoFill: true,
    });
    for (const p of PRESETS) {
      if (p !== "draw1" && p !== "rainbow" && p !== "superior")
        expect(relatedRules(PRESET_RULES[p]), p).toBeUndefined();
    }
    // Where only the waste's top takes a space, the reserve could not go into one by a move.
    expect(relatedRules({ ...PRESET_RULES.superior, space: "waste" })).toBeUndefined();
  });

  it("play every draw-3 win as a draw-1 win, also from positions in the middle of the stock", () => {
    let wins = 0;
    let offCycle = 0;
    const rules = relatedRules(PRESET_RULES.draw1) ?? PRESET_RULES.draw1;
    for (let deal = 0; deal < 30; deal++) {
      const start = dealt("draw1", deal);
      // A few single turns first, so that the waste's length is no multiple of 3.
      const turns = deal % 3;
      for (let k = 0; k < turns; k++) start.play(STOCK_MOVE);
      if (turns > 0) offCycle++;
      const r = solve(start.clone(rules), { maxNodes: 20_000 });
      if (r.result !== "win") continue;
      const line = lineHere(start, rules, r.moves);
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

  it("play every draw-3 win of one pass as a rainbow win", () => {
    let wins = 0;
    const rules = relatedRules(PRESET_RULES.rainbow) ?? PRESET_RULES.rainbow;
    for (let deal = 0; deal < 60 && wins < 5; deal++) {
      const start = dealt("rainbow", deal);
      const r = solve(start.clone(rules), { maxNodes: 20_000 });
      if (r.result !== "win") continue;
      const line = lineHere(start, rules, r.moves);
      expect(line).toBeDefined();
      expect(replayWins(start, line ?? [])).toBe(true);
      // One pass: the stock is never turned over, and every card of it is turned once.
      expect((line ?? []).filter((m) => m === STOCK_MOVE).length).toBe(start.stock.length);
      wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(3);
  });

  it("play every win with autofill as a superior win, each fill a move from the reserve", () => {
    let wins = 0;
    const rules = relatedRules(PRESET_RULES.superior) ?? PRESET_RULES.superior;
    for (let deal = 0; deal < 30; deal++) {
      const start = dealt("superior", deal);
      const r = solve(start.clone(rules), { maxNodes: 20_000 });
      if (r.result !== "win") continue;
      const line = lineHere(start, rules, r.moves);
      expect(line).toBeDefined();
      expect(replayWins(start, line ?? [])).toBe(true);
      // All 13 reserve cards leave: those that autofill took are moves here, so the line is longer.
      const fills = (line ?? []).length - r.moves.length;
      expect(fills).toBeGreaterThan(0);
      expect((line ?? []).filter((m) => srcOf(m) === SRC_RESERVE).length).toBe(
        r.moves.filter((m) => srcOf(m) === SRC_RESERVE).length + fills,
      );
      wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(15);
  });

  it("give no line for a line that does not win or is not legal under the related rules", () => {
    for (const preset of ["draw1", "superior"] as const) {
      const start = dealt(preset, 0);
      const rules = relatedRules(start.rules) ?? start.rules;
      const r = solve(start.clone(rules), { maxNodes: 20_000 });
      expect(r.result, preset).toBe("win");
      expect(lineHere(start, rules, r.moves.slice(0, -1)), preset).toBeUndefined();
      // A card back from a foundation: not a move of these rules.
      expect(
        lineHere(start, rules, [moveOf(SRC_F1, DST_T1, 1), ...r.moves]),
        preset,
      ).toBeUndefined();
    }
  });

  it("win draw1 deals that the draw-1 searches took millions of positions to win, with lines that replay", () => {
    // 1,000,593 took 2,688,521 positions before the search under draw 3 was added.
    const start = dealt("draw1", 1_000_593);
    const r = solve(start, { maxNodes: 300_000 });
    expect(r.result).toBe("win");
    expect(replayWins(start, r.moves)).toBe(true);
  });
});
