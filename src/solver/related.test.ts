import { describe, expect, it } from "vitest";
import { dealDeck } from "../core/deal.js";
import { DST_T1, type Move, moveOf, SRC_F1, SRC_RESERVE, STOCK_MOVE, srcOf } from "../core/move.js";
import { Position } from "../core/position.js";
import { PRESET_RULES, PRESETS, type Preset } from "../core/rules.js";
import { solve } from "./index.js";
import { replayWins } from "./plain.js";
import { lineHere, relatedRules } from "./related.js";

const dealt = (preset: Preset, deal: number) => Position.deal(dealDeck(deal), PRESET_RULES[preset]);

interface RelatedWin {
  readonly start: Position;
  /** The line under the related rules, and as lineHere plays it under the preset's. */
  readonly there: readonly Move[];
  readonly here: readonly Move[];
}

/**
 * The wins under the related rules of the preset's deals 0 … deals − 1 (each after
 * `prepare`), at most maxWins of them, at 20,000 positions a deal: each line here must exist
 * and replay.
 */
function relatedWins(
  preset: Preset,
  deals: number,
  maxWins: number,
  prepare: (start: Position, deal: number) => void = () => {},
): RelatedWin[] {
  const rules = relatedRules(PRESET_RULES[preset]) ?? PRESET_RULES[preset];
  const wins: RelatedWin[] = [];
  for (let deal = 0; deal < deals && wins.length < maxWins; deal++) {
    const start = dealt(preset, deal);
    prepare(start, deal);
    const r = solve(start.clone(rules), { maxNodes: 20_000 });
    if (r.result !== "win") continue;
    const here = lineHere(start, rules, r.moves);
    expect(here, `${preset} ${deal}`).toBeDefined();
    expect(replayWins(start, here ?? []), `${preset} ${deal}`).toBe(true);
    wins.push({ start, there: r.moves, here: here ?? [] });
  }
  return wins;
}

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
    // A few single turns first on two deals in three, so that the waste's length is no multiple of 3.
    const wins = relatedWins("draw1", 30, 30, (start, deal) => {
      for (let k = 0; k < deal % 3; k++) start.play(STOCK_MOVE);
    });
    expect(wins.length).toBeGreaterThanOrEqual(15);
    expect(wins.filter((w) => w.start.waste.length % 3 !== 0).length).toBeGreaterThan(0);
    for (const { there, here } of wins) {
      // Each draw-3 turn but the last of a stock is three draw-1 turns.
      const turns = (line: readonly Move[]) => line.filter((m) => m === STOCK_MOVE).length;
      expect(turns(here)).toBeGreaterThan(turns(there));
    }
  });

  it("play every draw-3 win of one pass as a rainbow win", () => {
    const wins = relatedWins("rainbow", 60, 5);
    expect(wins.length).toBeGreaterThanOrEqual(3);
    // One pass: the stock is never turned over, and every card of it is turned once.
    for (const { start, here } of wins)
      expect(here.filter((m) => m === STOCK_MOVE).length).toBe(start.stock.length);
  });

  it("play every win with autofill as a superior win, each fill a move from the reserve", () => {
    const wins = relatedWins("superior", 30, 30);
    expect(wins.length).toBeGreaterThanOrEqual(15);
    const fromReserve = (line: readonly Move[]) =>
      line.filter((m) => srcOf(m) === SRC_RESERVE).length;
    for (const { there, here } of wins) {
      // The cards that autofill took are moves here, so the line is longer.
      const fills = here.length - there.length;
      expect(fills).toBeGreaterThan(0);
      expect(fromReserve(here)).toBe(fromReserve(there) + fills);
    }
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
