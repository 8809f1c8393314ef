import { expect, type Locator, type Page, test } from "@playwright/test";
import { makeCard } from "../src/core/card.js";
import { WIN_DEAL, WIN_MOVES } from "./fixtures.js";
import {
  box,
  engineGame,
  expectShows,
  keyMove,
  openDeal,
  playToken,
  type TestSettings,
  withSettings,
} from "./helpers.js";
import { clickAction } from "./toolbar.js";

// One arrangement of the table on every screen, every card in sight, and notices that never
// cover or move a card. With animations on, as most players have them.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
});

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}
const PILES = ["s", "w", "r", "f1", "f2", "f3", "f4", "t1", "t2", "t3", "t4"] as const;
const SCREENS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

async function pileBoxes(page: Page): Promise<Record<string, Box>> {
  const all = await page.locator("[data-pile]").evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return [e.getAttribute("data-pile"), { x: r.x, y: r.y, width: r.width, height: r.height }];
    }),
  );
  return Object.fromEntries(all);
}

async function cardBoxes(page: Page): Promise<(Box & { code: string })[]> {
  return page.locator("[data-card]").evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      const code = e.getAttribute("data-card") ?? "";
      return { code, x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
}

const meets = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5;

/**
 * A notice's box meets no pile (the tableau's down to its bottom) and no card at rest (a
 * card in flight, as when a bad link deals anew, may pass over it).
 */
async function expectCoversNothing(page: Page, notice: Locator, what: string): Promise<void> {
  await expect(page.locator(".card.flying")).toHaveCount(0);
  const n = await box(notice);
  expect(n.width * n.height, `${what} is drawn`).toBeGreaterThan(0);
  for (const [id, b] of Object.entries(await pileBoxes(page)))
    expect(meets(n, b), `${what} over pile ${id}`).toBe(false);
  for (const c of await cardBoxes(page)) expect(meets(n, c), `${what} over ${c.code}`).toBe(false);
}

/** The piles in reading order: row by row from the top, each row from the left. */
async function readingOrder(page: Page): Promise<string[]> {
  const b = await pileBoxes(page);
  return [...PILES].sort((p, q) => {
    const a = b[p] as Box;
    const c = b[q] as Box;
    return Math.abs(a.y - c.y) > 2 ? a.y - c.y : a.x - c.x;
  });
}

/** Until no card flies (a banner's spinner turns on, and is no card). */
const cardsAtRest = (page: Page) =>
  page.waitForFunction(
    () =>
      !document
        .getAnimations()
        .some((a) => (a.effect as KeyframeEffect | null)?.target?.closest(".table")),
  );

/** Where the table has everything: every pile's box, and each tableau pile's first card. */
async function tableBoxes(page: Page) {
  await cardsAtRest(page);
  const piles = await pileBoxes(page);
  const cards = await cardBoxes(page);
  const first: Record<string, Box | undefined> = {};
  for (const id of ["t1", "t2", "t3", "t4"]) {
    const p = piles[id] as Box;
    const c = cards.find((c) => Math.abs(c.x - p.x) < 1 && Math.abs(c.y - p.y) < 1);
    first[id] = c && { x: c.x, y: c.y, width: c.width, height: c.height };
  }
  return { piles, first };
}

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    for (const leftHanded of [false, true]) {
      test(`the classic arrangement${leftHanded ? ", mirrored for the left hand" : ""}: stock, waste, foundations; the reserve under the stock`, async ({
        page,
      }, info) => {
        const game = await openDeal(page, 1, "classic", { auto: "off", leftHanded });
        await expectShows(page, game.position);
        const order = await readingOrder(page);
        const top = ["s", "w", "f1", "f2", "f3", "f4"];
        const below = ["r", "t1", "t2", "t3", "t4"];
        expect(order).toEqual(
          leftHanded ? [...top.reverse(), ...below.reverse()] : [...top, ...below],
        );
        const b = await pileBoxes(page);
        const [s, r, f1, t1] = [b.s, b.r, b.f1, b.t1] as [Box, Box, Box, Box];
        // The reserve sits right under the stock, level with the tableau, not among the
        // foundations; each tableau pile under its foundation.
        expect(Math.abs(r.x - s.x)).toBeLessThan(1);
        expect(r.y).toBeGreaterThanOrEqual(f1.y + s.height);
        expect(Math.abs(r.y - t1.y)).toBeLessThan(1);
        for (const i of [1, 2, 3, 4])
          expect(Math.abs((b[`t${i}`] as Box).x - (b[`f${i}`] as Box).x)).toBeLessThan(1);
        // Each area says what it is: the reserve's count, the stock's count and pass, the
        // base rank on the empty foundations (deal 1 starts with 9h home).
        const count = page.locator('[data-badge="r"]');
        await expect(count).toHaveText(String(game.position.reserve.length));
        const c = await box(count);
        expect(c.x + c.width / 2).toBeCloseTo(r.x + r.width / 2, 0);
        await expect(page.locator('[data-badge="s"]')).toHaveText(
          String(game.position.stock.length),
        );
        await expect(page.locator('[data-badge="pass"]')).toHaveText("Pass 1");
        const pass = await box(page.locator('[data-badge="pass"]'));
        expect(meets(pass, s)).toBe(true);
        for (const f of ["f1", "f2", "f4"])
          await expect(page.locator(`[data-pile="${f}"] .base`)).toHaveText("9");
        const shot = info.outputPath(
          `table-${screen.name}${leftHanded ? "-left-handed" : ""}-${screen.width}x${screen.height}.png`,
        );
        await page.screenshot({ path: shot });
      });
    }

    test("a hint's slow answer and the demo move no card and cover none", async ({
      browser,
    }, info) => {
      // No service worker, so that the worker's script comes from the network, late.
      const context = await browser.newContext({
        viewport: { width: screen.width, height: screen.height },
        serviceWorkers: "block",
        baseURL: info.project.use.baseURL,
      });
      const page = await context.newPage();
      await page.emulateMedia({ reducedMotion: "no-preference" });
      // The solver's worker arrives late, so that the player waits for the answer.
      await page.route(/solver-worker/, async (route) => {
        await new Promise((done) => setTimeout(done, 2500));
        await route.continue();
      });
      await openDeal(page, WIN_DEAL, "classic", { auto: "off", speed: "normal" });
      await expect(page.locator("[data-card]").first()).toBeVisible();
      const before = await tableBoxes(page);
      expect(before.first.t1).toBeDefined();

      await page.locator('[data-action="hint"]').click();
      const busy = page.getByTestId("busy");
      await expect(busy).toBeVisible();
      expect(await tableBoxes(page)).toEqual(before);
      await expectCoversNothing(page, busy, "the hint's banner");
      await page.screenshot({ path: info.outputPath(`hint-banner-${screen.name}.png`) });
      await expect(busy).toBeHidden({ timeout: 60_000 });
      await expect(page.locator(".table")).toHaveAttribute("data-hint", /./);
      expect((await tableBoxes(page)).piles).toEqual(before.piles);

      await clickAction(page, "demo");
      const demo = page.getByTestId("demo");
      await expect(demo).toBeVisible();
      expect((await tableBoxes(page)).piles).toEqual(before.piles);
      await expect(page.getByTestId("moves")).not.toHaveText("Moves 0", { timeout: 30_000 });
      await demo.getByRole("button", { name: "Pause" }).click();
      const during = await tableBoxes(page);
      expect(during.piles).toEqual(before.piles);
      for (const id of ["t1", "t2", "t3", "t4"])
        if (during.first[id]) expect(during.first[id], id).toEqual(before.first[id]);
      await expectCoversNothing(page, demo, "the demo's banner");
      await page.screenshot({ path: info.outputPath(`demo-banner-${screen.name}.png`) });
      await demo.getByRole("button", { name: "Stop" }).click();
      await expect(demo).toBeHidden();
      expect((await tableBoxes(page)).piles).toEqual(before.piles);
      await context.close();
    });

    test("the first visit's offline notice and a link's message cover no card", async ({
      page,
    }, info) => {
      await page.goto("./#/deal/7?variant=classic");
      await expect(page.locator("[data-card]").first()).toBeVisible();
      const before = await tableBoxes(page);
      const ready = page.getByTestId("offline-ready");
      await expect(ready).toBeVisible({ timeout: 30_000 });
      await expectCoversNothing(page, ready, "the offline notice");
      expect(await tableBoxes(page)).toEqual(before);
      await page.screenshot({ path: info.outputPath(`offline-notice-${screen.name}.png`) });

      await page.evaluate(() => {
        location.hash = "#/deal/banana";
      });
      const message = page.getByTestId("message");
      await expect(message).toBeVisible();
      await expectCoversNothing(page, message, "the link's message");
      expect((await tableBoxes(page)).piles).toEqual(before.piles);
    });
  });
}

