import { expect, test } from "@playwright/test";
import { countOf, DST_FOUNDATION, dstOf, STOCK_MOVE, srcOf } from "../src/core/move.js";
import { WIN_DEAL, WIN_MOVES, WIN_VARIANT } from "./fixtures.js";
import {
  card,
  drag,
  dropPoint,
  expectInPile,
  expectShows,
  movingCard,
  openDeal,
  pile,
  playToken,
  targetPile,
} from "./helpers.js";

test("a whole deal is won by pointer drags and clicks", async ({ page }, info) => {
  // 191 moves, each checked on the page: minutes on a busy machine.
  test.setTimeout(480_000);
  const game = await openDeal(page, WIN_DEAL, WIN_VARIANT, { auto: "off", speed: "off" });
  await expectShows(page, game.position);
  const seen = { run: 0, reserve: 0, waste: 0, redeal: 0, clicks: 0, drags: 0 };
  const tokens = WIN_MOVES.split(" ");
  for (const [i, token] of tokens.entries()) {
    const pos = game.position;
    const m = playToken(game, token);
    if (m === STOCK_MOVE) {
      if (pos.stock.length === 0) seen.redeal++;
      await pile(page, "s").click();
      game.play(m);
    } else {
      const code = movingCard(pos, m);
      const target = targetPile(pos, m);
      if (countOf(m) > 1) seen.run++;
      if (srcOf(m) === 1) seen.reserve++;
      if (srcOf(m) === 2 && dstOf(m) !== DST_FOUNDATION) seen.waste++;
      // Foundation moves alternate between a tap and a drag; the rest are drags.
      if (dstOf(m) === DST_FOUNDATION && i % 2 === 0) {
        seen.clicks++;
        await card(page, code).click();
      } else {
        seen.drags++;
        await drag(page, card(page, code), await dropPoint(page, pos, target));
      }
      game.play(m);
      await expectInPile(page, code, target);
    }
    if (i % 25 === 0) await expectShows(page, game.position);
  }
  expect(game.position.isWon()).toBe(true);
  expect(seen.run).toBeGreaterThan(0);
  expect(seen.reserve).toBeGreaterThan(0);
  expect(seen.waste).toBeGreaterThan(0);
  expect(seen.redeal).toBeGreaterThan(0);
  await expect(page.getByRole("dialog")).toContainText("You won!");
  await expect(page.getByRole("dialog")).toContainText(`${game.moveCount()} moves`);
  for (let f = 1; f <= 4; f++)
    await expect(pile(page, `f${f}`)).toHaveAttribute("aria-label", /13\/13/);
  await page.screenshot({ path: info.outputPath("won.png") });
});
