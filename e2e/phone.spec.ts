import { expect, type Locator, type Page, test } from "@playwright/test";
import { box, dealShown, expectShows, movesShown, openDeal, pile, playToken } from "./helpers.js";
import { action } from "./toolbar.js";

// The toolbar as a player's thumb and keyboard meet it, with animations on.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const ON_THE_BAR = ["undo", "redo", "hint", "new", "more"];
const IN_THE_MENU = ["restart", "newgame", "daily", "demo", "stats", "settings", "help"];

const visibleIds = (page: Page) =>
  page
    .locator(".bar.bottom [data-action]")
    .evaluateAll((els) =>
      els
        .filter((e) => (e as HTMLElement).offsetParent !== null)
        .map((e) => e.getAttribute("data-action")),
    );

async function expectTouchTarget(l: Locator, name: string): Promise<void> {
  const b = await box(l);
  expect(b.width, `${name} width`).toBeGreaterThanOrEqual(44);
  expect(b.height, `${name} height`).toBeGreaterThanOrEqual(44);
}

const iconOf = (page: Page, id: string) => action(page, id).locator("path").getAttribute("d");

test.describe("on a phone", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("the bar keeps Undo, Redo, Hint, New deal and a menu; all 44 px or more, named", async ({
    page,
  }, info) => {
    await openDeal(page, 1, "classic", { auto: "off", speed: "normal" });
    await expect(action(page, "undo")).toBeVisible();
    expect(await visibleIds(page)).toEqual(ON_THE_BAR);
    for (const id of ON_THE_BAR) {
      await expectTouchTarget(action(page, id), id);
      // Each button's name is written under it.
      await expect(action(page, id).locator(".tool-label")).toBeVisible();
      await expect(action(page, id).locator(".tool-label")).not.toHaveText("");
    }
    await expectTouchTarget(page.getByTestId("deal"), "deal");
    await expectTouchTarget(page.getByTestId("chance"), "chance");
    // New deal, which ends a game, sits at the other end of the bar from Undo.
    const undo = await box(action(page, "undo"));
    const fresh = await box(action(page, "new"));
    expect(fresh.x - (undo.x + undo.width)).toBeGreaterThan(2 * undo.width);

    // The rest is in the menu: each item 44 px or more, labelled, and Restart looks unlike Undo.
    const more = action(page, "more");
    await expect(more).toHaveAttribute("aria-haspopup", "menu");
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await more.tap();
    await expect(more).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    const items = menu.getByRole("menuitem");
    await expect(items).toHaveCount(IN_THE_MENU.length);
    for (const id of IN_THE_MENU) {
      const item = menu.locator(`[data-action="${id}"]`);
      await expectTouchTarget(item, id);
      await expect(item).not.toHaveText("");
    }
    expect(await iconOf(page, "restart")).not.toBe(await iconOf(page, "undo"));
    await page.screenshot({ path: info.outputPath("phone-menu.png") });
    // A tap outside closes it; a choice closes it and does what it says.
    await page.touchscreen.tap(200, 400);
    await expect(menu).toBeHidden();
    await more.tap();
    await menu.locator('[data-action="stats"]').tap();
    await expect(menu).toBeHidden();
    await expect(page.locator("#stats")).toBeVisible();
  });

  test("a long press shows a button's name and does not press it", async ({ page }) => {
    await openDeal(page, 1, "classic", { auto: "off", speed: "normal" });
    const fresh = action(page, "new");
    const b = await box(fresh);
    const cdp = await page.context().newCDPSession(page);
    const at = [{ x: b.x + b.width / 2, y: b.y + b.height / 2 }];
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at });
    const name = fresh.locator(".tool-name");
    await expect(name).toBeVisible();
    await expect(name).toHaveText("New deal");
    // The name stays inside the screen.
    const n = await box(name);
    expect(n.x).toBeGreaterThanOrEqual(0);
    expect(n.x + n.width).toBeLessThanOrEqual(PHONE.width);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await page.waitForTimeout(400);
    expect(await dealShown(page)).toBe(1);
    // A plain tap still deals.
    await fresh.tap();
    await expect.poll(() => dealShown(page)).not.toBe(1);
  });

  test("quick taps on the stock each turn it, whatever is still flying off it", async ({
    page,
  }) => {
    const game = await openDeal(page, 1, "classic", { auto: "off", speed: "slow" });
    await expect(page.locator("[data-card]").first()).toBeVisible();
    const s = await box(pile(page, "s"));
    for (let i = 0; i < 4; i++) {
      await page.touchscreen.tap(s.x + s.width / 2, s.y + s.height / 2);
      await page.waitForTimeout(60);
      game.play(playToken(game, "s"));
    }
    await expectShows(page, game.position);
    await expect(page.getByTestId("moves")).toHaveText("Moves 4");
  });
});

test.describe("on a phone, from the keyboard", () => {
  test.use({ viewport: PHONE });

  test("the menu opens, moves, chooses and closes with the keys, and keeps its keys", async ({
    page,
  }) => {
    await openDeal(page, 1, "classic", { auto: "off", speed: "normal" });
    await action(page, "new").focus();
    await page.keyboard.press("Tab");
    const more = action(page, "more");
    await expect(more).toBeFocused();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    const items = menu.getByRole("menuitem");
    await expect(items.first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(items.last()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(items.first()).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(items.last()).toBeFocused();
    // The game's keys do not act while the menu has the focus (s would turn the stock).
    await page.keyboard.press("s");
    expect(await movesShown(page)).toBe(0);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();
    await expect(more).toHaveAttribute("aria-expanded", "false");
    // Arrow Up opens it on its last item; Enter chooses: Help opens, and Esc gives the focus
    // back to the menu button.
    await page.keyboard.press("ArrowUp");
    await expect(items.last()).toBeFocused();
    await expect(items.last()).toHaveAttribute("data-action", "help");
    await page.keyboard.press("Enter");
    await expect(page.locator("#help")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#help")).toBeHidden();
    await expect(more).toBeFocused();
    // Tab leaves the menu and closes it.
    await page.keyboard.press("Enter");
    await expect(items.first()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu).toBeHidden();
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: DESKTOP });

  test("every action is a labelled button; the game enders stand apart from Undo", async ({
    page,
  }, info) => {
    await openDeal(page, 1, "classic", { auto: "off", speed: "normal" });
    await expect(action(page, "undo")).toBeVisible();
    const ids = await visibleIds(page);
    expect([...ids].sort()).toEqual(
      [...ON_THE_BAR.filter((id) => id !== "more"), ...IN_THE_MENU].sort(),
    );
    for (const id of ids) {
      await expectTouchTarget(action(page, id as string), id as string);
      await expect(action(page, id as string).locator(".tool-label")).toBeVisible();
    }
    // Undo's group holds no action that ends the game.
    const groups = await page
      .locator(".bar.bottom .tool-group")
      .evaluateAll((gs) =>
        gs.map((g) =>
          [...g.querySelectorAll("[data-action]")].map((b) => b.getAttribute("data-action")),
        ),
      );
    const undoGroup = groups.find((g) => g.includes("undo")) ?? [];
    expect(undoGroup).not.toContain("restart");
    expect(undoGroup).not.toContain("new");
    expect(await iconOf(page, "restart")).not.toBe(await iconOf(page, "undo"));
    await page.screenshot({ path: info.outputPath("desktop-toolbar.png") });
  });
});
