import { type Card, suitOf } from "../core/card.js";
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
import { heightOf, isClearToFoundation } from "./safe.js";
import type { SolveOptions, SolveResult } from "./search.js";

/**
 * The beam over the stock: a search for a win (its wins alone count, each played by the
 * engine) for rules with one pass through the stock (rainbow), where the depth-first
 * searches lose themselves.
 *
 * With one pass every game turns the stock's cards in one fixed order, each once, so
 * positions can be compared at the same point of the stock. Layer k holds positions with k
 * cards turned. From each, a depth-first search over the moves that do not turn the stock
 * (a clear card up as the only move, safe.ts; no split of a run that uncovers no card for its
 * foundation, isIdleSplit) reaches up to the stage's `perPosition` new
 * positions of the layer; of all those, the `width` that score best (`score`) turn the next
 * card and make layer k + 1, at most one for each place of the game outside the tableau
 * (the foundations, the reserve's length, the waste's length and top card), so that the beam
 * does not fill with rearrangements of one tableau. Once the stock is empty, the search for
 * a win takes over (layers.ts). The stages grow in width (STAGES): a narrow beam wins many
 * deals at once, a wider one others.
 *
 * On rainbow's first 200 bench deals, of the first 45 that the depth-first searches left
 * undecided at 10 s, this won 23 within 2 million positions; without the one position a
 * place, 7 of the first 20 (docs/solver.md).
 */
export class StockBeam extends LayeredBeam {
  // Candidates of the layer being made: score, parent, path in `paths`, place key.
  private cScore = new Int32Array(1 << 12);
  private cParent = new Int32Array(1 << 12);
  private cPath = new Int32Array(1 << 12);
  private cPlace = new Int32Array(1 << 12);
  private count = 0;
  private paths = new Int32Array(1 << 16);
  private pathsUsed = 0;

  constructor(start: Position, options: SolveOptions) {
    super(start, options, STAGES);
  }

  /** Whether the beam applies: one pass through the stock, no cards back from the foundations. */
  static applies(pos: Position): boolean {
    return pos.rules.passes === 1 && !pos.rules.foundationBack;
  }

  /** The stock is empty: the search for a win takes over. */
  protected isFinal(layer: Layer): boolean {
    return !(layer.positions[0] as Position).canTurnStock();
  }

  /** Makes the next layer from `layer`; a win if one is met on the way. */
  protected nextLayer(layer: Layer, stage: Stage): SolveResult | undefined {
    this.count = 0;
    this.pathsUsed = 0;
    this.seen.clear();
    for (let p = 0; p < layer.positions.length; p++) {
      const won = this.explore(layer, p, stage.perPosition);
      if (won !== undefined) return won;
    }
    const order = Array.from({ length: this.count }, (_, i) => i);
    const score = this.cScore;
    order.sort((a, b) => (score[b] as number) - (score[a] as number) || a - b);
    const next: Layer = { positions: [], parents: [], moves: [] };
    const places = new Set<number>();
    for (const c of order) {
      if (next.positions.length >= stage.width) break;
      const place = this.cPlace[c] as number;
      if (places.has(place)) continue;
      places.add(place);
      const parent = this.cParent[c] as number;
      const q = (layer.positions[parent] as Position).clone();
      const at = this.cPath[c] as number;
      const moves: Move[] = [];
      for (let i = at + 1; i <= at + (this.paths[at] as number); i++) {
        moves.push(this.paths[i] as number);
        q.play(this.paths[i] as number);
      }
      moves.push(STOCK_MOVE);
      q.play(STOCK_MOVE);
      next.positions.push(q);
      next.parents.push(parent);
      next.moves.push(moves);
    }
    this.layers.push(next);
    return undefined;
  }

  /** Adds the work position as a candidate reached from layer position p by `path`, unless the layer has it. */
  protected reach(p: number, path: readonly Move[]): boolean {
    const pos = this.work;
    if (!this.firstReach()) return false;
    if (this.count === this.cScore.length) this.grow();
    const c = this.count++;
    this.cScore[c] = score(pos);
    this.cParent[c] = p;
    this.cPlace[c] = placeKey(pos);
    if (this.pathsUsed + path.length + 1 > this.paths.length) {
      const bigger = new Int32Array(this.paths.length * 2);
      bigger.set(this.paths);
      this.paths = bigger;
    }
    this.cPath[c] = this.pathsUsed;
    this.paths[this.pathsUsed++] = path.length;
    for (const m of path) this.paths[this.pathsUsed++] = m;
    return true;
  }

  private grow(): void {
    const bigger = (a: Int32Array) => {
      const b = new Int32Array(a.length * 2);
      b.set(a);
      return b;
    };
    this.cScore = bigger(this.cScore);
    this.cParent = bigger(this.cParent);
    this.cPath = bigger(this.cPath);
    this.cPlace = bigger(this.cPlace);
  }

  /**
   * The moves from a position that do not turn the stock, last tried first; a clear card up
   * alone. Idle splits (isIdleSplit) are left out, as in the search for a win: where any card
   * builds on any, one onto a card of the rank it leaves only changes which card is on top.
   * The beam alone then wins 348 of rainbow's deals 1,000,000–599 within 1,000 positions,
   * against 229 with them (docs/solver.md).
   */
  protected movesFrom(): Move[] {
    const pos = this.work;
    const legal = pos.legalMoves(this.legal);
    const out: Move[] = [];
    for (let i = legal.length - 1; i >= 0; i--) {
      const m = legal[i] as Move;
      const src = srcOf(m);
      if (src === SRC_STOCK || src >= SRC_F1) continue;
      if (dstOf(m) === DST_FOUNDATION && isClearToFoundation(pos, pos.movedCard(m))) return [m];
      if (isIdleSplit(pos, m)) continue;
      out.push(m);
    }
    return out;
  }
}

