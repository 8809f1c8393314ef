import { beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "../help/content.js";
import { en, type MessageKey } from "./en.js";
import { loadLanguage, setLanguage, t } from "./index.js";
import { parseMessage, uses } from "./message.js";

/** Counts that pick each plural form in some language: 101 is "one" and 102 "two" in sl. */
const VALUES = [1, 2, 3, 5, 21, 101, 102] as const;

/** The keys whose English message has a plural: every one is checked below in every language. */
const COUNT_KEYS = (Object.keys(en) as MessageKey[]).filter((k) => {
  const r = parseMessage(en[k]);
  return r.ok && uses(r.value).some((u) => u.plural);
});

const countedParam = (key: MessageKey): string => {
  const r = parseMessage(en[key]);
  return (r.ok && uses(r.value).find((u) => u.plural)?.name) || "n";
};

/** A message's text for each value: "@" in the frame stands for the part written out. */
type Expected = readonly [frame: string, parts: readonly string[]];
const EXPECTED: Readonly<Record<Language, Readonly<Record<string, Expected>>>> = {
  en: {
    "stats.unreviewed": [
      "@ not checked by the computer yet.",
      [
        "1 game is",
        "2 games are",
        "3 games are",
        "5 games are",
        "21 games are",
        "101 games are",
        "102 games are",
      ],
    ],
    "stats.game.won": [
      "won in @",
      ["1 move", "2 moves", "3 moves", "5 moves", "21 moves", "101 moves", "102 moves"],
    ],
    "rival.won": [
      "The fair computer, which sees only what you saw, wins this deal in @.",
      ["1 move", "2 moves", "3 moves", "5 moves", "21 moves", "101 moves", "102 moves"],
    ],
    "rival.lost": [
      "The fair computer, which sees only what you saw, does not win it: @ home.",
      ["1 card", "2 cards", "3 cards", "5 cards", "21 cards", "101 cards", "102 cards"],
    ],
    "pile.count": [
      "@",
      ["1 card", "2 cards", "3 cards", "5 cards", "21 cards", "101 cards", "102 cards"],
    ],
    "won.summary": [
      "Deal #7 in 3:05 and @.",
      ["1 move", "2 moves", "3 moves", "5 moves", "21 moves", "101 moves", "102 moves"],
    ],
    "review.back": [
      "Went back @ to the last position from which the deal can still be won.",
      ["1 move", "2 moves", "3 moves", "5 moves", "21 moves", "101 moves", "102 moves"],
    ],
    "verdict.win": [
      "The computer wins this deal in @.",
      ["1 move", "2 moves", "3 moves", "5 moves", "21 moves", "101 moves", "102 moves"],
    ],
    "stats.imported": [
      "Imported @.",
      ["1 game", "2 games", "3 games", "5 games", "21 games", "101 games", "102 games"],
    ],
    "share.won": [
      "Won in 3:05 with @",
      ["1 move", "2 moves", "3 moves", "5 moves", "21 moves", "101 moves", "102 moves"],
    ],
    "share.notWon": [
      "Not won after 3:05 and @",
      ["1 move", "2 moves", "3 moves", "5 moves", "21 moves", "101 moves", "102 moves"],
    ],
    "share.playing": [
      "Still playing after 3:05 and @",
      ["1 move", "2 moves", "3 moves", "5 moves", "21 moves", "101 moves", "102 moves"],
    ],
    "won.demoSummary": [
      "It played deal #7 to the end in @. A game the computer played does not count as won and earns nothing in the casino.",
      ["1 move", "2 moves", "3 moves", "5 moves", "21 moves", "101 moves", "102 moves"],
    ],
    "won.cards": [
      "@ home",
      ["1 card", "2 cards", "3 cards", "5 cards", "21 cards", "101 cards", "102 cards"],
    ],
    "share.dealWon": [
      "I won Canfield deal #7 in 3:05 with @.",
      ["1 move", "2 moves", "3 moves", "5 moves", "21 moves", "101 moves", "102 moves"],
    ],
    "board.count": [
      "@ on this board",
      [
        "1 player",
        "2 players",
        "3 players",
        "5 players",
        "21 players",
        "101 players",
        "102 players",
      ],
    ],
    "board.rank": [
      "Rank {rank} of @",
      [
        "1 player",
        "2 players",
        "3 players",
        "5 players",
        "21 players",
        "101 players",
        "102 players",
      ],
    ],
    "board.beat": [
      "You beat {pct} of @.",
      [
        "1 other player",
        "2 other players",
        "3 other players",
        "5 other players",
        "21 other players",
        "101 other players",
        "102 other players",
      ],
    ],
  },
  de: {
    "stats.unreviewed": [
      "@ der Computer noch nicht geprüft.",
      [
        "1 Spiel hat",
        "2 Spiele hat",
        "3 Spiele hat",
        "5 Spiele hat",
        "21 Spiele hat",
        "101 Spiele hat",
        "102 Spiele hat",
      ],
    ],
    "stats.game.won": [
      "gewonnen in @",
      ["1 Zug", "2 Zügen", "3 Zügen", "5 Zügen", "21 Zügen", "101 Zügen", "102 Zügen"],
    ],
    "rival.won": [
      "Der faire Computer, der nur sieht, was du gesehen hast, gewinnt dieses Spiel in @.",
      ["1 Zug", "2 Zügen", "3 Zügen", "5 Zügen", "21 Zügen", "101 Zügen", "102 Zügen"],
    ],
    "rival.lost": [
      "Der faire Computer, der nur sieht, was du gesehen hast, gewinnt es nicht: @ auf den Fundamenten.",
      ["1 Karte", "2 Karten", "3 Karten", "5 Karten", "21 Karten", "101 Karten", "102 Karten"],
    ],
    "pile.count": [
      "@",
      ["1 Karte", "2 Karten", "3 Karten", "5 Karten", "21 Karten", "101 Karten", "102 Karten"],
    ],
    "won.summary": [
      "Spiel Nr. 7 in 3:05 mit @.",
      ["1 Zug", "2 Zügen", "3 Zügen", "5 Zügen", "21 Zügen", "101 Zügen", "102 Zügen"],
    ],
    "review.back": [
      "@ zurückgenommen: Das ist die letzte Stellung, aus der das Spiel noch zu gewinnen ist.",
      ["1 Zug", "2 Züge", "3 Züge", "5 Züge", "21 Züge", "101 Züge", "102 Züge"],
    ],
    "verdict.win": [
      "Der Computer gewinnt dieses Spiel in @.",
      ["1 Zug", "2 Zügen", "3 Zügen", "5 Zügen", "21 Zügen", "101 Zügen", "102 Zügen"],
    ],
    "stats.imported": [
      "@ importiert.",
      ["1 Spiel", "2 Spiele", "3 Spiele", "5 Spiele", "21 Spiele", "101 Spiele", "102 Spiele"],
    ],
    "share.won": [
      "Gewonnen in 3:05 mit @",
      ["1 Zug", "2 Zügen", "3 Zügen", "5 Zügen", "21 Zügen", "101 Zügen", "102 Zügen"],
    ],
    "share.notWon": [
      "Nicht gewonnen nach 3:05 und @",
      ["1 Zug", "2 Zügen", "3 Zügen", "5 Zügen", "21 Zügen", "101 Zügen", "102 Zügen"],
    ],
    "share.playing": [
      "Noch im Spiel nach 3:05 und @",
      ["1 Zug", "2 Zügen", "3 Zügen", "5 Zügen", "21 Zügen", "101 Zügen", "102 Zügen"],
    ],
    "won.demoSummary": [
      "Er hat Spiel Nr. 7 in @ zu Ende gespielt. Ein Spiel, das der Computer gespielt hat, zählt nicht als gewonnen und bringt im Casino nichts ein.",
      ["1 Zug", "2 Zügen", "3 Zügen", "5 Zügen", "21 Zügen", "101 Zügen", "102 Zügen"],
    ],
    "won.cards": [
      "@ auf den Fundamenten",
      ["1 Karte", "2 Karten", "3 Karten", "5 Karten", "21 Karten", "101 Karten", "102 Karten"],
    ],
    "share.dealWon": [
      "Ich habe Canfield-Spiel Nr. 7 in 3:05 mit @ gewonnen.",
      ["1 Zug", "2 Zügen", "3 Zügen", "5 Zügen", "21 Zügen", "101 Zügen", "102 Zügen"],
    ],
    "board.count": [
      "@ auf dieser Bestenliste",
      [
        "1 Spieler",
        "2 Spieler",
        "3 Spieler",
        "5 Spieler",
        "21 Spieler",
        "101 Spieler",
        "102 Spieler",
      ],
    ],
    "board.rank": [
      "Platz {rank} von @",
      [
        "1 Spieler",
        "2 Spielern",
        "3 Spielern",
        "5 Spielern",
        "21 Spielern",
        "101 Spielern",
        "102 Spielern",
      ],
    ],
    "board.beat": [
      "Du liegst vor {pct} von @.",
      [
        "1 Mitspieler",
        "2 Mitspielern",
        "3 Mitspielern",
        "5 Mitspielern",
        "21 Mitspielern",
        "101 Mitspielern",
        "102 Mitspielern",
      ],
    ],
  },
  es: {
    "stats.unreviewed": [
      "El ordenador aún no ha revisado @.",
      [
        "1 partida",
        "2 partidas",
        "3 partidas",
        "5 partidas",
        "21 partidas",
        "101 partidas",
        "102 partidas",
      ],
    ],
    "stats.game.won": [
      "ganada en @",
      [
        "1 jugada",
        "2 jugadas",
        "3 jugadas",
        "5 jugadas",
        "21 jugadas",
        "101 jugadas",
        "102 jugadas",
      ],
    ],
    "rival.won": [
      "El ordenador justo, que solo ve lo que tú viste, gana esta partida en @.",
      [
        "1 jugada",
        "2 jugadas",
        "3 jugadas",
        "5 jugadas",
        "21 jugadas",
        "101 jugadas",
        "102 jugadas",
      ],
    ],
    "rival.lost": [
      "El ordenador justo, que solo ve lo que tú viste, no la gana: @ en las fundaciones.",
      ["1 carta", "2 cartas", "3 cartas", "5 cartas", "21 cartas", "101 cartas", "102 cartas"],
    ],
    "pile.count": [
      "@",
      ["1 carta", "2 cartas", "3 cartas", "5 cartas", "21 cartas", "101 cartas", "102 cartas"],
    ],
    "won.summary": [
      "Partida n.º 7 en 3:05 y @.",
      [
        "1 jugada",
        "2 jugadas",
        "3 jugadas",
        "5 jugadas",
        "21 jugadas",
        "101 jugadas",
        "102 jugadas",
      ],
    ],
    "review.back": [
      "@: esta es la última posición desde la que aún se puede ganar.",
      [
        "Se ha deshecho 1 jugada",
        "Se han deshecho 2 jugadas",
        "Se han deshecho 3 jugadas",
        "Se han deshecho 5 jugadas",
        "Se han deshecho 21 jugadas",
        "Se han deshecho 101 jugadas",
        "Se han deshecho 102 jugadas",
      ],
    ],
    "verdict.win": [
      "El ordenador gana esta partida en @.",
      [
        "1 jugada",
        "2 jugadas",
        "3 jugadas",
        "5 jugadas",
        "21 jugadas",
        "101 jugadas",
        "102 jugadas",
      ],
    ],
    "stats.imported": [
      "@.",
      [
        "Se importó 1 partida",
        "Se importaron 2 partidas",
        "Se importaron 3 partidas",
        "Se importaron 5 partidas",
        "Se importaron 21 partidas",
        "Se importaron 101 partidas",
        "Se importaron 102 partidas",
      ],
    ],
    "share.won": [
      "Ganada en 3:05 con @",
      [
        "1 jugada",
        "2 jugadas",
        "3 jugadas",
        "5 jugadas",
        "21 jugadas",
        "101 jugadas",
        "102 jugadas",
      ],
    ],
    "share.notWon": [
      "Sin ganar tras 3:05 y @",
      [
        "1 jugada",
        "2 jugadas",
        "3 jugadas",
        "5 jugadas",
        "21 jugadas",
        "101 jugadas",
        "102 jugadas",
      ],
    ],
    "share.playing": [
      "Sigo jugando tras 3:05 y @",
      [
        "1 jugada",
        "2 jugadas",
        "3 jugadas",
        "5 jugadas",
        "21 jugadas",
        "101 jugadas",
        "102 jugadas",
      ],
    ],
    "won.demoSummary": [
      "Jugó la partida n.º 7 hasta el final en @. Una partida jugada por el ordenador no cuenta como ganada ni suma nada en el casino.",
      [
        "1 jugada",
        "2 jugadas",
        "3 jugadas",
        "5 jugadas",
        "21 jugadas",
        "101 jugadas",
        "102 jugadas",
      ],
    ],
    "won.cards": [
      "@ en las fundaciones",
      ["1 carta", "2 cartas", "3 cartas", "5 cartas", "21 cartas", "101 cartas", "102 cartas"],
    ],
    "share.dealWon": [
      "He ganado la partida n.º 7 de Canfield en 3:05 con @.",
      [
        "1 jugada",
        "2 jugadas",
        "3 jugadas",
        "5 jugadas",
        "21 jugadas",
        "101 jugadas",
        "102 jugadas",
      ],
    ],
    "board.count": [
      "@ en esta clasificación",
      [
        "1 jugador",
        "2 jugadores",
        "3 jugadores",
        "5 jugadores",
        "21 jugadores",
        "101 jugadores",
        "102 jugadores",
      ],
    ],
    "board.rank": [
      "Puesto {rank} de @",
      [
        "1 jugador",
        "2 jugadores",
        "3 jugadores",
        "5 jugadores",
        "21 jugadores",
        "101 jugadores",
        "102 jugadores",
      ],
    ],
    "board.beat": [
      "Quedas por delante del {pct} de @.",
      [
        "1 rival",
        "2 rivales",
        "3 rivales",
        "5 rivales",
        "21 rivales",
        "101 rivales",
        "102 rivales",
      ],
    ],
  },
  sl: {
    "stats.unreviewed": [
      "@ računalnik še ni preveril.",
      ["1 igre", "2 iger", "3 iger", "5 iger", "21 iger", "101 igre", "102 iger"],
    ],
    "stats.game.won": [
      "dobljena v @",
      [
        "1 potezi",
        "2 potezah",
        "3 potezah",
        "5 potezah",
        "21 potezah",
        "101 potezi",
        "102 potezah",
      ],
    ],
    "rival.won": [
      "Pošteni računalnik, ki vidi le to, kar si videl ti, to igro dobi v @.",
      [
        "1 potezi",
        "2 potezah",
        "3 potezah",
        "5 potezah",
        "21 potezah",
        "101 potezi",
        "102 potezah",
      ],
    ],
    "rival.lost": [
      "Pošteni računalnik, ki vidi le to, kar si videl ti, je ne dobi: na temeljih @.",
      [
        "je 1 karta",
        "sta 2 karti",
        "so 3 karte",
        "je 5 kart",
        "je 21 kart",
        "je 101 karta",
        "sta 102 karti",
      ],
    ],
    "pile.count": [
      "@",
      ["1 karta", "2 karti", "3 karte", "5 kart", "21 kart", "101 karta", "102 karti"],
    ],
    "won.summary": [
      "Igra št. 7 dobljena v 3:05: @.",
      ["1 poteza", "2 potezi", "3 poteze", "5 potez", "21 potez", "101 poteza", "102 potezi"],
    ],
    "review.back": [
      "@; to je zadnji položaj, iz katerega je igro še mogoče dobiti.",
      [
        "Razveljavljena je 1 poteza",
        "Razveljavljeni sta 2 potezi",
        "Razveljavljene so 3 poteze",
        "Razveljavljenih je 5 potez",
        "Razveljavljenih je 21 potez",
        "Razveljavljena je 101 poteza",
        "Razveljavljeni sta 102 potezi",
      ],
    ],
    "verdict.win": [
      "Računalnik to igro dobi v @.",
      [
        "1 potezi",
        "2 potezah",
        "3 potezah",
        "5 potezah",
        "21 potezah",
        "101 potezi",
        "102 potezah",
      ],
    ],
    "stats.imported": [
      "@.",
      [
        "Uvožena je 1 igra",
        "Uvoženi sta 2 igri",
        "Uvožene so 3 igre",
        "Uvoženih je 5 iger",
        "Uvoženih je 21 iger",
        "Uvožena je 101 igra",
        "Uvoženi sta 102 igri",
      ],
    ],
    "share.won": [
      "Dobljeno v 3:05: @",
      ["1 poteza", "2 potezi", "3 poteze", "5 potez", "21 potez", "101 poteza", "102 potezi"],
    ],
    "share.notWon": [
      "Ni dobljeno po 3:05 in @",
      [
        "1 potezi",
        "2 potezah",
        "3 potezah",
        "5 potezah",
        "21 potezah",
        "101 potezi",
        "102 potezah",
      ],
    ],
    "share.playing": [
      "Še igram po 3:05 in @",
      [
        "1 potezi",
        "2 potezah",
        "3 potezah",
        "5 potezah",
        "21 potezah",
        "101 potezi",
        "102 potezah",
      ],
    ],
    "won.demoSummary": [
      "Igro št. 7 je odigral do konca v @. Igra, ki jo je igral računalnik, ne šteje kot zmaga in v igralnici ne prinese ničesar.",
      [
        "1 potezi",
        "2 potezah",
        "3 potezah",
        "5 potezah",
        "21 potezah",
        "101 potezi",
        "102 potezah",
      ],
    ],
    "won.cards": [
      "@ na temeljih",
      ["1 karta", "2 karti", "3 karte", "5 kart", "21 kart", "101 karta", "102 karti"],
    ],
    "share.dealWon": [
      "Igra Canfield št. 7 dobljena v 3:05: @.",
      ["1 poteza", "2 potezi", "3 poteze", "5 potez", "21 potez", "101 poteza", "102 potezi"],
    ],
    "board.count": [
      "@ na tej lestvici",
      [
        "1 igralec",
        "2 igralca",
        "3 igralci",
        "5 igralcev",
        "21 igralcev",
        "101 igralec",
        "102 igralca",
      ],
    ],
    "board.rank": [
      "{rank}. mesto od @",
      [
        "1 igralca",
        "2 igralcev",
        "3 igralcev",
        "5 igralcev",
        "21 igralcev",
        "101 igralca",
        "102 igralcev",
      ],
    ],
    "board.beat": [
      "Za tabo je {pct} od @.",
      [
        "1 tekmeca",
        "2 tekmecev",
        "3 tekmecev",
        "5 tekmecev",
        "21 tekmecev",
        "101 tekmeca",
        "102 tekmecev",
      ],
    ],
  },
};

// Every catalog in, so that setLanguage switches at once.
beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

describe("messages with a count", () => {
  it("are all listed here, in every language", () => {
    expect(COUNT_KEYS.length).toBeGreaterThan(5);
    for (const lang of LANGUAGES)
      expect(Object.keys(EXPECTED[lang]).sort()).toEqual([...COUNT_KEYS].sort());
  });

  for (const lang of LANGUAGES)
    describe(lang, () => {
      it.each(COUNT_KEYS)("%s agrees with 1, 2, 3, 5, 21, 101 and 102", (key) => {
        setLanguage(lang);
        const [frame, parts] = EXPECTED[lang][key] as Expected;
        // The count goes where the English message counts; other numbers (the deal's) are 7.
        const counted = countedParam(key);
        const got = VALUES.map((v) => t(key, { n: 7, time: "3:05", [counted]: v }));
        expect(got).toEqual(parts.map((p) => frame.replace("@", p)));
      });
    });
});
