import { expect, test } from "@playwright/test";
import { WIN_DEAL, WIN_MOVES } from "./fixtures.js";
import {
  engineGame,
  expectShows,
  keyMove,
  openDeal,
  playToken,
  SETTINGS_KEY,
  savedMoves,
  storedSave,
  withSettings,
} from "./helpers.js";

const LINE = WIN_MOVES.split(" ");

test("a reload mid-game resumes the exact position, history and clock", async ({ page }) => {
  const game = await openDeal(page, WIN_DEAL, "classic", { auto: "off", speed: "off" });
  for (const tok of LINE.slice(0, 40)) {
    game.play(playToken(game, tok));
    await keyMove(page, tok);
  }
  // Over a second of play before the last write (each move and undo writes the save), so
  // that the clock shown after the reload cannot read 0:00 however fast the moves went.
  await page.waitForTimeout(1200);
  // Two undos: the redo tail is part of the history too.
  await page.locator('[data-action="undo"]').click();
  await page.locator('[data-action="undo"]').click();
  game.undo();
  game.undo();
  await expectShows(page, game.position);
  await savedMoves(page, 38);
  const before = await page.getByTestId("moves").textContent();
  // Settings come back from the save too when the browser lost its own copy.
  await page.evaluate((key) => localStorage.removeItem(key), SETTINGS_KEY);
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`#/deal/${WIN_DEAL}\\?variant=classic$`));
  await expectShows(page, game.position);
  await expect(page.getByTestId("moves")).toHaveText(before ?? "");
  // The clock went on from the time already played, not from zero.
  expect((await storedSave(page))?.ms ?? 0).toBeGreaterThan(1000);
  await expect(page.locator(".status")).not.toContainText("Time 0:00");
  await page.locator('[data-action="settings"]').click();
  await expect(page.locator("#set-auto")).toHaveValue("off");
  await expect(page.locator("#set-speed")).toHaveValue("off");
  await page.keyboard.press("Escape");
  // Redo brings back what was undone before the reload; undo still works after it.
  await page.locator('[data-action="redo"]').click();
  game.redo();
  await expectShows(page, game.position);
  for (let i = 0; i < 5; i++) {
    await page.locator('[data-action="undo"]').click();
    game.undo();
  }
  await expectShows(page, game.position);
});

test("a corrupt save is set aside with a message, kept as a backup, and a new game starts", async ({
  page,
}) => {
  await openDeal(page, 5, "classic", { auto: "off", speed: "off" });
  await keyMove(page, "s");
  await savedMoves(page, 1);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const req = indexedDB.open("canfield");
        req.onsuccess = () => {
          const db = req.result;
          const tx = db.transaction("current", "readwrite");
          tx.objectStore("current").put({ v: 2, deal: "five", moves: 7 }, "game");
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
        };
      }),
  );
  await page.reload();
  await expect(page.getByTestId("save-notice")).toContainText("could not be read");
  await expect(page.getByTestId("save-notice")).toContainText("backup");
  await expect(page.getByTestId("moves")).toHaveText("Moves 0");
  await expectShows(page, engineGame(5, "classic").position);
  const backups = await page.evaluate(
    () =>
      new Promise<unknown[]>((resolve) => {
        const req = indexedDB.open("canfield");
        req.onsuccess = () => {
          const get = req.result.transaction("backups").objectStore("backups").getAll();
          get.onsuccess = () => resolve(get.result);
        };
      }),
  );
  expect(JSON.stringify(backups)).toContain("five");
  // The game goes on and saves again.
  await keyMove(page, "s");
  await savedMoves(page, 1);
});

test("storage refused: the game goes on and says that progress will not be kept", async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "indexedDB", { value: undefined });
  });
  await openDeal(page, 5, "classic", { auto: "off", speed: "off" });
  await expect(page.getByTestId("save-notice")).toContainText("will not be kept");
  await keyMove(page, "s");
  await expect(page.getByTestId("moves")).toHaveText("Moves 1");
});

test("two tabs: a tab left behind does not overwrite the newer game and may take over", async ({
  context,
}) => {
  const a = await context.newPage();
  await withSettings(a, { auto: "off", speed: "off" });
  await a.goto(`./#/deal/${WIN_DEAL}?variant=classic`);
  await keyMove(a, "s");
  await savedMoves(a, 1);
  const b = await context.newPage();
  await b.goto("./");
  await expect(b.getByTestId("deal")).toHaveText(`Deal #${WIN_DEAL}`);
  await expect(b.getByTestId("moves")).toHaveText("Moves 1");
  await keyMove(b, "s");
  await keyMove(b, "s");
  await savedMoves(b, 3);
  // Tab A is behind: its move is not saved over B's game; it is told and may take over.
  await a.bringToFront();
  await keyMove(a, "s");
  await expect(a.getByTestId("stale")).toBeVisible();
  expect((await storedSave(a))?.cursor).toBe(3);
  await a.getByRole("button", { name: "Keep playing here" }).click();
  await expect(a.getByTestId("stale")).toBeHidden();
  await savedMoves(a, 2);
});
