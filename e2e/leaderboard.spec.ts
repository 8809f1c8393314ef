import { type Browser, expect, type Page, test } from "@playwright/test";
import { dealDeck } from "../src/core/deal.js";
import { countOf, DST_T1, dstOf, SRC_F1, SRC_T1, srcOf } from "../src/core/move.js";
import { Position } from "../src/core/position.js";
import { PRESET_RULES } from "../src/core/rules.js";
import { makeMove } from "../src/core/token.js";
import { dailyDeal } from "../src/deals/daily.js";
import { addDays, localDay } from "../src/deals/dates.js";
import { solve } from "../src/solver/v1/index.js";
import { answerLeave, keyMove, SETTINGS_KEY, seriousViolations } from "./helpers.js";
import { serveForFile } from "./serve.js";

// The daily board in the game, against the real service: `canfield serve` on a port of its
// own with a fresh data directory, serving the build of this run.
const BASE = serveForFile(4, ["--rate-limit", "1000"]);

const today = localDay(Date.now());

/**
 * Today's daily deal won by the frozen first search (it wins every daily deal within the
 * daily budget), as keys of the table: a move between tableau piles names its card count.
 */
function winningKeys(): string[] {
  const { deal } = dailyDeal(today);
  const line = solve(Position.deal(dealDeck(deal), PRESET_RULES.classic), {
    maxNodes: 50_000,
  });
  expect(line.result).toBe("win");
  return line.moves.map((m) => {
    const src = srcOf(m);
    expect(src < SRC_F1, "the keys cannot move a card off a foundation").toBe(true);
    const between = src >= SRC_T1 && dstOf(m) >= DST_T1;
    return between ? `${makeMove(m).split(":")[0]}:${countOf(m)}` : makeMove(m);
  });
}

/** A player's browser: auto-move and flights off, a name given when there is one. */
async function player(browser: Browser, name?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  const settings = { v: 2, auto: "off", speed: "off", ...(name ? { playerName: name } : {}) };
  await page.addInitScript(
    ([key, json]) => {
      if (!sessionStorage.getItem("e2e-set")) {
        localStorage.setItem(key, json);
        sessionStorage.setItem("e2e-set", "1");
      }
    },
    [SETTINGS_KEY, JSON.stringify(settings)] as const,
  );
  return page;
}

/** Opens today's daily deal and waits until it is on the table. */
async function openDaily(page: Page): Promise<void> {
  await page.goto("./#/daily");
  await expect(page).toHaveURL(new RegExp(`#/daily/${today}$`), { timeout: 30_000 });
  await expect(page.getByTestId("deal")).toHaveText(`Deal #${dailyDeal(today).deal}`);
}

/** Leaves the game on the table for a new deal (the game asks first). */
async function leave(page: Page): Promise<void> {
  const deal = await page.getByTestId("deal").textContent();
  await page.locator('[data-action="new"]').click();
  await answerLeave(page, async () => (await page.getByTestId("deal").textContent()) !== deal);
}

/** The daily dialog's board of today, once it has loaded. */
async function openBoard(page: Page) {
  await page.locator('[data-action="daily"]').click();
  const board = page.locator("#daily").getByTestId("board");
  await expect(board.getByTestId("board-standing")).toBeVisible({ timeout: 15_000 });
  return board;
}

/** The daily results this browser keeps (IndexedDB "canfield", store "outbox"). */
async function outbox(page: Page): Promise<{ day: string; state: string }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const req = indexedDB.open("canfield");
        req.onsuccess = () => {
          const db = req.result;
          const all = db.transaction("outbox").objectStore("outbox").getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result);
          };
          all.onerror = () => reject(all.error);
        };
        req.onerror = () => reject(req.error);
      }),
  );
}

