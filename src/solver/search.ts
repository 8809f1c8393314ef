import { DST_FOUNDATION, dstOf, type Move, SRC_WASTE, STOCK_MOVE, srcOf } from "../core/move.js";
import type { Position, UndoInfo } from "../core/position.js";
import { ChainTest } from "./chains.js";
import { clock } from "./clock.js";
import { CoverTest } from "./cover.js";
import { cutRules } from "./cuts.js";
import { DealtCoverTest } from "./dealt-cover.js";
import { flexRules } from "./flex.js";
import { MoveFrames, runBack } from "./frames.js";
import { KeyMaker } from "./key.js";
import { AnswerMemo } from "./memo.js";
import { scoreMove, scoreMoveForWin } from "./order.js";
import { ReserveTest } from "./reserve.js";
import { macroMove, macroTurns } from "./stock.js";
import { canonicalize, foldsSwitches, switchRules } from "./switches.js";
import { FingerprintSet, type ReachedSet, VisitedSet } from "./visited.js";
import { pileOf, waitingCard, waitingRules } from "./waiting.js";

export interface SolveOptions {
  /** Stop with "unknown" after this many positions (deterministic on every machine). */
  maxNodes?: number;
  /** Stop with "unknown" after this many milliseconds (only read when given). */
  maxMs?: number;
  /** Size limit of the table of positions already searched (two searches run, each with its own). */
  ttEntries?: number;
  /** false: run the exact search alone, without the search for a win (tests check it on its own). */
  guess?: boolean;
  /**
   * Positions each search expands before it first starts again from the start
   * (RESTART_GROWTH times as many before each next restart), keeping what it finished and
   * trying moves in another order; default RESTART_AFTER, Infinity for never. Tests make it
   * small.
   */
  restartAfter?: number;
  /** false: the exact search without ChainTest (chains.ts), which tests compare it with. */
  chainTest?: boolean;
  /** false: the exact search without CoverTest (cover.ts), which tests compare it with. */
  coverTest?: boolean;
  /** false: the exact search tries cuts as moves of their own (cuts.ts), which tests compare it with. */
  cutMacros?: boolean;
  /** false: the exact search without DealtCoverTest (dealt-cover.ts), which tests compare it with. */
  dealtCover?: boolean;
}

export interface SolveResult {
  result: "win" | "loss" | "unknown";
  /** For a win: engine moves from the position, stock turns expanded, that end won. */
  moves: Move[];
  /** Positions expanded. */
  nodes: number;
  ms: number;
}

export const DEFAULT_TT_ENTRIES = 4_000_000;
/**
 * Restarts. A depth-first search that goes astray can spend minutes under one early move;
 * starting again from the top in another order (with what it finished kept) tries the others
 * sooner. On the 56 slowest bench deals (10 s a deal, one run each), restarts after 65,536
 * positions, then 1.2 times as many each time, in both searches, left 11 to 13 undecided in
 * five runs where runs without restarts left 14 to 16 (one-off runs).
 */
const RESTART_AFTER = 65_536;
const RESTART_GROWTH = 1.2;

/**
 * Depth-first search for a won position, in place with play/unplay, over a pruned move graph:
 * stock turns are folded into macro moves (stock.ts) and a provably safe move to a
 * foundation, when there is one, is the only move tried (safe.ts).
 *
 * Why "loss" is a proof. One player and no chance: a position is won iff a won position can
 * be reached. Take the measure (cards not on the foundations, length of the shortest
 * winning line counting every move but stock turns). From a winnable position the pruned
 * graph always has a move to a winnable position of smaller measure: the safe move puts a
 * card up; otherwise the first step of a shortest winning line, rearranged as in stock.ts,
 * is a pruned move (or is dominated by one with a smaller pass), and no move takes a card
 * off a foundation (with cards back from the foundations there are no safe moves, and the
 * line length alone is the measure). Positions with equal keys are equal up to the order
 * of the piles, or differ only in where on the stock's main cycle the waste stands (key.ts),
 * which turns, free in the measure, change; so they have equal measures. When the search
 * ends without a win, every position it expanded had each of its moves lead to a position
 * it had expanded (at some time: forgetting only repeats work) or to one on the path; none
 * was won. If the start were winnable, the expanded winnable position of smallest measure
 * would have a move to an expanded winnable position of smaller measure: a contradiction.
 * So the start is lost.
 * A position on the current path is not treated as lost, only as already being searched.
 * Restarts forget the positions on the path, not searched through, and keep the
 * finished ones; the root is searched again. The argument above still holds: it only needs
 * every expanded position to have been finished at some time, each of its moves then leading
 * to a position expanded at some time. A position left at a restart is finished later: by
 * induction from the last restart backwards, and along its path from the root (which the
 * search finishes when it answers "loss"), each position's next one on that path was met
 * again while its parent was searched through after the restart; there it was in the table
 * or on the path only if expanded after the restart, so finished before the next restart or,
 * left at a later one, finished later by the induction.
 * A card is safe to play up when it is clear (isClearToFoundation, safe.ts). The exact search
 * folds switches away where no pile can hold two twins (switches.ts), and there both
 * searches' keys fold exchanges of stacks (exchanges.ts): the argument then runs over classes
 * of positions that differ by switches and exchanges, a class's measure the least of its
 * positions', with the line length counted first without switches, then in switches
 * (switches.ts says why). Where cutRules hold, the exact search plays a cut only with a move
 * that uses it (cuts.ts): the shortest winning lines in which every cut is so followed are
 * as short as any, and they are the ones the measure counts. It also gives no
 * moves to a position that ReserveTest proves lost (reserve.ts; in the search for a win too,
 * where it only saves time), or that the exact search's ChainTest, CoverTest or
 * DealtCoverTest proves lost (chains.ts, cover.ts, dealt-cover.ts; the positions of a class
 * share their answers, as they differ only within the tableau, whose set of cards the tests
 * read, or in where on the stock's main cycle the waste stands, which DealtCoverTest keys as
 * one place): such
 * a position is never the winnable one the argument picks, so its moves need not be
 * searched. (Its answers are remembered by key without the stock's
 * place, tagged with the little of it the test reads: memo.ts.)
 */
