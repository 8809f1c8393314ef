import { expect, type Page, test } from "@playwright/test";
import { bestMove, movesOf, pickAt } from "../src/app/table/moves.js";
import { makeCard } from "../src/core/card.js";
import { card, engineGame, openDeal, pile, type TestSettings } from "./helpers.js";
import { clickAction } from "./toolbar.js";

// Sounds: off until the player turns them on; then made with Web Audio, in code.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  // Counts every audio context made and every sound started on the page.
  await page.addInitScript(() => {
    const audio = { contexts: 0, started: 0, state: "" };
    (window as unknown as { audio: typeof audio }).audio = audio;
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      constructor(options?: AudioContextOptions) {
        super(options);
        audio.contexts++;
        this.addEventListener("statechange", () => {
          audio.state = this.state;
        });
        audio.state = this.state;
      }
    };
    for (const proto of [
      AudioScheduledSourceNode.prototype,
      AudioBufferSourceNode.prototype,
      OscillatorNode.prototype,
    ]) {
      if (!Object.hasOwn(proto, "start")) continue;
      const start = proto.start as (...a: unknown[]) => void;
      proto.start = function (this: AudioScheduledSourceNode, ...a: unknown[]) {
        audio.started++;
        return start.apply(this, a);
      } as typeof proto.start;
    }
  });
});

const heard = (page: Page) =>
  page.evaluate(() => ({
    ...(window as unknown as { audio: { contexts: number; started: number; state: string } }).audio,
  }));

/** A face-up card of deal 1 that has no legal move at the start (a tap on it is refused). */
function stuckCard(): string {
  const pos = engineGame(1, "classic").position;
  for (let t = 0; t < 4; t++) {
    const pileCards = pos.tableau[t] ?? [];
    const pick = pickAt(pos, `t${t + 1}` as "t1", pileCards.length - 1);
    if (pick && bestMove(pos, movesOf(pos, pick)) === undefined)
      return makeCard(pileCards[pileCards.length - 1] as number);
  }
  throw new Error("every card of deal 1 can move");
}

const SCREENS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    test("with sounds on, a move, a refused tap and an undo each play a sound", async ({
      page,
    }) => {
      const withSound = { auto: "off", speed: "normal", sound: true } as TestSettings;
      await openDeal(page, 1, "classic", withSound);
      await expect(page.locator("[data-card]").first()).toBeVisible();
      // Nothing is made before a sound is due: the first deal of a visit is silent.
      await page.waitForTimeout(500);
      expect(await heard(page)).toMatchObject({ contexts: 0, started: 0 });
      await pile(page, "s").click();
      await expect.poll(async () => (await heard(page)).started).toBeGreaterThan(0);
      const afterMove = await heard(page);
      expect(afterMove.contexts).toBe(1);
      await expect.poll(async () => (await heard(page)).state).toBe("running");
      await card(page, stuckCard()).click();
      await expect.poll(async () => (await heard(page)).started).toBeGreaterThan(afterMove.started);
      const afterRefusal = (await heard(page)).started;
      await page.keyboard.press("u");
      await expect.poll(async () => (await heard(page)).started).toBeGreaterThan(afterRefusal);
      // One context for the whole visit.
      expect((await heard(page)).contexts).toBe(1);
    });

    test("with sounds off (the default) no audio context is ever made", async ({ page }) => {
      await openDeal(page, 1, "classic", { auto: "off", speed: "normal" });
      await expect(page.locator("[data-card]").first()).toBeVisible();
      for (let i = 0; i < 3; i++) await pile(page, "s").click();
      await card(page, stuckCard()).click();
      await page.keyboard.press("u");
      await clickAction(page, "settings");
      await expect(page.locator("#set-sound")).not.toBeChecked();
      await page.keyboard.press("Escape");
      await page.waitForTimeout(500);
      expect(await heard(page)).toEqual({ contexts: 0, started: 0, state: "" });
    });
  });
}

test("turning sounds on plays one at once, and the choice is remembered", async ({ page }) => {
  await openDeal(page, 1, "classic", { auto: "off" });
  await clickAction(page, "settings");
  await page.locator("#set-sound").check();
  await expect.poll(async () => (await heard(page)).started).toBeGreaterThan(0);
  expect((await heard(page)).contexts).toBe(1);
  await page.reload();
  await clickAction(page, "settings");
  await expect(page.locator("#set-sound")).toBeChecked();
});
