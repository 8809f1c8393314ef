import { readFileSync, writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { answerLeave, movesShown, openDeal } from "./helpers.js";

test("a new version is offered between games, and reloading keeps the deal", async ({
  page,
}, info) => {
  await openDeal(page, 9, "classic", { auto: "off", speed: "off" });
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect(page.getByTestId("deal")).toHaveText("Deal #9");
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // The player is in the middle of a game when the new version arrives.
  await page.keyboard.press("s");
  await expect(page.getByTestId("moves")).toHaveText("Moves 1");
  // A new build: the served service worker changes (same length, so any server serves it whole).
  const file = `${process.env.CANFIELD_DIST ?? "test-results/site"}/sw.js`;
  const original = readFileSync(file, "utf8");
  // A server reused from another checkout serves other files: say so rather than time out.
  const served = await (await page.request.get("./sw.js")).text();
  expect(served, `the test server does not serve ${file}`).toBe(original);
  const changed = original.replace(
    /revision:"([0-9a-f])/,
    (_, c) => `revision:"${c === "0" ? "1" : "0"}`,
  );
  expect(changed).not.toBe(original);
  writeFileSync(file, changed);
  try {
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      await reg?.update();
    });
    await expect
      .poll(() =>
        page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting),
      )
      .toBe(true);
    // Not while a game is in progress…
    await page.waitForTimeout(1000);
    await expect(page.getByTestId("update")).toHaveCount(0);
    // …but once the deal is back at its start.
    await page.keyboard.press("Shift+R");
    await answerLeave(page, async () => (await movesShown(page)) === 0);
    const offer = page.getByTestId("update");
    await expect(offer).toContainText("A new version of Canfield is ready");
    await page.screenshot({ path: info.outputPath("update-offer.png") });
    // Listening before the click: the reload may finish before the click's promise does.
    const reloaded = page.waitForEvent("load");
    await offer.getByRole("button", { name: "Reload now" }).click();
    await reloaded;
    await expect(page.getByTestId("deal")).toHaveText("Deal #9");
    await expect
      .poll(() =>
        page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting),
      )
      .toBe(false);
  } finally {
    writeFileSync(file, original);
  }
});
