import { expect, test } from "@playwright/test";
import { WIN_DEAL } from "./fixtures.js";
import {
  box,
  card,
  expectInPile,
  expectShows,
  movingCard,
  openDeal,
  pile,
  playToken,
  settled,
  targetPile,
} from "./helpers.js";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("on a phone, taps turn the stock and a finger drags a card home", async ({ page }, info) => {
  const game = await openDeal(page, WIN_DEAL, "classic", { auto: "off", speed: "fast" });
  const s = await box(pile(page, "s"));
  for (let i = 0; i < 3; i++) {
    await page.touchscreen.tap(s.x + s.width / 2, s.y + s.height / 2);
    game.play(playToken(game, "s"));
    await expectShows(page, game.position);
  }
  const m = playToken(game, "wf");
  const code = movingCard(game.position, m);
  const to = targetPile(game.position, m);
  await settled(page);
  const from = await box(card(page, code));
  const dest = await box(pile(page, to));
  // Touch events through the DevTools protocol: the page sees pointer events of type "touch".
  const cdp = await page.context().newCDPSession(page);
  const x0 = from.x + from.width / 2;
  const y0 = from.y + from.height * 0.8;
  await cdp.send("Input.dispatchTouchEvent", {
    type: "touchStart",
    touchPoints: [{ x: x0, y: y0 }],
  });
  const x1 = dest.x + dest.width / 2;
  const y1 = dest.y + dest.height * 0.8;
  for (let i = 1; i <= 10; i++) {
    const x = x0 + ((x1 - x0) * i) / 10;
    const y = y0 + ((y1 - y0) * i) / 10;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  game.play(m);
  await expectInPile(page, code, to);
  await expectShows(page, game.position);
  await expect(page.getByTestId("moves")).toHaveText("Moves 4");
  const shot = info.outputPath("phone-touch.png");
  await page.screenshot({ path: shot });
  await info.attach("phone after a touch drag", { path: shot, contentType: "image/png" });
});
