import { expect, type Page, test } from "@playwright/test";
import { de } from "../src/app/i18n/de.js";
import { en } from "../src/app/i18n/en.js";
import { es } from "../src/app/i18n/es.js";
import { parseMessage, variants } from "../src/app/i18n/message.js";
import { sl } from "../src/app/i18n/sl.js";
import { openDeal } from "./helpers.js";

const CATALOGS = { en, de, es, sl } as const;
type Lang = keyof typeof CATALOGS;
const KEYS = Object.keys(en) as (keyof typeof en)[];

/** Every piece of text a person or a screen reader meets: own text, labels, titles, options. */
async function textUnits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [document.title];
    for (const el of document.querySelectorAll("body *")) {
      if (el.closest("script, style, svg, noscript, [hidden]")) continue;
      const own = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? "")
        .join("")
        .trim();
      if (own) out.push(own);
      for (const a of ["aria-label", "title", "placeholder", "alt"]) {
        const v = el.getAttribute(a)?.trim();
        if (v) out.push(v);
      }
    }
    return out;
  });
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A message as a pattern that matches any of its plural variants with any values filled in. */
const pattern = (msg: string) => {
  const r = parseMessage(msg);
  const texts = r.ok ? variants(r.value) : [msg];
  const alternatives = texts.map((v) => v.split("{}").map(escapeRe).join(".+?"));
  return new RegExp(`^(?:${alternatives.join("|")})$`);
};

/**
 * No raw key and no English left: a piece of text (or a part of it between ": " or ". ")
 * that reads exactly like an English message is a miss, unless this language's own
 * message for that key is the same words (a name such as "Canfield").
 */
async function expectAllTranslated(page: Page, lang: Lang): Promise<void> {
  const units = await textUnits(page);
  const cat = CATALOGS[lang] as Partial<Record<string, string>>;
  const english = KEYS.filter((k) => cat[k] !== en[k]).map((k) => [k, pattern(en[k])] as const);
  // Words the language shares with English ("Normal" in German) are its own messages too.
  const own = Object.values(cat).map((m) => pattern(m ?? ""));
  const problems: string[] = [];
  for (const u of units) {
    const parts = [u, ...u.split(/: |\. /).map((p) => p.trim())];
    for (const k of KEYS)
      if (u.includes(k) && /^[a-z]/.test(k)) problems.push(`raw key ${k} in "${u}"`);
    if (lang === "en") continue;
    for (const p of parts) {
      if (own.some((re) => re.test(p))) continue;
      for (const [k, re] of english) if (re.test(p)) problems.push(`English "${p}" (${k})`);
    }
  }
  expect([...new Set(problems)], `in ${lang}`).toEqual([]);
  expect(units.length).toBeGreaterThan(20);
}

const LOCALES: Record<Lang, string> = { en: "en-GB", de: "de-DE", es: "es-ES", sl: "sl-SI" };

for (const lang of Object.keys(LOCALES) as Lang[]) {
  test.describe(`${lang}`, () => {
    test.use({ locale: LOCALES[lang] });
    test(`the main screen, the settings, the help, statistics and daily deal are all in ${lang}`, async ({
      page,
    }, info) => {
      await openDeal(page, 1, "classic", { auto: "off", speed: "off" });
      await expect(page.locator("[data-card]").first()).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await page.keyboard.press("s");
      await expect(page.locator('[data-pile="w"]')).toHaveAttribute(
        "aria-label",
        new RegExp(String(3)),
      );
      await expectAllTranslated(page, lang);
      // Card names for screen readers are in the language too.
      const label = await page.locator("[data-card]").first().getAttribute("aria-label");
      if (lang !== "en") expect(label).not.toMatch(/ of (clubs|diamonds|hearts|spades)/);
      await page.screenshot({ path: info.outputPath(`main-${lang}.png`) });

      const dialog = page.getByRole("dialog");
      // The settings and help, and the statistics and daily dialogs where the game has them.
      for (const action of ["settings", "help", "stats", "daily"]) {
        const button = page.locator(`[data-action="${action}"]`);
        if ((await button.count()) === 0) continue;
        await button.click();
        await expect(dialog).toBeVisible();
        if (action === "help") await expect(dialog.locator("h3")).toHaveCount(10);
        await page.waitForTimeout(300);
        await expectAllTranslated(page, lang);
        await page.screenshot({ path: info.outputPath(`${action}-${lang}.png`) });
        await page.keyboard.press("Escape");
        await expect(dialog).toHaveCount(0);
      }
    });
  });
}

test.describe("choosing", () => {
  test.use({ locale: "fr-FR" });
  test("a browser in another language gets English; the choice in the settings is remembered", async ({
    page,
  }) => {
    await page.goto("./#/deal/3?variant=classic");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.locator('[data-action="settings"]').click();
    await page.locator("#set-language").selectOption("sl");
    await expect(page.getByRole("dialog").locator("h2")).toHaveText(sl["settings.title"] ?? "");
    await page.keyboard.press("Escape");
    await expect(page.locator('[data-action="new"]')).toHaveAttribute("aria-label", "Nova igra");
    await expect(page.getByTestId("deal")).toHaveText("Igra št. 3");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "sl");
    await expect(page.getByTestId("deal")).toHaveText("Igra št. 3");
    await expect(page.locator('[data-card="Ks"], [data-card]').first()).toHaveAttribute(
      "aria-label",
      /^(križev|karov|srčev|pikov)a? /,
    );
  });
});
