import {
  countOf,
  DST_FOUNDATION,
  dstOf,
  type Move,
  type PileId,
  STOCK_MOVE,
} from "../../core/move.js";
import type { Position } from "../../core/position.js";
import { cardParam, pileParam, t } from "../i18n/index.js";

/** What a move did, in words, read from the position after it. */
export function describeMove(
  after: Position,
  move: Move,
  foundationsBefore: readonly number[],
): string {
  if (move === STOCK_MOVE) {
    const top = after.waste[after.waste.length - 1];
    return top === undefined ? t("announce.redeal") : t("announce.turn", { card: cardParam(top) });
  }
  const d = dstOf(move);
  if (d === DST_FOUNDATION) {
    const s = after.foundations.findIndex((n, i) => n > (foundationsBefore[i] ?? 0));
    if (s < 0) return "";
    const rank = (after.baseRank + (after.foundations[s] as number) - 1) % 13;
    return t("announce.move", {
      card: cardParam(s * 13 + rank),
      pile: pileParam(`f${s + 1}` as PileId),
    });
  }
  const pile = after.tableau[d - 1] ?? [];
  const first = pile[pile.length - countOf(move)];
  if (first === undefined) return "";
  return t("announce.move", { card: cardParam(first), pile: pileParam(`t${d}` as PileId) });
}