export class Search {
  private readonly keys: KeyMaker;
  private readonly visited: ReachedSet;
  private readonly maxNodes: number;
  private readonly maxMs: number | undefined;
  /** Rules that allow switches, and with them exchanges of stacks (exchanges.ts). */
  private readonly switchRules: boolean;
  /** The exact search, rules that allow switches: fold them away (switches.ts). */
  private readonly switches: boolean;
  /**
   * Both searches where the reserve fills spaces, the exact one alone where it does not
   * (ReserveTest.applies): the test for a reserve that can never empty (reserve.ts); a
   * position it proves lost gets no moves.
   */
  private readonly reserveTest: ReserveTest | undefined;
  /**
   * ReserveTest's answers by key without the stock's place (bytes 1 … placeEnd), tagged with
   * ReserveTest.stockPlace: the test reads the cards left in the stock and waste, which the
   * rest of the key names, their turn order, fixed by the deal, and of the place only that.
   * Only with limited passes: with unlimited ones the place is the waste code alone (key.ts),
   * and stockPlace is 0 exactly where the waste code names the main cycle, else the same
   * waste length, so an answer could only serve an equal key, a position the table already
   * holds; it is met again only after the table forgot it or at a restart. On classic's
   * 1,000,161 (exact search) and 1,000,059 (search for a win) the memory answered 18 of
   * 200,000 and 6 of 300,000 tests, and its upkeep cost about 7% of the time.
   */
  private readonly reserveMemo: AnswerMemo | undefined;
  /**
   * The exact search where passes are limited: in the last pass, the test for a tableau
   * that cannot hold the cards that must come out of the waste and the reserve (chains.ts);
   * a position it proves lost gets no moves.
   */
  private readonly chainTest: ChainTest | undefined;
  /**
   * The exact search where the reserve does not fill spaces (superior): the test for a
   * tableau that four chains cannot hold with the cards that must wait in it (cover.ts); a
   * position it proves lost gets no moves.
   */
  private readonly coverTest: CoverTest | undefined;
  /**
   * The exact search with unlimited passes where CoverTest applies (superior): the cover
   * test with the stock dealt in its order (dealt-cover.ts); a position it proves lost gets
   * no moves.
   */
  private readonly dealtCover: DealtCoverTest | undefined;
  private readonly t0 = clock();
  private nodes = 0;
  /** Positions between the last restart and the next (Infinity: no restarts). */
  private restartGap: number;
  private nextRestart: number;
  private restarts = 0;
  private started = false;

  private readonly frames: MoveFrames;
  /** The deepest open frame when the search paused: resume goes on from it. */
  private depth = 0;
  /** Engine moves played along the path (turns, switches included), with their undo information. */
  private readonly played: Move[] = [];
  private readonly playedInfo: UndoInfo[] = [];
  /** Length of `played` before frame d's move. */
  private readonly frameBase: number[] = [];
  /**
   * Whether a card put from the waste onto the tableau may have to be built on next
   * (waiting.ts); waitingAt[d] is frame d's waiting card, or -1.
   */
  private readonly placementsWait: boolean;
  private readonly waitingAt: number[] = [-1];
  /** The waiting card after the last play(), or -1. */
  private placed = -1;
  /**
   * backAt[d]: the run's move back where frame d−1's move was a run moved between piles with
   * nothing else played (no turn, switch or autofill) and frame d−1 has no waiting card; else
   * -1. It leads to frame d−1's position, on the path, which the search would meet and pass
   * over (visited.ts keeps the path's positions): it is passed over before it is played, and
   * so is a macro that plays it first (a cut's, cuts.ts), whose line goes through there too.
   */
  private readonly backAt: number[] = [-1];
  /** Whether switches fold in the position last played to, started or restarted from: the one expand opens. */
  private folding = false;
  private readonly record = (m: Move, info: UndoInfo) => {
    this.played.push(m);
    this.playedInfo.push(info);
  };

