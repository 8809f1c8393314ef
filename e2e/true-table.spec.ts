import { expect, type Page, test } from "@playwright/test";
import fc from "fast-check";
import { makeCard } from "../src/core/card.js";
import type { Game } from "../src/core/game.js";
import type { Position } from "../src/core/position.js";
import { makeMove } from "../src/core/token.js";
import { WIN_DEAL, WIN_MOVES } from "./fixtures.js";
import {
  answerLeave,
  dealShown,
  engineGame,
  keyMove,
  movesShown,
  openDeal,
  playToken,
  savedMoves,
  settled,
  storedSave,
  visibleCards,
} from "./helpers.js";

// Everything here runs with animations on at normal speed, as most players have them: card
// flights are interrupted by the next action, which the reduced-motion tests never see.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
});

const ANIMATED = { auto: "off", speed: "normal" } as const;

/** The codes that the page names right now, sorted. */
const namedCards = (page: Page) =>
  page
    .locator("[data-card]")
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-card") ?? "").sort());

/** At any instant, even mid-flight: no face-down card is named anywhere in the page. */
async function expectNoHiddenNamed(page: Page, pos: Position): Promise<void> {
  // Redraws wait for the next frame: let that frame pass, not the flights it starts.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const { down } = visibleCards(pos);
  const named = await namedCards(page);
  expect(named.filter((c) => down.includes(c))).toEqual([]);
}

/**
 * Once the table comes to rest it shows exactly the position: every face-up card once, in its
 * pile, each pile's top card on top where it lies, and no other card element at all.
 */
async function expectTrueTable(page: Page, pos: Position): Promise<void> {
  await settled(page);
  await expectNoHiddenNamed(page, pos);
  const { up } = visibleCards(pos);
  expect(await namedCards(page)).toEqual(up);
  const tops: [string, string][] = [];
  const topOf = (cards: readonly number[]) => cards[cards.length - 1];
  const add = (pile: string, c: number | undefined) => {
    if (c !== undefined) tops.push([pile, makeCard(c)]);
  };
  add("r", topOf(pos.reserve));
  add("w", topOf(pos.waste));
  for (const [i, p] of pos.tableau.entries()) add(`t${i + 1}`, topOf(p));
  for (let s = 0; s < 4; s++) {
    const n = pos.foundations[s] as number;
    if (n > 0) add(`f${s + 1}`, s * 13 + ((pos.baseRank + n - 1) % 13));
  }
  // The last flight's end handler may run a moment after the animations are over.
  await expect(async () => {
    const seen = await page.evaluate((tops) => {
      const backs = [...document.querySelectorAll(".table .card.back")].filter(
        (el) => !el.closest("[data-pile]"),
      ).length;
      const faces = document.querySelectorAll(".table .card.face").length;
      const onTop = tops.map(([pileId, code]) => {
        const el = document.querySelector(`[data-card="${code}"]`);
        const pileEl = document.querySelector(`[data-pile="${pileId}"]`);
        if (!el || !pileEl) return `${code}: missing`;
        const r = el.getBoundingClientRect();
        const p = pileEl.getBoundingClientRect();
        const cx = r.x + r.width / 2;
        const cy = r.y + r.height / 2;
        if (cx < p.x || cx > p.right || cy < p.y || cy > p.bottom)
          return `${code}: not in ${pileId}`;
        const hit = document.elementFromPoint(cx, r.y + r.height * 0.6)?.closest(".card");
        return hit === el
          ? "ok"
          : `${code}: covered by ${hit?.getAttribute("data-card") ?? "a back"}`;
      });
      return { backs, faces, onTop };
    }, tops);
    expect(seen.onTop).toEqual(tops.map(() => "ok"));
    expect(seen.faces, "card faces on the table").toBe(up.length);
    expect(seen.backs, "loose card backs on the table").toBe(0);
  }).toPass({ timeout: 3000 });
}

test("new deals, one after another, show only the new deal's cards", async ({ page }) => {
  await openDeal(page, 1, "classic", ANIMATED);
  await expectTrueTable(page, engineGame(1, "classic").position);
  for (let i = 0; i < 14; i++) {
    await page.locator('[data-action="new"]').click();
    // Every other deal follows the last before its cards have landed.
    if (i % 2 === 1)
      await expectTrueTable(page, engineGame(await dealShown(page), "classic").position);
  }
  await expectTrueTable(page, engineGame(await dealShown(page), "classic").position);
});

