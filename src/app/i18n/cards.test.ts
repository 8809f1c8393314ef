import { beforeAll, describe, expect, it } from "vitest";
import { cardOf } from "../../core/card.js";
import { LANGUAGES } from "../help/content.js";
import { cardForms } from "./cards.js";
import { cardParam, loadLanguage, pileParam, setLanguage, t } from "./index.js";

// Suits: 0 clubs, 1 diamonds, 2 hearts, 3 spades; ranks: 0 ace … 9 ten, 10 jack, 11 queen, 12 king.
const TEN_H = cardOf(2, 9);
const JACK_S = cardOf(3, 10);
const QUEEN_H = cardOf(2, 11);
const KING_C = cardOf(0, 12);
const ACE_D = cardOf(1, 0);
const FOUR_S = cardOf(3, 3);

// Every catalog in, so that setLanguage switches at once.
beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

describe("card names in their grammatical forms", () => {
  it.each(LANGUAGES)("%s names all 52 cards apart in every form", (lang) => {
    for (const form of ["nom", "acc"] as const) {
      const names = new Set(Array.from({ length: 52 }, (_, c) => cardForms(c, lang)[form]));
      expect(names.size).toBe(52);
    }
  });

  it.each([
    ["en", TEN_H, "10 of hearts", "the 10 of hearts"],
    ["de", JACK_S, "Pik-Bube", "den Pik-Buben"],
    ["de", KING_C, "Kreuz-König", "den Kreuz-König"],
    ["de", ACE_D, "Karo-Ass", "das Karo-Ass"],
    ["de", QUEEN_H, "Herz-Dame", "die Herz-Dame"],
    ["de", TEN_H, "Herz-Zehn", "die Herz-Zehn"],
    ["es", JACK_S, "jota de picas", "la jota de picas"],
    ["es", QUEEN_H, "reina de corazones", "la reina de corazones"],
    ["es", KING_C, "rey de tréboles", "el rey de tréboles"],
    ["es", ACE_D, "as de diamantes", "el as de diamantes"],
    ["es", TEN_H, "diez de corazones", "el diez de corazones"],
    ["sl", ACE_D, "karov as", "karovega asa"],
    ["sl", JACK_S, "pikov fant", "pikovega fanta"],
    ["sl", KING_C, "križev kralj", "križevega kralja"],
    ["sl", QUEEN_H, "srčeva dama", "srčevo damo"],
    ["sl", TEN_H, "srčeva desetka", "srčevo desetko"],
    ["sl", FOUR_S, "pikova štirica", "pikovo štirico"],
  ] as const)("%s: %i is %s, and %s as an object", (lang, card, nom, acc) => {
    expect(cardForms(card, lang)).toEqual({ nom, acc });
  });
});

describe("messages that name a card", () => {
  const say = (lang: string, key: Parameters<typeof t>[0], params: Parameters<typeof t>[1]) => {
    setLanguage(lang);
    return t(key, params);
  };

  it.each([
    ["en", QUEEN_H, "t2", "Hint: move the queen of hearts to Tableau pile 2"],
    ["en", ACE_D, "f1", "Hint: move the ace of diamonds to Foundation 1"],
    ["de", JACK_S, "t2", "Tipp: Lege den Pik-Buben auf Tableau-Spalte 2."],
    ["de", TEN_H, "f3", "Tipp: Lege die Herz-Zehn auf Fundament 3."],
    ["de", ACE_D, "t1", "Tipp: Lege das Karo-Ass auf Tableau-Spalte 1."],
    ["es", JACK_S, "t2", "Pista: mueve la jota de picas a la columna 2"],
    ["es", QUEEN_H, "f4", "Pista: mueve la reina de corazones a la fundación 4"],
    ["es", TEN_H, "t3", "Pista: mueve el diez de corazones a la columna 3"],
    ["sl", TEN_H, "t1", "Namig: premakni srčevo desetko na stolpec 1"],
    ["sl", KING_C, "t4", "Namig: premakni križevega kralja na stolpec 4"],
    ["sl", ACE_D, "f2", "Namig: premakni karovega asa na temelj 2"],
  ] as const)("%s hint: %i to %s", (lang, card, to, text) => {
    expect(say(lang, "hint.move", { card: cardParam(card), to: pileParam(to) })).toBe(text);
  });

  it.each([
    ["en", "queen of hearts to Foundation 3", "Picked up queen of hearts"],
    ["de", "Herz-Dame auf Fundament 3", "Herz-Dame aufgenommen"],
    ["es", "reina de corazones a la fundación 3", "Tomada: reina de corazones"],
    ["sl", "srčeva dama na temelj 3", "Vzeta karta: srčeva dama"],
  ] as const)("%s announcements: %s; %s", (lang, moved, picked) => {
    expect(say(lang, "announce.move", { card: cardParam(QUEEN_H), pile: pileParam("f3") })).toBe(
      moved,
    );
    expect(say(lang, "announce.picked", { card: cardParam(QUEEN_H) })).toBe(picked);
  });

  it("a plain string still fills a card's place, as older callers pass it", () => {
    expect(say("de", "hint.move", { card: "X", to: "Y" })).toBe("Tipp: Lege X auf Y.");
    setLanguage("en");
  });
});
