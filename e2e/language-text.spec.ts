import { expect, type Page, test } from "@playwright/test";
import { cardParam, type Language, pileParam, setLanguage, t } from "../src/app/i18n/index.js";
import { exportStats } from "../src/app/stats/transfer.js";
import { parseCard } from "../src/core/card.js";
import type { PileId } from "../src/core/move.js";
import { WIN_DEAL } from "./fixtures.js";
import { figures, keyMove, openDeal, playToken } from "./helpers.js";

/**
 * What each language says where it needs its grammar: the piles' names with their counts, a
 * hint that names a card as the object of a move, one imported game, a date.
 */
interface Words {
  readonly locale: string;
  /** The piles' accessible names on deal 1 before a move, pile by pile. */
  readonly piles: Readonly<Record<string, string>>;
  /** A foundation's name before its number; its label counts its cards out of 13. */
  readonly foundation: string;
  /** A hint to move a card: the article and case of the card, the form of the pile. */
  readonly hint: RegExp;
  readonly imported: string;
  readonly played: string;
  readonly classic: string;
  /** The Monday 2026-11-30 under the weekly chart. */
  readonly week: string;
  readonly badDate: string;
}

const RANKS_EN = "ace|[2-9]|10|jack|queen|king";
const WORDS: Readonly<Record<Language, Words>> = {
  en: {
    locale: "en-GB",
    piles: {
      r: "Reserve: 13 cards",
      s: "Stock: 34 cards",
      w: "Waste: 0 cards",
      t1: "Tableau pile 1: 1 card",
      t4: "Tableau pile 4: 1 card",
    },
    foundation: "Foundation",
    hint: new RegExp(
      `^Hint: move the (${RANKS_EN}) of (clubs|diamonds|hearts|spades) to (Tableau pile|Foundation) [1-4]$`,
    ),
    imported: "Imported 1 game.",
    played: "Played",
    classic: "Classic",
    week: "11/30",
    badDate: "There is no daily deal for January 1, 2999.",
  },
  de: {
    locale: "de-DE",
    piles: {
      r: "Reserve: 13 Karten",
      s: "Talon: 34 Karten",
      w: "Abwurf: 0 Karten",
      t1: "Tableau-Spalte 1: 1 Karte",
      t4: "Tableau-Spalte 4: 1 Karte",
    },
    foundation: "Fundament",
    // Accusative with the article: den Buben (a weak noun), den König, das Ass, die Dame, die Zehn.
    hint: /^Tipp: Lege (den (Kreuz|Karo|Herz|Pik)-(Buben|König)|das (Kreuz|Karo|Herz|Pik)-Ass|die (Kreuz|Karo|Herz|Pik)-(Zwei|Drei|Vier|Fünf|Sechs|Sieben|Acht|Neun|Zehn|Dame)) auf (Tableau-Spalte|Fundament) [1-4]\.$/,
    imported: "1 Spiel importiert.",
    played: "Gespielt",
    classic: "Klassisch",
    week: "30.11.",
    badDate: "Für den 1. Januar 2999 gibt es kein Tagesspiel.",
  },
  es: {
    locale: "es-ES",
    piles: {
      r: "Reserva: 13 cartas",
      s: "Mazo: 34 cartas",
      w: "Descarte: 0 cartas",
      t1: "Columna 1: 1 carta",
      t4: "Columna 4: 1 carta",
    },
    foundation: "Fundación",
    // La jota, la reina; el as, el dos … el diez, el rey; and "a la" before the pile.
    hint: /^Pista: mueve (la (jota|reina)|el (as|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|rey)) de (tréboles|diamantes|corazones|picas) a la (columna|fundación) [1-4]$/,
    imported: "Se importó 1 partida.",
    played: "Partidas jugadas",
    classic: "Clásica",
    week: "30/11",
    badDate: "No hay partida diaria para el 1 de enero de 2999.",
  },
  sl: {
    locale: "sl-SI",
    piles: {
      r: "Rezerva: 13 kart",
      s: "Talon: 34 kart",
      w: "Odkriti kup: 0 kart",
      t1: "Stolpec 1: 1 karta",
      t4: "Stolpec 4: 1 karta",
    },
    foundation: "Temelj",
    // Accusative: križevega asa, fanta, kralja (animate); srčevo desetko, damo (feminine).
    hint: /^Namig: premakni (križev|karov|srčev|pikov)(ega (asa|fanta|kralja)|o (dvojko|trojko|štirico|petico|šestico|sedmico|osmico|devetko|desetko|damo)) na (stolpec|temelj) [1-4]$/,
    imported: "Uvožena je 1 igra.",
    played: "Odigrane",
    classic: "Klasična",
    week: "30. 11.",
    badDate: "Za 1. januar 2999 ni dnevne igre.",
  },
};

