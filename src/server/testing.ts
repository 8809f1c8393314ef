import { dealDeck } from "../core/deal.js";
import { Position } from "../core/position.js";
import { PRESET_RULES } from "../core/rules.js";
import { makeMove } from "../core/token.js";
import { DAILY_NODES, dailyDeal } from "../deals/daily.js";
import { solve } from "../solver/v1/index.js";

/**
 * For the service's tests and benchmark: a real winning line of a date's daily deal, found
 * by the search that picked the deal (version 1) with the same budget, so it always finds one.
 */
export function winningLine(day: string): { deal: number; tokens: string[] } {
  const { deal } = dailyDeal(day);
  const start = Position.deal(dealDeck(deal), PRESET_RULES.classic);
  const r = solve(start, { maxNodes: DAILY_NODES });
  if (r.result !== "win") throw new Error(`the daily deal of ${day} was not won again`);
  return { deal, tokens: r.moves.map(makeMove) };
}
