import { expect, test } from "@playwright/test";
import {
  box,
  card,
  engineGame,
  expectShows,
  openDeal,
  pile,
  playToken,
  visibleCards,
  withSettings,
} from "./helpers.js";

test("a deal with no way forward says so and offers undo, restart and a new deal", async ({
  page,
}) => {
  await withSettings(page, { auto: "off", speed: "off" });
  // Deal 2: every base-rank card is out of reach, whatever is moved (the bounded search proves it).
  await page.goto("./#/deal/2?variant=classic");
  await pile(page, "s").click();
  const banner = page.getByTestId("stuck");
  await expect(banner).toContainText("No way forward");
  await banner.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByTestId("moves")).toHaveText("Moves 0");
  await expect(banner).toContainText("No way forward");
  await banner.getByRole("button", { name: "New deal" }).click();
  await expect(page.getByTestId("deal")).not.toHaveText("Deal #2");
});

test("face-down cards are never named in the page", async ({ page }) => {
  const game = await openDeal(page, 42, "classic", { auto: "off", speed: "off" });
  for (const tok of ["s", "s"]) {
    await page.keyboard.press("s");
    game.play(playToken(game, tok));
  }
  await expectShows(page, game.position);
  const { down } = visibleCards(game.position);
  expect(down.length).toBeGreaterThanOrEqual(40);
  // No attribute of any element holds a hidden card's code, and no image is named after one.
  const values = await page.evaluate(() =>
    [...document.querySelectorAll("*")].flatMap((el) => [...el.attributes].map((a) => a.value)),
  );
  for (const code of down)
    expect(
      values.filter((v) => v === code || new RegExp(`\\b${code}\\.(svg|png|jpe?g|webp)`).test(v)),
    ).toEqual([]);
});

test("settings are remembered between visits and rule changes wait for the next deal", async ({
  page,
}) => {
  await page.goto("./#/deal/5?variant=classic");
  await page.locator('[data-action="settings"]').click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Four-colour deck").check();
  await dialog.getByLabel("Draw").selectOption("1");
  await dialog.getByLabel("Scoring").selectOption("casino");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(/#\/deal\/5\?variant=classic$/);
  await expect(page.getByTestId("score")).toHaveText("Score −$47");
  await expect(page.locator(".table-host.four-colour")).toHaveCount(1);
  await page.reload();
  await page.locator('[data-action="new"]').click();
  await expect(page).toHaveURL(/variant=draw1$/);
  await page.locator('[data-action="settings"]').click();
  await expect(page.getByRole("dialog").getByLabel("Four-colour deck")).toBeChecked();
  await expect(page.locator("#set-draw")).toHaveValue("1");
});

test("a deal chosen by number opens that deal; a bad number is explained", async ({ page }) => {
  await page.goto("./#/deal/5?variant=classic");
  await page.getByTestId("deal").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Deal number").fill("12x");
  await dialog.getByRole("button", { name: "Play this deal" }).click();
  await expect(dialog).toContainText("not a deal number");
  await dialog.getByLabel("Deal number").fill("31337");
  await dialog.getByRole("button", { name: "Play this deal" }).click();
  await expect(page.getByTestId("deal")).toHaveText("Deal #31337");
  await expectShows(page, engineGame(31337, "classic").position);
});

const countAnimations = (page: import("@playwright/test").Page) =>
  page.evaluate(() => {
    const w = window as unknown as { started: number };
    w.started = 0;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<typeof animate>) {
      w.started++;
      return animate.apply(this, args);
    };
  });
const started = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as unknown as { started: number }).started);

test("reduced motion: cards land at once, with no animation", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openDeal(page, 1, "classic", { auto: "off", speed: "slow" });
  await expect(page.locator("[data-card]")).toHaveCount(6);
  await countAnimations(page);
  await pile(page, "s").click();
  const g = engineGame(1, "classic");
  g.play(playToken(g, "s"));
  await expectShows(page, g.position);
  expect(await started(page)).toBe(0);
});

test("with animation on, a stock turn is animated", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await openDeal(page, 1, "classic", { auto: "off", speed: "slow" });
  await expect(page.locator("[data-card]")).toHaveCount(6);
  await countAnimations(page);
  await pile(page, "s").click();
  await expect.poll(() => started(page)).toBeGreaterThanOrEqual(3);
});

test("left-handed layout puts the stock and reserve on the right; four colours recolour suits", async ({
  page,
}) => {
  await openDeal(page, 1, "classic", { leftHanded: true, fourColour: true });
  const stock = await box(pile(page, "s"));
  const t4 = await box(pile(page, "t4"));
  const reserve = await box(pile(page, "r"));
  expect(stock.x).toBeGreaterThan(t4.x);
  expect(reserve.x).toBeGreaterThan(t4.x);
  // Deal 1 shows the queen of clubs: green in the four-colour deck, hearts stay red.
  const colour = (code: string) => card(page, code).evaluate((el) => getComputedStyle(el).color);
  expect(await colour("Qc")).toBe("rgb(11, 122, 53)");
  expect(await colour("8h")).toBe("rgb(200, 16, 46)");
});
