import { expect, test } from "@playwright/test";
import { withSettings } from "./helpers.js";

test("two browser contexts get the same daily deal", async ({ browser }) => {
  const deals: string[] = [];
  const days: string[] = [];
  for (let i = 0; i < 2; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("./#/daily");
    await expect(page).toHaveURL(/#\/daily\/\d{4}-\d{2}-\d{2}$/, { timeout: 30_000 });
    days.push(page.url().replace(/.*#\/daily\//, ""));
    deals.push((await page.getByTestId("deal").textContent()) ?? "");
    await context.close();
  }
  expect(deals[0]).toMatch(/^Deal #\d+$/);
  expect(deals[1]).toBe(deals[0]);
  expect(days[1]).toBe(days[0]);
});

test("a past daily deal opens by date; the calendar marks it and the share text tells no cards", async ({
  page,
}) => {
  await withSettings(page, { auto: "off", speed: "off" });
  await page.goto("./#/daily/2026-11-30");
  await expect(page).toHaveURL(/#\/daily\/2026-11-30$/, { timeout: 30_000 });
  // The daily rule pinned in src/deals/daily.test.ts.
  await expect(page.getByTestId("deal")).toHaveText("Deal #1953336312");
  await page.keyboard.press("s");
  await page.locator('[data-action="daily"]').click();
  const dialog = page.locator("#daily");
  await dialog
    .getByRole("button", { name: "‹" })
    .or(dialog.getByLabel("Previous month"))
    .first()
    .click();
  await dialog.getByLabel("Next month").click();
  const share = dialog.getByTestId("share-text");
  await expect(dialog.getByTestId("daily-streak")).toContainText("Daily streak 0");
  await expect(dialog.getByTestId("calendar")).toBeVisible();
  if (await dialog.locator('[data-day="2026-11-30"]').count()) {
    await dialog.locator('[data-day="2026-11-30"]').click();
    await expect(dialog.locator('[data-day="2026-11-30"]')).toHaveAttribute("data-mark", "played", {
      timeout: 10_000,
    });
    await expect(share).toHaveValue(/Canfield daily deal, November 30, 2026\nStill playing after/);
    await expect(share).not.toHaveValue(/1953336312/);
  }
  await page.screenshot({ path: "test-results/e2e/daily-calendar.png" });
});

test("a daily link to a date to come is refused with a message", async ({ page }) => {
  await page.goto("./#/daily/2999-01-01");
  await expect(page.getByTestId("message")).toContainText("no daily deal for January 1, 2999");
});
