import { dealDeck } from "../core/deal.js";
import { Game } from "../core/game.js";
import { err, ok, type Result } from "../core/result.js";
import { PRESET_RULES } from "../core/rules.js";
import { makeMove, parseMove } from "../core/token.js";

/** The most move tokens a result may have (a real game has a few hundred). */
export const MAX_MOVES = 5_000;
/** The daily deal is always dealt with the classic rules. */
export const DAILY_VARIANT = "classic";

/** What a replayed line of moves shows. */
export interface Replayed {
  readonly cards: number;
  readonly won: boolean;
  readonly moveCount: number;
  /** The moves as canonical tokens, one space apart. */
  readonly moves: string;
}

/** A token as quoted in an error: hostile input can be long, the message stays short. */
const quote = (token: string): string =>
  JSON.stringify(token.length > 16 ? `${token.slice(0, 16)}…` : token);

/** The tokens of a moves string (whitespace apart), or why there are too many. */
export function splitMoves(text: string): Result<string[]> {
  const tokens = text.split(/\s+/).filter((t) => t !== "");
  if (tokens.length > MAX_MOVES) {
    return err(`too many moves: ${tokens.length}, at most ${MAX_MOVES.toLocaleString("en")}`);
  }
  return ok(tokens);
}

/**
 * Replays a line of moves from a deal with the engine, as the command line does: the first
 * malformed or illegal move stops it, named with its 1-based number.
 */
export function replayDeal(deal: number, text: string): Result<Replayed> {
  const tokens = splitMoves(text);
  if (!tokens.ok) return tokens;
  const game = new Game(dealDeck(deal), PRESET_RULES[DAILY_VARIANT]);
  const canonical: string[] = [];
  for (const [i, token] of tokens.value.entries()) {
    const move = parseMove(game.position, token);
    const played = move.ok ? game.play(move.value) : move;
    if (!played.ok) return err(`move ${i + 1} ${quote(token)}: ${played.error}`);
    canonical.push(makeMove(played.value));
  }
  return ok({
    cards: game.position.cardsOnFoundations(),
    won: game.position.isWon(),
    moveCount: canonical.length,
    moves: canonical.join(" "),
  });
}
