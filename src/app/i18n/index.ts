import { signal } from "@preact/signals";
import type { Card } from "../../core/card.js";
import { LANGUAGES, type Language } from "../help/content.js";
import { cardLabel } from "./cards.js";
import type { Catalog } from "./catalog.js";
import { de } from "./de.js";
import { en, type MessageKey } from "./en.js";
import { es } from "./es.js";
import { sl } from "./sl.js";

export type { Language, MessageKey };
export { LANGUAGES };
export type Params = Readonly<Record<string, string | number>>;

/** Every catalog by language; en.ts is the reference that the others must match. */
export const CATALOGS: Readonly<Record<Language, Catalog>> = { en, de, es, sl };

/** Each language's name in itself, for the language menu. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: "English",
  de: "Deutsch",
  es: "Español",
  sl: "Slovenščina",
};

/** The language on screen. Components that call t() re-render when it changes. */
export const language = signal<Language>("en");

export const isLanguage = (s: unknown): s is Language =>
  (LANGUAGES as readonly unknown[]).includes(s);

/** The first of the browser's languages that the game speaks ("de-AT" → de), else English. */
export function detectLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return "en";
}

export function setLanguage(lang: string): void {
  language.value = isLanguage(lang) ? lang : "en";
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: Language): Intl.NumberFormat {
  let f = numberFormats.get(lang);
  if (!f) {
    // No grouping: deal numbers are typed back in, and "Deal #1,234" reads oddly.
    f = new Intl.NumberFormat(lang, { useGrouping: false, maximumFractionDigits: 1 });
    numberFormats.set(lang, f);
  }
  return f;
}

/** A number as the language writes it (decimal comma in de, es, sl). */
export const formatNumber = (n: number): string => numberFormat(language.value).format(n);

/** The message for a key in the current language (English when missing), params filled in. */
export function t(key: MessageKey, params: Params = {}): string {
  const lang = language.value;
  const text = CATALOGS[lang][key] || en[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const v = params[name];
    return typeof v === "number" ? numberFormat(lang).format(v) : String(v);
  });
}

/** A card's name for screen readers in the current language. */
export const cardText = (card: Card): string => cardLabel(card, language.value);

/** Seconds as m:ss or h:mm:ss. */
export function formatTime(ms: number): string {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60));
  const ss = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${mm.padStart(2, "0")}:${ss}` : `${mm}:${ss}`;
}

/** A casino result in dollars, signed: "+$25", "−$52" (de: "−52 $"). */
export function formatMoney(n: number): string {
  const text = new Intl.NumberFormat(language.value, {
    style: "currency",
    currency: "USD",
    currencyDisplay: "narrowSymbol",
    maximumFractionDigits: 0,
  }).format(Math.abs(n));
  return `${n < 0 ? "−" : n > 0 ? "+" : ""}${text}`;
}

/** A share as a percentage: 0.543 → "54.3%" (de: "54,3 %"). */
export const formatPercent = (share: number): string =>
  new Intl.NumberFormat(language.value, { style: "percent", maximumFractionDigits: 1 }).format(
    share,
  );

/** A calendar date in the player's language: "30 Nov 2026", "30.11.2026". */
export const formatDate = (date: Date, style: "short" | "medium" | "long" = "medium"): string =>
  new Intl.DateTimeFormat(language.value, { dateStyle: style }).format(date);

/** A date with its time of day. */
export const formatDateTime = (date: Date): string =>
  new Intl.DateTimeFormat(language.value, { dateStyle: "medium", timeStyle: "short" }).format(date);

/**
 * A reason that the engine or the address parser gave in English: kept in English, and in
 * the other languages replaced by a translated sentence of the same meaning.
 */
export const localReason = (english: string, key: MessageKey = "error.badLink"): string =>
  language.value === "en" ? english : t(key);

/** A local date written "YYYY-MM-DD" (daily deals) as the language writes dates. */
export function formatDay(iso: string, style: "medium" | "long" = "medium"): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? formatDate(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])), style) : iso;
}

/** A month written "YYYY-MM" as "November 2026", "noviembre de 2026". */
export function formatMonth(ym: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(ym);
  if (!m) return ym;
  return new Intl.DateTimeFormat(language.value, { month: "long", year: "numeric" }).format(
    new Date(Number(m[1]), Number(m[2]) - 1, 1),
  );
}
