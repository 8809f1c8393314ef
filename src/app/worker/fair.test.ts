import { describe, expect, it } from "vitest";
import { makeCard } from "../../core/card.js";
import { dealDeck } from "../../core/deal.js";
import { Game } from "../../core/game.js";
import { PRESET_RULES } from "../../core/rules.js";
import { makeMove } from "../../core/token.js";
import { oddsAfter } from "../../fair/index.js";
import { handle } from "./handler.js";

describe("the worker's fair-play answers", () => {
  it("odds: the chance and the fair hint of src/fair for the moves played", () => {
    const r = handle({ type: "odds", deal: { number: 3 }, rules: "classic", moves: ["s", "s"] });
    const deck = dealDeck(3);
    const moves = [0, 0];
    const want = oddsAfter(deck, PRESET_RULES.classic, moves, {
      samples: 32,
      seed: 1,
      maxNodes: 20_000,
    });
    if (!r.ok || !want.ok) throw new Error("no answer");
    expect(r.value.chance).toBe(want.value.chance);
    expect(r.value.hint).toBe(want.value.hint === null ? null : makeMove(want.value.hint));
    expect(r.value.known + r.value.unknown).toBe(52);
  });

  it("odds: cards seen on lines taken back count as known", () => {
    const game = new Game(dealDeck(3), PRESET_RULES.classic);
    game.play(0);
    const shown = game.position.waste.map(makeCard);
    expect(shown).toHaveLength(3);
    const plain = handle({ type: "odds", deal: { number: 3 }, rules: "classic", moves: [] });
    // One turn, taken back: the three cards it showed are known at the top of the stock.
    const turned = handle({
      type: "odds",
      deal: { number: 3 },
      rules: "classic",
      moves: [],
      seen: shown,
    });
    if (!plain.ok || !turned.ok) throw new Error("no answer");
    expect(turned.value.known).toBe(plain.value.known + 3);
  });

  it.each([
    [{ type: "odds", deal: { number: 3 }, rules: "klondike", moves: [] }, /rules/],
    [{ type: "odds", deal: { number: 3 }, rules: "classic", moves: ["rf"] }, /move 1 "rf"/],
    [{ type: "odds", deal: { number: 3 }, rules: "classic", moves: [], seen: ["Zz"] }, /card "Zz"/],
    [{ type: "odds", deal: { number: 3 }, rules: "classic", moves: [], samples: 0 }, /samples/],
    [{ type: "fairPlay", deal: { number: -1 }, rules: "classic" }, /out of range/],
    [
      { type: "gameReview", deal: { number: 3 }, rules: "classic", moves: ["x"], won: false },
      /move 1/,
    ],
  ] as const)("refuses bad input with a reason: %o", (request, reason) => {
    const r = handle(request as Parameters<typeof handle>[0]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(reason);
  });

  it("gameReview: a won game's deal is winnable without solving; a lost one is judged", () => {
    const won = handle({
      type: "gameReview",
      deal: { number: 3 },
      rules: "classic",
      moves: [],
      won: true,
    });
    expect(won).toEqual({ ok: true, value: { verdict: "winnable", lastWinnable: null } });
    // Deal 2 cannot be won.
    const lost = handle({
      type: "gameReview",
      deal: { number: 2 },
      rules: "classic",
      moves: ["s"],
      won: false,
    });
    expect(lost).toEqual({ ok: true, value: { verdict: "unwinnable", lastWinnable: null } });
  });
});
