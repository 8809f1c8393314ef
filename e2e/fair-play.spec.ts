import { expect, test } from "@playwright/test";
import { dealDeck } from "../src/core/deal.js";
import { PRESET_RULES } from "../src/core/rules.js";
import { makeMove } from "../src/core/token.js";
import { oddsAfter } from "../src/fair/index.js";
import { WIN_DEAL, WIN_MOVES } from "./fixtures.js";
import {
  answerLeave,
  box,
  card,
  dropPoint,
  engineGame,
  figures,
  keyMove,
  movesShown,
  openDeal,
  playToken,
  settled,
} from "./helpers.js";

// Hints, odds and a computer opponent that see only what the player has seen.
const ANIMATED = { auto: "off", speed: "normal" } as const;

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
});

test("the hint is the fair one by default: it names the move the fair-play model picks", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const game = await openDeal(page, 1, "classic", ANIMATED);
  // The same question the game asks its worker (32 arrangements, seed 1, 20,000 positions).
  const odds = oddsAfter(dealDeck(1), PRESET_RULES.classic, [], {
    samples: 32,
    seed: 1,
    maxNodes: 20_000,
  });
  if (!odds.ok || odds.value.hint === null) throw new Error("no fair hint");
  const token = makeMove(odds.value.hint);
  await page.locator('[data-action="hint"]').click();
  await expect(page.locator(".table")).toHaveAttribute("data-hint", token, { timeout: 60_000 });
  // The hint's chance came with it.
  await expect(page.getByTestId("chance")).toHaveAttribute("data-state", "known");
  await keyMove(page, token);
  game.play(playToken(game, token));
  await expect(page.getByTestId("moves")).toHaveText("Moves 1");
  await expect(page.locator(".table")).not.toHaveAttribute("data-hint", token);
});

test("the chance to win appears after a move without holding up a drag", async ({ page }) => {
  test.setTimeout(120_000);
  await openDeal(page, 1, "classic", ANIMATED);
  await page.evaluate(() => {
    const raw = JSON.parse(localStorage.getItem("canfield.settings") ?? "{}");
    localStorage.setItem("canfield.settings", JSON.stringify({ ...raw, oddsAfterMove: true }));
  });
  await page.reload();
  const chance = page.getByTestId("chance");
  const game = engineGame(1, "classic");
  // Turn the stock: the chance is worked out in the worker while the player drags on.
  for (const tok of ["s", "s", "s"]) {
    await keyMove(page, tok);
    game.play(playToken(game, tok));
  }
  await expect(chance).toHaveAttribute("data-state", "pending", { timeout: 5_000 });
  // Deal 1: the waste's 9d goes home (the base rank is 9): dragged while the chance is pending.
  await settled(page);
  const nine = card(page, "9d");
  const target = await dropPoint(page, game.position, "f2");
  const b = await box(nine);
  await page.mouse.move(b.x + b.width / 2, b.y + 10);
  await page.mouse.down();
  await page.mouse.move(target.x, target.y, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByTestId("moves")).toHaveText("Moves 4");
  await expect(chance).toHaveAttribute("data-state", "known", { timeout: 60_000 });
  await expect(chance).toHaveText(/Chance \d+%/);
  await expect(chance).toHaveAttribute("aria-label", /cards you have not seen/);
});

test("after a won game, the fair computer's game of the same deal is shown", async ({ page }) => {
  test.setTimeout(300_000);
  await openDeal(page, WIN_DEAL, "classic", ANIMATED);
  for (const tok of WIN_MOVES.split(" ")) await keyMove(page, tok);
  const won = page.locator("#won");
  await expect(won).toBeVisible({ timeout: 30_000 });
  const rival = won.getByTestId("rival");
  await expect(rival).toContainText("sees only what you saw");
  await expect(rival).toHaveAttribute("data-rival", /true|false/, { timeout: 240_000 });
  await expect(rival).toContainText(/wins this deal in \d+ moves|does not win it/);
  // Beside it, what the all-seeing solver says.
  await expect(won.getByTestId("verdict")).toContainText(/wins this deal in \d+ moves/);
});

test("the statistics tell a loss on an unwinnable deal from a winnable deal lost", async ({
  page,
}) => {
  test.setTimeout(300_000);
  // Deal 2 cannot be won; deal 1 can, and two stock turns lose nothing of it.
  await openDeal(page, 2, "classic", { auto: "off", speed: "off" });
  await keyMove(page, "s");
  await page.goto("./#/deal/1?variant=classic");
  await page.locator("#leave button.primary").click();
  await expect(page.getByTestId("deal")).toHaveText("Deal #1");
  await keyMove(page, "s");
  await keyMove(page, "s");
  await expect.poll(() => movesShown(page)).toBe(2);
  await page.locator('[data-action="new"]').click();
  await answerLeave(page, async () => (await movesShown(page)) === 0);
  await page.locator('[data-action="stats"]').click();
  const list = page.getByTestId("recent-games");
  await expect(list.locator('li[data-deal="unwinnable"]')).toContainText("cannot be won", {
    timeout: 240_000,
  });
  await expect(list.locator('li[data-deal="winnable"]')).toContainText(
    "it could still be won after move 2",
    { timeout: 240_000 },
  );
  const f = await figures(page);
  expect([f.played, f.won, f.winRate, f.winnableRate, f.unwinnableLost]).toEqual([
    "2",
    "0",
    "0%",
    "0%",
    "1",
  ]);
});
