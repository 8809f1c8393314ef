import type { ParseArgsConfig } from "node:util";
import {
  type Deck,
  dealDeck,
  Game,
  parseDeal,
  parseDealNumber,
  parseMove,
  parseRules,
  type Rules,
} from "../core/index.js";

/** Bad input: reported on one line of stderr with exit code 2. */
export class InputError extends Error {}

export type Options = NonNullable<ParseArgsConfig["options"]>;
export type Values = Record<string, string | boolean | undefined>;

export interface Command {
  readonly summary: string;
  readonly usage: string;
  readonly options: Options;
  run(values: Values, out: (line: string) => void): Promise<void> | void;
}

export const DEAL_OPTIONS: Options = {
  deal: { type: "string" },
  cards: { type: "string" },
  variant: { type: "string", default: "classic" },
  moves: { type: "string" },
};

export const DEAL_USAGE = `  --deal N           deal number (0 to 4294967295)
  --cards DEALSTRING the 52 cards as 104 characters, in dealing order
  --variant PRESET   classic (default), strict, draw1, storehouse, rainbow, superior,
                     or a preset with overrides, e.g. classic,draw=1,passes=3
  --moves "TOKENS"   moves played first, separated by spaces`;

const str = (v: string | boolean | undefined): string | undefined =>
  typeof v === "string" ? v : undefined;

export function deckFrom(values: Values): Deck {
  const deal = str(values.deal);
  const cards = str(values.cards);
  if (deal !== undefined && cards !== undefined)
    throw new InputError("give --deal or --cards, not both");
  if (deal !== undefined) {
    const n = parseDealNumber(deal);
    if (!n.ok) throw new InputError(n.error);
    return dealDeck(n.value);
  }
  if (cards !== undefined) {
    const d = parseDeal(cards);
    if (!d.ok) throw new InputError(d.error);
    return d.value;
  }
  throw new InputError("give a deal: --deal N or --cards DEALSTRING");
}

export function rulesFrom(values: Values): Rules {
  const r = parseRules(str(values.variant) ?? "classic");
  if (!r.ok) throw new InputError(r.error);
  return r.value;
}

/** The game after --moves, each move checked; the first bad one is reported with its number. */
export function gameFrom(values: Values): Game {
  const game = new Game(deckFrom(values), rulesFrom(values));
  const tokens = (str(values.moves) ?? "").split(/\s+/).filter((t) => t !== "");
  for (const [i, token] of tokens.entries()) {
    const m = parseMove(game.position, token);
    const played = m.ok ? game.play(m.value) : m;
    if (!played.ok) throw new InputError(`move ${i + 1} "${token}": ${played.error}`);
  }
  return game;
}

export function intOption(values: Values, name: string, min: number): number | undefined {
  const v = str(values[name]);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!/^\d+$/.test(v) || !Number.isSafeInteger(n) || n < min) {
    throw new InputError(`--${name} ${v}: expected a whole number from ${min}`);
  }
  return n;
}

export function numberOption(values: Values, name: string, min: number): number | undefined {
  const v = str(values[name]);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (v.trim() === "" || !Number.isFinite(n) || n < min) {
    throw new InputError(`--${name} ${v}: expected a number from ${min}`);
  }
  return n;
}
