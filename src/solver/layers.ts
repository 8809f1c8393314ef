import type { Card } from "../core/card.js";
import type { Move } from "../core/move.js";
import type { Position } from "../core/position.js";
import { clock } from "./clock.js";
import { KeyMaker } from "./key.js";
import { Search, type SolveOptions, type SolveResult } from "./search.js";
import { FingerprintTable } from "./tables.js";

/** A layer of a beam: its positions, each one's parent in the layer before and the moves from it. */
export interface Layer {
  positions: Position[];
  parents: number[];
  moves: Move[][];
}

/** A stage of a beam: its width, and the positions each layer position's search adds at most. */
export interface Stage {
  readonly width: number;
  readonly perPosition: number;
}

/** Positions of the last layer that the search for a win takes, and its positions for each. */
const FINAL = 16;
const FINAL_NODES = 2_000;

/**
 * What the two beams share (beam.ts over the stock's cards, climb.ts over steps of
 * progress): searches for a win (their wins alone count, each played by the engine) that
 * keep, layer after layer, the `width` best positions one step further on. Each stage runs
 * from the start with the next width (a narrow beam wins many deals at once, a wider one
 * others); where a layer is final, the search for a win of search.ts takes each of its best
 * FINAL positions in turn, FINAL_NODES positions each.
 */
export abstract class LayeredBeam {
  protected nodes = 0;
  private stage = 0;
  protected layers: Layer[] = [];
  /** Where the final searches of the current stage stand: the next of the last layer's positions to search. */
  private finalAt = -1;
  private readonly t0 = clock();
  protected readonly keys: KeyMaker;
  /** The positions the layer being made has reached (nextLayer clears it). */
  protected readonly seen = new FingerprintTable(1 << 12, 1 << 30);
  /** The position explore() searches from, played and unplayed in place. */
  protected readonly work: Position;
  protected readonly legal: Move[] = [];
  /** A winning line met by movesFrom, from the layer position being explored. */
  protected winning: Move[] | undefined;

  constructor(
    protected readonly start: Position,
    private readonly options: SolveOptions,
    private readonly stages: readonly Stage[],
  ) {
    this.keys = new KeyMaker(start, true, false);
    this.work = start.clone();
  }

  get expanded(): number {
    return this.nodes;
  }

  /** Whether the search for a win takes over from this layer (it has at least one position). */
  protected abstract isFinal(layer: Layer): boolean;

  /** Makes the next layer from `layer` (pushed onto `layers`); a win if one is met on the way. */
  protected abstract nextLayer(layer: Layer, stage: Stage): SolveResult | undefined;

  /** Counts the work position, reached from layer position p by `path`: false when the layer being made has it. */
  protected abstract reach(p: number, path: readonly Move[]): boolean;

  /** The moves to search on with from the work position (last tried first), reached from layer position p by `path`. */
  protected abstract movesFrom(p: number, path: readonly Move[]): Move[];

  /**
   * Depth-first from layer position p over the moves `movesFrom` lists, up to `most`
   * positions that `reach` counts; a win if one is met.
   */
  protected explore(layer: Layer, p: number, most: number): SolveResult | undefined {
    const pos = this.work;
    assign(pos, layer.positions[p] as Position);
    const path: Move[] = [];
    const infos: number[] = [];
    const lists: Move[][] = [];
    let added = 0;
    if (this.reach(p, path)) {
      added++;
      lists.push(this.movesFrom(p, path));
    }
    while (this.winning === undefined && lists.length > 0) {
      const list = lists[lists.length - 1] as Move[];
      if (list.length === 0 || added >= most) {
        lists.pop();
        if (path.length > 0) pos.unplay(path.pop() as Move, infos.pop() as number);
        continue;
      }
      const m = list.pop() as Move;
      infos.push(pos.play(m));
      path.push(m);
      if (pos.isWon()) return this.won(p, path);
      if (!this.reach(p, path)) {
        pos.unplay(path.pop() as Move, infos.pop() as number);
        continue;
      }
      added++;
      lists.push(this.movesFrom(p, path));
    }
    const won = this.winning;
    this.winning = undefined;
    return won === undefined ? undefined : this.won(p, won);
  }

  /** Whether the work position is new to the layer being made: then it is counted. */
  protected firstReach(): boolean {
    const keys = this.keys;
    keys.make(this.work);
    if (this.seen.has(keys.hash, keys.check)) return false;
    this.seen.add(keys.hash, keys.check);
    this.nodes++;
    return true;
  }

