import { dealDeck, MAX_DEAL_NUMBER } from "../core/deal.js";
import { Position } from "../core/position.js";
import type { Rules } from "../core/rules.js";
import { solve } from "../solver/v1/index.js";
import { greedyPlay } from "./greedy.js";

/**
 * Difficulty of a deal, from the solver (pure, DOM-free, deterministic: node budgets only).
 * - "easy":   the greedy player (greedy.ts: foundation first, then reserve, whole piles onto
 *             other piles, waste, stock; never a look ahead) wins it;
 * - "medium": not easy, and the solver wins it within MEDIUM_NODES positions;
 * - "hard":   not medium, and the solver wins it within HARD_NODES positions;
 * - "unwinnable": the solver proves that no line wins (within HARD_NODES);
 * - "unknown": not decided within HARD_NODES.
 * The solver with a budget of n positions is what decides, not the count a bigger search
 * needed: solve() spends half of its budget on a quick first phase, so a result is only
 * reproducible for the same budget. Version 1 of the search decides (solver/v1, kept
 * unchanged, like the daily deal's), so that a deal's level never changes with a stronger solver.
 */
export const LEVELS = ["easy", "medium", "hard"] as const;
export type Level = (typeof LEVELS)[number];
export type Verdict = Level | "unwinnable" | "unknown";

export const MEDIUM_NODES = 1_000;
export const HARD_NODES = 20_000;

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
  const quick = solve(pos, { maxNodes: MEDIUM_NODES });
  if (quick.result === "win") return { verdict: "medium", nodes: quick.nodes };
  if (quick.result === "loss") return { verdict: "unwinnable", nodes: quick.nodes };
  if (only === "medium") return { verdict: "unknown", nodes: quick.nodes };
  const full = solve(pos, { maxNodes: HARD_NODES });
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
