import { expect, test } from "@playwright/test";
import { WIN_DEAL, WIN_MOVES, WIN_VARIANT } from "./fixtures.js";
import { expectShows, openDeal, playToken, seriousViolations } from "./helpers.js";

for (const scheme of ["light", "dark"] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });
    test(`axe finds no serious or critical problem on the table, settings, statistics and help (${scheme})`, async ({
      page,
    }, info) => {
      await openDeal(page, 1, "classic", { speed: "off" });
      await expect(page.locator("[data-card]").first()).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("data-theme", scheme);
      await page.keyboard.press("s");
      expect(await seriousViolations(page), "table").toEqual([]);
      await page.screenshot({ path: info.outputPath(`table-${scheme}.png`) });

      for (const action of ["settings", "stats", "help"]) {
        const button = page.locator(`[data-action="${action}"]`);
        if ((await button.count()) === 0) continue;
        await button.click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await page.waitForTimeout(300);
        expect(await seriousViolations(page), action).toEqual([]);
        await page.screenshot({ path: info.outputPath(`${action}-${scheme}.png`) });
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toHaveCount(0);
      }
    });
  });
}

test("the theme can be chosen against the system's, and large cards grow the cards", async ({
  page,
}, info) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("./#/deal/1?variant=classic");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  const small = (await page.locator("[data-card]").first().boundingBox())?.width ?? 0;
  await page.locator('[data-action="settings"]').click();
  await page.locator("#set-theme").selectOption("dark");
  await page.locator("#set-large").check();
  await page.keyboard.press("Escape");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect
    .poll(async () => (await page.locator("[data-card]").first().boundingBox())?.width ?? 0)
    .toBeGreaterThan(small * 1.15);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page.locator("html")).toHaveClass(/large-cards/);
  await page.screenshot({ path: info.outputPath("dark-large.png") });
});

test("a whole deal is won with the keyboard alone, with a visible focus and every move announced", async ({
  page,
}, info) => {
  const game = await openDeal(page, WIN_DEAL, WIN_VARIANT, { auto: "off", speed: "off" });
  await expectShows(page, game.position);

  // Tab reaches the table, which shows where the focus is.
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => document.activeElement?.getAttribute("role") === "application"))
      break;
  }
  const focus = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const s = getComputedStyle(el);
    return {
      role: el.getAttribute("role"),
      label: el.getAttribute("aria-label"),
      outline: s.outlineStyle,
      width: s.outlineWidth,
    };
  });
  expect(focus.role).toBe("application");
  expect(focus.label).toContain("Card table");
  expect(focus.outline).not.toBe("none");
  expect(Number.parseFloat(focus.width)).toBeGreaterThanOrEqual(2);

  const live = page.locator('.sr-only[aria-live="polite"]');
  let announced = 0;
  for (const [i, token] of WIN_MOVES.split(" ").entries()) {
    const m = /^(r|w|t([1-4]))(f|t([1-4]))(?::(\d+))?$/.exec(token);
    if (token === "s") await page.keyboard.press("s");
    else if (m) {
      const src = m[2] ?? (m[1] as string);
      for (let k = 0; k < Number(m[5] ?? 1); k++) await page.keyboard.press(src);
      await page.keyboard.press(m[4] ?? "f");
    } else throw new Error(`unexpected token ${token}`);
    game.play(playToken(game, token));
    if (i % 20 === 5) {
      await expect(page.getByTestId("moves")).toHaveText(`Moves ${game.moveCount()}`);
      await expect(live).not.toBeEmpty();
      announced++;
    }
  }
  expect(game.position.isWon()).toBe(true);
  expect(announced).toBeGreaterThan(5);
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("You won!");
  await expect(live).toContainText(`You won deal #${WIN_DEAL}`);
  // The dialog keeps the focus: Tab goes round inside it.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("dialog"))).toBe(true);
  }
  await page.screenshot({ path: info.outputPath("keyboard-won.png") });
});
