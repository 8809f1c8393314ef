import type { Position } from "../core/position.js";
import type { Rules } from "../core/rules.js";
import { StockBeam } from "./beam.js";
import { Climb } from "./climb.js";
import { clock } from "./clock.js";
import type { LayeredBeam } from "./layers.js";
import { lineHere, relatedRules } from "./related.js";
import { Search, type SolveOptions, type SolveResult } from "./search.js";

export type { SolveOptions, SolveResult } from "./search.js";
export { DEFAULT_TT_ENTRIES } from "./search.js";

/**
 * Both searches run side by side, in turns of positions: GUESS_TURN for the
 * search for a win in the smaller graph, EXACT_TURN for the exact search, until one answers.
 * Side by side rather than one after the other because each answers deals the other cannot
 * in time: the exact search proves 1,000,649 lost in 0.6 s and wins 1,000,918, where the
 * search for a win found nothing in a minute; the search for a win wins most deals sooner.
 * The exact search gets a ninth of the positions while the search for a win goes on (its
 * positions cost more), and the rest once that search has run through its graph, which is
 * when the losses get proved: on classic's 1,000 bench deals at 1.5 million positions, turns
 * of 2,048 gave every loss in the same positions as 4,096, 5% fewer positions on the wins,
 * and 1,000,059 won in 1.46 million instead of 1.62; the same answers on 1,000 other deals,
 * and on draw1's, storehouse's and superior's (docs/solver.md).
 */
const GUESS_TURN = 1 << 14;
const EXACT_TURN = 1 << 11;
/**
 * Where only the top card or the whole pile moves (strict) the exact search gets as many
 * positions a turn as the search for a win: it finds wins of hard strict deals that the
 * search for a win misses. Strict's bench deals 1,000,000–299 at 1.5 million positions:
 * 276 decided instead of 274 (1,000,213 and 281 won), no deal lost, 1% more positions on
 * the wins both decided and the same on the losses (other turns: docs/experiments.md).
 * Likewise where the beam over the stock runs (one pass: rainbow), as it finds most wins
 * and the exact search proves the losses: rainbow's deals 1,000,000–199 at 300,000 positions, 16
 * lost instead of 10 and the same 163 won, in 2% fewer positions.
 */
const exactTurn = (start: Position): number =>
  start.rules.runs === "top-or-whole" || StockBeam.applies(start) ? GUESS_TURN : EXACT_TURN;
/**
 * Positions of a beam (beamFor) a round: on rainbow's first 200 bench deals (10 s a deal,
 * side by side) 65,536 and 16,384 decided the same 152, with a median of 473 ms against 746.
 * The beam over the stock takes its turn first in each round: its narrow stages win many
 * deals sooner than the other searches (docs/solver.md). For the climb 16,384, 65,536 and
 * 131,072 gave the same answers on superior's hard deals.
 */
const BEAM_TURN = 1 << 16;
/**
 * The share of a node budget a beam may take in all; the depth-first searches keep the
 * rest. Without it the beam over the stock, which goes first and never cuts a layer, would
 * take all of a small budget that its next layers fit in, but leave most of one they do not
 * fit, and an answer found within a budget could be lost within a larger one (the second
 * position of beam.test.ts's SMALL_WINS: won at 2,000 positions, undecided at 5,000).
 * Figures: docs/solver.md, the beam over the stock.
 */
const BEAM_SHARE = 0.75;

/**
 * Solves a position: "win" with a winning line of engine moves (stock turns expanded to
 * STOCK_MOVE), "loss" when no sequence of moves wins (an exhaustive proof, search.ts), or
 * "unknown" when the budget ran out. The caller's position is not changed. With only
 * maxNodes set the answer is the same on every machine.
 *
 * Two searches share the budget: the search for a win in a smaller graph (`guess` in
 * search.ts), whose wins are real wins but whose "loss" proves nothing, and the exact
 * search, whose answers are proofs. In draw1, rainbow and superior the same two searches of
 * the position under related rules (related.ts) take their turns too, after the first turns
 * of these (so that what those decide stays as it was); their wins alone count. With one
 * pass through the stock (rainbow) the beam over the stock (beam.ts), a search for a win
 * that compares positions with as many cards turned, takes the first turn of each round and
 * at most BEAM_SHARE of the budget; where the reserve does not fill spaces (superior) the
 * climb (climb.ts), which compares positions as many steps of progress on, takes the last.
 */