const FIT = [
  [320, 568],
  [390, 844],
  [1280, 720],
  [1280, 800],
  [3840, 2160],
] as const;

async function expectAllInSight(page: Page, width: number, height: number): Promise<void> {
  const scroll = await page.evaluate(() => ({
    w: document.documentElement.scrollWidth,
    h: document.documentElement.scrollHeight,
  }));
  expect(scroll.w).toBeLessThanOrEqual(width);
  expect(scroll.h).toBeLessThanOrEqual(height);
  // The header's figures and buttons, all of them on screen.
  for (const el of await page.locator(".bar.top button, .bar.top .stat").all()) {
    const b = await box(el);
    const name = (await el.textContent()) ?? "";
    expect(b.x, name).toBeGreaterThanOrEqual(-0.5);
    expect(b.x + b.width, name).toBeLessThanOrEqual(width + 0.5);
  }
  const bar = await box(page.locator(".bar.bottom"));
  for (const [id, b] of Object.entries(await pileBoxes(page))) {
    expect(b.x, id).toBeGreaterThanOrEqual(-0.5);
    expect(b.x + b.width, id).toBeLessThanOrEqual(width + 0.5);
  }
  for (const c of await cardBoxes(page)) {
    expect(c.x, c.code).toBeGreaterThanOrEqual(-0.5);
    expect(c.y, c.code).toBeGreaterThanOrEqual(0);
    expect(c.x + c.width, c.code).toBeLessThanOrEqual(width + 0.5);
    // Above the toolbar: nothing hides behind it.
    expect(c.y + c.height, c.code).toBeLessThanOrEqual(bar.y + 0.5);
  }
}

