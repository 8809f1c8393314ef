import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dealDeck } from "./deal.js";
import { Game } from "./game.js";
import { countOf, DST_FOUNDATION, dstOf, moveOf, SRC_RESERVE, STOCK_MOVE } from "./move.js";
import { checkPosition, makePosition } from "./notation.js";
import { PRESET_RULES, PRESETS } from "./rules.js";

const arbPlay = fc.record({
  deal: fc.integer({ min: 0, max: 0xffffffff }),
  preset: fc.constantFrom(...PRESETS),
  choices: fc.array(fc.nat(1000), { minLength: 1, maxLength: 300 }),
});

describe("invariants over random legal playouts", () => {
  it("every reachable position holds 52 distinct cards; undo and redo restore exactly", () => {
    fc.assert(
      fc.property(arbPlay, ({ deal, preset, choices }) => {
        const game = new Game(dealDeck(deal), PRESET_RULES[preset]);
        for (const c of choices) {
          const legal = game.position.legalMoves().slice();
          if (legal.length === 0) break;
          const before = makePosition(game.position);
          const r = game.play(legal[c % legal.length] as number);
          expect(r.ok).toBe(true);
          expect(checkPosition(game.position)).toBeUndefined();
          const after = makePosition(game.position);
          expect(game.undo()).toBe(true);
          expect(makePosition(game.position)).toBe(before);
          expect(game.redo()).toBe(true);
          expect(makePosition(game.position)).toBe(after);
        }
      }),
      { numRuns: 120 },
    );
  });

  it("movedCard names the card a move lands at the bottom of its target", () => {
    fc.assert(
      fc.property(arbPlay, ({ deal, preset, choices }) => {
        const game = new Game(dealDeck(deal), PRESET_RULES[preset]);
        for (const c of choices) {
          const pos = game.position;
          const legal = pos.legalMoves().slice();
          if (legal.length === 0) break;
          for (const m of legal) {
            const card = pos.movedCard(m);
            const info = pos.play(m);
            const d = dstOf(m);
            if (m === STOCK_MOVE) expect(card).toBe(-1);
            else if (d === DST_FOUNDATION)
              expect(pos.foundationTop(Math.floor(card / 13))).toBe(card);
            else {
              const p = pos.tableau[d - 1] as number[];
              expect(p[p.length - countOf(m)]).toBe(card);
            }
            pos.unplay(m, info);
          }
          game.play(legal[c % legal.length] as number);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("replaying the recorded moves reproduces the game", () => {
    fc.assert(
      fc.property(arbPlay, ({ deal, preset, choices }) => {
        const deck = dealDeck(deal);
        const game = new Game(deck, PRESET_RULES[preset]);
        for (const c of choices) {
          const legal = game.position.legalMoves();
          if (legal.length === 0) break;
          game.play(legal[c % legal.length] as number, c % 3 === 0);
        }
        const again = Game.replay(deck, PRESET_RULES[preset], game.moves(), game.autoFlags());
        if (!again.ok) throw new Error(again.error);
        expect(makePosition(again.value.position)).toBe(makePosition(game.position));
        expect(again.value.moveCount()).toBe(game.moveCount());
      }),
      { numRuns: 120 },
    );
  });

  it("undoing everything returns to the deal, redoing everything returns to the end", () => {
    fc.assert(
      fc.property(arbPlay, ({ deal, preset, choices }) => {
        const game = new Game(dealDeck(deal), PRESET_RULES[preset]);
        const start = makePosition(game.position);
        for (const c of choices) {
          const legal = game.position.legalMoves();
          if (legal.length === 0) break;
          game.play(legal[c % legal.length] as number, c % 4 === 0);
        }
        const end = makePosition(game.position);
        while (game.undo());
        expect(makePosition(game.position)).toBe(start);
        while (game.redo());
        expect(makePosition(game.position)).toBe(end);
      }),
      { numRuns: 100 },
    );
  });

  it("one undo takes back a move with the automatic moves it set off", () => {
    const game = new Game(dealDeck(1), PRESET_RULES.classic);
    const start = makePosition(game.position);
    game.play(0);
    const afterTurn = makePosition(game.position);
    game.play(0, true);
    game.play(0, true);
    expect(game.moveCount()).toBe(1);
    game.undo();
    expect(makePosition(game.position)).toBe(start);
    game.redo();
    expect(game.moves()).toHaveLength(3);
    game.undo();
    game.play(0);
    expect(makePosition(game.position)).toBe(afterTurn);
    expect(game.canRedo()).toBe(false);
  });

  it("an illegal move is refused with a reason and changes nothing", () => {
    const game = new Game(dealDeck(1), PRESET_RULES.classic);
    const before = makePosition(game.position);
    const r = game.play(moveOf(SRC_RESERVE, DST_FOUNDATION, 1));
    expect(r.ok ? "accepted" : r.error).toBe("2s does not go to a foundation (it needs 9s)");
    expect(makePosition(game.position)).toBe(before);
    expect(game.moves()).toEqual([]);
  });
});
