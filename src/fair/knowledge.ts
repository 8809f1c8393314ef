import { type Card, cardOf } from "../core/card.js";
import type { Deck } from "../core/deal.js";
import { Game } from "../core/game.js";
import type { Move } from "../core/move.js";
import { Position } from "../core/position.js";
import { err, ok, type Result } from "../core/result.js";
import type { Rules } from "../core/rules.js";
import { makeMove } from "../core/token.js";

/** A place whose card the player does not know. */
export const HIDDEN = -1;

/**
 * What the player knows: the position with every card the player has not seen replaced by
 * HIDDEN, and the set of cards not seen (ascending), which lie in those places in some order.
 *
 * The model. A card is known once it has been face up on the table: the reserve's top (the
 * whole reserve when the rules put it face up), every tableau and foundation card, and every
 * card the waste has shown in its fan (the top `draw` cards of the waste; so every card ever
 * turned onto the waste, since a turn shows all the cards it turned). The player remembers
 * where every known card went, its place in the stock after the waste is turned over
 * included. Nothing else is known: the unknown cards lie in the places still hidden (the
 * reserve below its top, the stock cards not yet turned) in any order, each order as likely
 * as any other, since the player's moves never depended on them.
 *
 * Nothing here depends on where the unknown cards truly lie: two deals that differ only
 * there give equal Knowledge, and everything built on it (odds.ts) reads nothing else.
 */
export interface Knowledge {
  readonly rules: Rules;
  readonly baseRank: number;
  /** Bottom → top, HIDDEN where unknown. */
  readonly reserve: readonly Card[];
  readonly tableau: readonly (readonly Card[])[];
  /** Cards on each foundation, by suit c d h s. */
  readonly foundations: readonly number[];
  /** Bottom → top (the last is the next card turned), HIDDEN where unknown. */
  readonly stock: readonly Card[];
  /** Bottom → top; always known. */
  readonly waste: readonly Card[];
  readonly pass: number;
  /** The cards not seen, ascending: one for each HIDDEN place. */
  readonly unknown: readonly Card[];
}

/** The cards face up in a position: what a player sees of it at this moment. */
export function faceUpCards(pos: Position): Card[] {
  const up: Card[] = [];
  if (pos.rules.reserveFaceUp) up.push(...pos.reserve);
  else if (pos.reserve.length > 0) up.push(pos.reserve[pos.reserve.length - 1] as Card);
  for (const pile of pos.tableau) up.push(...pile);
  for (let s = 0; s < 4; s++) {
    const n = pos.foundations[s] as number;
    for (let i = 0; i < n; i++) up.push(cardOf(s, (pos.baseRank + i) % 13));
  }
  up.push(...pos.waste.slice(Math.max(0, pos.waste.length - pos.rules.draw)));
  return up;
}

/**
 * Plays a line of moves from the deal and gathers the cards face up at some point of it (the
 * deal's own face-up cards included); the first illegal move stops it, named as Game.replay
 * names it.
 */
export function followLine(
  deck: Deck,
  rules: Rules,
  moves: readonly Move[],
): Result<{ position: Position; seen: Set<Card> }> {
  const game = new Game(deck, rules);
  const seen = new Set<Card>(faceUpCards(game.position));
  for (const [i, m] of moves.entries()) {
    const r = game.play(m);
    if (!r.ok) return err(`move ${i + 1} "${makeMove(m)}": ${r.error}`);
    for (const c of faceUpCards(game.position)) seen.add(c);
  }
  return ok({ position: game.position, seen });
}

const mask = (cards: readonly Card[], seen: ReadonlySet<Card>): Card[] =>
  cards.map((c) => (seen.has(c) ? c : HIDDEN));

/** What a player who has seen `seen` knows of a position (every face-up card must be in it). */
export function knowledgeOf(pos: Position, seen: ReadonlySet<Card>): Knowledge {
  const unknown: Card[] = [];
  for (let c = 0; c < 52; c++) if (!seen.has(c)) unknown.push(c);
  return {
    rules: pos.rules,
    baseRank: pos.baseRank,
    reserve: mask(pos.reserve, seen),
    tableau: pos.tableau.map((p) => p.slice()),
    foundations: pos.foundations.slice(),
    stock: mask(pos.stock, seen),
    waste: pos.waste.slice(),
    pass: pos.pass,
    unknown,
  };
}

/**
 * What the player knows after a line of moves from the deal. `alsoSeen`: cards seen on lines
 * taken back (undo), which the player remembers too.
 */
export function knowledgeAfter(
  deck: Deck,
  rules: Rules,
  moves: readonly Move[],
  alsoSeen: Iterable<Card> = [],
): Result<Knowledge> {
  const line = followLine(deck, rules, moves);
  if (!line.ok) return line;
  for (const c of alsoSeen) line.value.seen.add(c);
  return ok(knowledgeOf(line.value.position, line.value.seen));
}

/** Places of the hidden cards, in a fixed order: the reserve's from the bottom, then the stock's. */
export function hiddenPlaces(k: Knowledge): { reserve: number[]; stock: number[] } {
  const at = (cards: readonly Card[]) =>
    cards.flatMap((c, i) => (c === HIDDEN ? [i] : ([] as number[])));
  return { reserve: at(k.reserve), stock: at(k.stock) };
}

/**
 * The position in which the unknown cards lie in the hidden places in the order given
 * (one card for each place, in hiddenPlaces' order).
 */
export function arrange(k: Knowledge, order: readonly Card[]): Position {
  let next = 0;
  const fill = (cards: readonly Card[]) =>
    cards.map((c) => (c === HIDDEN ? (order[next++] as Card) : c));
  const reserve = fill(k.reserve);
  const stock = fill(k.stock);
  if (next !== k.unknown.length || order.length !== k.unknown.length) {
    throw new Error(`arrange: ${order.length} cards for ${next} hidden places`);
  }
  return new Position(
    k.rules,
    k.baseRank,
    reserve,
    k.tableau.map((p) => p.slice()),
    k.foundations.slice(),
    stock,
    k.waste.slice(),
    k.pass,
  );
}

/** The legal moves where the player stands: the same in every arrangement (they read no hidden card). */
export function legalMovesOf(k: Knowledge): Move[] {
  return arrange(k, k.unknown).legalMoves();
}