test("two players play the daily deal and each sees the other on the board", async ({
  browser,
}, info) => {
  test.setTimeout(240_000);
  const keys = winningKeys();

  // Ada wins it; the won dialog asks her name once, then shows her rank.
  const ada = await player(browser);
  await openDaily(ada);
  for (const k of keys) await keyMove(ada, k);
  const won = ada.locator("#won");
  await expect(won).toContainText("You won!");
  const form = won.getByTestId("won-name-form");
  await expect(won.getByTestId("result-status")).toHaveText(
    "Choose a name to put your result on the day's board.",
  );
  await form.getByLabel("Name").fill("Ada");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(won.getByTestId("won-rank-line")).toHaveText("Rank 1 of 1 player");
  await expect(won.getByTestId("result-status")).toHaveText("Sent.");
  await ada.screenshot({ path: info.outputPath("won-rank.png") });
  await ada.keyboard.press("Escape");

  // Bo plays a few moves, takes one back, and leaves for another deal: that ends the game.
  const bo = await player(browser);
  // The board, its charts and the name form live under the server's Content-Security-Policy.
  const violations: string[] = [];
  bo.on("console", (m) => {
    if (/Content Security Policy|Refused to/.test(m.text())) violations.push(m.text());
  });
  await openDaily(bo);
  for (const k of keys.slice(0, 6)) await keyMove(bo, k);
  await bo.keyboard.press("u");
  await keyMove(bo, keys[5] as string);
  await leave(bo);
  // The first time, the game asks for a name in one small form; the rule is the service's.
  const ask = bo.locator("#name");
  await expect(ask).toBeVisible();
  await ask.getByLabel("Name").fill("<b>Bo</b>");
  await ask.getByRole("button", { name: "Send" }).click();
  await expect(ask.getByRole("alert")).toHaveText(
    "Use only letters, digits, blanks, hyphens, underscores and full stops.",
  );
  await bo.screenshot({ path: info.outputPath("name-dialog.png") });
  await ask.getByLabel("Name").fill("Bo");
  await ask.getByRole("button", { name: "Send" }).click();
  await expect(ask).toHaveCount(0);

  const boBoard = await openBoard(bo);
  await expect(boBoard.getByTestId("result-status")).toHaveText("Sent.");
  await expect(boBoard.getByTestId("board-standing")).toHaveText(
    "Rank 2 of 2 players You beat 0% of 1 other player.",
  );
  await expect(boBoard.getByTestId("board-row")).toHaveText([/^1Ada52 ★\d+\d+:\d\d$/]);
  await expect(boBoard.getByTestId("board-you-row")).toContainText("Bo (you)");
  await expect(boBoard.locator("svg[role=img]")).toHaveCount(2);
  await bo.screenshot({ path: info.outputPath("board-bo.png") });
  await boBoard.locator(".board-charts").scrollIntoViewIfNeeded();
  await bo.screenshot({ path: info.outputPath("board-charts.png") });
  expect(await seriousViolations(bo, "#daily")).toEqual([]);
  // Bo took a move back: the clean board (no hint, no undo) has Ada alone.
  await boBoard.getByRole("button", { name: "No hints, no undos" }).click();
  await expect(boBoard.getByTestId("board-standing")).toHaveText(
    "1 player on this board. You have no result on this board.",
  );
  await expect(boBoard.getByTestId("board-row")).toHaveCount(1);
  expect(violations).toEqual([]);
  // Past dates: the calendar's date has its own board (nobody played yesterday here).
  const yesterday = addDays(today, -1);
  const daily = bo.locator("#daily");
  if (yesterday.slice(0, 7) !== today.slice(0, 7)) await daily.getByLabel("Previous month").click();
  await daily.locator(`[data-day="${yesterday}"]`).click();
  await expect(boBoard.locator("h3")).toHaveText(
    `Board of ${new Intl.DateTimeFormat("en", { dateStyle: "medium" }).format(new Date(`${yesterday}T12:00`))}`,
  );
  await expect(boBoard).toContainText("No one is on this board yet.");

  // Ada sees Bo below her.
  const adaBoard = await openBoard(ada);
  await expect(adaBoard.getByTestId("board-standing")).toHaveText(
    "Rank 1 of 2 players You beat 100% of 1 other player.",
  );
  await expect(adaBoard.getByTestId("board-you-row")).toContainText("Ada (you)");
  await expect(adaBoard.getByTestId("board-row")).toContainText(["Bo"]);
  await adaBoard.getByRole("button", { name: "No hints, no undos" }).click();
  await expect(adaBoard.getByTestId("board-standing")).toHaveText("Rank 1 of 1 player");
  await ada.context().close();
  await bo.context().close();
});

test("a result made offline waits, and is sent when the network comes back", async ({
  browser,
}) => {
  const page = await player(browser, "Cy");
  await openDaily(page);
  await page.keyboard.press("s");
  await page.context().setOffline(true);
  await page.keyboard.press("s");
  await leave(page);
  const board = page.locator("#daily").getByTestId("board");
  await page.locator('[data-action="daily"]').click();
  await expect(board.getByTestId("result-status")).toHaveText("Will be sent when online.");
  await expect(board).toContainText("The board cannot be loaded while offline.");
  expect(await outbox(page)).toMatchObject([{ day: today, state: "waiting" }]);

  await page.context().setOffline(false);
  await expect(board.getByTestId("result-status")).toHaveText("Sent.", { timeout: 15_000 });
  await expect(board.getByTestId("board-you-row")).toContainText("Cy (you)");
  expect(await outbox(page)).toMatchObject([{ day: today, state: "sent" }]);
  await page.context().close();
});

test("a result made offline and left waiting is sent when the game next starts", async ({
  browser,
}) => {
  const page = await player(browser, "Dee");
  await openDaily(page);
  await page.keyboard.press("s");
  await page.context().setOffline(true);
  await leave(page);
  await expect.poll(() => outbox(page)).toMatchObject([{ day: today, state: "waiting" }]);
  const context = page.context();
  await page.close();
  await context.setOffline(false);
  const next = await context.newPage();
  await next.goto("./");
  await expect
    .poll(() => outbox(next), { timeout: 15_000 })
    .toMatchObject([{ day: today, state: "sent" }]);
  const answer = await fetch(`${BASE}api/daily/${today}/leaderboard`);
  const names = ((await answer.json()) as { entries: { name: string }[] }).entries.map(
    (e) => e.name,
  );
  expect(names).toContain("Dee");
  await context.close();
});

test("served as a plain static site, the game plays and the board says it is not there", async ({
  page,
}) => {
  // The default server of the browser tests: the built site, no API.
  await page.goto("./#/daily");
  await expect(page).toHaveURL(new RegExp(`#/daily/${today}$`), { timeout: 30_000 });
  await page.keyboard.press("s");
  await page.locator('[data-action="daily"]').click();
  await expect(page.locator("#daily").getByTestId("board-absent")).toHaveText(
    "The leaderboard is not available on this site: the game plays as ever, without a board.",
  );
  await page.keyboard.press("Escape");
  // Leaving the daily game asks for no name there: the site has no board to put it on.
  await leave(page);
  await page.waitForTimeout(500);
  await expect(page.locator("#name")).toHaveCount(0);
  await expect(page.locator("[data-card]").first()).toBeVisible();
});
