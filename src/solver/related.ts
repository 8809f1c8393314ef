import { DST_T1, type Move, moveOf, SRC_RESERVE, STOCK_MOVE } from "../core/move.js";
import type { Position } from "../core/position.js";
import type { Rules } from "../core/rules.js";

/**
 * Rules whose every winning line, translated move by move, wins under `rules` too, and whose
 * game is smaller (undefined where none is known):
 * - Draw 3 for draw 1, where the draw-1 game is large: with unlimited passes (draw1), or
 *   where any card builds on any (rainbow; storehouse, built in suit, decides every bench
 *   deal without it). A stock turn of draw 3 moves the stock's top card to the waste's top,
 *   then the next, then the next (three, or as many as are left); three turns of draw 1 (or
 *   as many) do exactly that, card by card, and the turn over of an empty stock is the same
 *   move in both, at the same times, so the passes agree, limited or not. No other move
 *   reads the draw. A draw-3 game has a third of the stock places: of the 15 bench deals
 *   draw1 left undecided at 10 s, 1,000,243, 593, 692 and 948 are won under draw 3 within
 *   210,000 positions, and of the 85 of rainbow's first 200 left undecided, 13 are won under
 *   draw 3 within 2 s.
 * - Autofill where spaces are not filled from the reserve and take any card (superior). The
 *   reserve fills a space at once under autofill, where here the same card may go into it
 *   as a move, and the positions are then the same; while the reserve has cards autofill
 *   leaves no space, so no other move differs. The reserve test works with autofill (it
 *   counts the spaces), so its exact search proves far more positions lost: of the 47
 *   bench deals superior left undecided at 10 s, 4 are won under autofill within 2 s.
 * Losses under the related rules prove nothing here.
 */
export function relatedRules(rules: Rules): Rules | undefined {
  const drawThree = rules.draw === 1 && (!Number.isFinite(rules.passes) || rules.build === "any");
  const fill = !rules.autoFill && rules.space === "any";
  if (!drawThree && !fill) return undefined;
  return { ...rules, draw: drawThree ? 3 : rules.draw, autoFill: rules.autoFill || fill };
}

/**
 * A line of engine moves won from `start` under the related rules, as a line under the
 * rules of `start`: each stock turn played as its single turns where the draws differ, and
 * each fill of a space from the reserve played as a move. Every move is checked against the
 * engine as it is played: undefined if one is not legal or the line does not end won (never
 * expected, by the arguments above).
 */
export function lineHere(
  start: Position,
  related: Rules,
  moves: readonly Move[],
): Move[] | undefined {
  const there = start.clone(related);
  const here = start.clone();
  const out: Move[] = [];
  const legal: Move[] = [];
  const playHere = (m: Move): boolean => {
    if (!here.legalMoves(legal).includes(m)) return false;
    here.play(m);
    out.push(m);
    return true;
  };
  for (const m of moves) {
    if (!there.legalMoves(legal).includes(m)) return undefined;
    const turned = Math.min(related.draw, there.stock.length);
    const turns = m === STOCK_MOVE && turned > 0 && here.rules.draw !== related.draw ? turned : 1;
    there.play(m);
    for (let k = 0; k < turns; k++) if (!playHere(m)) return undefined;
    // A pile that autofill filled there and not here: the reserve's top into it.
    for (let j = 0; j < 4; j++) {
      const p = here.tableau[j] as number[];
      if (p.length > 0 || (there.tableau[j] as number[]).length === 0) continue;
      if (!playHere(moveOf(SRC_RESERVE, DST_T1 + j, 1))) return undefined;
    }
  }
  return here.isWon() ? out : undefined;
}
