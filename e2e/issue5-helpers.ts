import { expect, type Page } from "@playwright/test";

/** Plays one move token with the keys of the table (r w 1-4, then f or 1-4; s turns the stock). */
export async function keyMove(page: Page, tok: string): Promise<void> {
  if (tok === "s") {
    await page.keyboard.press("s");
    return;
  }
  const srcLen = tok[0] === "t" || tok[0] === "f" ? 2 : 1;
  const src = tok.slice(0, srcLen);
  const dst = (tok.slice(srcLen).split(":")[0] ?? "") as string;
  const srcKey = src === "r" || src === "w" ? src : (src[1] as string);
  const dstKey = dst === "f" ? "f" : (dst[1] as string);
  const n = Number(tok.split(":")[1] ?? 1);
  for (let i = 0; i < n; i++) await page.keyboard.press(srcKey);
  await page.keyboard.press(dstKey);
}

/** The saved game in progress as IndexedDB holds it (undefined when none). */
export async function storedSave(
  page: Page,
): Promise<{ cursor: number; moves: string[]; ms: number } | undefined> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const req = indexedDB.open("canfield");
        req.onsuccess = () => {
          const db = req.result;
          const get = db.transaction("current").objectStore("current").get("game");
          get.onsuccess = () => {
            db.close();
            resolve(get.result);
          };
          get.onerror = () => resolve(undefined);
        };
        req.onerror = () => resolve(undefined);
      }),
  );
}

/** Waits until the save holds this many played moves (saves are written after each move). */
export async function savedMoves(page: Page, n: number): Promise<void> {
  await expect.poll(async () => (await storedSave(page))?.cursor, { timeout: 10_000 }).toBe(n);
}

/** The figures shown in the statistics dialog, by name. */
export async function figures(page: Page): Promise<Record<string, string>> {
  const dialog = page.locator("#stats");
  await expect(dialog.getByTestId("figures")).toBeVisible();
  return dialog
    .locator("[data-stat]")
    .evaluateAll((els) =>
      Object.fromEntries(els.map((e) => [e.getAttribute("data-stat"), e.textContent ?? ""])),
    );
}
