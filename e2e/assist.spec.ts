import { expect, test } from "@playwright/test";
import { finishesAlone } from "../src/core/autoplay.js";
import { PRESET_RULES } from "../src/core/rules.js";
import { rateDeal } from "../src/deals/levels.js";
import { WIN_DEAL, WIN_MOVES } from "./fixtures.js";
import { figures, keyMove, openDeal, playToken } from "./helpers.js";

const LINE = WIN_MOVES.split(" ");

test("when only forced moves are left the game offers to finish, and finishes", async ({
  page,
}) => {
  const game = await openDeal(page, WIN_DEAL, "classic", { auto: "off", speed: "off" });
  let k = 0;
  while (!finishesAlone(game.position)) game.play(playToken(game, LINE[k++] as string));
  expect(k).toBeLessThan(LINE.length);
  for (const tok of LINE.slice(0, k - 1)) await keyMove(page, tok);
  // One move before: no offer yet.
  await page.waitForTimeout(600);
  await expect(page.getByTestId("finish")).toBeHidden();
  await keyMove(page, LINE[k - 1] as string);
  await page.getByTestId("finish").getByRole("button", { name: "Finish automatically" }).click();
  await expect(page.locator("#won")).toBeVisible({ timeout: 30_000 });
});

test("demo: the computer plays the rest with pause and step, and the game does not count as won", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openDeal(page, WIN_DEAL, "classic", { auto: "off", speed: "off" });
  for (const tok of LINE.slice(0, LINE.length - 40)) await keyMove(page, tok);
  await page.locator('[data-action="demo"]').click();
  const banner = page.getByTestId("demo");
  await expect(banner).toContainText("will not count as won");
  await banner.getByRole("button", { name: "Pause" }).click();
  await expect(banner).toContainText("paused");
  const before = Number((await page.getByTestId("moves").textContent())?.replace(/\D/g, ""));
  await banner.getByRole("button", { name: "Step" }).click();
  await expect(page.getByTestId("moves")).toHaveText(`Moves ${before + 1}`);
  await banner.getByRole("button", { name: "Play" }).click();
  await expect(page.locator("#won")).toBeVisible({ timeout: 120_000 });
  await page.locator("#won").getByRole("button", { name: "Close" }).click();
  await page.locator('[data-action="stats"]').click();
  const f = await figures(page);
  expect(f.played).toBe("1");
  expect(f.won).toBe("0");
});

test("winnable deals of a level are found in the worker and dealt", async ({ page }) => {
  await openDeal(page, 2, "classic", { speed: "off" });
  let last = 2;
  for (const level of ["easy", "hard"] as const) {
    await page.locator('[data-action="newgame"]').click();
    await page.locator(`#newgame [data-level="${level}"]`).click();
    await expect(page.locator("#newgame")).toBeHidden({ timeout: 30_000 });
    await expect(page).not.toHaveURL(new RegExp(`#/deal/${last}\\?`));
    const deal = Number(/#\/deal\/(\d+)\?variant=classic$/.exec(page.url())?.[1]);
    expect(rateDeal(deal, PRESET_RULES.classic).verdict).toBe(level);
    await expect(page.getByTestId("deal")).toHaveText(`Deal #${deal}`);
    last = deal;
  }
});
