import { expect, type Page, test } from "@playwright/test";
import { makeMove } from "../src/core/token.js";
import { greedyMove } from "../src/deals/greedy.js";
import { WIN_DEAL, WIN_MOVES } from "./fixtures.js";
import { card, engineGame, figures, keyMove, movesShown, openDeal, pile } from "./helpers.js";
import { clickAction } from "./toolbar.js";

// What the game says and shows about what is going on, on a phone and on a desktop, with
// animations on as most players have them.
const SCREENS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;
const ANIMATED = { auto: "off", speed: "normal" } as const;
const LINE = WIN_MOVES.split(" ");

async function playLine(page: Page, tokens: readonly string[]): Promise<void> {
  for (const tok of tokens) await keyMove(page, tok);
}

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "no-preference" });
    });

    test("a tap on a card that cannot move shakes it and leaves it where it is", async ({
      page,
    }) => {
      await openDeal(page, 1, "classic", ANIMATED);
      // Deal 1: Qc (tableau 1) has nowhere to go.
      const qc = card(page, "Qc");
      await expect(qc).toBeVisible();
      await page.waitForFunction(() => document.getAnimations().length === 0);
      const before = await qc.boundingBox();
      // Every animation a card element starts is noted, with whether it moves sideways.
      await page.evaluate(() => {
        const w = window as unknown as { shaken: string[] };
        w.shaken = [];
        const animate = Element.prototype.animate;
        Element.prototype.animate = function (this: Element, ...args: Parameters<typeof animate>) {
          const frames = JSON.stringify(args[0]);
          if (frames.includes("translateX")) w.shaken.push(this.getAttribute("data-card") ?? "");
          return animate.apply(this, args);
        };
      });
      await qc.click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { shaken: string[] }).shaken))
        .toEqual(["Qc"]);
      await page.waitForFunction(() => document.getAnimations().length === 0);
      expect(await qc.boundingBox()).toEqual(before);
      await expect(page.getByTestId("moves")).toHaveText("Moves 0");
    });

    test("a hint the solver cannot decide in time suggests the game's own move, not proved", async ({
      page,
    }) => {
      test.setTimeout(180_000);
      // Classic deal 1000445: not decided within the hint's budget of a million positions.
      // The all-seeing hint (a setting): the fair hint falls back on its own, without a banner.
      const game = await openDeal(page, 1_000_445, "classic", {
        ...ANIMATED,
        hintKind: "all-seeing",
      });
      const expected = greedyMove(game.position);
      expect(expected).toBeDefined();
      await page.locator('[data-action="hint"]').click();
      const result = page.getByTestId("hint-result");
      await expect(result).toHaveAttribute("data-result", "suggest", { timeout: 120_000 });
      await expect(result).toContainText("not a proof");
      await expect(page.locator(".table")).toHaveAttribute(
        "data-hint",
        makeMove(expected as number),
      );
      await expect(page.locator(".banner")).toHaveCount(1);
    });

    test("the demo's win is the computer's: its own dialog, nothing won, nothing in the bank", async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await openDeal(page, WIN_DEAL, "classic", { ...ANIMATED, scoring: "casino" });
      await playLine(page, LINE.slice(0, LINE.length - 30));
      await clickAction(page, "demo");
      const banner = page.getByTestId("demo");
      await banner.getByLabel("Demo speed").selectOption("fast");
      const won = page.locator("#won");
      await expect(won).toBeVisible({ timeout: 120_000 });
      await expect(won).toContainText("The computer won");
      await expect(won).not.toContainText("You won");
      await won.getByRole("button", { name: "Close" }).click();
      await clickAction(page, "stats");
      const f = await figures(page);
      expect([f.played, f.won, f.bank]).toEqual(["1", "0", "−$52"]);
    });

    test("a dead end at move 0 offers only what can help, in one banner", async ({ page }) => {
      // Deal 2: no card can reach a foundation, whatever is moved.
      await openDeal(page, 2, "classic", ANIMATED);
      const stuck = page.getByTestId("stuck");
      await expect(stuck).toContainText("No way forward");
      await expect(stuck.getByRole("button")).toHaveText(["New deal"]);
      await expect(page.locator(".banner")).toHaveCount(1);
      await pile(page, "s").click();
      await expect(stuck.getByRole("button", { name: "Undo" })).toBeVisible();
      await expect(stuck.getByRole("button", { name: "Where did it go wrong?" })).toBeVisible();
      await expect(page.locator(".banner")).toHaveCount(1);
    });

    test("the settings say what each variant changes, and when a variant fixes the draw", async ({
      page,
    }) => {
      await openDeal(page, 1, "classic", ANIMATED);
      await clickAction(page, "settings");
      const dialog = page.locator("#settings");
      const variant = dialog.getByLabel("Variant");
      const options = await variant
        .locator("option")
        .evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
      expect(options).toEqual(["classic", "strict", "storehouse", "rainbow", "superior"]);
      await expect(dialog.getByTestId("variant-note")).toContainText("alternating colours");
      await expect(dialog.getByLabel("Draw")).toBeEnabled();
      await variant.selectOption("storehouse");
      await expect(dialog.getByTestId("variant-note")).toContainText("twos");
      await expect(dialog.getByLabel("Draw")).toBeDisabled();
      await expect(dialog.getByLabel("Draw")).toHaveValue("1");
      await expect(dialog.getByTestId("draw-note")).toHaveText(
        "Storehouse always draws one card at a time.",
      );
      await variant.selectOption("superior");
      await expect(dialog.getByTestId("variant-note")).toContainText("face up");
      await expect(dialog.getByTestId("draw-note")).toHaveCount(0);
    });

    test("the won dialog gives the score, time, moves and streak, Play again and Share", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await openDeal(page, WIN_DEAL, "classic", ANIMATED);
      await playLine(page, LINE);
      const won = page.locator("#won");
      await expect(won).toBeVisible({ timeout: 30_000 });
      await expect(won).toContainText(`Deal #${WIN_DEAL} in`);
      await expect(won).toContainText(`${LINE.length} moves`);
      await expect(won.locator('[data-stat="score"]')).toHaveText("52 cards home");
      await expect(won.locator('[data-stat="streak"]')).toHaveText("1");
      await expect(won.getByRole("button", { name: "Share" })).toBeVisible();
      await won.getByRole("button", { name: "Play again" }).click();
      await expect(won).toBeHidden();
      expect(await movesShown(page)).toBe(0);
      await expect(page.getByTestId("deal")).toHaveText(`Deal #${WIN_DEAL}`);
      expect(engineGame(WIN_DEAL, "classic").position.reserve.length).toBe(13);
      await expect(pile(page, "r")).toHaveAttribute("aria-label", /13 cards/);
    });

    test("the daily calendar names the days of the week, Monday first", async ({ page }) => {
      await openDeal(page, 1, "classic", ANIMATED);
      await clickAction(page, "daily");
      const names = await page.locator("#daily .cal-weekday").allTextContents();
      expect(names).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
    });

    test("the header names the variant, and the date of a daily deal", async ({ page }) => {
      await openDeal(page, 1, "strict", ANIMATED);
      await expect(page.getByTestId("game-title")).toHaveText("Strict (Hoyle)");
      await page.goto("./#/daily/2026-11-30");
      const date = new Intl.DateTimeFormat("en", { dateStyle: "medium" }).format(
        new Date(2026, 10, 30),
      );
      await expect(page.getByTestId("game-title")).toHaveText(`Classic · Daily deal, ${date}`, {
        timeout: 30_000,
      });
    });

    test("the help says where the base card goes", async ({ page }) => {
      await openDeal(page, 1, "classic", ANIMATED);
      await clickAction(page, "help");
      await expect(page.locator("#help")).toContainText(
        "The base card goes face up onto the foundation of its suit",
      );
    });

    test("the clock stops while the tab is hidden", async ({ page }) => {
      await openDeal(page, 1, "classic", ANIMATED);
      await page.keyboard.press("s");
      const hide = (hidden: boolean) =>
        page.evaluate((h) => {
          Object.defineProperty(document, "hidden", { value: h, configurable: true });
          document.dispatchEvent(new Event("visibilitychange"));
        }, hidden);
      await hide(true);
      await page.waitForTimeout(3_000);
      await hide(false);
      // Three seconds hidden do not count: the clock shows at most the second it had.
      await expect(page.locator(".status")).toContainText(/Time 0:0[01]/);
    });
  });
}