test("an undo that turns the reserve's card face down again shows the reserve's true top", async ({
  page,
}) => {
  const game = await openDeal(page, 1, "classic", ANIMATED);
  // Deal 1: three turns, 9d home, four turns, 3d onto 4c, then the reserve's 2s onto 3d.
  for (const tok of "s s s wf s s s s wt2 rt2".split(" ")) {
    await keyMove(page, tok);
    game.play(playToken(game, tok));
    await expectNoHiddenNamed(page, game.position);
  }
  await expectTrueTable(page, game.position);
  await page.keyboard.press("u");
  game.undo();
  await expectTrueTable(page, game.position);
  await page.keyboard.press("Control+y");
  game.redo();
  await page.keyboard.press("u");
  game.undo();
  await expectTrueTable(page, game.position);
});

test("restart in the middle of flights shows the deal as dealt", async ({ page }) => {
  const game = await openDeal(page, 1, "classic", ANIMATED);
  for (const tok of "s s s wf s s s s wt2 rt2 rf".split(" ")) {
    await keyMove(page, tok);
    game.play(playToken(game, tok));
  }
  await page.keyboard.press("Shift+R");
  await answerLeave(page, async () => (await movesShown(page)) === 0);
  await expectTrueTable(page, engineGame(1, "classic").position);
});

test("a won game leaves the foundations and nothing else on the table", async ({ page }) => {
  test.setTimeout(120_000);
  const game = await openDeal(page, WIN_DEAL, "classic", ANIMATED);
  for (const tok of WIN_MOVES.split(" ")) {
    await keyMove(page, tok);
    game.play(playToken(game, tok));
  }
  expect(game.position.status()).toBe("won");
  await expect(page.locator("#won")).toBeVisible({ timeout: 30_000 });
  await page.locator("#won").getByRole("button", { name: "Close" }).click();
  await expectTrueTable(page, game.position);
});

test("the demo's moves and a stop leave the table as the game stands", async ({ page }) => {
  test.setTimeout(120_000);
  await openDeal(page, WIN_DEAL, "classic", ANIMATED);
  await page.locator('[data-action="demo"]').click();
  const banner = page.getByTestId("demo");
  await expect(banner).toBeVisible();
  await expect.poll(() => movesShown(page), { timeout: 60_000 }).toBeGreaterThan(12);
  await banner.getByRole("button", { name: "Stop" }).click();
  const n = await movesShown(page);
  await savedMoves(page, n);
  const saved = await storedSave(page);
  const game = engineGame(WIN_DEAL, "classic");
  for (const tok of saved?.moves.slice(0, n) ?? []) game.play(playToken(game, tok));
  await expectTrueTable(page, game.position);
});

type Action =
  | { readonly kind: "move"; readonly pick: number }
  | { readonly kind: "undo" | "redo" | "new" | "restart" }
  | { readonly kind: "wait"; readonly ms: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 6, arbitrary: fc.nat(99).map((pick) => ({ kind: "move" as const, pick })) },
  { weight: 3, arbitrary: fc.constant({ kind: "undo" as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: "redo" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "new" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "restart" as const }) },
  {
    weight: 2,
    arbitrary: fc.integer({ min: 20, max: 300 }).map((ms) => ({ kind: "wait" as const, ms })),
  },
);

test("any sequence of moves, undos, redos, restarts and new deals shows the true game", async ({
  page,
}) => {
  test.setTimeout(600_000);
  await openDeal(page, 1, "classic", ANIMATED);
  let game: Game = engineGame(1, "classic");
  await fc.assert(
    fc.asyncProperty(fc.array(action, { minLength: 10, maxLength: 30 }), async (actions) => {
      for (const a of actions) {
        if (a.kind === "move") {
          const legal = game.position.legalMoves();
          const m = legal[a.pick % legal.length];
          if (m === undefined) continue;
          await keyMove(page, makeMove(m));
          game.play(m);
        } else if (a.kind === "undo") {
          await page.keyboard.press("u");
          game.undo();
        } else if (a.kind === "redo") {
          await page.keyboard.press("Control+y");
          game.redo();
        } else if (a.kind === "restart") {
          await page.keyboard.press("Shift+R");
          await answerLeave(page, async () => (await movesShown(page)) === 0);
          // Back to the deal as dealt; redo still brings the moves back.
          while (game.undo()) {}
        } else if (a.kind === "new") {
          const before = await dealShown(page);
          await page.keyboard.press("n");
          await answerLeave(page, async () => (await dealShown(page)) !== before);
          game = engineGame(await dealShown(page), "classic");
        } else if (a.kind === "wait") await page.waitForTimeout(a.ms);
        await expectNoHiddenNamed(page, game.position);
      }
      await expectTrueTable(page, game.position);
    }),
    { numRuns: 12, seed: 20261201 },
  );
});