/** One won game of deal 1, played on Monday 30 November 2026, as an export file holds it. */
function oneGame(): string {
  const started = new Date(2026, 10, 30, 12, 0).getTime();
  return exportStats([
    {
      v: 2,
      id: "imported-1",
      deal: 1,
      cards: null,
      variant: "classic",
      started,
      ended: started + 185_000,
      result: "won",
      moves: 101,
      ms: 185_000,
      foundation: 52,
      casino: 208,
      hints: 0,
      demo: false,
      daily: null,
    },
  ]);
}

/** Asks for hints, playing the stock turns they give, until one moves a card; returns it. */
async function cardHint(page: Page): Promise<{ card: string; to: string; said: string }> {
  // The all-seeing hint names a card within a few moves of deal 1 (the fair hint first turns
  // the stock to look); both say the move the same way.
  const game = await openDeal(page, WIN_DEAL, "classic", {
    auto: "off",
    speed: "off",
    hintKind: "all-seeing",
  });
  const live = page.locator('[aria-live="polite"]');
  for (let i = 0; i < 20; i++) {
    await page.locator('[data-action="hint"]').click();
    const token = await (
      await page.waitForFunction(
        () => document.querySelector<HTMLElement>(".table")?.dataset.hint,
        undefined,
        {
          timeout: 60_000,
        },
      )
    ).jsonValue();
    if (token !== "s") {
      const card = (await page.locator(".card.hint-card").getAttribute("data-card")) ?? "";
      const to = (await page.locator(".pile.hint-target").getAttribute("data-pile")) ?? "";
      await expect(live).not.toHaveText("");
      return { card, to, said: ((await live.textContent()) ?? "").trim() };
    }
    game.play(playToken(game, token));
    await keyMove(page, token);
  }
  throw new Error("no hint moved a card");
}

for (const lang of Object.keys(WORDS) as Language[]) {
  const words = WORDS[lang];
  test.describe(lang, () => {
    test.use({ locale: words.locale });

    test(`${lang}: the piles' names count their cards at the deal`, async ({ page }) => {
      const game = await openDeal(page, 1, "classic", { auto: "off", speed: "off" });
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      for (const [id, name] of Object.entries(words.piles))
        await expect(page.locator(`[data-pile="${id}"]`)).toHaveAttribute("aria-label", name);
      // The base card's suit has one card on its foundation, the others none.
      expect([...game.position.foundations].sort()).toEqual([0, 0, 0, 1]);
      for (const [i, n] of game.position.foundations.entries())
        await expect(page.locator(`[data-pile="f${i + 1}"]`)).toHaveAttribute(
          "aria-label",
          `${words.foundation} ${i + 1}: ${n}/13`,
        );
    });

    test(`${lang}: the hint names the card in the language's own words and case`, async ({
      page,
    }) => {
      const { card, to, said } = await cardHint(page);
      const c = parseCard(card);
      if (!c.ok) throw new Error(c.error);
      await setLanguage(lang);
      const move = t("hint.move", { card: cardParam(c.value), to: pileParam(to as PileId) });
      // A hint the solver could not prove comes with a note before it.
      expect([move, `${t("hint.suggestion")} ${move}`]).toContain(said);
      expect(move).toMatch(words.hint);
    });

    test(`${lang}: the statistics after importing one game`, async ({ page }) => {
      await openDeal(page, 9, "classic", { auto: "off", speed: "off" });
      await page.locator('[data-action="stats"]').click();
      const stats = page.locator("#stats");
      expect((await figures(page)).played).toBe("0");
      await stats.getByTestId("import-file").setInputFiles({
        name: "canfield-stats.json",
        mimeType: "application/json",
        buffer: Buffer.from(oneGame()),
      });
      await expect(stats.getByTestId("import-note")).toHaveText(words.imported);
      await expect.poll(async () => (await figures(page)).played).toBe("1");
      const shown = await figures(page);
      expect([shown.won, shown.fewestMoves, shown.bestTime]).toEqual(["1", "101", "3:05"]);
      await expect(stats.locator("dt").first()).toHaveText(words.played);
      await expect(stats.locator("#stats-variant option[value='classic']")).toHaveText(
        words.classic,
      );
      await expect(
        stats.locator("svg").nth(2).locator("text", { hasText: words.week }),
      ).toHaveCount(1);
    });

    test(`${lang}: a daily deal for a date to come is refused with the date as the language writes it`, async ({
      page,
    }) => {
      await page.goto("./#/daily/2999-01-01");
      await expect(page.getByTestId("message").locator("span")).toHaveText(words.badDate);
    });
  });
}
