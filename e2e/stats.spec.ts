import { readFile, writeFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { WIN_DEAL, WIN_MOVES } from "./fixtures.js";
import { answerLeave, figures, keyMove, movesShown, savedMoves, withSettings } from "./helpers.js";

async function openStats(page: Page) {
  await page.locator('[data-action="stats"]').click();
  return figures(page);
}

async function importFile(page: Page, path: string) {
  await page.locator("#stats").getByTestId("import-file").setInputFiles(path);
}

test("a stats export re-imported elsewhere gives the same figures; a bad file changes nothing", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(240_000);
  await withSettings(page, { auto: "off", speed: "off" });
  // A won game, then a game left after three moves (a loss); the next deal is not started.
  await page.goto(`./#/deal/${WIN_DEAL}?variant=classic`);
  for (const tok of WIN_MOVES.split(" ")) await keyMove(page, tok);
  await expect(page.locator("#won")).toBeVisible({ timeout: 30_000 });
  await page.locator("#won").getByRole("button", { name: "New deal" }).click();
  for (const tok of ["s", "s", "s"]) await keyMove(page, tok);
  await savedMoves(page, 3);
  await page.locator('[data-action="new"]').click();
  await answerLeave(page, async () => (await movesShown(page)) === 0);
  await savedMoves(page, 0);
  await page.locator('[data-action="stats"]').click();
  // Finished games are reviewed by the solver in the background: the figures are final then
  // (once the dialog shows figures at all: while it loads there is no note either).
  await expect(page.locator("#stats").getByTestId("figures")).toBeVisible();
  await expect(page.getByTestId("unreviewed")).toHaveCount(0, { timeout: 120_000 });
  const mine = await figures(page);
  expect(mine.played).toBe("2");
  expect(mine.won).toBe("1");
  expect(mine.winRate).toBe("50%");
  expect(mine.fewestMoves).not.toBe("–");
  await expect(page.locator("#stats svg")).toHaveCount(3);
  await page.screenshot({ path: info.outputPath("stats.png") });

  const download = page.waitForEvent("download");
  await page.locator("#stats").getByRole("button", { name: "Export to a file" }).click();
  const file = info.outputPath("canfield-stats.json");
  await (await download).saveAs(file);
  expect(JSON.parse(await readFile(file, "utf8")).format).toBe("canfield-stats");
  const exported = JSON.parse(await readFile(file, "utf8")).games as { verdict?: string }[];
  expect(exported.map((g) => g.verdict === undefined)).toEqual([false, false]);

  // A fresh browser (no saved data): import the file.
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto("./#/deal/9?variant=classic");
  const empty = await openStats(other);
  expect(empty.played).toBe("0");
  await importFile(other, file);
  await expect(other.getByTestId("import-note")).toContainText("Imported 2 games");
  await expect.poll(() => figures(other)).toEqual(mine);

  // A bad file: refused with the reason, nothing written.
  const bad = JSON.parse(await readFile(file, "utf8"));
  bad.games[1].moves = "many";
  const badFile = info.outputPath("bad.json");
  await writeFile(badFile, JSON.stringify(bad));
  await importFile(other, badFile);
  await expect(other.getByTestId("import-note")).toContainText("was not imported");
  await expect(other.getByTestId("import-note")).toContainText("Nothing was changed");
  const notJson = info.outputPath("not.json");
  await writeFile(notJson, "{ this is not json");
  await importFile(other, notJson);
  await expect(other.getByTestId("import-note")).toContainText("was not imported");
  expect(await figures(other)).toEqual(mine);
  await other.reload();
  expect(await openStats(other)).toEqual(mine);
  await context.close();
});