for (const [width, height] of FIT) {
  test.describe(`${width}×${height}`, () => {
    test.use({ viewport: { width, height } });

    test("every card in sight mid-game, mirrored, with large cards", async ({ page }, info) => {
      const settings: TestSettings = { auto: "off", speed: "off", leftHanded: true };
      await withSettings(page, settings);
      await page.addInitScript(() => {
        const key = "canfield.settings";
        const s = JSON.parse(localStorage.getItem(key) ?? "{}");
        localStorage.setItem(key, JSON.stringify({ ...s, largeCards: true }));
      });
      await page.goto(`./#/deal/${WIN_DEAL}?variant=classic`);
      const game = engineGame(WIN_DEAL, "classic");
      for (const tok of WIN_MOVES.split(" ").slice(0, 130)) {
        game.play(playToken(game, tok));
        await keyMove(page, tok);
      }
      await expectShows(page, game.position);
      await expectAllInSight(page, width, height);
      await page.screenshot({
        path: info.outputPath(`mid-game-left-large-${width}x${height}.png`),
      });
    });

    for (const large of [false, true]) {
      test(`superior's face-up reserve fans in sight, each corner showing${large ? ", large cards" : ""}`, async ({
        page,
      }, info) => {
        await withSettings(page, { auto: "off", speed: "off" });
        if (large)
          await page.addInitScript(() => {
            const key = "canfield.settings";
            const s = JSON.parse(localStorage.getItem(key) ?? "{}");
            localStorage.setItem(key, JSON.stringify({ ...s, largeCards: true }));
          });
        await page.goto("./#/deal/3?variant=superior");
        const game = engineGame(3, "superior");
        await expectShows(page, game.position);
        await expectAllInSight(page, width, height);
        const reserve = game.position.reserve.map(makeCard);
        expect(reserve.length).toBe(13);
        const tops: number[] = [];
        let h = 0;
        for (const code of reserve) {
          const b = await box(page.locator(`[data-card="${code}"]`));
          tops.push(b.y);
          h = b.height;
        }
        for (let i = 1; i < tops.length; i++)
          expect((tops[i] as number) - (tops[i - 1] as number)).toBeGreaterThanOrEqual(h * 0.16);
        await page.screenshot({
          path: info.outputPath(`superior${large ? "-large" : ""}-${width}x${height}.png`),
        });
      });
    }
  });
}
