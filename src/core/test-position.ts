import { type Card, parseCard, parseRank } from "./card.js";
import { dealDeck } from "./deal.js";
import { Game } from "./game.js";
import { checkPosition } from "./notation.js";
import { Position } from "./position.js";
import { PRESET_RULES, type Preset, type Rules } from "./rules.js";

/** A hand-made position for tests: cards as codes; the cards not named go to `rest`. */
export interface PositionSpec {
  rules?: Preset | Rules;
  base?: string;
  reserve?: string[];
  tableau?: [string[], string[], string[], string[]];
  /** Cards on each foundation, by suit c d h s. */
  foundations?: [number, number, number, number];
  /** Top first, as in the JSON. */
  stock?: string[];
  waste?: string[];
  pass?: number;
  /** Where the cards not named go: under the stock (default), under the reserve, or under the waste. */
  rest?: "stock" | "reserve" | "waste";
}

const card = (code: string): Card => {
  const c = parseCard(code);
  if (!c.ok) throw new Error(c.error);
  return c.value;
};

export function makeTestPosition(spec: PositionSpec): Position {
  const rules = typeof spec.rules === "object" ? spec.rules : PRESET_RULES[spec.rules ?? "classic"];
  const baseR = parseRank(spec.base ?? "7");
  if (!baseR.ok) throw new Error(baseR.error);
  const base = baseR.value;
  const foundations = spec.foundations ?? [0, 0, 0, 0];
  const reserve = (spec.reserve ?? []).map(card);
  const tableau = (spec.tableau ?? [[], [], [], []]).map((p) => p.map(card));
  const stockTopFirst = (spec.stock ?? []).map(card);
  const waste = (spec.waste ?? []).map(card);
  const used = new Set<Card>([...reserve, ...tableau.flat(), ...stockTopFirst, ...waste]);
  for (let s = 0; s < 4; s++) {
    for (let i = 0; i < (foundations[s] as number); i++) used.add(s * 13 + ((base + i) % 13));
  }
  const rest = Array.from({ length: 52 }, (_, i) => i).filter((c) => !used.has(c));
  const where = spec.rest ?? "stock";
  if (where === "stock") stockTopFirst.push(...rest);
  else if (where === "reserve") reserve.unshift(...rest);
  else waste.unshift(...rest);
  const pos = new Position(
    rules,
    base,
    reserve,
    tableau,
    [...foundations],
    stockTopFirst.reverse(),
    waste,
    spec.pass ?? 1,
  );
  const problem = checkPosition(pos);
  if (problem) throw new Error(`bad test position: ${problem}`);
  return pos;
}

/** A game after a random legal playout: choices pick among the legal moves. */
export function playout(deal: number, preset: Preset, choices: number[]): Game {
  const game = new Game(dealDeck(deal), PRESET_RULES[preset]);
  for (const c of choices) {
    const legal = game.position.legalMoves();
    if (legal.length === 0) break;
    game.play(legal[c % legal.length] as number);
  }
  return game;
}