  /**
   * Searches on until `pauseAt` positions (undefined: to go on later; a layer is never cut,
   * so a call may pass it), a win, "loss" when every width ran without a win (which proves
   * nothing), or "unknown" when the time ran out. It never passes `limit` positions: a layer
   * or final search that might is not started (undefined), so that a caller's node budget
   * holds.
   */
  resume(pauseAt: number, limit = Number.POSITIVE_INFINITY): SolveResult | undefined {
    const maxMs = this.options.maxMs;
    while (this.nodes < pauseAt) {
      if (maxMs !== undefined && clock() - this.t0 > maxMs) return this.result("unknown");
      if (this.layers.length === 0) {
        if (this.stage === this.stages.length) return this.result("loss");
        this.layers.push({ positions: [this.start.clone()], parents: [-1], moves: [[]] });
      }
      const layer = this.layers[this.layers.length - 1] as Layer;
      if (layer.positions.length === 0) {
        this.nextStage();
        continue;
      }
      const final = this.finalAt >= 0 || this.isFinal(layer);
      const stage = this.stages[this.stage] as Stage;
      const most = final ? FINAL_NODES : layer.positions.length * stage.perPosition;
      if (this.nodes + most > limit) return undefined;
      const won = final ? this.finalSearch(layer) : this.nextLayer(layer, stage);
      if (won !== undefined) return won;
    }
    return undefined;
  }

  protected result(result: SolveResult["result"], moves: Move[] = []): SolveResult {
    return { result, moves, nodes: this.nodes, ms: Math.round((clock() - this.t0) * 1000) / 1000 };
  }

  /** A win met at position `at` of the last layer, `moves` on from it. */
  protected won(at: number, moves: readonly Move[]): SolveResult {
    return this.result("win", [...this.lineTo(this.layers.length - 1, at), ...moves]);
  }

  /** Ends the stage: the next starts from the start with the next width. */
  private nextStage(): void {
    this.stage++;
    this.layers = [];
    this.finalAt = -1;
  }

  /** The search for a win from the last layer's next position (the layer is sorted best first). */
  private finalSearch(layer: Layer): SolveResult | undefined {
    if (this.finalAt < 0) this.finalAt = 0;
    const at = this.finalAt++;
    if (at >= Math.min(FINAL, layer.positions.length)) {
      this.nextStage();
      return undefined;
    }
    const r = new Search(
      (layer.positions[at] as Position).clone(),
      { maxNodes: FINAL_NODES },
      true,
    ).run();
    this.nodes += r.nodes;
    return r.result === "win" ? this.won(at, r.moves) : undefined;
  }

  /** The moves from the start to position i of layer l. */
  private lineTo(l: number, i: number): Move[] {
    const parts: Move[][] = [];
    let at = i;
    for (let k = l; k > 0; k--) {
      const layer = this.layers[k] as Layer;
      parts.push(layer.moves[at] as Move[]);
      at = layer.parents[at] as number;
    }
    return parts.reverse().flat();
  }
}

/** Cards lying on each suit's next card for its foundation, where it lies in the reserve, the waste or a pile. */
export function buriedNextCards(pos: Position): number {
  let above = 0;
  for (let s = 0; s < 4; s++) {
    const c = pos.foundationNeeds(s);
    if (c >= 0) above += coverOf(pos, c);
  }
  return above;
}

/** Cards on top of card c where it lies in the reserve, the waste or a pile; 0 in the stock. */
function coverOf(pos: Position, c: Card): number {
  const above = (p: readonly Card[]): number => {
    for (let i = p.length - 1; i >= 0; i--) if (p[i] === c) return p.length - 1 - i;
    return -1;
  };
  let n = above(pos.reserve);
  if (n < 0) n = above(pos.waste);
  for (let j = 0; n < 0 && j < 4; j++) n = above(pos.tableau[j] as Card[]);
  return Math.max(n, 0);
}

/** Makes `to` the same position as `from` (of the same game), without allocating. */
export function assign(to: Position, from: Position): void {
  copy(to.reserve, from.reserve);
  for (let j = 0; j < 4; j++) copy(to.tableau[j] as Card[], from.tableau[j] as Card[]);
  copy(to.foundations, from.foundations);
  copy(to.stock, from.stock);
  copy(to.waste, from.waste);
  to.pass = from.pass;
}

function copy(to: number[], from: readonly number[]): void {
  to.length = from.length;
  for (let i = 0; i < from.length; i++) to[i] = from[i] as number;
}