  constructor(
    private readonly pos: Position,
    options: SolveOptions,
    /**
     * Also leave out every split of a run (a tableau move that leaves cards behind) unless
     * the card it uncovers can go to its foundation, as Solvitaire does, and play
     * greedy moves alone (frames.ts). Neither is proved safe under these rules, so a search
     * with `guess` may only be trusted with a win.
     */
    guess: boolean,
    /** With `guess`: also the greedy moves and the nimble tableau (frames.ts, flex.ts); false for a plain search for a win. */
    greedy = guess,
  ) {
    const entries = options.ttEntries ?? DEFAULT_TT_ENTRIES;
    // The search for a win may confuse positions (FingerprintSet) and places of the stock
    // (KeyMaker's anyPlace): only its wins are answers.
    this.keys = new KeyMaker(pos, guess, greedy && flexRules(pos.rules), guess);
    this.visited = guess ? new FingerprintSet(entries) : new VisitedSet(entries);
    this.maxNodes = options.maxNodes ?? Number.POSITIVE_INFINITY;
    this.maxMs = options.maxMs;
    // Two orders, so that a deal where one order goes astray for minutes is often quick in the other (order.ts).
    this.placementsWait = waitingRules(pos.rules, guess, greedy);
    this.frames = new MoveFrames(
      pos,
      guess,
      greedy,
      guess ? scoreMoveForWin : scoreMove,
      !guess && options.cutMacros !== false && cutRules(pos.rules, this.placementsWait),
    );
    this.switchRules = switchRules(pos.rules);
    this.switches = !guess && this.switchRules;
    this.reserveTest = ReserveTest.applies(pos, guess) ? new ReserveTest(pos) : undefined;
    this.chainTest =
      !guess && options.chainTest !== false && ChainTest.applies(pos)
        ? new ChainTest(pos)
        : undefined;
    this.coverTest =
      !guess && options.coverTest !== false && CoverTest.applies(pos) ? new CoverTest() : undefined;
    this.dealtCover =
      !guess && options.dealtCover !== false && DealtCoverTest.applies(pos)
        ? new DealtCoverTest(pos)
        : undefined;
    this.reserveMemo =
      this.reserveTest && Number.isFinite(pos.rules.passes)
        ? new AnswerMemo(1, this.keys.placeEnd)
        : undefined;
    this.restartGap = options.restartAfter ?? RESTART_AFTER;
    this.nextRestart = this.restartGap;
  }

  /**
   * Sets `folding` for the current position, and the keys' exchanges (the same for all of its
   * class): both searches' keys fold exchanges of stacks where switches would fold
   * (exchanges.ts).
   */
  private setFolds(): void {
    const folds = this.switchRules && foldsSwitches(this.pos);
    this.folding = this.switches && folds;
    this.keys.exchanges = folds;
  }

  private result(result: SolveResult["result"], moves: Move[] = []): SolveResult {
    return { result, moves, nodes: this.nodes, ms: Math.round((clock() - this.t0) * 1000) / 1000 };
  }

  /** Searches to an answer, or "unknown" when the budget runs out. */
  run(): SolveResult {
    return this.resume(this.maxNodes) ?? this.result("unknown");
  }

  /** Restarts so far. */
  get restarted(): number {
    return this.restarts;
  }

  /** Positions expanded so far. */
  get expanded(): number {
    return this.nodes;
  }

