import { expect, test } from "@playwright/test";
import { bestMove, movesOf, pickAt, targetOf } from "../src/app/table/moves.js";
import { makeCard } from "../src/core/card.js";
import { DST_FOUNDATION, dstOf, srcOf } from "../src/core/move.js";
import { WIN_DEAL, WIN_MOVES } from "./fixtures.js";
import {
  box,
  card,
  engineGame,
  expectInPile,
  expectShows,
  movingCard,
  openDeal,
  pile,
  playToken,
  targetPile,
  withSettings,
} from "./helpers.js";

const faceUpBoxes = (page: import("@playwright/test").Page) =>
  page.locator("[data-card]").evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return `${e.getAttribute("data-card")}@${Math.round(r.x)},${Math.round(r.y)}`;
    }),
  );

test("an illegal drop slides back and leaves the position unchanged", async ({ page }) => {
  const game = await openDeal(page, 1, "classic", { auto: "off", speed: "normal" });
  await expectShows(page, game.position);
  const before = (await faceUpBoxes(page)).sort();
  // Qc (t1) does not go on 4c (t2).
  const qc = await box(card(page, "Qc"));
  const target = await box(card(page, "4c"));
  await page.mouse.move(qc.x + qc.width / 2, qc.y + 10);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, target.y + 30, { steps: 8 });
  const held = await box(card(page, "Qc"));
  expect(Math.abs(held.x - qc.x)).toBeGreaterThan(20);
  await page.mouse.up();
  await expect.poll(async () => (await faceUpBoxes(page)).sort()).toEqual(before);
  await expect(page.getByTestId("moves")).toHaveText("Moves 0");
  await expect(page.locator('[data-action="undo"]')).toBeDisabled();
  await expectShows(page, game.position);
});

test("undo and redo by buttons and keys", async ({ page }) => {
  const game = await openDeal(page, 1, "classic", { auto: "off", speed: "fast" });
  const start = game.position.clone();
  for (const tok of ["s", "s", "s"]) game.play(playToken(game, tok));
  const top = makeCard(game.position.waste[game.position.waste.length - 1] as number);
  game.play(playToken(game, "wf"));
  await pile(page, "s").click();
  await pile(page, "s").click();
  await pile(page, "s").click();
  await card(page, top).click();
  await expectInPile(page, top, `f${"cdhs".indexOf(top[1] as string) + 1}`);
  await expect(page.getByTestId("moves")).toHaveText("Moves 4");
  await expectShows(page, game.position);

  await page.locator('[data-action="undo"]').click();
  await page.locator('[data-action="undo"]').click();
  game.undo();
  game.undo();
  await expectShows(page, game.position);
  await expect(page.getByTestId("moves")).toHaveText("Moves 2");
  await page.locator('[data-action="redo"]').click();
  game.redo();
  await expectShows(page, game.position);
  await page.keyboard.press("Control+z");
  await page.keyboard.press("u");
  await page.keyboard.press("Control+z");
  await expectShows(page, start);
  await expect(page.locator('[data-action="undo"]')).toBeDisabled();
  await page.keyboard.press("Control+y");
  await page.keyboard.press("Control+Shift+Z");
  for (let i = 0; i < 3; i++) game.undo();
  game.redo();
  game.redo();
  await expectShows(page, game.position);
  await expect(page.getByTestId("moves")).toHaveText("Moves 2");
});

test("keyboard play of several moves", async ({ page }) => {
  const game = await openDeal(page, WIN_DEAL, "classic", { auto: "off", speed: "fast" });
  // The start of the pinned win: s s s wf s s s s wt2 rt2 rf rf
  const keys = [" ", "s", " ", "w f", " ", "s", " ", " ", "w 2", "r 2", "r f", "r Enter"];
  for (const [i, k] of keys.entries()) {
    for (const key of k.split(" ").filter(Boolean)) await page.keyboard.press(key);
    if (k === " ") await page.keyboard.press("Space");
    game.play(playToken(game, WIN_MOVES.split(" ")[i] as string));
  }
  await expectShows(page, game.position);
  await expect(page.getByTestId("moves")).toHaveText(`Moves ${keys.length}`);
  // A run picked up with the same key twice: nothing legal, so nothing moves.
  await page.keyboard.press("Escape");
});

