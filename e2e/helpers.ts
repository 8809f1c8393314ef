import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import { cardName, makeCard, suitOf } from "../src/core/card.js";
import { dealDeck } from "../src/core/deal.js";
import { Game } from "../src/core/game.js";
import { DST_FOUNDATION, dstOf } from "../src/core/move.js";
import type { Position } from "../src/core/position.js";
import { parseRules } from "../src/core/rules.js";
import { parseMove } from "../src/core/token.js";

export type TestSettings = Partial<{
  variant: string;
  draw: 1 | 3;
  scoring: "standard" | "casino";
  auto: "off" | "safe" | "all";
  speed: "off" | "fast" | "normal" | "slow";
  leftHanded: boolean;
  fourColour: boolean;
  hintKind: "fair" | "all-seeing";
  oddsAfterMove: boolean;
}>;

/** Where the game keeps its settings (src/app/settings/storage.ts). */
export const SETTINGS_KEY = "canfield.settings";

/** Stores settings before the page loads (as a returning player would have them). */
export async function withSettings(page: Page, s: TestSettings): Promise<void> {
  await page.addInitScript(
    ([key, json]) => {
      if (!sessionStorage.getItem("e2e-set")) {
        localStorage.setItem(key, json);
        sessionStorage.setItem("e2e-set", "1");
      }
    },
    [SETTINGS_KEY, JSON.stringify({ v: 2, ...s })] as const,
  );
}

export const card = (page: Page, code: string): Locator => page.locator(`[data-card="${code}"]`);
export const pile = (page: Page, id: string): Locator => page.locator(`[data-pile="${id}"]`);

export async function box(l: Locator) {
  const b = await l.boundingBox();
  if (!b) throw new Error("element has no box");
  return b;
}

/** Expects a card to be drawn inside a pile's area (its centre within the pile element). */
export async function expectInPile(page: Page, code: string, id: string): Promise<void> {
  await expect(async () => {
    const c = await box(card(page, code));
    const p = await box(pile(page, id));
    const cx = c.x + c.width / 2;
    const cy = c.y + c.height / 2;
    expect(
      cx >= p.x && cx <= p.x + p.width && cy >= p.y && cy <= p.y + p.height,
      `${code} in ${id}`,
    ).toBe(true);
  }).toPass({ timeout: 5000 });
}

/**
 * Waits until no animation runs on the page: a card's box read while it still flies to its
 * place is not where a finger or the mouse will find it.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().length === 0);
}

/** A real drag with the mouse: press on the card's visible strip, move in steps, release. */
export async function drag(page: Page, from: Locator, to: { x: number; y: number }): Promise<void> {
  await settled(page);
  const b = await box(from);
  const sx = b.x + b.width / 2;
  const sy = b.y + Math.min(12, b.height / 4);
  await page.mouse.move(sx, sy);
  await page.mouse.down();
  await page.mouse.move(sx + 8, sy + 8, { steps: 2 });
  await page.mouse.move(to.x, to.y + Math.min(12, b.height / 4), { steps: 6 });
  await page.mouse.up();
}

/** Where to let go of a card so that it lands on a pile: on the pile's top card, a little lower. */
export async function dropPoint(
  page: Page,
  pos: Position,
  target: string,
): Promise<{ x: number; y: number }> {
  const slot = await box(pile(page, target));
  if (target[0] === "t") {
    const p = pos.tableau[Number(target[1]) - 1] ?? [];
    const top = p[p.length - 1];
    if (top !== undefined) {
      const b = await box(card(page, makeCard(top)));
      return { x: b.x + b.width / 2, y: b.y + b.height * 0.25 };
    }
  }
  return { x: slot.x + slot.width / 2, y: slot.y + 4 };
}

/** The card code at the bottom of what a move carries. */
export const movingCard = (pos: Position, m: number): string => makeCard(pos.movedCard(m));

export function targetPile(pos: Position, m: number): string {
  const d = dstOf(m);
  return d !== DST_FOUNDATION ? `t${d}` : `f${suitOf(pos.movedCard(m)) + 1}`;
}

/** The engine's own game for a deal, to know what the page should show. */
export function engineGame(deal: number, variant: string): Game {
  const rules = parseRules(variant);
  if (!rules.ok) throw new Error(rules.error);
  return new Game(dealDeck(deal), rules.value);
}

export function playToken(game: Game, token: string): number {
  const m = parseMove(game.position, token);
  if (!m.ok) throw new Error(`${token}: ${m.error}`);
  return m.value;
}

/** Every face-up card the page should show for a position, and the hidden ones. */
export function visibleCards(pos: Position): { up: string[]; down: string[] } {
  const up: number[] = [...pos.waste, ...pos.tableau.flat()];
  const down: number[] = [...pos.stock];
  pos.reserve.forEach((c, i) => {
    if (pos.rules.reserveFaceUp || i === pos.reserve.length - 1) up.push(c);
    else down.push(c);
  });
  for (let s = 0; s < 4; s++) {
    for (let i = 0; i < (pos.foundations[s] as number); i++)
      up.push(s * 13 + ((pos.baseRank + i) % 13));
  }
  return { up: up.map(makeCard).sort(), down: down.map(makeCard) };
}

/** Checks that the page shows exactly the face-up cards and names none of the hidden ones. */
export async function expectShows(page: Page, pos: Position): Promise<void> {
  const { up, down } = visibleCards(pos);
  await expect
    .poll(async () =>
      (
        await page
          .locator("[data-card]")
          .evaluateAll((els) => els.map((e) => e.getAttribute("data-card")))
      ).sort(),
    )
    .toEqual(up);
  const html = await page.content();
  for (const code of down) {
    expect(html).not.toContain(`data-card="${code}"`);
    expect(html).not.toContain(`"${nameOf(code)}"`);
  }
}

const nameOf = (code: string) => {
  const ranks = "A23456789TJQK";
  const suits = "cdhs";
  return cardName(suits.indexOf(code[1] as string) * 13 + ranks.indexOf(code[0] as string));
};

/**
 * Opens a deal as a returning player with these settings would, and returns the engine's
 * game of the same deal, to follow the page move by move.
 */
export async function openDeal(
  page: Page,
  deal: number,
  variant: string,
  settings: TestSettings,
): Promise<Game> {
  await withSettings(page, settings);
  await page.goto(`./#/deal/${deal}?variant=${variant}`);
  return engineGame(deal, variant);
}

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

/**
 * After an action that ends a started game (new deal, restart, a winnable deal): says yes
 * when the game asks first, then waits until `done` holds. Games with no move are not asked.
 */
export async function answerLeave(page: Page, done: () => Promise<boolean>): Promise<void> {
  const dialog = page.locator("#leave");
  await expect.poll(async () => (await dialog.isVisible()) || (await done())).toBe(true);
  if (await dialog.isVisible()) await dialog.locator("button.primary").click();
  await expect.poll(done).toBe(true);
}

/** The number of moves the status bar shows. */
export const movesShown = async (page: Page): Promise<number> =>
  Number((await page.getByTestId("moves").textContent())?.replace(/\D/g, ""));

/** The deal number the header shows. */
export const dealShown = async (page: Page): Promise<number> =>
  Number((await page.getByTestId("deal").textContent())?.replace(/\D/g, ""));

/** The serious and critical accessibility faults axe finds in the page (or in one part). */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  let axe = new AxeBuilder({ page });
  if (include) axe = axe.include(include);
  const r = await axe.analyze();
  return r.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
