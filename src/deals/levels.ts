import { dealDeck, MAX_DEAL_NUMBER } from "../core/deal.js";
import { Position } from "../core/position.js";
import { type Preset, presetOf, type Rules } from "../core/rules.js";
import { solve as solveNow } from "../solver/index.js";
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

/** Classic's budgets (and every rule set's that has none of its own: see levelBudgets). */
export const MEDIUM_NODES = 1_000;
export const HARD_NODES = 20_000;

export interface LevelBudgets {
  readonly medium: number;
  readonly hard: number;
  /**
   * Positions the current search gets to prove a deal lost before findDeal rates it, or 0
   * for no such check (provedLost): only where it finds deals sooner.
   */
  readonly lostCheck: number;
}

const CLASSIC_BUDGETS: LevelBudgets = { medium: MEDIUM_NODES, hard: HARD_NODES, lostCheck: 0 };

/**
 * Budgets of the presets where classic's make a level rare or slow to find (`npm run
 * bench:deals -- --variant P`, deals 0–199; docs/app.md has the tables). Classic's stay as
 * they are, since its daily deals and levels rest on them.
 * - storehouse: the greedy player wins 36% of deals and the solver only 4% more, each within
 *   5,000 positions; at 1,000 Medium was 1 deal in 200. At 3,000 the 8 split 5 Medium, 3 Hard.
 * - rainbow: version 1 decides few deals with one pass (85% undecided at 200,000); a Hard
 *   budget of 50,000 makes Hard 6% of deals instead of 3%.
 * The check for lost deals pays in storehouse, where version 1 leaves many lost deals
 * undecided at 20,000 positions that the current search proves lost within 500: a Hard deal
 * took a median 1.1 s to find without it, 0.2 s with it (60 random starts). Elsewhere it
 * cost more than it saved (classic's Medium: median 2.2 ms without, 4.3 ms with).
 */
const BUDGETS: Partial<Record<Preset, LevelBudgets>> = {
  storehouse: { medium: 3_000, hard: HARD_NODES, lostCheck: 500 },
  rainbow: { medium: MEDIUM_NODES, hard: 50_000, lostCheck: 0 },
};

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
  const { lostCheck } = levelBudgets(rules);
  for (let i = 0; i < maxTries; i++) {
    const deal = (start + i) % (MAX_DEAL_NUMBER + 1);
    if (level !== "easy" && lostCheck > 0 && provedLost(deal, rules, lostCheck)) continue;
    if (rateDeal(deal, rules, level).verdict === level) return { deal, tried: i + 1 };
  }
  return undefined;
}

/** The table of positions of that check: small, as it has few positions. */
const LOST_CHECK_ENTRIES = 4_096;

/**
 * Whether the current search (src/solver) proves the deal lost within `nodes` positions.
 * A proved loss is never Medium or Hard (those are wins of version 1, and every win of it
 * replays), so findDeal may pass over such deals without rating them: the deal it finds is
 * the same, only found sooner, however the current search changes. In storehouse, at 500
 * positions, it passes over 104 of the 128 deals of 0–199 that the greedy player does not
 * win.
 */
function provedLost(deal: number, rules: Rules, nodes: number): boolean {
  const pos = Position.deal(dealDeck(deal), rules);
  const answer = solveNow(pos, { maxNodes: nodes, ttEntries: LOST_CHECK_ENTRIES });
  return answer.result === "loss";
}
