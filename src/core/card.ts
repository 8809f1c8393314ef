import { err, ok, type Result } from "./result.js";

export const SUITS = ["c", "d", "h", "s"] as const;
export type Suit = (typeof SUITS)[number];

export const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"] as const;
export type Rank = (typeof RANKS)[number];

export const SUIT_NAMES = ["clubs", "diamonds", "hearts", "spades"] as const;
export const RANK_NAMES = [
  "ace",
  "2",
  "3",
  "4",
  "5",
  "6",
  "7",
  "8",
  "9",
  "10",
  "jack",
  "queen",
  "king",
] as const;

/**
 * A card is an integer 0..51: suit index * 13 + rank index (A = 0 … K = 12).
 * Codes such as "Th" exist only at the edges (notation, UI, JSON).
 */
export type Card = number;

export const cardOf = (suit: number, rank: number): Card => suit * 13 + rank;
export const suitOf = (card: Card): number => (card / 13) | 0;
export const rankOf = (card: Card): number => card % 13;
/** Diamonds and hearts are red. */
export const isRed = (card: Card): boolean => {
  const s = suitOf(card);
  return s === 1 || s === 2;
};

/** Ranks wrap: the rank below an A is a K. */
export const rankBelow = (rank: number): number => (rank + 12) % 13;
export const rankAbove = (rank: number): number => (rank + 1) % 13;

export function makeCard(card: Card): string {
  return `${RANKS[rankOf(card)]}${SUITS[suitOf(card)]}`;
}

export function parseRank(text: string): Result<number> {
  const r = (RANKS as readonly string[]).indexOf(text);
  return r < 0 ? err(`"${text}" is not a rank (A 2 … 9 T J Q K)`) : ok(r);
}

export function parseCard(text: string): Result<Card> {
  if (text.length !== 2) return err(`"${text}" is not a card (rank then suit, like Th)`);
  const r = (RANKS as readonly string[]).indexOf(text[0] as string);
  const s = (SUITS as readonly string[]).indexOf(text[1] as string);
  if (r < 0) return err(`"${text}" is not a card: "${text[0]}" is not a rank (A 2 … 9 T J Q K)`);
  if (s < 0) return err(`"${text}" is not a card: "${text[1]}" is not a suit (c d h s)`);
  return ok(cardOf(s, r));
}

/** Parses concatenated two-character card codes, e.g. "AhTc". */
export function parseCards(text: string): Result<Card[]> {
  if (text.length % 2 !== 0) return err(`"${text}" has an odd number of characters`);
  const cards: Card[] = [];
  for (let i = 0; i < text.length; i += 2) {
    const c = parseCard(text.slice(i, i + 2));
    if (!c.ok) return c;
    cards.push(c.value);
  }
  return ok(cards);
}

export const makeCards = (cards: readonly Card[]): string => cards.map(makeCard).join("");

/** "7 of hearts", "queen of spades": the name read by screen readers. */
export function cardName(card: Card): string {
  return `${RANK_NAMES[rankOf(card)]} of ${SUIT_NAMES[suitOf(card)]}`;
}
