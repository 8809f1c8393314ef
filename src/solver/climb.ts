import {
  DST_FOUNDATION,
  dstOf,
  type Move,
  SRC_F1,
  SRC_RESERVE,
  SRC_STOCK,
  SRC_WASTE,
  STOCK_MOVE,
  srcOf,
} from "../core/move.js";
import type { Position } from "../core/position.js";
import { isIdleSplit } from "./frames.js";
import { mixHash } from "./key.js";
import { buriedNextCards, type Layer, LayeredBeam, type Stage } from "./layers.js";
import { isClearToFoundation } from "./safe.js";
import type { SolveOptions, SolveResult } from "./search.js";
import { forEachStockCard, macroMove, macroTurns, wasteCardMoves } from "./stock.js";

/**
 * The climb: a beam over steps of progress, a search for a win (its wins alone count) for
 * rules where the reserve does not fill spaces (superior), where the depth-first searches
 * lose themselves among the tableau's moves.
 *
 * A step is a move that puts a card up or takes one out of the stock, the waste or the
 * reserve: every won game makes the same number of steps from a position, whatever it does
 * between them. Without autofill a move between piles changes nothing outside the tableau, so
 * a move is a step by where it comes from and goes to (`isStep`). Layer k + 1 holds positions
 * one step past a position of layer k. From each, a depth-first search over the moves that
 * make no progress (moves between piles; no idle split, isIdleSplit) reaches up to the stage's
 * `perPosition` positions, and every step from each of them (a stock card's with the turns
 * that bring it to the waste's top, stock.ts; a clear card up as the only one, safe.ts) is a
 * candidate. Of all those, the `width` that score best (`score`) make layer k + 1, at most one
 * for each place of the game outside the tableau (the foundations, the reserve's length, the
 * cards left in the stock and the waste). Once the reserve is empty, the search for a win
 * takes over (layers.ts).
 *
 * On superior's deals 1,000,000–199, of the 8 that the two searches left undecided at
 * 300,000 positions, this won 059, 124 and 161 within 202,000 positions each, and it wins
 * hard wins sooner: 087 in 4,569 positions against 237,446 (docs/solver.md).
 */
export class Climb extends LayeredBeam {
  private readonly stockSeen = new Uint8Array(64);
  /** Candidates of the layer being made. */
  private candidates: Candidate[] = [];

  constructor(start: Position, options: SolveOptions) {
    super(start, options, STAGES);
  }

  /** Whether the climb applies: the reserve does not fill spaces, no cards back from the foundations. */
  static applies(pos: Position): boolean {
    return !pos.rules.autoFill && !pos.rules.foundationBack;
  }

  /** The reserve is empty: the search for a win takes over. */
  protected isFinal(layer: Layer): boolean {
    return (layer.positions[0] as Position).reserve.length === 0;
  }

  protected nextLayer(layer: Layer, stage: Stage): SolveResult | undefined {
    this.candidates = [];
    this.seen.clear();
    for (let p = 0; p < layer.positions.length; p++) {
      const won = this.explore(layer, p, stage.perPosition);
      if (won !== undefined) return won;
    }
    const all = this.candidates;
    const order = all.map((_, i) => i);
    order.sort((a, b) => (all[b] as Candidate).score - (all[a] as Candidate).score || a - b);
    const next: Layer = { positions: [], parents: [], moves: [] };
    const places = new Set<number>();
    for (const i of order) {
      if (next.positions.length >= stage.width) break;
      const c = all[i] as Candidate;
      if (places.has(c.place)) continue;
      places.add(c.place);
      const q = (layer.positions[c.parent] as Position).clone();
      for (const m of c.path) q.play(m);
      next.positions.push(q);
      next.parents.push(c.parent);
      next.moves.push(c.path);
    }
    this.layers.push(next);
    return undefined;
  }

  /** Counts the work position, reached by moves that make no progress: its steps are the candidates. */
  protected reach(): boolean {
    return this.firstReach();
  }

  /**
   * The moves from a position that make no progress, last tried first; every step from it
   * becomes a candidate (reached from layer position p by `path`, then the step).
   */
  protected movesFrom(p: number, path: readonly Move[]): Move[] {
    const pos = this.work;
    const legal = pos.legalMoves(this.legal);
    const out: Move[] = [];
    const steps: number[] = [];
    let clear = false;
    for (let i = legal.length - 1; i >= 0; i--) {
      const m = legal[i] as Move;
      const src = srcOf(m);
      if (src === SRC_STOCK || src >= SRC_F1) continue;
      if (dstOf(m) === DST_FOUNDATION && isClearToFoundation(pos, pos.movedCard(m))) {
        steps.length = 0;
        out.length = 0;
        steps.push(m);
        clear = true;
        break;
      }
      if (isIdleSplit(pos, m)) continue;
      (isStep(m) ? steps : out).push(m);
    }
    if (!clear)
      forEachStockCard(pos, this.stockSeen, (card, k) =>
        wasteCardMoves(pos, card, k, (macro) => steps.push(macro)),
      );
    for (const macro of steps) this.addStep(pos, p, path, macro);
    return out;
  }

  /** Adds the position after step `macro` (with its stock turns) as a candidate, unless the layer being made has it. */
  private addStep(pos: Position, p: number, path: readonly Move[], macro: number): void {
    const k = macroTurns(macro);
    const m = macroMove(macro);
    const turns: number[] = [];
    for (let t = 0; t < k; t++) turns.push(pos.play(STOCK_MOVE));
    const info = pos.play(m);
    if (this.firstReach()) {
      const line = [...path];
      for (let t = 0; t < k; t++) line.push(STOCK_MOVE);
      line.push(m);
      if (pos.isWon()) this.winning ??= line;
      this.candidates.push({ score: score(pos), parent: p, path: line, place: placeKey(pos) });
    }
    pos.unplay(m, info);
    for (let t = k - 1; t >= 0; t--) pos.unplay(STOCK_MOVE, turns[t] as number);
  }
}

interface Candidate {
  readonly score: number;
  /** Its layer position. */
  readonly parent: number;
  /** The moves from there. */
  readonly path: Move[];
  readonly place: number;
}

/** A move from the reserve or the waste, or up (the climb's rules have no autofill). */
function isStep(m: Move): boolean {
  const src = srcOf(m);
  return src === SRC_RESERVE || src === SRC_WASTE || dstOf(m) === DST_FOUNDATION;
}

/**
 * The climb's stages, each from the start. On superior's hard wins a layer position's
 * search rarely reaches its perPosition; the widths past 1,024 won nothing more there.
 */
const STAGES: readonly Stage[] = [1, 4, 16, 64, 256, 1024].map((width) => ({
  width,
  perPosition: 200,
}));

/**
 * How promising a position is, against others as many steps on: cards up, less five for
 * each reserve card and three hundredths for each card on a suit's next card.
 */
function score(pos: Position): number {
  return 100 * pos.cardsOnFoundations() - 500 * pos.reserve.length - 3 * buriedNextCards(pos);
}

/** A hash of the position's place outside the tableau: the foundations, the reserve's length, the stock's and waste's cards. */
function placeKey(pos: Position): number {
  const f = pos.foundations;
  let h =
    (f[0] as number) | ((f[1] as number) << 4) | ((f[2] as number) << 8) | ((f[3] as number) << 12);
  h |= pos.reserve.length << 16;
  return mixHash(h ^ Math.imul(pos.waste.length + pos.stock.length + 1, 0x9e3779b1));
}
