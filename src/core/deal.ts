import { type Card, makeCard, parseCard } from "./card.js";
import { err, ok, type Result } from "./result.js";

/** A shuffled deck in dealing order (docs/rules.md §3): 52 distinct cards. */
export type Deck = readonly Card[];

export const MAX_DEAL_NUMBER = 0xffffffff;

/**
 * Mulberry32, a 32-bit PRNG: the state advances by the constant 0x6D2B79F5 and each
 * output is a mix of the state. Written out so that the deal mapping never depends on
 * a library or on Math.random.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t = (t + Math.imul(t ^ (t >>> 7), t | 61)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/**
 * Deal number → deck. Never change this: links, saves and daily deals depend on it.
 * 1. Start from the ordered deck Ac 2c … Kc Ad … Kd Ah … Kh As … Ks (card ids 0…51).
 * 2. Seed Mulberry32 with the deal number (0 … 2^32−1).
 * 3. Fisher–Yates from the end: for i = 51 down to 1, take the next 32-bit output u,
 *    let j = floor(u × (i + 1) / 2^32), and swap cards i and j.
 * The result, read from index 0, is the deck in dealing order.
 */
export function dealDeck(dealNumber: number): Deck {
  if (!isDealNumber(dealNumber)) throw new RangeError(`bad deal number ${dealNumber}`);
  const next = mulberry32(dealNumber);
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let i = 51; i > 0; i--) {
    const j = Math.floor((next() * (i + 1)) / 0x100000000);
    const t = deck[i] as Card;
    deck[i] = deck[j] as Card;
    deck[j] = t;
  }
  return deck;
}

export const isDealNumber = (n: number): boolean =>
  Number.isInteger(n) && n >= 0 && n <= MAX_DEAL_NUMBER;

export function parseDealNumber(text: string): Result<number> {
  if (!/^\d+$/.test(text)) return err(`"${text}" is not a deal number (0 to ${MAX_DEAL_NUMBER})`);
  const n = Number(text);
  return isDealNumber(n)
    ? ok(n)
    : err(`deal number ${text} is out of range (0 to ${MAX_DEAL_NUMBER})`);
}

export const makeDeal = (deck: Deck): string => deck.map(makeCard).join("");

/** Parses a 104-character deal string; it must name 52 distinct cards. */
export function parseDeal(text: string): Result<Deck> {
  if (text.length !== 104) {
    return err(`a deal string has 104 characters (52 cards), this one has ${text.length}`);
  }
  const seen = new Map<Card, number>();
  const deck: Card[] = [];
  for (let i = 0; i < 52; i++) {
    const c = parseCard(text.slice(2 * i, 2 * i + 2));
    if (!c.ok) return err(`card ${i + 1} of the deal: ${c.error}`);
    const before = seen.get(c.value);
    if (before !== undefined) {
      return err(`the deal names ${makeCard(c.value)} twice (cards ${before + 1} and ${i + 1})`);
    }
    seen.set(c.value, i);
    deck.push(c.value);
  }
  return ok(deck);
}
