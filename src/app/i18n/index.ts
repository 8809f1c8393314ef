import { en, type MessageKey } from "./en.js";

export type { MessageKey };
export type Params = Readonly<Record<string, string | number>>;

/** Catalogs by language; more are added later (de, es, sl) with the same keys. */
const catalogs: Record<string, Partial<Record<MessageKey, string>>> = { en };
let current: Partial<Record<MessageKey, string>> = en;

export function setLanguage(lang: string): void {
  current = catalogs[lang] ?? en;
}

/** The message for a key in the current language (English when missing), params filled in. */
export function t(key: MessageKey, params: Params = {}): string {
  const text = current[key] ?? en[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Seconds as m:ss or h:mm:ss. */
export function formatTime(ms: number): string {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60));
  const ss = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${mm.padStart(2, "0")}:${ss}` : `${mm}:${ss}`;
}

/** A casino result in dollars, signed: "+$25", "−$52". */
export function formatMoney(n: number): string {
  const text = new Intl.NumberFormat("en", {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  }).format(Math.abs(n));
  return `${n < 0 ? "−" : n > 0 ? "+" : ""}${text}`;
}
