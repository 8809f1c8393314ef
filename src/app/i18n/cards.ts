import { type Card, cardName, rankOf, suitOf } from "../../core/card.js";
import type { Language } from "../help/content.js";

/**
 * The grammatical forms in which messages name a card or a pile:
 * - nom: on its own, as a label or the subject ("Herz-Bube", "srčeva desetka");
 * - acc: the object of a verb or the goal of a move, inside a sentence, with the article the
 *   language puts there ("den Herz-Buben", "la reina de picas", "srčevo desetko").
 */
export const FORMS = ["nom", "acc"] as const;
export type Form = (typeof FORMS)[number];
export type Forms = Readonly<Record<Form, string>>;

// Card names as players say them in each language.
const DE_RANKS = "Ass Zwei Drei Vier Fünf Sechs Sieben Acht Neun Zehn Bube Dame König".split(" ");
const DE_SUITS = ["Kreuz", "Karo", "Herz", "Pik"];
// The article of each rank in the accusative: der Bube and der König are masculine (and Bube
// a weak noun: den Buben), das Ass neuter, the numbers and die Dame feminine.
const deAcc = (r: number, name: string): string =>
  r === 10 ? `den ${name}n` : r === 12 ? `den ${name}` : r === 0 ? `das ${name}` : `die ${name}`;

const ES_RANKS = "as dos tres cuatro cinco seis siete ocho nueve diez jota reina rey".split(" ");
const ES_SUITS = ["tréboles", "diamantes", "corazones", "picas"];
// La jota and la reina are feminine; el as, the numbers and el rey masculine.
const esArticle = (r: number): string => (r === 10 || r === 11 ? "la" : "el");

const SL_RANKS =
  "as dvojka trojka štirica petica šestica sedmica osmica devetka desetka fant dama kralj".split(
    " ",
  );
// As, fant and kralj are masculine and, as card names, animate: the accusative is the
// genitive (križevega asa). The others are feminine in -a, accusative -o (srčevo desetko).
const SL_MASCULINE = new Set([0, 10, 12]);
const SL_SUITS = ["križev", "karov", "srčev", "pikov"];

function slForms(r: number, s: number): Forms {
  const suit = SL_SUITS[s] as string;
  const rank = SL_RANKS[r] as string;
  if (SL_MASCULINE.has(r)) return { nom: `${suit} ${rank}`, acc: `${suit}ega ${rank}a` };
  return { nom: `${suit}a ${rank}`, acc: `${suit}o ${rank.slice(0, -1)}o` };
}

/** A card's name in each form the messages use, in a language. */
export function cardForms(card: Card, lang: Language): Forms {
  const r = rankOf(card);
  const s = suitOf(card);
  switch (lang) {
    case "de": {
      const nom = `${DE_SUITS[s]}-${DE_RANKS[r]}`;
      return { nom, acc: deAcc(r, nom) };
    }
    case "es": {
      const nom = `${ES_RANKS[r]} de ${ES_SUITS[s]}`;
      return { nom, acc: `${esArticle(r)} ${nom}` };
    }
    case "sl":
      return slForms(r, s);
    default:
      return { nom: cardName(card), acc: `the ${cardName(card)}` };
  }
}

/** The name of a card on its own: "Herz-Zehn", "diez de corazones", "srčeva desetka". */
export const cardLabel = (card: Card, lang: Language): string => cardForms(card, lang).nom;
