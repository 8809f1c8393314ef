import type { Deck } from "./deal.js";
import type { Move } from "./move.js";
import { Position, type UndoInfo } from "./position.js";
import { err, ok, type Result } from "./result.js";
import type { Rules } from "./rules.js";
import { makeMove, tokenOf, whyIllegal } from "./token.js";

interface Step {
  readonly move: Move;
  readonly info: UndoInfo;
  /** Played automatically after the step before it; undone and redone together with it. */
  readonly auto: boolean;
}

/**
 * A game from its deal: the current position and an unlimited history of moves that can be
 * undone, redone and replayed from the deal.
 */
export class Game {
  readonly position: Position;
  private readonly steps: Step[] = [];
  /** Steps [0, cursor) are played; the rest can be redone. */
  private cursor = 0;

  constructor(
    readonly deck: Deck,
    readonly rules: Rules,
  ) {
    this.position = Position.deal(deck, rules);
  }

  /** Plays a move if it is legal here; `auto` joins it to the previous move for undo. */
  play(move: Move, auto = false): Result<Move> {
    if (!this.position.legalMoves().includes(move))
      return err(whyIllegal(this.position, tokenOf(move)));
    this.steps.length = this.cursor;
    this.steps.push({ move, info: this.position.play(move), auto: auto && this.cursor > 0 });
    this.cursor++;
    return ok(move);
  }

  canUndo(): boolean {
    return this.cursor > 0;
  }

  canRedo(): boolean {
    return this.cursor < this.steps.length;
  }

  /** Takes back the last move together with the automatic moves it set off. */
  undo(): boolean {
    if (!this.canUndo()) return false;
    let step: Step;
    do {
      this.cursor--;
      step = this.steps[this.cursor] as Step;
      this.position.unplay(step.move, step.info);
    } while (step.auto && this.cursor > 0);
    return true;
  }

  /** Plays again the last move undone together with its automatic moves. */
  redo(): boolean {
    if (!this.canRedo()) return false;
    do {
      const step = this.steps[this.cursor] as Step;
      this.position.play(step.move);
      this.cursor++;
    } while (this.cursor < this.steps.length && (this.steps[this.cursor] as Step).auto);
    return true;
  }

  /** Moves played so far (up to the undo point). */
  moves(): Move[] {
    return this.steps.slice(0, this.cursor).map((s) => s.move);
  }

  /** Which of the moves played so far were automatic. */
  autoFlags(): boolean[] {
    return this.steps.slice(0, this.cursor).map((s) => s.auto);
  }

  /** Moves that redo would play, in order. */
  redoMoves(): Move[] {
    return this.steps.slice(this.cursor).map((s) => s.move);
  }

  /** Counts player moves, not the automatic ones they set off. */
  moveCount(): number {
    return this.steps.slice(0, this.cursor).filter((s) => !s.auto).length;
  }

  /** Replays tokens from the deal; the first illegal one stops it with its 1-based index. */
  static replay(
    deck: Deck,
    rules: Rules,
    moves: readonly Move[],
    auto: readonly boolean[] = [],
  ): Result<Game> {
    const game = new Game(deck, rules);
    for (const [i, m] of moves.entries()) {
      const r = game.play(m, auto[i] ?? false);
      if (!r.ok) return err(`move ${i + 1} "${makeMove(m)}": ${r.error}`);
    }
    return ok(game);
  }
}
