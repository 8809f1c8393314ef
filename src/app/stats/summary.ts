import type { GameRecord } from "./record.js";

/** The figures shown for one variant or for all games. */
export interface Figures {
  readonly played: number;
  readonly won: number;
  /** won / played, 0 … 1 (0 when nothing was played). */
  readonly winRate: number;
  /** Wins in a row up to the latest game. */
  readonly currentStreak: number;
  readonly bestStreak: number;
  /** Fastest win in ms, or null before the first win. */
  readonly bestMs: number | null;
  readonly fewestMoves: number | null;
  /** Mean cards brought to the foundations per game, or null when nothing was played. */
  readonly averageFoundation: number | null;
  /** Casino bank: the running total of casino nets. */
  readonly bank: number;
  readonly hints: number;
  /** The games on deals the solver found winnable (a won deal is winnable): played and won. */
  readonly winnablePlayed: number;
  readonly winnableWon: number;
  /** winnableWon / winnablePlayed, or null before any game on a deal known to be winnable. */
  readonly winnableRate: number | null;
  /** Games lost on deals the solver proved unwinnable: bad luck, not bad play. */
  readonly unwinnableLost: number;
  /** Finished games whose deal has no verdict yet (not reviewed, or kept before reviews). */
  readonly unreviewed: number;
}

/** What the solver says of a finished game's deal, a won deal being winnable whatever it says. */
export const dealOf = (r: GameRecord): "winnable" | "unwinnable" | "undecided" | "unknown" =>
  r.result === "won" ? "winnable" : (r.verdict ?? "unknown");

export interface CountOptions {
  /** The game still being played in this tab: not counted until it ends. */
  readonly activeId?: string | undefined;
}

/**
 * The games that count, oldest first. A game counts from its first move (records are only
 * made from then on, see persist/session.ts), even when its moves were taken back. A game still
 * "playing" counts only when it is not the active one: its tab was closed or it was left
 * in another tab, so it counts as abandoned (a loss). Sorted by end (or start) time, ties
 * by id, so that every tab sees the same order.
 */
export function countedGames(
  records: readonly GameRecord[],
  options: CountOptions = {},
): GameRecord[] {
  return records
    .filter((r) => r.id !== options.activeId)
    .sort((a, b) => (a.ended ?? a.started) - (b.ended ?? b.started) || (a.id < b.id ? -1 : 1));
}

/** A win that counts: won by the player, not watched as a demo. */
export const isWin = (r: GameRecord): boolean => r.result === "won" && !r.demo;

/** The casino's stake for a deal. */
const STAKE = 52;

/**
 * What a game adds to the casino bank: its net, or only the lost stake when the computer
 * played (part of) it, since a game the player did not play earns nothing.
 */
export const bankNet = (r: GameRecord): number => (r.demo ? -STAKE : r.casino);

/** Figures over the given games (already filtered and ordered by countedGames). */
export function figuresOf(games: readonly GameRecord[]): Figures {
  let won = 0;
  let streak = 0;
  let bestStreak = 0;
  let bestMs: number | null = null;
  let fewestMoves: number | null = null;
  let foundation = 0;
  let bank = 0;
  let hints = 0;
  let winnablePlayed = 0;
  let winnableWon = 0;
  let unwinnableLost = 0;
  let unreviewed = 0;
  for (const g of games) {
    const deal = dealOf(g);
    if (deal === "winnable") {
      winnablePlayed++;
      if (isWin(g)) winnableWon++;
    } else if (deal === "unwinnable") unwinnableLost++;
    else if (deal === "unknown") unreviewed++;
    foundation += g.foundation;
    bank += bankNet(g);
    hints += g.hints;
    if (isWin(g)) {
      won++;
      streak++;
      bestStreak = Math.max(bestStreak, streak);
      bestMs = bestMs === null ? g.ms : Math.min(bestMs, g.ms);
      fewestMoves = fewestMoves === null ? g.moves : Math.min(fewestMoves, g.moves);
    } else streak = 0;
  }
  const played = games.length;
  return {
    played,
    won,
    winRate: played === 0 ? 0 : won / played,
    currentStreak: streak,
    bestStreak,
    bestMs,
    fewestMoves,
    averageFoundation: played === 0 ? null : foundation / played,
    bank,
    hints,
    winnablePlayed,
    winnableWon,
    winnableRate: winnablePlayed === 0 ? null : winnableWon / winnablePlayed,
    unwinnableLost,
    unreviewed,
  };
}

export interface StatsSummary {
  readonly overall: Figures;
  /** Keyed by rules text ("classic", "classic,draw=1", …). */
  readonly variants: Readonly<Record<string, Figures>>;
}

/** Figures for all games and for each variant. */
export function summarize(
  records: readonly GameRecord[],
  options: CountOptions = {},
): StatsSummary {
  const games = countedGames(records, options);
  const by = new Map<string, GameRecord[]>();
  for (const g of games) {
    const list = by.get(g.variant) ?? [];
    list.push(g);
    by.set(g.variant, list);
  }
  const variants: Record<string, Figures> = {};
  for (const [name, list] of [...by].sort(([a], [b]) => (a < b ? -1 : 1)))
    variants[name] = figuresOf(list);
  return { overall: figuresOf(games), variants };
}
