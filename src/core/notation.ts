import { type Card, cardOf, makeCard, makeCards, parseCards, parseRank, RANKS } from "./card.js";
import { Position } from "./position.js";
import { err, ok, type Result } from "./result.js";
import { makeRules, parseRules } from "./rules.js";

/** The position as the JSON object of docs/rules.md §4. */
export interface PositionJson {
  variant: string;
  baseRank: string;
  reserve: string[];
  tableau: string[][];
  foundations: Record<"c" | "d" | "h" | "s", string[]>;
  stock: string[];
  waste: string[];
  pass: number;
  status: "playing" | "won" | "lost";
}

export function foundationCards(pos: Position, suit: number): Card[] {
  const n = pos.foundations[suit] as number;
  return Array.from({ length: n }, (_, i) => cardOf(suit, (pos.baseRank + i) % 13));
}

export function makePositionJson(pos: Position): PositionJson {
  const f = (s: number) => foundationCards(pos, s).map(makeCard);
  return {
    variant: makeRules(pos.rules),
    baseRank: RANKS[pos.baseRank] as string,
    reserve: pos.reserve.map(makeCard),
    tableau: pos.tableau.map((p) => p.map(makeCard)),
    foundations: { c: f(0), d: f(1), h: f(2), s: f(3) },
    stock: pos.stock.slice().reverse().map(makeCard),
    waste: pos.waste.map(makeCard),
    pass: pos.pass,
    status: pos.status(),
  };
}

/**
 * A compact one-line text form for URLs and saves, fields joined by "_":
 * rules _ base rank _ reserve (bottom→top) _ t1.t2.t3.t4 _ foundation counts c.d.h.s
 * _ stock (top first) _ waste (bottom→top) _ pass. Cards are concatenated codes.
 * Example: classic_7_AhKs…_Th.9c..Qd_0.1.0.0_…_…_1
 */
export function makePosition(pos: Position): string {
  return [
    makeRules(pos.rules),
    RANKS[pos.baseRank],
    makeCards(pos.reserve),
    pos.tableau.map(makeCards).join("."),
    pos.foundations.join("."),
    makeCards(pos.stock.slice().reverse()),
    makeCards(pos.waste),
    String(pos.pass),
  ].join("_");
}

export function parsePosition(text: string): Result<Position> {
  const fields = text.trim().split("_");
  if (fields.length !== 8)
    return err(`a position has 8 fields separated by "_", this one has ${fields.length}`);
  const [rulesText, baseText, reserveText, tableauText, foundText, stockText, wasteText, passText] =
    fields as [string, string, string, string, string, string, string, string];
  const rules = parseRules(rulesText);
  if (!rules.ok) return rules;
  const base = parseRank(baseText);
  if (!base.ok) return err(`base rank: ${base.error}`);
  if (rules.value.base !== "random" && rules.value.base !== base.value) {
    return err(
      `base rank ${baseText} differs from the rules' fixed base ${RANKS[rules.value.base]}`,
    );
  }
  const reserve = parseCards(reserveText);
  if (!reserve.ok) return err(`reserve: ${reserve.error}`);
  const piles = tableauText.split(".");
  if (piles.length !== 4)
    return err(`the tableau has 4 piles separated by ".", this one has ${piles.length}`);
  const tableau: Card[][] = [];
  for (const [i, p] of piles.entries()) {
    const cards = parseCards(p);
    if (!cards.ok) return err(`t${i + 1}: ${cards.error}`);
    tableau.push(cards.value);
  }
  const counts = foundText.split(".").map(Number);
  if (counts.length !== 4 || !counts.every((n) => Number.isInteger(n) && n >= 0 && n <= 13)) {
    return err(`foundations: "${foundText}" is not four card counts 0-13 separated by "."`);
  }
  const stock = parseCards(stockText);
  if (!stock.ok) return err(`stock: ${stock.error}`);
  const waste = parseCards(wasteText);
  if (!waste.ok) return err(`waste: ${waste.error}`);
  const pass = Number(passText);
  if (!Number.isInteger(pass) || pass < 1 || pass > rules.value.passes) {
    return err(`pass "${passText}" must be a whole number from 1 to the number of passes allowed`);
  }
  const pos = new Position(
    rules.value,
    base.value,
    reserve.value,
    tableau,
    counts,
    stock.value.reverse(),
    waste.value,
    pass,
  );
  const problem = checkPosition(pos);
  return problem ? err(problem) : ok(pos);
}

/** Why a position cannot arise, or undefined: every card exactly once, no space the reserve should fill. */
export function checkPosition(pos: Position): string | undefined {
  const seen = new Array<number>(52).fill(0);
  const all = [
    ...pos.reserve,
    ...pos.tableau.flat(),
    ...pos.stock,
    ...pos.waste,
    ...[0, 1, 2, 3].flatMap((s) => foundationCards(pos, s)),
  ];
  for (const c of all) seen[c] = (seen[c] as number) + 1;
  const twice = seen.findIndex((n) => n > 1);
  if (twice >= 0) return `${makeCard(twice)} appears ${seen[twice]} times`;
  const missing = seen.indexOf(0);
  if (missing >= 0) return `${makeCard(missing)} is missing`;
  if (pos.rules.autoFill && pos.reserve.length > 0 && pos.tableau.some((p) => p.length === 0)) {
    return "a tableau pile is empty while the reserve still has cards to fill it";
  }
  return undefined;
}
