import { type Move, makeMove } from "../core/index.js";
import type { Position } from "../core/position.js";
import { parseMove } from "../core/token.js";

/**
 * A line of moves from a position as tokens that read back as the same moves: the
 * canonical token, except that a one-card move gets ":1" where the bare token would be
 * refused as ambiguous (a run could also move into that space; SPEC §3 accepts a token
 * without ":n" only when exactly one move fits).
 */
export function lineTokens(start: Position, moves: readonly Move[]): string[] {
  const pos = start.clone();
  return moves.map((m) => {
    let token = makeMove(m);
    const back = parseMove(pos, token);
    if (!back.ok || back.value !== m) token = `${token}:1`;
    pos.play(m);
    return token;
  });
}
