import { parseDealNumber } from "../core/deal.js";
import { err, ok, type Result } from "../core/result.js";
import { makeRules, parseRules, type Rules } from "../core/rules.js";

/** What an address names (docs/rules.md §5): a deal and its rules, never a position. */
export type Route =
  | { readonly kind: "none" }
  | { readonly kind: "deal"; readonly deal: number; readonly rules: Rules | undefined }
  | { readonly kind: "daily"; readonly date: string | undefined };

/** Parses location.hash: "", "#/deal/N", "#/deal/N?variant=…", "#/daily", "#/daily/YYYY-MM-DD". */
export function parseRoute(hash: string): Result<Route> {
  const h = hash.replace(/^#/, "");
  if (h === "" || h === "/") return ok({ kind: "none" });
  const q = h.indexOf("?");
  const path = q < 0 ? h : h.slice(0, q);
  const query = new URLSearchParams(q < 0 ? "" : h.slice(q + 1));
  const deal = /^\/deal\/([^/]*)$/.exec(path);
  if (deal) {
    const n = parseDealNumber(decodeURIComponent(deal[1] as string));
    if (!n.ok) return n;
    const variant = query.get("variant");
    if (variant === null) return ok({ kind: "deal", deal: n.value, rules: undefined });
    const rules = parseRules(variant);
    return rules.ok ? ok({ kind: "deal", deal: n.value, rules: rules.value }) : rules;
  }
  const daily = /^\/daily(?:\/(\d{4}-\d{2}-\d{2}))?$/.exec(path);
  if (daily) return ok({ kind: "daily", date: daily[1] });
  return err(`"${hash.slice(0, 60)}" is not a deal link (like #/deal/1234?variant=classic)`);
}

export const makeDealRoute = (deal: number, rules: Rules): string =>
  `#/deal/${deal}?variant=${makeRules(rules)}`;
