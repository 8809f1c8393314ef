import { expect, test } from "@playwright/test";
import { makeMove } from "../src/core/token.js";
import { engineGame, expectShows, figures, playToken } from "./helpers.js";

// A returning player's data as the previous release wrote it, byte for byte: settings in
// three localStorage keys, and IndexedDB "canfield" version 2 with a game in progress (a save
// without an undo count) and a finished game. After an update the game and everything chosen
// must come back.
const MOVES = ["s", "s", "s", "wf", "s", "s", "s", "s", "wt2", "rt2"];

test("a saved game and settings of the previous release load after the update", async ({
  page,
}) => {
  const game = engineGame(1, "classic");
  const tokens = MOVES.map((tok) => {
    const m = playToken(game, tok);
    game.play(m);
    return makeMove(m);
  });
  const save = {
    v: 2,
    gameId: "g-1",
    deal: 1,
    cards: null,
    rules: "classic",
    moves: tokens,
    auto: tokens.map(() => false),
    cursor: tokens.length,
    ms: 83_000,
    settings: {
      variant: "classic",
      draw: 3,
      scoring: "casino",
      auto: "off",
      speed: "off",
      leftHanded: false,
      fourColour: true,
    },
    hints: 1,
    demo: false,
    daily: null,
    tabId: "old-tab",
    revision: 7,
    savedAt: Date.now() - 60_000,
  };
  const finished = {
    v: 2,
    id: "g-0",
    deal: 5,
    cards: null,
    variant: "classic",
    started: Date.now() - 3_600_000,
    ended: Date.now() - 3_000_000,
    result: "lost",
    moves: 40,
    ms: 600_000,
    foundation: 9,
    casino: -7,
    hints: 0,
    demo: false,
    daily: null,
  };
  const playing = { ...finished, id: "g-1", deal: 1, ended: null, result: "playing", moves: 10 };
  // A page of the game's origin that does not run the game, so nothing holds the database open.
  await page.goto("./icons/icon.svg");
  await page.evaluate(
    async ({ save, records }) => {
      localStorage.clear();
      localStorage.setItem(
        "canfield.settings.v1",
        JSON.stringify({ ...save.settings, auto: "off", speed: "off" }),
      );
      localStorage.setItem(
        "canfield.display.v1",
        JSON.stringify({ theme: "dark", largeCards: true }),
      );
      localStorage.setItem("canfield.language", "de");
      await new Promise<void>((resolve, reject) => {
        const del = indexedDB.deleteDatabase("canfield");
        del.onsuccess = () => resolve();
        del.onerror = () => reject(del.error);
        del.onblocked = () => resolve();
      });
      await new Promise<void>((resolve, reject) => {
        const req = indexedDB.open("canfield", 2);
        req.onupgradeneeded = () => {
          const db = req.result;
          db.createObjectStore("games", { keyPath: "id" });
          db.createObjectStore("current");
          db.createObjectStore("backups", { autoIncrement: true });
        };
        req.onsuccess = () => {
          const db = req.result;
          const tx = db.transaction(["current", "games"], "readwrite");
          tx.objectStore("current").put(save, "game");
          for (const r of records) tx.objectStore("games").put(r);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
        req.onerror = () => reject(req.error);
      });
    },
    { save, records: [finished, playing] },
  );
  await page.goto("./#/");
  // The game in progress, as saved: the same position, moves and clock.
  await expect(page).toHaveURL(/#\/deal\/1\?variant=classic$/);
  await expectShows(page, game.position);
  await expect(page.getByTestId("moves")).toHaveText("Züge 10");
  await expect(page.locator(".status")).toContainText("Zeit 1:23");
  // The settings of all three keys: language, theme, card size, four colours, casino scoring.
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page.locator("html")).toHaveClass(/large-cards/);
  await expect(page.locator(".table-host.four-colour")).toHaveCount(1);
  await expect(page.getByTestId("score")).toBeVisible();
  // Now under one key.
  const keys = await page.evaluate(() => Object.keys(localStorage).sort());
  expect(keys).toEqual(["canfield.settings"]);
  // The database is brought to version 3: the same stores with the same data, and an outbox.
  const db = await page.evaluate(
    () =>
      new Promise<{ version: number; stores: string[]; outbox: number; games: number }>(
        (resolve, reject) => {
          const req = indexedDB.open("canfield");
          req.onsuccess = () => {
            const d = req.result;
            const tx = d.transaction(["outbox", "games"]);
            const outbox = tx.objectStore("outbox").count();
            const games = tx.objectStore("games").count();
            tx.oncomplete = () => {
              resolve({
                version: d.version,
                stores: [...d.objectStoreNames].sort(),
                outbox: outbox.result,
                games: games.result,
              });
              d.close();
            };
          };
          req.onerror = () => reject(req.error);
        },
      ),
  );
  expect(db).toEqual({
    version: 3,
    stores: ["backups", "current", "games", "outbox"],
    outbox: 0,
    games: 2,
  });
  // The statistics still count the finished game.
  await page.locator('[data-action="stats"]').click();
  const f = await figures(page);
  expect(f.played).toBe("1");
});