test("a deal link opens the same deal, in another browser too", async ({ page, browser }) => {
  await openDeal(page, 1234, "draw1", { auto: "off" });
  await expect(page.getByTestId("deal")).toHaveText("Deal #1234");
  const game = engineGame(1234, "draw1");
  await expectShows(page, game.position);
  await pile(page, "s").click();
  game.play(playToken(game, "s"));
  await expectShows(page, game.position);
  // The address names the deal and the rules, never the position in progress.
  await expect(page).toHaveURL(/#\/deal\/1234\?variant=draw1$/);
  const link = page.url();
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(link);
  await expect(second.getByTestId("deal")).toHaveText("Deal #1234");
  await expectShows(second, engineGame(1234, "draw1").position);
  await other.close();
});

test("a link typed while playing asks before leaving a started game", async ({ page }) => {
  await openDeal(page, 7, "classic", { auto: "off" });
  await pile(page, "s").click();
  await page.evaluate(() => {
    location.hash = "#/deal/8?variant=classic";
  });
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Leave this game?");
  await dialog.getByRole("button", { name: "Keep playing" }).click();
  await expect(page.getByTestId("deal")).toHaveText("Deal #7");
  await expect(page).toHaveURL(/#\/deal\/7\?variant=classic$/);
  await page.evaluate(() => {
    location.hash = "#/deal/8?variant=classic";
  });
  await page.getByRole("button", { name: "Play deal #8" }).click();
  await expect(page.getByTestId("deal")).toHaveText("Deal #8");
  await expectShows(page, engineGame(8, "classic").position);
});

for (const [link, why] of [
  ["#/deal/banana", /not a deal number/],
  ["#/deal/99999999999?variant=classic", /out of range/],
  ["#/deal/5?variant=klondike", /unknown variant/],
  ["#/nowhere", /not a deal link/],
] as const) {
  test(`a broken link (${link}) shows a message and starts a new deal`, async ({ page }) => {
    await page.goto(`./${link}`);
    const msg = page.getByTestId("message");
    await expect(msg).toContainText("could not be opened");
    await expect(msg).toContainText(why);
    await expect(page.getByTestId("deal")).toHaveText(/^Deal #\d+$/);
    await expect(page.locator("[data-card]")).toHaveCount(6);
    await expect(page).toHaveURL(/#\/deal\/\d+\?variant=classic$/);
  });
}

test("a tap sends a card to its best place, a double-click sends one home", async ({ page }) => {
  const game = await openDeal(page, WIN_DEAL, "classic", { auto: "off", speed: "off" });
  for (const tok of "s s s wf s s s s".split(" ")) game.play(playToken(game, tok));
  for (const tok of "s s s".split(" ")) await page.keyboard.press(tok);
  await page.keyboard.press("w");
  await page.keyboard.press("f");
  for (let i = 0; i < 4; i++) await pile(page, "s").click();
  await expectShows(page, game.position);
  // Each tap: whatever the app's choice rule picks among the engine's legal moves.
  for (const pileId of ["w", "r", "r"] as const) {
    const pos = game.position;
    const from = pileId === "w" ? pos.waste : pos.reserve;
    const code = makeCard(from[from.length - 1] as number);
    const pick = pickAt(pos, pileId, from.length - 1);
    if (!pick) throw new Error("no pick");
    const m = bestMove(pos, movesOf(pos, pick));
    if (m === undefined) throw new Error(`${code} has no move`);
    const to = targetOf(pick, m);
    await card(page, code).click();
    game.play(m);
    await expectInPile(page, code, to);
  }
  await expectShows(page, game.position);
  // A double-click on a card that can go home sends it there and does nothing more.
  const pos = game.position;
  const home = pos.legalMoves().find((m) => dstOf(m) === DST_FOUNDATION && srcOf(m) !== 0);
  if (home === undefined) throw new Error("no foundation move here");
  const code = movingCard(pos, home);
  const to = targetPile(pos, home);
  await card(page, code).dblclick();
  game.play(home);
  await expectInPile(page, code, to);
  await expectShows(page, game.position);
  await expect(page.getByTestId("moves")).toHaveText(`Moves ${game.moveCount()}`);
});

test("one undo takes back a move together with the automatic moves it set off", async ({
  page,
}) => {
  const game = await openDeal(page, WIN_DEAL, "classic", { auto: "all", speed: "fast" });
  for (const tok of "s s s".split(" ")) game.play(playToken(game, tok));
  const wf = playToken(game, "wf");
  const nine = movingCard(game.position, wf);
  const home = targetPile(game.position, wf);
  game.play(wf, true);
  for (let i = 0; i < 3; i++) await pile(page, "s").click();
  // The third turn shows a base-rank card, which goes home by itself.
  await expectInPile(page, nine, home);
  await expectShows(page, game.position);
  await expect(page.getByTestId("moves")).toHaveText("Moves 3");
  await page.locator('[data-action="undo"]').click();
  game.undo();
  await expectShows(page, game.position);
  expect(game.position.waste.length).toBe(6);
  await page.locator('[data-action="redo"]').click();
  game.redo();
  await expectShows(page, game.position);
});

for (const [name, width, height] of [
  ["phone", 390, 844],
  ["small phone", 320, 568],
  ["desktop", 1280, 720],
  ["4K", 3840, 2160],
] as const) {
  test(`the table fits a ${name} screen (${width}×${height}) without scrolling`, async ({
    page,
  }, info) => {
    await withSettings(page, { auto: "off", speed: "off" });
    await page.setViewportSize({ width, height });
    await page.goto(`./#/deal/${WIN_DEAL}?variant=classic`);
    const game = engineGame(WIN_DEAL, "classic");
    // Play into the middle of the game so that piles are fanned.
    const tokens = WIN_MOVES.split(" ").slice(0, 130);
    for (const tok of tokens) game.play(playToken(game, tok));
    await page.evaluate(() => 0);
    for (const tok of tokens) {
      if (tok === "s") await page.keyboard.press("s");
      else {
        const [src, dst] = [
          tok.slice(0, tok[0] === "t" ? 2 : 1),
          tok.slice(tok[0] === "t" ? 2 : 1).split(":")[0] as string,
        ];
        const srcKey = src === "r" || src === "w" ? src : (src[1] as string);
        const dstKey = dst === "f" ? "f" : (dst[1] as string);
        await page.keyboard.press(srcKey);
        const n = Number(tok.split(":")[1] ?? 1);
        for (let i = 1; i < n; i++) await page.keyboard.press(srcKey);
        await page.keyboard.press(dstKey);
      }
    }
    await expectShows(page, game.position);
    const scroll = await page.evaluate(() => ({
      w: document.documentElement.scrollWidth,
      h: document.documentElement.scrollHeight,
    }));
    expect(scroll.w).toBeLessThanOrEqual(width);
    expect(scroll.h).toBeLessThanOrEqual(height);
    for (const id of ["r", "s", "w", "t1", "t2", "t3", "t4", "f1", "f2", "f3", "f4"]) {
      const b = await box(pile(page, id));
      expect(b.x, id).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width, id).toBeLessThanOrEqual(width + 0.5);
    }
    for (const el of await page.locator("[data-card]").all()) {
      const b = await box(el);
      expect(b.y + b.height).toBeLessThanOrEqual(height);
      expect(b.x + b.width).toBeLessThanOrEqual(width + 0.5);
    }
    const shot = info.outputPath(`${name.replace(" ", "-")}-${width}x${height}.png`);
    await page.screenshot({ path: shot });
    await info.attach(`${name} screenshot`, { path: shot, contentType: "image/png" });
  });
}

test("a broken link typed during a game explains itself and keeps the game", async ({ page }) => {
  await openDeal(page, 7, "classic", { auto: "off" });
  await pile(page, "s").click();
  await page.evaluate(() => {
    location.hash = "#/deal/-3";
  });
  await expect(page.getByTestId("message")).toContainText("The game in progress goes on");
  await expect(page.getByTestId("deal")).toHaveText("Deal #7");
  await expect(page.getByTestId("moves")).toHaveText("Moves 1");
  await expect(page).toHaveURL(/#\/deal\/7\?variant=classic$/);
});