export function solve(start: Position, options: SolveOptions = {}): SolveResult {
  if (options.guess === false) return new Search(start.clone(), options, false).run();
  return sideBySide(start, options);
}

const TINY_GREEDY = 256;
const PLAIN_CAP = 1 << 16;

/**
 * The positions the search for a win without its greedy moves may take once the greedy one
 * has searched through its graph in `greedy` positions (0: the exact search goes on alone).
 *
 * No limit without autofill (superior) and where the tableau is built regardless of suit
 * (rainbow). On the deals of the first 200 bench deals undecided at 200,000 positions, with
 * 1,000,000 positions each: superior 31 won of 40 instead of 28, rainbow 9 won and 1 lost
 * instead of 8 and 1; strict 12 won and 8 lost instead of 11 and 11 (the exact search, which
 * proves its losses, has less time), classic and draw1 the same (and classic's positions
 * grew on many deals: docs/experiments.md).
 *
 * Elsewhere, with unlimited passes, PLAIN_CAP where the greedy graph had at most
 * TINY_GREEDY positions: its greedy moves then cut the game short at the start, and a
 * winning line may lie wholly outside its graph. Classic's 1,000,100 (a greedy graph of 2
 * positions) is won in 24,614 positions instead of 2.04 million, 948 (17) in 30,610 instead
 * of 41,824; none of classic's or draw1's bench losses that take the exact search over
 * 5,000 positions has a greedy graph this small, and after larger ones it was costly
 * (docs/experiments.md). Not with limited passes: storehouse, which decides every bench deal
 * without it, took 74% more positions on its losses.
 */
function plainPositions(rules: Rules, greedy: number): number {
  if (!rules.autoFill || rules.build === "any") return Number.POSITIVE_INFINITY;
  return greedy <= TINY_GREEDY && !Number.isFinite(rules.passes) ? PLAIN_CAP : 0;
}

/**
 * The two searches of one game taking turns: the search for a win (GUESS_TURN positions,
 * then, where plainPositions allows, the plain one) and the exact search (EXACT_TURN while
 * the search for a win goes on, else `alone`).
 */
class Turns {
  private guess: Search;
  /** Whether `guess` is the search for a win without greedy moves, and the positions of the greedy one before it. */
  private plain = false;
  /** The positions `guess` may take: no limit for the greedy search, plainPositions for the plain one. */
  private guessCap = Number.POSITIVE_INFINITY;
  private greedySpent = 0;
  private readonly exact: Search;
  private guessing = true;

  constructor(
    private readonly start: Position,
    private readonly options: SolveOptions,
  ) {
    this.guess = new Search(start.clone(), options, true);
    this.exact = new Search(start.clone(), options, false);
  }

  get spent(): number {
    return this.greedySpent + this.guess.expanded + this.exact.expanded;
  }

  /**
   * A turn of each search, stopping where `left()` (the positions left of the whole budget)
   * reaches 0: an answer ("unknown": the budget or the time ran out), or undefined.
   */
  round(left: () => number, alone: number): SolveResult | undefined {
    const unknown: SolveResult = { result: "unknown", moves: [], nodes: 0, ms: 0 };
    if (this.guessing) {
      const guess = this.guess;
      const r = guess.resume(
        guess.expanded + Math.min(GUESS_TURN, this.guessCap - guess.expanded, left()),
      );
      // The smaller graph searched through without a win proves nothing: the exact search
      // goes on alone, or beside the search for a win without greedy moves (plainPositions),
      // which stops at its cap.
      if (r?.result === "loss") {
        const cap = this.plain ? 0 : plainPositions(this.start.rules, guess.expanded);
        if (cap === 0) this.guessing = false;
        else {
          this.plain = true;
          this.guessCap = cap;
          this.greedySpent = guess.expanded;
          this.guess = new Search(this.start.clone(), this.options, true, false);
        }
      } else if (r !== undefined) return r;
      else if (guess.expanded >= this.guessCap) this.guessing = false;
    }
    if (left() <= 0) return unknown;
    const turn = this.guessing ? exactTurn(this.start) : alone;
    const r = this.exact.resume(this.exact.expanded + Math.min(turn, left()));
    if (r !== undefined) return r;
    return left() <= 0 ? unknown : undefined;
  }
}

