import { type Move, STOCK_MOVE } from "../core/move.js";
import type { Position } from "../core/position.js";
import { HIDDEN, type Knowledge } from "./knowledge.js";
import type { Oracle, Verdict } from "./oracle.js";

/** One arrangement of the unknown cards, solved from where the player stands. */
export interface Solved extends Verdict {
  readonly position: Position;
}

/**
 * What a winning line does first: `turns` stock turns, then the move `move` (or, with turns
 * that would show hidden cards, just one turn: `move` is then the stock turn and `turns` 1).
 */
export interface Action {
  readonly turns: number;
  readonly move: Move;
}

const sameAction = (a: Action, b: Action) => a.turns === b.turns && a.move === b.move;

/** Actions whose wins are worked out in full: those the most winning lines begin with. */
export const DEFAULT_CANDIDATES = 3;

/**
 * The fewest turns that leave the stock and the waste as `turns` turns do. Turning only moves
 * the boundary between waste and stock along a fixed order, so the state is the waste's
 * length (and the pass: an earlier one allows all a later one does; solver/stock.ts).
 */
function fewestTurns(pos: Position, turns: number): number {
  const p = pos.clone();
  const first = new Map<number, number>([[p.waste.length, 0]]);
  for (let i = 1; i <= turns; i++) {
    p.play(STOCK_MOVE);
    if (!first.has(p.waste.length)) first.set(p.waste.length, i);
  }
  return first.get(p.waste.length) as number;
}

/**
 * The first action of a winning line. While the stock holds hidden cards, turns show cards
 * that differ between arrangements, so the action is the first turn alone; once the stock is
 * known, the turns before the first other move are the same in every arrangement and the
 * action is the move after them (a plan to wait for a stock card).
 */
function firstAction(k: Knowledge, s: Solved): Action | undefined {
  const line = s.line;
  if (line.length === 0) return undefined;
  if (line[0] !== STOCK_MOVE) return { turns: 0, move: line[0] as Move };
  if (k.stock.includes(HIDDEN)) return { turns: 1, move: STOCK_MOVE };
  let t = 0;
  while (line[t] === STOCK_MOVE) t++;
  if (t === line.length) return { turns: 1, move: STOCK_MOVE };
  return { turns: fewestTurns(s.position, t), move: line[t] as Move };
}

/** Whether the solver wins the arrangement after the action. */
function winsAfter(s: Solved, a: Action, ask: Oracle): boolean {
  const p = s.position.clone();
  for (let i = 0; i < a.turns; i++) p.play(STOCK_MOVE);
  if (a.move !== STOCK_MOVE) p.play(a.move);
  return ask(p).result === "win";
}

const firstMove = (a: Action): Move => (a.turns > 0 ? STOCK_MOVE : a.move);

interface Candidate {
  readonly action: Action;
  /** Won arrangements whose line begins with the action. */
  readonly count: number;
}

interface Scored extends Candidate {
  readonly wins: number;
}

/**
 * Each candidate's wins among the won arrangements (those that name it count without a run),
 * and the best: the most wins, then fewer turns, then named more often, then listed first.
 * A candidate stops being tried once it can no longer reach the best's wins.
 */
function best(
  candidates: readonly Candidate[],
  won: readonly Solved[],
  named: readonly (Action | undefined)[],
  ask: Oracle,
  keepsAll: (a: Action) => boolean,
): Scored | undefined {
  let top: Scored | undefined;
  for (const c of candidates) {
    let wins = c.count;
    if (keepsAll(c.action)) wins = won.length;
    else {
      let left = won.length - c.count;
      for (const [i, s] of won.entries()) {
        if (top !== undefined && wins + left < top.wins) break;
        const n = named[i];
        if (n !== undefined && sameAction(n, c.action)) continue;
        left--;
        if (winsAfter(s, c.action, ask)) wins++;
      }
    }
    const better =
      top === undefined ||
      wins > top.wins ||
      (wins === top.wins &&
        (c.action.turns < top.action.turns ||
          (c.action.turns === top.action.turns && c.count > top.count)));
    if (better) top = { ...c, wins };
  }
  return top;
}

export interface Choice {
  readonly move: Move;
  /** The plan it starts: `turns` stock turns, then `move` (after the turns). */
  readonly plan: Action;
}

/**
 * The fair hint from solved arrangements: the first move of the action that wins in the
 * most of them.
 *
 * Each won arrangement names the action its solver line begins with. The most named few are
 * then tried in every won arrangement that named another (one the solver did not win stays
 * unwon after any move), so that an action is not chosen only because the solver happens to
 * try it first where several win. While the stock hides cards, a turn alone (to look before
 * acting) is always a candidate; with unlimited passes it keeps every win (turning on comes
 * back round to the same cards), so it needs no solving. Once the stock is known, a turn is
 * only ever the start of a plan to play a stock card: a turn alone would keep every win too,
 * but a player who only turns never wins, and choosing it would put every decision off.
 * `plan`: the plan the player is carrying out (the fair player's last choice, one turn on),
 * tried too, so that a plan is kept unless another wins more. When no named action can be
 * played (the fair player's moves back are left out), every move that can be played now is
 * tried. Ties go to the action with fewer turns (a move that keeps every win is played
 * rather than put off), then to the one named more often, then to the engine's order.
 * Moves in `open` only.
 */
export function mostWinning(
  k: Knowledge,
  solved: readonly Solved[],
  open: readonly Move[],
  ask: Oracle,
  candidateCount = DEFAULT_CANDIDATES,
  plan?: Action,
): Choice | undefined {
  const won = solved.filter((s) => s.result === "win");
  const named = won.map((s) => firstAction(k, s));
  const counted: Candidate[] = [];
  for (const a of named) {
    if (a === undefined || !open.includes(firstMove(a))) continue;
    const i = counted.findIndex((e) => sameAction(e.action, a));
    if (i >= 0) counted[i] = { action: a, count: (counted[i] as Candidate).count + 1 };
    else counted.push({ action: a, count: 1 });
  }
  const order = (a: Action) => open.indexOf(a.move) + a.turns * 1000;
  const candidates = counted
    .sort((x, y) => y.count - x.count || order(x.action) - order(y.action))
    .slice(0, candidateCount);
  const add = (action: Action) => {
    if (open.includes(firstMove(action)) && !candidates.some((c) => sameAction(c.action, action)))
      candidates.push({ action, count: 0 });
  };
  const turnOnly: Action = { turns: 1, move: STOCK_MOVE };
  // While the stock hides cards, turning is a choice of its own: to look before acting.
  const looking = k.stock.includes(HIDDEN);
  if (looking) add(turnOnly);
  if (plan !== undefined) add(plan);
  const keepsAll = (a: Action) =>
    looking && sameAction(a, turnOnly) && !Number.isFinite(k.rules.passes);
  let top = best(candidates, won, named, ask, keepsAll);
  if (top === undefined || top.wins === 0) {
    const now = open.map(
      (move): Candidate => ({
        action: move === STOCK_MOVE ? turnOnly : { turns: 0, move },
        count: 0,
      }),
    );
    top = best(now, won, named, ask, keepsAll);
  }
  return top === undefined || top.wins === 0
    ? undefined
    : { move: firstMove(top.action), plan: top.action };
}
