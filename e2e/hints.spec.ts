import { expect, test } from "@playwright/test";
import { WIN_DEAL } from "./fixtures.js";
import { expectShows, keyMove, openDeal, playToken, withSettings } from "./helpers.js";

// These hints are the all-seeing solver's (a setting; the fair hint has its own tests).
const ALL_SEEING = { auto: "off", speed: "off", hintKind: "all-seeing" } as const;

test("following the hints from the start of a winnable deal wins it", async ({ page }) => {
  test.setTimeout(300_000);
  const game = await openDeal(page, WIN_DEAL, "classic", ALL_SEEING);
  const won = page.locator("#won");
  let moves = 0;
  while (!game.position.isWon()) {
    expect(moves, "the hints should win within 400 moves").toBeLessThan(400);
    await page.locator('[data-action="hint"]').click();
    // The hint is shown on the table: the card that moves (or the stock) and where it goes.
    const shown = await (
      await page.waitForFunction(
        () => {
          const token = document.querySelector<HTMLElement>(".table")?.dataset.hint;
          if (!token) return undefined;
          const n = (sel: string) => document.querySelectorAll(sel).length;
          return {
            token,
            card: n(".card.hint-card"),
            target: n(".pile.hint-target"),
            stock: n('[data-pile="s"].hint-source'),
          };
        },
        undefined,
        { timeout: 60_000 },
      )
    ).jsonValue();
    if (!shown) throw new Error("no hint");
    const { token } = shown;
    if (token === "s") expect(shown.stock).toBe(1);
    else expect([shown.card, shown.target]).toEqual([1, 1]);
    game.play(playToken(game, token));
    await keyMove(page, token);
    moves++;
  }
  await expect(won).toBeVisible({ timeout: 20_000 });
  expect(game.position.isWon()).toBe(true);
  await expectShows(page, game.position);
  // After the game: the computer's verdict on the same deal.
  await expect(won.getByTestId("verdict")).toHaveAttribute("data-verdict", "win", {
    timeout: 60_000,
  });
  await expect(won.getByTestId("verdict")).toContainText(/wins this deal in \d+ moves/);
});

test("a hint where no winning line exists says so and goes back to the last winnable point", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await withSettings(page, ALL_SEEING);
  // Deal 2 is stuck from the start (no card can ever reach a foundation): proved unwinnable.
  await page.goto("./#/deal/2?variant=classic");
  await page.locator('[data-action="hint"]').click();
  const result = page.getByTestId("hint-result");
  await expect(result).toHaveAttribute("data-result", "loss", { timeout: 60_000 });
  await expect(result).toContainText("No winning line");
  // At move 0 nothing went wrong yet: no review is offered.
  await expect(result.getByRole("button")).toHaveCount(0);
  await page.keyboard.press("s");
  await page.locator('[data-action="hint"]').click();
  await expect(result).toHaveAttribute("data-result", "loss", { timeout: 60_000 });
  await page
    .getByTestId("hint-result")
    .getByRole("button", { name: "Where did it go wrong?" })
    .click();
  await expect(page.getByTestId("review-note")).toContainText("cannot be won from the start", {
    timeout: 120_000,
  });
});
