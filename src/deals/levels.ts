import { dealDeck, MAX_DEAL_NUMBER } from "../core/deal.js";
import { Position } from "../core/position.js";
import { type Preset, presetOf, type Rules } from "../core/rules.js";
import { solve } from "../solver/v1/index.js";
import { greedyPlay } from "./greedy.js";

/**
 * Difficulty of a deal, from the solver (pure, DOM-free, deterministic: node budgets only).
 * - "easy":   the greedy player (greedy.ts: foundation first, then reserve, whole piles onto
 *             other piles, waste, stock; never a look ahead) wins it;
 * - "medium": not easy, and the solver wins it within the medium budget (levelBudgets:
 *             MEDIUM_NODES positions in classic);
 * - "hard":   not medium, and the solver wins it within the hard budget (HARD_NODES);
 * - "unwinnable": the solver proves that no line wins (within the hard budget);
 * - "unknown": not decided within the hard budget.
 * The solver with a budget of n positions is what decides, not the count a bigger search
 * needed: solve() spends half of its budget on a quick first phase, so a result is only
 * reproducible for the same budget. Version 1 of the search decides (solver/v1, kept
 * unchanged, like the daily deal's), so that a deal's level never changes with a stronger solver.
 */
export const LEVELS = ["easy", "medium", "hard"] as const;
export type Level = (typeof LEVELS)[number];
export type Verdict = Level | "unwinnable" | "unknown";

/** Classic's budgets (and, today, every other rule set's: see levelBudgets). */
export const MEDIUM_NODES = 1_000;
export const HARD_NODES = 20_000;

export interface LevelBudgets {
  readonly medium: number;
  readonly hard: number;
}

const CLASSIC_BUDGETS: LevelBudgets = { medium: MEDIUM_NODES, hard: HARD_NODES };

/**
 * Budgets of the presets that do not use classic's. None yet: a preset gets its own once
 * `npm run bench:deals -- --variant P` shows that classic's make one of its levels rare or
 * slow to find. Classic's stay as they are, since its daily deals and levels rest on them.
 */
const BUDGETS: Partial<Record<Preset, LevelBudgets>> = {};

/** The node budgets that define Medium and Hard under these rules. */
export function levelBudgets(rules: Rules): LevelBudgets {
  const preset = presetOf(rules);
  return (preset && BUDGETS[preset]) ?? CLASSIC_BUDGETS;
}

export interface Rating {
  readonly verdict: Verdict;
  /** Solver positions of the deciding search (0 when the greedy player decided). */
  readonly nodes: number;
}

/**
 * Rates a deal. With `only`, stops as soon as the deal cannot be that level (cheaper when
 * looking for a deal of one level); the verdict is then exact only for that level.
 */
export function rateDeal(deal: number, rules: Rules, only?: Level): Rating {
  const pos = Position.deal(dealDeck(deal), rules);
  const greedy = greedyPlay(pos).won;
  if (greedy) return { verdict: "easy", nodes: 0 };
  if (only === "easy") return { verdict: "unknown", nodes: 0 };
  const budgets = levelBudgets(rules);
  const quick = solve(pos, { maxNodes: budgets.medium });
  if (quick.result === "win") return { verdict: "medium", nodes: quick.nodes };
  if (quick.result === "loss") return { verdict: "unwinnable", nodes: quick.nodes };
  if (only === "medium") return { verdict: "unknown", nodes: quick.nodes };
  const full = solve(pos, { maxNodes: budgets.hard });
  const verdict =
    full.result === "win" ? "hard" : full.result === "loss" ? "unwinnable" : "unknown";
  return { verdict, nodes: full.nodes };
}

export interface Found {
  readonly deal: number;
  /** Deals looked at, the found one included. */
  readonly tried: number;
}

/**
 * Scans deal numbers upwards from `start` (wrapping at 2^32) for a deal of the level;
 * undefined when none is found in `maxTries` deals.
 */
export function findDeal(
  level: Level,
  rules: Rules,
  start: number,
  maxTries = 2_000,
): Found | undefined {
  for (let i = 0; i < maxTries; i++) {
    const deal = (start + i) % (MAX_DEAL_NUMBER + 1);
    if (rateDeal(deal, rules, level).verdict === level) return { deal, tried: i + 1 };
  }
  return undefined;
}