  /**
   * Searches on from where the last call stopped: an answer ("unknown" when the time or the
   * node budget ran out), or undefined on reaching `pauseAt` positions, to go on later.
   */
  resume(pauseAt: number): SolveResult | undefined {
    const pos = this.pos;
    if (!this.started) {
      this.started = true;
      if (pos.isWon()) return this.result("win");
      this.setFolds();
      if (this.folding) canonicalize(pos, this.record);
      this.keys.waiting = -1;
      this.keys.make(pos);
      this.remember(0);
      this.nodes = 1;
      this.expand(0);
    }
    const frames = this.frames;
    let d = this.depth;
    for (;;) {
      if (frames.next[d] === frames.end[d]) {
        frames.close(d);
        if (d === 0) return this.result("loss");
        d--;
        this.undo(d);
        continue;
      }
      const i = (frames.next[d] as number)++;
      const macro = frames.moves[i] as number;
      const pre = frames.pres[i] as number;
      if (pre === 0 ? macro === this.backAt[d] : pre === this.backAt[d]) continue;
      this.play(d, macro, pre);
      if (pos.cardsOnFoundations() === 52) return this.result("win", this.played.slice());
      const keys = this.keys;
      keys.waiting = this.placed;
      keys.make(pos);
      if (this.visited.has(keys)) {
        this.undo(d);
        continue;
      }
      if (this.nodes >= this.maxNodes) return this.result("unknown");
      if (this.maxMs !== undefined && (this.nodes & 255) === 0 && clock() - this.t0 > this.maxMs) {
        return this.result("unknown");
      }
      if (this.nodes >= pauseAt) {
        // Taken back, to be played again by the next call.
        this.undo(d);
        frames.next[d] = i;
        this.depth = d;
        return undefined;
      }
      if (this.nodes >= this.nextRestart) {
        this.undo(d);
        this.restart(d);
        d = 0;
        continue;
      }
      this.nodes++;
      d++;
      this.waitingAt[d] = this.placed;
      this.remember(d);
      this.expand(d);
    }
  }

  /**
   * Goes back to the root from open frames 0 … d (the positions below it forgotten, the
   * finished ones kept) and opens it again with the moves in another order (MoveFrames.salt).
   */
  private restart(d: number): void {
    this.visited.forgetPath(d);
    for (let e = d; e > 0; e--) {
      this.frames.close(e);
      this.undo(e - 1);
    }
    this.frames.close(0);
    this.restarts++;
    // At least one more each time: gaps grow without bound, so some epoch finishes the search.
    this.restartGap = Math.max(this.restartGap + 1, Math.floor(this.restartGap * RESTART_GROWTH));
    this.nextRestart = this.nodes + this.restartGap;
    this.keys.waiting = -1;
    this.setFolds();
    this.keys.make(this.pos);
    this.expand(0);
  }

  /** Puts the key just made into the table and on the path as frame d's. */
  private remember(d: number): void {
    this.visited.addOnPath(this.keys, d);
  }

  /** Plays frame d's choice: a switch if any, the stock turns, the move, then the switches that make the position canonical. */
  private play(d: number, macro: number, pre: number): void {
    const pos = this.pos;
    this.frameBase[d] = this.played.length;
    if (pre !== 0) this.record(pre, pos.play(pre));
    for (let k = macroTurns(macro); k > 0; k--) this.record(STOCK_MOVE, pos.play(STOCK_MOVE));
    const m = macroMove(macro);
    const onto = this.placementsWait && srcOf(m) === SRC_WASTE && dstOf(m) !== DST_FOUNDATION;
    const card = pos.waste[pos.waste.length - 1] as number;
    const reserveLeft = pos.reserve.length;
    this.record(m, pos.play(m));
    this.setFolds();
    if (this.folding) canonicalize(pos, this.record);
    this.placed = onto ? waitingCard(pos, card, this.folding) : -1;
    const alone = this.played.length - (this.frameBase[d] as number) === 1;
    this.backAt[d + 1] =
      alone && pos.reserve.length === reserveLeft && this.waitingAt[d] === -1 ? runBack(m) : -1;
  }

  private undo(d: number): void {
    const pos = this.pos;
    const base = this.frameBase[d] as number;
    const played = this.played;
    const info = this.playedInfo;
    while (played.length > base) pos.unplay(played.pop() as Move, info.pop() as UndoInfo);
  }

  /** Opens frame d: no moves where ReserveTest proves the position lost, else the moves to try. */
  private expand(d: number): void {
    this.frames.salt =
      this.restarts === 0 ? 0 : (Math.imul(this.restarts, 0x27d4eb2f) ^ this.keys.hash) | 1;
    const test = this.reserveTest;
    const waiting = this.waitingAt[d] as number;
    if (test !== undefined && this.reserveLost(test)) this.frames.openEmpty(d);
    else if (this.coverTest?.lost(this.pos)) this.frames.openEmpty(d);
    else if (this.dealtCover?.lost(this.pos)) this.frames.openEmpty(d);
    else if (this.chainTest?.lost(this.pos)) this.frames.openEmpty(d);
    else if (waiting >= 0) this.frames.openOnto(d, pileOf(this.pos, waiting), this.folding);
    else this.frames.open(d, this.folding);
  }

  /** ReserveTest's answer for the position whose key was made last (remembered or worked out). */
  private reserveLost(test: ReserveTest): boolean {
    const memo = this.reserveMemo;
    if (memo === undefined) return test.lost(this.pos);
    const { bytes, length, hashWithoutPlace } = this.keys;
    const place = ReserveTest.stockPlace(this.pos);
    const known = memo.find(bytes, length, hashWithoutPlace, place);
    if (known !== undefined) return known;
    const lost = test.lost(this.pos);
    memo.store(bytes, length, lost);
    return lost;
  }
}
