import type { Card } from "../core/card.js";
import { mulberry32 } from "../core/deal.js";
import type { Knowledge } from "./knowledge.js";

/** Orders of the unknown cards to try, one card for each hidden place (knowledge.ts). */
export interface Arrangements {
  readonly orders: readonly (readonly Card[])[];
  /** Every order there is, each once (few unknown cards), rather than orders drawn at random. */
  readonly exhaustive: boolean;
}

/** n! up to the limit, or Infinity past it. */
function factorialUpTo(n: number, limit: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) {
    f *= i;
    if (f > limit) return Number.POSITIVE_INFINITY;
  }
  return f;
}

/** Every permutation of the cards, in lexicographic order of positions (cards ascending first). */
function permutations(cards: readonly Card[]): Card[][] {
  if (cards.length <= 1) return [cards.slice()];
  const out: Card[][] = [];
  for (const [i, c] of cards.entries()) {
    const rest = [...cards.slice(0, i), ...cards.slice(i + 1)];
    for (const p of permutations(rest)) out.push([c, ...p]);
  }
  return out;
}

/**
 * `count` orders of the unknown cards, each uniformly at random (Fisher–Yates from the end,
 * as dealDeck shuffles, on one mulberry32 stream seeded with `seed`); or, when there are no
 * more orders than that (at most 4 unknown cards for 32), every order once, which is exact.
 * Reads the unknown cards (ascending) and nothing of where they truly lie.
 */
export function drawArrangements(k: Knowledge, count: number, seed: number): Arrangements {
  const cards = k.unknown;
  if (factorialUpTo(cards.length, count) <= count) {
    return { orders: permutations(cards), exhaustive: true };
  }
  const next = mulberry32(seed);
  const orders: Card[][] = [];
  for (let s = 0; s < count; s++) {
    const order = cards.slice();
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor((next() * (i + 1)) / 0x100000000);
      const t = order[i] as Card;
      order[i] = order[j] as Card;
      order[j] = t;
    }
    orders.push(order);
  }
  return { orders, exhaustive: false };
}