/**
 * The beam's stages, each from the start. The narrow ones cost little (a layer adds at most
 * perPosition positions for each of the last layer's, and a deal's stock has at most 34
 * cards; then the final searches) and win many deals at once, so answers that the game waits
 * for come sooner; their wins lie within the first few positions of each layer position's
 * search, so a small perPosition finds them as well at a fraction of the cost (docs/solver.md).
 */
const STAGES: readonly Stage[] = [
  { width: 1, perPosition: 30 },
  { width: 4, perPosition: 30 },
  { width: 8, perPosition: 40 },
  { width: 16, perPosition: 50 },
  { width: 128, perPosition: 100 },
  { width: 1024, perPosition: 100 },
];

/**
 * How promising a position is, against others with as many cards turned: its standing
 * (`standing`) plus 7/10 of what the stock's next ROLLOUT cards add to it when played
 * without search (`rolloutGain`). The look ahead lets the beam tell a tableau that will
 * take the coming cards from one that sends them to the waste: the beam alone wins a fifth
 * more of rainbow's deals within 2,000 positions, 5–9% more within 10,000 (docs/solver.md).
 */
function score(pos: Position): number {
  return 10 * standing(pos) + 7 * rolloutGain(pos);
}

/**
 * Cards up, less the waste's cards (each must come off its top, in order, and the stock
 * never brings it back), the reserve's and the cards that lie on each suit's next card. A
 * waste card weighs as much as ten cards up and a reserve card five: weighed below a card
 * up, they let the beam win far fewer deals within every budget (docs/solver.md).
 */
function standing(pos: Position): number {
  return (
    places(pos.cardsOnFoundations(), pos.reserve.length, pos.waste.length) -
    3 * buriedNextCards(pos)
  );
}

/** The standing's terms for where the cards are: cards up, in the reserve, in the waste. */
const places = (up: number, reserve: number, waste: number): number =>
  100 * up - 500 * reserve - 1000 * waste;

/** Stock cards that the look ahead of `score` turns. */
const ROLLOUT = 10;

/**
 * The change in `standing`'s first three terms when the stock's next ROLLOUT cards are
 * turned and, after each turn, the reserve's and the waste's top cards are played up or
 * onto a pile top (or into a space) for as long as one fits, the reserve's first. Only the
 * pile tops are followed, not what lies under them: a guess, not a line of play.
 */
export function rolloutGain(pos: Position): number {
  for (let j = 0; j < 4; j++) {
    const p = pos.tableau[j] as Card[];
    rollTops[j] = p.length > 0 ? (p[p.length - 1] as Card) : -1;
  }
  for (let s = 0; s < 4; s++) rollUp[s] = pos.foundations[s] as number;
  // The waste is its first `old` cards and then the `turned` cards of rollTurned.
  let old = pos.waste.length;
  let turned = 0;
  let reserve = pos.reserve.length;
  const spaceFromReserve = pos.spaceTakesFrom(SRC_RESERVE);
  const spaceFromWaste = pos.spaceTakesFrom(SRC_WASTE);
  const stock = pos.stock;
  const draw = pos.rules.draw;
  for (let i = stock.length - 1, n = 0; i >= 0 && n < ROLLOUT; ) {
    for (let k = 0; k < draw && i >= 0; k++, i--, n++) rollTurned[turned++] = stock[i] as Card;
    for (;;) {
      if (reserve > 0 && place(pos, pos.reserve[reserve - 1] as Card, spaceFromReserve)) {
        reserve--;
      } else if (turned > 0 && place(pos, rollTurned[turned - 1] as Card, spaceFromWaste)) {
        turned--;
      } else if (
        turned === 0 &&
        old > 0 &&
        place(pos, pos.waste[old - 1] as Card, spaceFromWaste)
      ) {
        old--;
      } else break;
    }
  }
  let up = 0;
  for (let s = 0; s < 4; s++) up += rollUp[s] as number;
  return (
    places(up, reserve, old + turned) -
    places(pos.cardsOnFoundations(), pos.reserve.length, pos.waste.length)
  );
}

/** Plays card c of the look ahead up, onto a pile top it builds on, or into a space if `space`. */
function place(pos: Position, c: Card, space: boolean): boolean {
  const s = suitOf(c);
  if (heightOf(pos, c) === rollUp[s]) {
    rollUp[s] = (rollUp[s] as number) + 1;
    return true;
  }
  let free = -1;
  for (let j = 0; j < 4; j++) {
    const t = rollTops[j] as Card;
    if (t < 0) {
      if (space && free < 0) free = j;
    } else if (pos.buildsOn(c, t)) {
      rollTops[j] = c;
      return true;
    }
  }
  if (free < 0) return false;
  rollTops[free] = c;
  return true;
}
const rollTops = new Int32Array(4);
const rollUp = new Int32Array(4);
/** A turn of three may take the look ahead two cards past ROLLOUT. */
const rollTurned = new Int32Array(ROLLOUT + 2);

/** A hash of the position's place outside the tableau: the foundations, the reserve's length, the waste's length and top. */
function placeKey(pos: Position): number {
  const f = pos.foundations;
  let h =
    (f[0] as number) | ((f[1] as number) << 4) | ((f[2] as number) << 8) | ((f[3] as number) << 12);
  h |= pos.reserve.length << 16;
  h = mixHash(h ^ Math.imul(pos.waste.length + 1, 0x9e3779b1));
  return mixHash(h ^ ((pos.waste[pos.waste.length - 1] ?? 63) + 1));
}
