import { type Card, cardName, rankOf, suitOf } from "../../core/card.js";
import type { Language } from "../help/content.js";

// Card names read by screen readers, as players say them in each language.
const DE_RANKS = "Ass Zwei Drei Vier Fünf Sechs Sieben Acht Neun Zehn Bube Dame König".split(" ");
const DE_SUITS = ["Kreuz", "Karo", "Herz", "Pik"];
const ES_RANKS = "as dos tres cuatro cinco seis siete ocho nueve diez jota reina rey".split(" ");
const ES_SUITS = ["tréboles", "diamantes", "corazones", "picas"];
const SL_RANKS =
  "as dvojka trojka štirica petica šestica sedmica osmica devetka desetka fant dama kralj".split(
    " ",
  );
// Slovenian suit adjectives agree with the rank: as, fant and kralj are masculine.
const SL_SUITS_M = ["križev", "karov", "srčev", "pikov"];
const SL_SUITS_F = ["križeva", "karova", "srčeva", "pikova"];
const SL_MASCULINE = new Set([0, 10, 12]);

/** The name of a card in a language: "Herz-Zehn", "diez de corazones", "srčeva desetka". */
export function cardLabel(card: Card, lang: Language): string {
  const r = rankOf(card);
  const s = suitOf(card);
  switch (lang) {
    case "de":
      return `${DE_SUITS[s]}-${DE_RANKS[r]}`;
    case "es":
      return `${ES_RANKS[r]} de ${ES_SUITS[s]}`;
    case "sl":
      return `${(SL_MASCULINE.has(r) ? SL_SUITS_M : SL_SUITS_F)[s]} ${SL_RANKS[r]}`;
    default:
      return cardName(card);
  }
}
