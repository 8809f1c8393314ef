import { expect, test } from "@playwright/test";
import { answerLeave, movesShown, openDeal, pile } from "./helpers.js";

test("after a first visit the game reloads and plays with the network off, solver included", async ({
  page,
  context,
}, info) => {
  await openDeal(page, 5, "classic", { auto: "off", speed: "off" });
  await expect(page.locator("[data-card]").first()).toBeVisible();
  // The service worker is active once everything is precached (install waits for it).
  const cached = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    const names = await caches.keys();
    const urls: string[] = [];
    for (const n of names) for (const r of await (await caches.open(n)).keys()) urls.push(r.url);
    return urls;
  });
  expect(cached.some((u) => /assets\/index-.*\.js/.test(u))).toBe(true);
  expect(cached.some((u) => /assets\/solver-worker-.*\.js/.test(u))).toBe(true);
  expect(cached.some((u) => /index\.html/.test(u))).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("deal")).toHaveText("Deal #5");
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const before = await pile(page, "s").getAttribute("aria-label");
  await pile(page, "s").click();
  await expect(pile(page, "s")).not.toHaveAttribute("aria-label", before ?? "");
  await expect(page.getByTestId("moves")).toHaveText(/Moves [1-9]/);
  // A new deal needs nothing from the network either…
  await page.locator('[data-action="new"]').click();
  await answerLeave(page, async () => (await movesShown(page)) === 0);
  await expect(page.getByTestId("deal")).not.toHaveText("Deal #5");
  // …nor does a winnable one, which the solver finds in its worker (a precached chunk).
  const winnable = page.locator('[data-action="newgame"]');
  if ((await winnable.count()) > 0) {
    const dealt = await page.getByTestId("deal").textContent();
    await winnable.click();
    await page.getByRole("dialog").locator('[data-level="medium"]').click();
    await expect(page.getByTestId("deal")).not.toHaveText(dealt ?? "", { timeout: 60_000 });
    await expect(page.getByTestId("moves")).toHaveText("Moves 0");
  }
  await page.screenshot({ path: info.outputPath("offline.png") });
  await context.setOffline(false);
});

test("the manifest makes the game installable", async ({ page, request }) => {
  await page.goto("./");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBeTruthy();
  const manifest = await (await request.get(new URL(href ?? "", page.url()).href)).json();
  expect(manifest.name).toBe("Canfield Solitaire");
  expect(manifest.short_name).toBe("Canfield");
  expect(manifest.display).toBe("standalone");
  expect(manifest.theme_color).toMatch(/^#/);
  expect(manifest.background_color).toMatch(/^#/);
  const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
  expect(sizes).toContain("192x192");
  expect(sizes).toContain("512x512");
  expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === "maskable")).toBe(true);
  for (const icon of manifest.icons) {
    const r = await request.get(new URL(icon.src, new URL(href ?? "", page.url())).href);
    expect(r.ok(), icon.src).toBe(true);
  }
});
