import { type Move, STOCK_MOVE } from "../../core/move.js";
import type { Position, UndoInfo } from "../../core/position.js";
import { clock } from "../clock.js";
import { macroMove, macroTurns } from "../stock.js";
import { VisitedSet } from "../visited.js";
import { MoveFrames } from "./frames.js";
import { KeyMaker } from "./key.js";

export interface SolveOptions {
  /** Stop with "unknown" after this many positions (deterministic on every machine). */
  maxNodes?: number;
  /** Stop with "unknown" after this many milliseconds (only read when given). */
  maxMs?: number;
  /** Size limit of each search's table of positions already searched. */
  ttEntries?: number;
  /** false: run the exact search alone, without the search for a win first (tests check it on its own). */
  guess?: boolean;
}

export interface SolveResult {
  result: "win" | "loss" | "unknown";
  /** For a win: engine moves from the position, stock turns expanded, that end won. */
  moves: Move[];
  /** Positions expanded. */
  nodes: number;
  ms: number;
}

const DEFAULT_TT_ENTRIES = 4_000_000;

/**
 * Version 1's depth-first search, in place with play/unplay, over a pruned move graph:
 * stock turns folded into macro moves (stock.ts), a safe move to a foundation
 * (isSafeToFoundation, safe.ts) as the only move when there is one, and, with `guess`, no
 * split of a run unless the card it uncovers can go up (not proved safe: only its wins count).
 * Positions already searched are kept as full keys (visited.ts). Why "loss" is a proof: the
 * argument of ../search.ts, with these prunings only.
 */
export class Search {
  private readonly keys: KeyMaker;
  private readonly visited: VisitedSet;
  private readonly maxNodes: number;
  private readonly maxMs: number | undefined;
  private readonly t0 = clock();
  private nodes = 0;
  private readonly frames: MoveFrames;
  /** Engine moves played along the path (turns included), with their undo information. */
  private readonly played: Move[] = [];
  private readonly playedInfo: UndoInfo[] = [];
  /** Length of `played` before frame d's move. */
  private readonly frameBase: number[] = [];

  constructor(
    private readonly pos: Position,
    options: SolveOptions,
    guess: boolean,
  ) {
    this.keys = new KeyMaker(pos);
    this.visited = new VisitedSet(options.ttEntries ?? DEFAULT_TT_ENTRIES);
    this.maxNodes = options.maxNodes ?? Number.POSITIVE_INFINITY;
    this.maxMs = options.maxMs;
    this.frames = new MoveFrames(pos, guess);
  }

  private result(result: SolveResult["result"], moves: Move[] = []): SolveResult {
    return { result, moves, nodes: this.nodes, ms: Math.round((clock() - this.t0) * 1000) / 1000 };
  }

  /** Searches to an answer, or "unknown" when the budget runs out. */
  run(): SolveResult {
    const pos = this.pos;
    if (pos.isWon()) return this.result("win");
    const { frames, keys, visited } = this;
    keys.make(pos);
    visited.addOnPath(keys, 0);
    this.nodes = 1;
    frames.open(0);
    let d = 0;
    for (;;) {
      if (frames.next[d] === frames.end[d]) {
        frames.close(d);
        if (d === 0) return this.result("loss");
        d--;
        this.undo(d);
        continue;
      }
      const i = (frames.next[d] as number)++;
      this.play(d, frames.moves[i] as number);
      if (pos.cardsOnFoundations() === 52) return this.result("win", this.played.slice());
      keys.make(pos);
      if (visited.has(keys)) {
        this.undo(d);
        continue;
      }
      if (this.nodes >= this.maxNodes) return this.result("unknown");
      if (this.maxMs !== undefined && (this.nodes & 255) === 0 && clock() - this.t0 > this.maxMs) {
        return this.result("unknown");
      }
      this.nodes++;
      d++;
      visited.addOnPath(keys, d);
      frames.open(d);
    }
  }

  /** Plays frame d's choice: the stock turns, then the move. */
  private play(d: number, macro: number): void {
    const pos = this.pos;
    this.frameBase[d] = this.played.length;
    for (let k = macroTurns(macro); k > 0; k--) this.record(STOCK_MOVE, pos.play(STOCK_MOVE));
    const m = macroMove(macro);
    this.record(m, pos.play(m));
  }

  private record(m: Move, info: UndoInfo): void {
    this.played.push(m);
    this.playedInfo.push(info);
  }

  private undo(d: number): void {
    const pos = this.pos;
    const base = this.frameBase[d] as number;
    const played = this.played;
    const info = this.playedInfo;
    while (played.length > base) pos.unplay(played.pop() as Move, info.pop() as UndoInfo);
  }
}
