import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { withSettings } from "./helpers.js";
import { portAt, serve, serveForFile, stop } from "./serve.js";

// The production build served by `canfield serve` (the game and its API from one process),
// with the server's security headers: the game, its service worker and its solver worker must
// work under its Content-Security-Policy without a single violation.
const PORT = portAt(2);
const BASE = serveForFile(2);

/** Every CSP violation the page reports, and every "Refused to…" line in its console. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/.test(m.text())) seen.push(m.text());
  });
  await page.exposeFunction("cspViolation", (v: string) => seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { cspViolation: (v: string) => void }).cspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      );
    });
  });
  return seen;
}

test("the built game plays under the server's headers: page, solver worker, service worker", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const violations = await watchViolations(page);
  await withSettings(page, { auto: "off", speed: "off" });
  const response = await page.goto(`${BASE}#/deal/5?variant=classic`);
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
  await expect(page.locator("[data-card]").first()).toBeVisible();
  await expect(page.getByTestId("deal")).toHaveText("Deal #5");

  // The solver runs in its worker: a hint comes back from it.
  await page.locator('[data-action="hint"]').click();
  await page.waitForFunction(
    () => !!document.querySelector<HTMLElement>(".table")?.dataset.hint,
    undefined,
    {
      timeout: 60_000,
    },
  );

  // The API is on the same origin: the page may call it.
  const today = await page.evaluate(async () => {
    const day = new Date().toISOString().slice(0, 10);
    const r = await fetch(`./api/daily/${day}`);
    return { status: r.status, body: await r.json() };
  });
  expect(today.status).toBe(200);
  expect(today.body.variant).toBe("classic");

  // The service worker installs, takes the page, and serves it with the network off.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("deal")).toHaveText("Deal #5");
  await context.setOffline(false);

  expect(violations).toEqual([]);
});

test("the game cannot be framed by another page", async ({ page }) => {
  await page.setContent(`<iframe src="${BASE}" width="400" height="300"></iframe>`);
  const frame = page.frames()[1];
  await expect.poll(() => frame?.url()).not.toBe("about:blank");
  // The browser refuses to show it: the frame holds its error page, not the game.
  expect(await frame?.locator("[data-card]").count()).toBe(0);
  expect(frame?.url()).not.toContain(BASE);
});

test("a server killed outright keeps every result it answered", async () => {
  test.setTimeout(180_000);
  const port = PORT + 1;
  const dir = mkdtempSync(join(tmpdir(), "canfield-e2e-kill-"));
  const day = new Date().toISOString().slice(0, 10);
  const send = (player: string) =>
    fetch(`http://127.0.0.1:${port}/api/daily/${day}/results`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      // A game left before its first move: a legal result on any deal.
      body: JSON.stringify({ player, name: "Kept", moves: "", ms: 1000, hints: 0, undos: 0 }),
    });
  try {
    const first = await serve(port, dir);
    const players = Array.from({ length: 40 }, () => randomUUID());
    const answers = await Promise.all(players.map(send));
    expect(answers.map((a) => a.status)).toEqual(players.map(() => 201));
    // No clean stop: the process is killed, as a crash or a power cut of the process would.
    const exited = new Promise((r) => first.once("exit", r));
    first.kill("SIGKILL");
    await exited;
    const second = await serve(port, dir);
    try {
      const board = await (
        await fetch(`http://127.0.0.1:${port}/api/daily/${day}/leaderboard?limit=1`)
      ).json();
      expect(board.players).toBe(players.length);
      expect((await send(players[0] as string)).status).toBe(409);
    } finally {
      await stop(second);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
