import type { Card } from "../core/card.js";
import type { Deck } from "../core/deal.js";
import { Game } from "../core/game.js";
import { type Move, STOCK_MOVE } from "../core/move.js";
import type { Rules } from "../core/rules.js";
import type { Action } from "./hint.js";
import { arrange, faceUpCards, type Knowledge, knowledgeOf, legalMovesOf } from "./knowledge.js";
import { fairHint, type HintReason, type OddsOptions } from "./odds.js";
import type { VerdictMemo } from "./oracle.js";

export interface FairPlayOptions extends Omit<OddsOptions, "avoid" | "memo" | "plan"> {
  /** Moves after which the player gives up (a guard: it stops well before in practice). */
  readonly maxMoves?: number;
  /** Told of each hint as it is chosen (the benchmark times them). */
  readonly onHint?: (hint: Move | null, hintBy: HintReason, k: Knowledge) => void;
}

export interface FairPlay {
  readonly won: boolean;
  readonly moves: readonly Move[];
  /** Moves for which arrangements were solved (the others were safe or the only move). */
  readonly searched: number;
  /** Why it stopped: won, no legal move, only moves back to positions it had been in, or the guard. */
  readonly end: "won" | "stuck" | "repeat" | "guard";
}

/**
 * What identifies a position to a player: the knowledge without the pass count when passes
 * are unlimited (a trip through the stock that ends where it began has gained nothing).
 */
export function knowledgeKey(k: Knowledge): string {
  const pass = Number.isFinite(k.rules.passes) ? k.pass : 0;
  return JSON.stringify([k.reserve, k.tableau, k.foundations, k.stock, k.waste, pass]);
}

/**
 * The moves that bring the player back to a position it has been in. Worked out on any one
 * arrangement, masked with what is known before the move: a move that shows a new card
 * leaves a hidden card face up in the mask, which no position the player has been in has, so
 * the answer is the same in every arrangement.
 */
export function movesBack(k: Knowledge, legal: readonly Move[], been: ReadonlySet<string>): Move[] {
  const unknown = new Set(k.unknown);
  const seen = new Set<Card>();
  for (let c = 0; c < 52; c++) if (!unknown.has(c)) seen.add(c);
  const some = arrange(k, k.unknown);
  return legal.filter((m) => {
    const after = some.clone();
    after.play(m);
    return been.has(knowledgeKey(knowledgeOf(after, seen)));
  });
}

/**
 * The fair computer player: from the deal to the end, it plays its own fair hint (odds.ts)
 * from what it has seen, never a move back to a position it has been in. The true deal is
 * read only to play the chosen move, as the table would; every choice is made from the
 * knowledge alone.
 */
export function playFair(deck: Deck, rules: Rules, options: FairPlayOptions = {}): FairPlay {
  const maxMoves = options.maxMoves ?? 3000;
  const game = new Game(deck, rules);
  const seen = new Set<Card>(faceUpCards(game.position));
  const been = new Set<string>();
  const memo: VerdictMemo = new Map();
  let plan: Action | undefined;
  let searched = 0;
  const done = (end: FairPlay["end"]): FairPlay => ({
    won: end === "won",
    moves: game.moves(),
    searched,
    end,
  });
  for (;;) {
    if (game.position.isWon()) return done("won");
    const k = knowledgeOf(game.position, seen);
    been.add(knowledgeKey(k));
    const legal = legalMovesOf(k);
    if (legal.length === 0) return done("stuck");
    if (game.moves().length >= maxMoves) return done("guard");
    const avoid = movesBack(k, legal, been);
    const { hint, hintBy, plan: chosen } = fairHint(k, { ...options, avoid, memo, plan });
    options.onHint?.(hint, hintBy, k);
    if (hint === null) return done("repeat");
    if (hintBy === "wins" || hintBy === "fallback") searched++;
    const r = game.play(hint);
    if (!r.ok) throw new Error(`the fair hint is not legal: ${r.error}`);
    for (const c of faceUpCards(game.position)) seen.add(c);
    // A plan to turn and then play a stock card goes on, one turn nearer, at the next move.
    const waiting = chosen !== undefined && chosen.turns > 0 && chosen.move !== STOCK_MOVE;
    plan = waiting ? { ...chosen, turns: chosen.turns - 1 } : undefined;
  }
}
