import { describe, expect, it } from "vitest";
import type { Card } from "../core/card.js";
import { dealDeck, mulberry32 } from "../core/deal.js";
import { makePosition, parsePosition } from "../core/notation.js";
import { Position } from "../core/position.js";
import { PRESET_RULES } from "../core/rules.js";
import { exchangeablePairs, exchangeStacks, type RunEndgameShape, runEndgame } from "./endgames.js";
import { KeyMaker } from "./key.js";
import { plainWins } from "./plain.js";
import { foldsSwitches } from "./switches.js";

/** Random endgames of runs (as in play) with at least one pair of stacks that may be exchanged. */
function* withExchanges(variant: string, shape: RunEndgameShape, seed: number) {
  const next = mulberry32(seed);
  const rnd = (n: number) => next() % n;
  for (let trial = 0; trial < 5000; trial++) {
    const parsed = parsePosition(runEndgame(rnd, variant, rnd(13), false, shape));
    if (!parsed.ok) throw new Error(parsed.error);
    const pairs = exchangeablePairs(parsed.value);
    if (pairs.length > 0) yield { pos: parsed.value, pairs, rnd };
  }
}

/** Long runs and a large reserve: stacks on covered twins, and losses. */
const SHAPES: [string, RunEndgameShape, number][] = [
  ["classic", { cards: [18, 6], reserve: [7, 5], buildOdds: 8, rounds: 3 }, 21],
  ["draw1", { cards: [18, 6], reserve: [7, 5], buildOdds: 8, rounds: 3 }, 22],
  ["superior", { cards: [18, 6], reserve: [7, 5], buildOdds: 8, rounds: 3 }, 23],
  ["rainbow", { cards: [20, 6], reserve: [13, 4], buildOdds: 8, rounds: 3 }, 24],
];

describe("exchanging the stacks on two covered cards that take the same cards", () => {
  it.each(SHAPES)("%s: keeps the plain search's answer", (variant, shape, seed) => {
    const answers = { won: 0, lost: 0 };
    for (const { pos, pairs, rnd } of withExchanges(variant, shape, seed)) {
      const [a, b] = pairs[rnd(pairs.length)] as [Card, Card];
      const exchanged = exchangeStacks(pos, a, b);
      const won = plainWins(pos);
      const text = makePosition(exchanged);
      expect([text, plainWins(exchanged)]).toEqual([text, won]);
      answers[won ? "won" : "lost"]++;
      if (answers.won >= 20 && answers.lost >= 20) break;
    }
    expect(answers.won).toBeGreaterThanOrEqual(20);
    expect(answers.lost).toBeGreaterThanOrEqual(20);
  });
});

/**
 * The canonical position of pos's exchange class, by exchanges one pair at a time until the
 * smaller card of each pair holds the smaller stack.
 */
function canonicalByExchanges(pos: Position): Position {
  let out = pos;
  for (let changed = true; changed; ) {
    changed = false;
    for (const [a, b] of exchangeablePairs(out)) {
      const on = (c: Card) => {
        const pile = out.tableau.find((p) => p.includes(c)) as Card[];
        return pile[pile.indexOf(c) + 1] as Card;
      };
      if (on(a) > on(b)) {
        out = exchangeStacks(out, a, b);
        changed = true;
      }
    }
  }
  return out;
}

const keyOf = (pos: Position, exchanges: boolean): string => {
  const keys = new KeyMaker(pos, false);
  keys.exchanges = exchanges;
  keys.make(pos);
  return keys.bytes.subarray(0, keys.length).join(",");
};

describe("keys with exchanges", () => {
  it.each(["classic", "rainbow"] as const)(
    "%s: are the keys of the class's canonical position, equal after any exchange",
    (preset) => {
      const random = mulberry32(preset.length);
      let met = 0;
      let moved = 0;
      for (let deal = 0; deal < 200; deal++) {
        const pos = Position.deal(dealDeck(deal), PRESET_RULES[preset]);
        for (let step = 0; step < 200 && !pos.isWon(); step++) {
          const moves = pos.legalMoves();
          if (moves.length === 0) break;
          pos.play(moves[random() % moves.length] as number);
          const pairs = exchangeablePairs(pos);
          if (pairs.length === 0 || !foldsSwitches(pos)) continue;
          met++;
          const key = keyOf(pos, true);
          const canonical = canonicalByExchanges(pos);
          if (makePosition(canonical) !== makePosition(pos)) moved++;
          expect(key).toBe(keyOf(canonical, false));
          const [a, b] = pairs[random() % pairs.length] as [Card, Card];
          expect(keyOf(exchangeStacks(pos, a, b), true)).toBe(key);
        }
      }
      expect(met).toBeGreaterThan(1000);
      expect(moved).toBeGreaterThan(500);
    },
  );
});
