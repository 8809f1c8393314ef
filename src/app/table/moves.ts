import type { Card } from "../../core/card.js";
import { suitOf } from "../../core/card.js";
import {
  countOf,
  DST_FOUNDATION,
  DST_T1,
  dstOf,
  type Move,
  type PileId,
  SRC_F1,
  SRC_RESERVE,
  SRC_T1,
  SRC_WASTE,
  srcOf,
} from "../../core/move.js";
import { foundationPile } from "../../core/piles.js";
import type { Position } from "../../core/position.js";

/** A card or run the player can pick up: its engine source and how many cards. */
export interface Pick {
  readonly src: number;
  readonly n: number;
  /** The bottom card of what is picked up. */
  readonly card: Card;
}

/** What picking up a card takes: the card and the cards on it. Legality is the engine's call. */
export function pickAt(pos: Position, pile: PileId, index: number): Pick | undefined {
  const topOf = (a: readonly Card[]) => a.length - 1;
  if (pile === "r") {
    return index === topOf(pos.reserve)
      ? { src: SRC_RESERVE, n: 1, card: pos.reserve[index] as Card }
      : undefined;
  }
  if (pile === "w") {
    return index === topOf(pos.waste)
      ? { src: SRC_WASTE, n: 1, card: pos.waste[index] as Card }
      : undefined;
  }
  if (pile[0] === "t") {
    const t = Number(pile[1]) - 1;
    const p = pos.tableau[t] as Card[];
    return index < p.length
      ? { src: SRC_T1 + t, n: p.length - index, card: p[index] as Card }
      : undefined;
  }
  if (pile[0] === "f" && pos.rules.foundationBack) {
    const s = Number(pile[1]) - 1;
    if (index !== (pos.foundations[s] as number) - 1) return undefined;
    return { src: SRC_F1 + s, n: 1, card: pos.foundationTop(s) };
  }
  return undefined;
}

/** The legal moves of exactly this pick, as the engine lists them. */
export const movesOf = (pos: Position, pick: Pick): Move[] =>
  pos.legalMoves().filter((m) => srcOf(m) === pick.src && countOf(m) === pick.n);

/** The pile a move of this pick lands on. */
export function targetOf(pick: Pick, m: Move): PileId {
  const d = dstOf(m);
  return d === DST_FOUNDATION
    ? foundationPile(suitOf(pick.card))
    : (`t${d - DST_T1 + 1}` as PileId);
}

/** A tap's choice: a foundation first, then a pile to build on, then a space; leftmost first. */
export function bestMove(pos: Position, moves: readonly Move[]): Move | undefined {
  const score = (m: Move) => {
    const d = dstOf(m);
    if (d === DST_FOUNDATION) return 0;
    return (pos.tableau[d - DST_T1] as Card[]).length > 0 ? 1 : 2;
  };
  return [...moves].sort((a, b) => score(a) - score(b) || dstOf(a) - dstOf(b))[0];
}
