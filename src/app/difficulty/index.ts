/**
 * Difficulty of deals, from the solver (issue 5). Pure and DOM-free: the bench imports it.
 *
 * Usage (in the worker; the page goes through workers/client.ts):
 *   rateDeal(deal, rules)            // { verdict: "easy"|"medium"|"hard"|"unwinnable"|"unknown", nodes }
 *   findDeal(level, rules, start)    // first deal of that level from `start` upwards: { deal, tried }
 * "Any deal" needs none of this: pick a random deal number.
 * The measure is documented in measure.ts and in the README.
 */
export { greedyPlay } from "./greedy.js";
export {
  type Found,
  findDeal,
  HARD_NODES,
  LEVELS,
  type Level,
  MEDIUM_NODES,
  type Rating,
  rateDeal,
  type Verdict,
} from "./measure.js";