/**
 * Turns of each search until one answers: a round is the beam's turn (where it applies), a
 * turn of each of the two searches and, where the rules have related ones, a turn of each of
 * the related game's two searches.
 */
function sideBySide(start: Position, options: SolveOptions): SolveResult {
  const t0 = clock();
  const budget = options.maxNodes ?? Number.POSITIVE_INFINITY;
  const unbounded = { ...options, maxNodes: undefined };
  const here = new Turns(start, unbounded);
  /** The related rules (related.ts), their game's searches once started, and whether they go on. */
  const rules = relatedRules(start.rules);
  let related: Turns | undefined;
  let relatedOn = rules !== undefined;
  /** Options for searches started late: the time left, not the whole limit again. */
  const fromNow = (): SolveOptions =>
    options.maxMs === undefined
      ? unbounded
      : { ...unbounded, maxMs: options.maxMs - (clock() - t0) };
  /** The beam of these rules (beamFor), until it has run through its widths. */
  let beam: LayeredBeam | undefined;
  const kind = beamFor(start);
  let beamOn = kind !== undefined;
  const spent = () => here.spent + (related?.spent ?? 0) + (beam?.expanded ?? 0);
  const left = () => budget - spent();
  const beamBudget = Math.floor(budget * BEAM_SHARE);
  const done = (r: SolveResult): SolveResult => ({
    ...r,
    nodes: spent(),
    ms: Math.round((clock() - t0) * 1000) / 1000,
  });
  /** The beam's turn: an answer to return, or undefined. */
  const beamTurn = (): SolveResult | undefined => {
    if (!beamOn || kind === undefined) return undefined;
    beam ??= kind.make(start, fromNow());
    const most = Math.min(beam.expanded + left(), beamBudget);
    const b = beam.resume(Math.min(beam.expanded + BEAM_TURN, most), most);
    if (b?.result === "loss") beamOn = false;
    else if (b !== undefined) return b;
    return left() <= 0 ? { result: "unknown", moves: [], nodes: 0, ms: 0 } : undefined;
  };
  const beamFirst = kind?.first === true;
  for (;;) {
    if (beamFirst) {
      const b = beamTurn();
      if (b !== undefined) return done(b);
    }
    // The exact search alone takes turns of GUESS_TURN while others wait for theirs.
    const others = relatedOn || (beamOn && !beamFirst);
    const r = here.round(left, others ? GUESS_TURN : Number.POSITIVE_INFINITY);
    if (r !== undefined) return done(r);
    if (relatedOn && rules !== undefined) {
      related ??= new Turns(start.clone(rules), fromNow());
      const t = related.round(left, GUESS_TURN);
      if (t?.result === "win") {
        const line = lineHere(start, rules, t.moves);
        if (line !== undefined) return done({ ...t, moves: line });
        relatedOn = false;
      } else if (t?.result === "loss") {
        // Lost under the related rules proves nothing here.
        relatedOn = false;
      } else if (t !== undefined) return done(t);
    }
    if (!beamFirst) {
      const b = beamTurn();
      if (b !== undefined) return done(b);
    }
  }
}

/**
 * The beam of a game's rules: with one pass through the stock the beam over the stock
 * (beam.ts), which takes the first turn of each round; where the reserve does not fill
 * spaces the climb (climb.ts), which takes the last, so that the deals the two searches
 * answer in their first turns keep their answers and their time.
 */
function beamFor(start: Position): BeamKind | undefined {
  if (StockBeam.applies(start))
    return { make: (pos, options) => new StockBeam(pos, options), first: true };
  if (Climb.applies(start))
    return { make: (pos, options) => new Climb(pos, options), first: false };
  return undefined;
}

interface BeamKind {
  make(start: Position, options: SolveOptions): LayeredBeam;
  /** Whether it takes the first turn of each round, else the last. */
  readonly first: boolean;
}
