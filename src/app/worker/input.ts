import type { Card } from "../../core/card.js";
import { parseCard } from "../../core/card.js";
import { type Deck, dealDeck, isDealNumber, parseDeal } from "../../core/deal.js";
import { Game } from "../../core/game.js";
import { err, ok, type Result } from "../../core/result.js";
import { parseRules, type Rules } from "../../core/rules.js";
import { parseMove } from "../../core/token.js";
import type { DealRef } from "./protocol.js";

/** What a request names, read and checked: each reader gives a sentence for bad input. */
export function deckOf(ref: DealRef): Result<Deck> {
  if ("cards" in ref) return parseDeal(ref.cards);
  return isDealNumber(ref.number)
    ? ok(dealDeck(ref.number))
    : err(`deal number ${ref.number} is out of range`);
}

export function rulesOf(text: string): Result<Rules> {
  const r = parseRules(text);
  return r.ok ? r : err(`rules: ${r.error}`);
}

export const budget = (n: number | undefined, fallback: number): Result<number> =>
  n === undefined
    ? ok(fallback)
    : Number.isInteger(n) && n > 0
      ? ok(n)
      : err(`node budget ${n} is not a positive whole number`);

/** The game of a deal after its moves (tokens, with their automatic flags). */
export function gameOf(
  deal: DealRef,
  rulesText: string,
  tokens: readonly string[],
  auto: readonly boolean[] = [],
): Result<Game> {
  const deck = deckOf(deal);
  if (!deck.ok) return deck;
  const rules = rulesOf(rulesText);
  if (!rules.ok) return rules;
  const game = new Game(deck.value, rules.value);
  for (const [i, t] of tokens.entries()) {
    const m = parseMove(game.position, t);
    if (!m.ok) return err(`move ${i + 1} "${t}": ${m.error}`);
    game.play(m.value, auto[i] ?? false);
  }
  return ok(game);
}

/** Card codes ("Th"), each checked. */
export function cardsOf(codes: readonly string[]): Result<Card[]> {
  const cards: Card[] = [];
  for (const code of codes) {
    const c = parseCard(code);
    if (!c.ok) return err(`card "${code}": ${c.error}`);
    cards.push(c.value);
  }
  return ok(cards);
}
