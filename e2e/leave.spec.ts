import { expect, type Page, test } from "@playwright/test";
import { dealShown, figures, keyMove, movesShown, openDeal, savedMoves } from "./helpers.js";
import { clickAction } from "./toolbar.js";

// One click never loses a game: whatever would end a started game asks first, and says that
// the game then counts as lost. Both screens, with animations on.
const SCREENS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

async function startGame(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await openDeal(page, 5, "classic", { auto: "off", speed: "normal" });
  for (const tok of ["s", "s"]) await keyMove(page, tok);
  await expect(page.getByTestId("moves")).toHaveText("Moves 2");
  await savedMoves(page, 2);
}

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    test("New deal asks before a started game is lost; keeping it keeps everything", async ({
      page,
    }) => {
      await startGame(page);
      await page.locator('[data-action="new"]').click();
      const dialog = page.locator("#leave");
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText("count as lost");
      await dialog.getByRole("button", { name: "Keep playing" }).click();
      await expect(dialog).toBeHidden();
      expect([await dealShown(page), await movesShown(page)]).toEqual([5, 2]);
      // The key asks too; this time the player says yes.
      await page.keyboard.press("n");
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "New deal" }).click();
      await expect.poll(() => dealShown(page)).not.toBe(5);
      expect(await movesShown(page)).toBe(0);
      await clickAction(page, "stats");
      const f = await figures(page);
      expect([f.played, f.won]).toEqual(["1", "0"]);
    });

    test("a game with no move yet needs no question", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "no-preference" });
      await openDeal(page, 5, "classic", { auto: "off", speed: "normal" });
      await page.locator('[data-action="new"]').click();
      await expect.poll(() => dealShown(page)).not.toBe(5);
      await expect(page.locator("#leave")).toHaveCount(0);
    });

    test("Restart asks, then starts the deal again with the clock at zero", async ({ page }) => {
      await startGame(page);
      await page.waitForTimeout(1100);
      await expect(page.locator(".status")).not.toContainText("0:00");
      await clickAction(page, "restart");
      const dialog = page.locator("#leave");
      await expect(dialog).toContainText("count as lost");
      await dialog.getByRole("button", { name: "Restart" }).click();
      await expect(page.getByTestId("moves")).toHaveText("Moves 0");
      await expect(page.locator(".status")).toContainText("Time 0:00");
      expect(await dealShown(page)).toBe(5);
      await page.keyboard.press("s");
      await page.keyboard.press("Shift+R");
      await expect(dialog).toBeVisible();
    });

    test("the settings' new deal and a winnable deal ask too", async ({ page }) => {
      await startGame(page);
      await clickAction(page, "settings");
      await page.getByRole("button", { name: "New deal with these rules" }).click();
      const dialog = page.locator("#leave");
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Keep playing" }).click();
      expect(await dealShown(page)).toBe(5);
      await clickAction(page, "newgame");
      await page.locator('#newgame [data-level="any"]').click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Keep playing" }).click();
      await clickAction(page, "newgame");
      await page.locator('#newgame [data-level="easy"]').click();
      await expect(dialog).toContainText("count as lost");
      await dialog.getByRole("button", { name: "Find an Easy deal" }).click();
      await expect.poll(() => dealShown(page), { timeout: 30_000 }).not.toBe(5);
      expect(await movesShown(page)).toBe(0);
    });
  });
}
