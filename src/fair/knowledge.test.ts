import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Card, cardOf } from "../core/card.js";
import { dealDeck } from "../core/deal.js";
import { Game } from "../core/game.js";
import { DST_FOUNDATION, type Move, moveOf, SRC_WASTE, STOCK_MOVE } from "../core/move.js";
import type { Position } from "../core/position.js";
import { PRESET_RULES, PRESETS } from "../core/rules.js";
import { parseMove } from "../core/token.js";
import { arrange, HIDDEN, hiddenPlaces, knowledgeAfter, legalMovesOf } from "./knowledge.js";

/** Plays tokens on a deal; throws on a bad one (test scripts are meant to be legal). */
function playTokens(deal: number, tokens: string): { game: Game; moves: Move[] } {
  const game = new Game(dealDeck(deal), PRESET_RULES.classic);
  for (const t of tokens.split(" ").filter((x) => x !== "")) {
    const m = parseMove(game.position, t);
    if (!m.ok) throw new Error(m.error);
    game.play(m.value);
  }
  return { game, moves: game.moves() };
}

/**
 * The cards that have been face up, gathered another way than faceUpCards: the reserve's
 * top (all of it when face up), every card that has been in the tableau, on a foundation or
 * on the waste at all (every card turned is shown: a turn shows at most `draw` cards).
 */
function everFaceUp(pos: Position, into: Set<Card>): void {
  const r = pos.reserve;
  for (let i = 0; i < r.length; i++)
    if (pos.rules.reserveFaceUp || i === r.length - 1) into.add(r[i] as Card);
  for (const p of pos.tableau) for (const c of p) into.add(c);
  for (const c of pos.waste) into.add(c);
  for (let s = 0; s < 4; s++)
    for (let i = 0; i < (pos.foundations[s] as number); i++)
      into.add(cardOf(s, (pos.baseRank + i) % 13));
}

const arbLine = fc.record({
  deal: fc.integer({ min: 0, max: 0xffffffff }),
  preset: fc.constantFrom(...PRESETS),
  choices: fc.array(fc.nat(1000), { maxLength: 150 }),
});

/** A random legal line: each choice picks one of the legal moves, turns twice as likely. */
function randomLine(deal: number, preset: (typeof PRESETS)[number], choices: readonly number[]) {
  const game = new Game(dealDeck(deal), PRESET_RULES[preset]);
  const seen = new Set<Card>();
  everFaceUp(game.position, seen);
  for (const c of choices) {
    const legal = game.position.legalMoves().slice();
    if (legal.length === 0) break;
    if (legal.includes(STOCK_MOVE)) legal.push(STOCK_MOVE);
    game.play(legal[c % legal.length] as Move);
    everFaceUp(game.position, seen);
  }
  return { game, seen };
}

