import { signal } from "@preact/signals";
import type { Card } from "../../core/card.js";
import type { PileId } from "../../core/move.js";
import { parseRules, presetOf } from "../../core/rules.js";
import { isDay } from "../../deals/dates.js";
import { LANGUAGES, type Language } from "../help/content.js";
import { cardForms, cardLabel, FORMS, type Form } from "./cards.js";
import type { Catalog } from "./catalog.js";
import { en, type MessageKey } from "./en.js";
import { type Part, parseMessage } from "./message.js";

export type { Language, MessageKey };
export { LANGUAGES };

/** A card as a message parameter: the catalog puts it in the form the sentence needs. */
export interface CardParam {
  readonly card: Card;
}
/** A pile as a message parameter ("{to:acc}"), named by the catalog in its forms. */
export interface PileParam {
  readonly pile: PileId;
}
export const cardParam = (card: Card): CardParam => ({ card });
export const pileParam = (pile: PileId): PileParam => ({ pile });

export type Param = string | number | CardParam | PileParam;
export type Params = Readonly<Record<string, Param>>;

/**
 * The catalogs loaded so far. English (en.ts, the reference the others must match) is built
 * in; each other language is a file of its own, fetched when it is chosen, so that a player
 * downloads one language, not four (the offline precache holds them all).
 */
const loaded: Partial<Record<Language, Catalog>> = { en };
const LOADERS: Readonly<Record<Exclude<Language, "en">, () => Promise<Catalog>>> = {
  de: async () => (await import("./de.js")).de,
  es: async () => (await import("./es.js")).es,
  sl: async () => (await import("./sl.js")).sl,
};

/** Fetches a language's catalog (once); false when it could not be had (offline, say). */
export async function loadLanguage(lang: Language): Promise<boolean> {
  if (loaded[lang]) return true;
  try {
    loaded[lang] = await LOADERS[lang as Exclude<Language, "en">]();
    return true;
  } catch {
    return false;
  }
}

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

let wanted: Language = "en";

/**
 * Puts a language on screen (English for one the game does not speak): at once when its
 * catalog is in, else once it is; until then, or when it cannot be fetched, the language on
 * screen stays. The latest call wins when several wait for their catalogs.
 */
export function setLanguage(lang: string): Promise<void> {
  const next = isLanguage(lang) ? lang : "en";
  wanted = next;
  if (loaded[next]) {
    language.value = next;
    return Promise.resolve();
  }
  return loadLanguage(next).then((ok) => {
    if (ok && wanted === next) language.value = next;
  });
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

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralRule(lang: Language): Intl.PluralRules {
  let r = pluralRules.get(lang);
  if (!r) {
    r = new Intl.PluralRules(lang);
    pluralRules.set(lang, r);
  }
  return r;
}

/** The plural category ("one", "few", "other"…) that a number takes in a language. */
export const pluralCategory = (n: number, lang: Language = language.value): string =>
  pluralRule(lang).select(n);

const parsed = new Map<string, readonly Part[] | undefined>();
function partsOf(text: string): readonly Part[] | undefined {
  if (!parsed.has(text)) {
    const r = parseMessage(text);
    parsed.set(text, r.ok ? r.value : undefined);
  }
  return parsed.get(text);
}

const isForm = (s: string | undefined): s is Form => (FORMS as readonly unknown[]).includes(s);

/** A pile's name in a form: "pile.t.acc" where the catalog has it, else the label "pile.t". */
function pileText(pile: PileId, form: Form): string {
  const kind = pile[0];
  const n = pile.length > 1 ? Number(pile.slice(1)) : 0;
  const formKey = `pile.${kind}.${form}`;
  const key = (form !== "nom" && formKey in en ? formKey : `pile.${kind}`) as MessageKey;
  return t(key, { n });
}

function paramText(v: Param, form: string | undefined, lang: Language): string {
  if (typeof v === "number") return numberFormat(lang).format(v);
  if (typeof v === "string") return v;
  const f = isForm(form) ? form : "nom";
  return "card" in v ? cardForms(v.card, lang)[f] : pileText(v.pile, f);
}

function render(
  parts: readonly Part[],
  params: Params,
  lang: Language,
  count: number | undefined,
): string {
  let out = "";
  for (const p of parts) {
    if (p.kind === "text") out += p.text;
    else if (p.kind === "count")
      out += count === undefined ? "#" : numberFormat(lang).format(count);
    else if (p.kind === "arg") {
      const v = params[p.name];
      out += v === undefined ? `{${p.name}}` : paramText(v, p.form, lang);
    } else {
      const v = params[p.name];
      const n = typeof v === "number" ? v : undefined;
      const branch =
        (n === undefined ? undefined : p.branches.get(pluralRule(lang).select(n))) ??
        p.branches.get("other") ??
        [];
      out += render(branch, params, lang, n);
    }
  }
  return out;
}

/**
 * The message for a key in the current language (English when missing), params filled in:
 * numbers as the language writes them, with the plural variant the number takes; cards and
 * piles (cardParam, pileParam) in the form the message asks for.
 */
export function t(key: MessageKey, params: Params = {}): string {
  const lang = language.value;
  const text = loaded[lang]?.[key] || en[key];
  const parts = partsOf(text);
  // A malformed message is a bug that catalogs.test.ts reports; show it rather than nothing.
  return parts ? render(parts, params, lang, undefined) : text;
}

/** A rules text ("classic", "classic,draw=1") by its variant's name, or as it is when custom. */
export function rulesName(text: string): string {
  const r = parseRules(text);
  const preset = r.ok ? presetOf(r.value) : undefined;
  return preset ? t(`variant.${preset}` as MessageKey) : text;
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

const dateOf = (iso: string): Date => {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};

/**
 * A local date written "YYYY-MM-DD" (daily deals) as the language writes dates. Text that
 * is not a real date (2026-02-30) is not one to format, and stays as it was typed.
 */
export const formatDay = (iso: string, style: "medium" | "long" = "medium"): string =>
  isDay(iso) ? formatDate(dateOf(iso), style) : iso;

/** A day and month in figures, for chart labels: "11/30", "30.11.", "30. 11.". */
export const formatDayMonth = (iso: string): string =>
  isDay(iso)
    ? new Intl.DateTimeFormat(language.value, { day: "numeric", month: "numeric" }).format(
        dateOf(iso),
      )
    : iso;

/** A month written "YYYY-MM" as "November 2026", "noviembre de 2026". */
export function formatMonth(ym: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(ym);
  if (!m) return ym;
  return new Intl.DateTimeFormat(language.value, { month: "long", year: "numeric" }).format(
    new Date(Number(m[1]), Number(m[2]) - 1, 1),
  );
}
