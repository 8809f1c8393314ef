import { expect, type Page, test } from "@playwright/test";
import { openDeal, pile, SETTINGS_KEY, seriousViolations } from "./helpers.js";
import { clickAction } from "./toolbar.js";

// Card backs and table colours, chosen in the settings, drawn on the table at once and kept.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
});

const SCREENS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

/** How the stock's back and the table are painted right now. */
const paint = (page: Page) =>
  page.evaluate(() => {
    const back = document.querySelector('[data-pile="s"] .card.back');
    return {
      back: back ? getComputedStyle(back).backgroundImage : "",
      edge: back ? getComputedStyle(back).borderTopColor : "",
      table: getComputedStyle(document.body).backgroundImage,
    };
  });

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    test("four card backs and four table colours, chosen in the settings and remembered", async ({
      page,
    }, info) => {
      await openDeal(page, 1, "classic", { auto: "off", speed: "normal" });
      await expect(pile(page, "s").locator(".card.back")).toBeVisible();
      const first = await paint(page);
      expect(first.back).toContain("gradient");
      await clickAction(page, "settings");
      const dialog = page.locator("#settings");
      const backs = dialog.getByRole("group", { name: "Card back" }).getByRole("radio");
      const felts = dialog.getByRole("group", { name: "Table colour" }).getByRole("radio");
      await expect(backs).toHaveCount(4);
      await expect(felts).toHaveCount(4);
      await expect(dialog.getByRole("radio", { name: "Blue lattice" })).toBeChecked();
      await expect(dialog.getByRole("radio", { name: "Green", exact: true })).toBeChecked();

      // Every back and every colour looks different from the others, on the table itself.
      const seen = { back: new Set<string>(), table: new Set<string>() };
      for (const name of ["Red diamonds", "Green rings", "Black and gold", "Blue lattice"]) {
        await dialog.getByText(name, { exact: true }).click();
        seen.back.add((await paint(page)).back);
      }
      for (const name of ["Blue", "Burgundy", "Charcoal", "Green"]) {
        await dialog.getByText(name, { exact: true }).click();
        seen.table.add((await paint(page)).table);
      }
      expect(seen.back.size).toBe(4);
      expect(seen.table.size).toBe(4);

      // The arrows move between the choices of a group, as radio buttons do.
      await dialog.getByRole("radio", { name: "Blue lattice" }).focus();
      await page.keyboard.press("ArrowRight");
      await expect(dialog.getByRole("radio", { name: "Red diamonds" })).toBeChecked();
      await dialog.getByText("Burgundy", { exact: true }).click();
      await expect(page.locator("html")).toHaveAttribute("data-back", "red");
      await expect(page.locator("html")).toHaveAttribute("data-felt", "red");
      await page.screenshot({ path: info.outputPath(`settings-looks-${screen.name}.png`) });
      await page.keyboard.press("Escape");
      const chosen = await paint(page);
      expect(chosen.back).not.toBe(first.back);
      expect(chosen.table).not.toBe(first.table);
      await page.screenshot({ path: info.outputPath(`table-red-${screen.name}.png`) });

      // Kept under the one settings key, and drawn again after a reload.
      const stored = await page.evaluate(
        (k) => JSON.parse(localStorage.getItem(k) ?? "{}"),
        SETTINGS_KEY,
      );
      expect([stored.cardBack, stored.felt]).toEqual(["red", "red"]);
      await page.reload();
      await expect(pile(page, "s").locator(".card.back")).toBeVisible();
      expect(await paint(page)).toEqual(chosen);
      // The browser's bar takes the table's colour.
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#5e1a28");
    });
  });
}

test("the dark theme has a night table of each colour", async ({ page }) => {
  await openDeal(page, 1, "classic", { auto: "off" });
  const nights = new Set<string>();
  for (const [name, felt] of [
    ["Blue", "blue"],
    ["Burgundy", "red"],
    ["Charcoal", "grey"],
    ["Green", "green"],
  ] as const) {
    await page.emulateMedia({ colorScheme: "light" });
    await clickAction(page, "settings");
    await page.locator("#settings").getByText(name, { exact: true }).click();
    await page.keyboard.press("Escape");
    await expect(page.locator("html")).toHaveAttribute("data-felt", felt);
    const day = (await paint(page)).table;
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    const night = (await paint(page)).table;
    expect(night, felt).not.toBe(day);
    nights.add(night);
  }
  expect(nights.size).toBe(4);
});

test.describe("on a phone, every table colour", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const scheme of ["light", "dark"] as const) {
    test(`keeps the bars and the menu readable for axe (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      for (const felt of ["green", "blue", "red", "grey"]) {
        await page.addInitScript((f) => {
          const key = "canfield.settings";
          localStorage.setItem(key, JSON.stringify({ v: 2, speed: "off", felt: f }));
        }, felt);
        // A fresh load each time (the same address would only change its hash).
        await page.goto("about:blank");
        await page.goto("./#/deal/1?variant=classic");
        await expect(page.locator("html")).toHaveAttribute("data-felt", felt);
        await expect(page.locator("[data-card]").first()).toBeVisible();
        await page.locator('[data-action="more"]').click();
        await expect(page.getByRole("menu")).toBeVisible();
        expect(await seriousViolations(page), felt).toEqual([]);
      }
    });
  }
});