describe("what the player knows", () => {
  it("at the deal: the reserve's top, the base card and the four tableau cards", () => {
    const { game } = playTokens(1, "");
    const k = knowledgeAfter(game.deck, game.rules, []);
    expect(k.ok && k.value.unknown.length).toBe(46);
    if (!k.ok) return;
    expect(k.value.reserve.slice(0, 12).every((c) => c === HIDDEN)).toBe(true);
    expect(k.value.reserve[12]).toBe(game.position.reserve[12]);
    expect(k.value.stock.every((c) => c === HIDDEN)).toBe(true);
    expect(k.value.tableau).toEqual(game.position.tableau);
  });

  it("a turn of three shows all three cards; they stay known under later turns", () => {
    const { game, moves } = playTokens(1, "s s");
    const k = knowledgeAfter(game.deck, game.rules, moves);
    if (!k.ok) throw new Error(k.error);
    expect(k.value.unknown.length).toBe(40);
    expect(k.value.waste).toEqual(game.position.waste);
    expect(k.value.waste).toHaveLength(6);
  });

  it("after the waste is turned over the whole stock is known, in order", () => {
    // 34 stock cards: 12 turns of three, then the turn over.
    const { game, moves } = playTokens(1, Array(13).fill("s").join(" "));
    expect(game.position.pass).toBe(2);
    const k = knowledgeAfter(game.deck, game.rules, moves);
    if (!k.ok) throw new Error(k.error);
    expect(k.value.stock).toEqual(game.position.stock);
    expect(k.value.unknown.length).toBe(12);
    expect(hiddenPlaces(k.value)).toEqual({ reserve: [...Array(12).keys()], stock: [] });
  });

  it("a card seen on a line taken back is remembered where it lies", () => {
    const { game } = playTokens(1, "");
    const turned = game.position.stock.slice(-3);
    const k = knowledgeAfter(game.deck, game.rules, [], turned);
    if (!k.ok) throw new Error(k.error);
    expect(k.value.stock.slice(-3)).toEqual(turned);
    expect(k.value.unknown.length).toBe(43);
  });

  it("names the first illegal move of the line", () => {
    const game = new Game(dealDeck(1), PRESET_RULES.classic);
    // After one turn the waste has cards, but a second waste card cannot go up at once.
    const wasteUp = moveOf(SRC_WASTE, DST_FOUNDATION, 1);
    const r = knowledgeAfter(game.deck, game.rules, [STOCK_MOVE, wasteUp, wasteUp]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^move [23] "wf": /);
  });

  it("the known cards after a random line are exactly those that were face up, in their places", () => {
    fc.assert(
      fc.property(arbLine, ({ deal, preset, choices }) => {
        const { game, seen } = randomLine(deal, preset, choices);
        const k = knowledgeAfter(game.deck, game.rules, game.moves());
        if (!k.ok) throw new Error(k.error);
        const known = new Set([...Array(52).keys()].filter((c) => !k.value.unknown.includes(c)));
        expect(known).toEqual(seen);
        const pos = game.position;
        // Known places hold the true card; hidden ones lie only below the reserve's top and
        // among the stock cards never turned (none once the waste has been turned over).
        const check = (view: readonly Card[], truth: readonly Card[]) => {
          for (const [i, c] of view.entries()) {
            expect(c === HIDDEN ? !seen.has(truth[i] as Card) : c === truth[i]).toBe(true);
          }
        };
        check(k.value.reserve, pos.reserve);
        check(k.value.stock, pos.stock);
        if (pos.reserve.length > 0) expect(k.value.reserve.at(-1)).not.toBe(HIDDEN);
        if (pos.pass > 1) expect(k.value.stock).not.toContain(HIDDEN);
        expect(k.value.waste).toEqual(pos.waste);
        // Filling the hidden places with the true cards gives the position back.
        const { reserve, stock } = hiddenPlaces(k.value);
        const truth = [
          ...reserve.map((i) => pos.reserve[i] as Card),
          ...stock.map((i) => pos.stock[i] as Card),
        ];
        expect(new Set(truth)).toEqual(new Set(k.value.unknown));
        const back = arrange(k.value, truth);
        expect([back.reserve, back.stock, back.tableau, back.waste]).toEqual([
          pos.reserve,
          pos.stock,
          pos.tableau,
          pos.waste,
        ]);
        expect(legalMovesOf(k.value)).toEqual(pos.legalMoves());
      }),
      { numRuns: 150 },
    );
  });

  it("deals that differ only where unknown cards lie give equal knowledge", () => {
    fc.assert(
      fc.property(arbLine, fc.nat(), fc.nat(), ({ deal, preset, choices }, i, j) => {
        const { game } = randomLine(deal, preset, choices);
        const k = knowledgeAfter(game.deck, game.rules, game.moves());
        if (!k.ok) throw new Error(k.error);
        const u = k.value.unknown;
        fc.pre(u.length >= 2);
        const a = u[i % u.length] as Card;
        const b = u[(i + 1 + (j % (u.length - 1))) % u.length] as Card;
        const deck = game.deck.map((c) => (c === a ? b : c === b ? a : c));
        const other = knowledgeAfter(deck, game.rules, game.moves());
        if (!other.ok) throw new Error(`the line is not legal on the other deal: ${other.error}`);
        expect(other.value).toEqual(k.value);
      }),
      { numRuns: 150 },
    );
  });
});
