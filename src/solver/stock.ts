import { DST_FOUNDATION, DST_T1, type Move, moveOf, SRC_WASTE } from "../core/move.js";
import type { Position } from "../core/position.js";

/**
 * Stock macro moves. A macro is an engine move plus the number k of stock turns played
 * just before it: `move | k << MACRO_SHIFT`. Engine moves fit in 14 bits (count ≤ 52).
 */
export const MACRO_SHIFT = 14;
const MOVE_MASK = (1 << MACRO_SHIFT) - 1;
export const macroMove = (macro: number): Move => macro & MOVE_MASK;
export const macroTurns = (macro: number): number => macro >>> MACRO_SHIFT;

/** Card at index i of the turn order: the waste bottom → top, then the stock top → bottom. */
export function cardInTurnOrder(pos: Position, i: number): number {
  const w = pos.waste.length;
  return i < w ? (pos.waste[i] as number) : (pos.stock[pos.stock.length - 1 - (i - w)] as number);
}

/**
 * Calls emit(card, k) for every card that k ≥ 1 stock turns bring to the top of the waste,
 * once per distinct waste state, with the fewest turns (hence the earliest pass).
 *
 * Why this loses nothing (the turn order, waste then stock, never changes while cards are
 * only taken off the waste top: turning moves the boundary, turning over resets it):
 * - A stock turn commutes with every move that is not from the waste: their legality and
 *   effect do not depend on the stock or the waste, and a turn's does not depend on the rest.
 *   So a winning line can be rearranged so that every block of turns comes just before a
 *   waste move, and a won position has an empty stock and waste, so no turn is left at its end.
 * - The state after a block of turns is fixed by the waste length it ends at, and by the pass.
 *   Two states that differ only in the pass: the earlier pass allows every move the later
 *   does (only the turn-over test reads the pass), so the fewest turns dominate. With
 *   unlimited passes the pass changes nothing at all.
 * - The waste length after a turn depends on the length before only, so once a length
 *   repeats, every later state was already seen.
 */
export function forEachStockCard(
  pos: Position,
  seen: Uint8Array,
  emit: (card: number, k: number) => void,
): void {
  const total = pos.waste.length + pos.stock.length;
  if (total === 0) return;
  const draw = pos.rules.draw;
  const passes = pos.rules.passes;
  seen.fill(0, 0, total + 1);
  let len = pos.waste.length;
  let pass = pos.pass;
  seen[len] = 1;
  for (let k = 1; ; k++) {
    if (len < total) len = Math.min(len + draw, total);
    else if (pass < passes) {
      len = 0;
      pass++;
    } else return;
    if (seen[len] === 1) return;
    seen[len] = 1;
    if (len > 0) emit(cardInTurnOrder(pos, len - 1), k);
  }
}

/** Pushes the engine moves of a card on top of the waste (the same test as Position.legalMoves). */
export function wasteCardMoves(
  pos: Position,
  card: number,
  k: number,
  out: (macro: number) => void,
) {
  const kBits = k << MACRO_SHIFT;
  if (pos.goesToFoundation(card)) out(moveOf(SRC_WASTE, DST_FOUNDATION, 1) | kBits);
  const space = pos.spaceTakesFrom(SRC_WASTE);
  for (let j = 0; j < 4; j++) {
    const p = pos.tableau[j] as number[];
    const top = p[p.length - 1];
    if (top === undefined ? space : pos.buildsOn(card, top))
      out(moveOf(SRC_WASTE, DST_T1 + j, 1) | kBits);
  }
}
