import { type Deck, dealDeck, isDealNumber, parseDeal } from "../../core/deal.js";
import { Game } from "../../core/game.js";
import { parsePosition } from "../../core/notation.js";
import type { Position } from "../../core/position.js";
import { err, ok, type Result } from "../../core/result.js";
import { parseRules, type Rules } from "../../core/rules.js";
import { parseMove } from "../../core/token.js";
import { dailyDeal } from "../../deals/daily.js";
import { isDay } from "../../deals/dates.js";
import { findDeal, LEVELS, rateDeal } from "../../deals/levels.js";
import { solve } from "../../solver/index.js";
import { saveToken } from "../persist/save.js";
import type {
  DealRef,
  RequestOf,
  RequestType,
  ResponseOf,
  SolveAnswer,
  SolverRequest,
  WorkerCall,
  WorkerReply,
} from "./protocol.js";

/** Default node budgets (deterministic): a hint or a verdict, and each point of a review. */
export const HINT_NODES = 2_000_000;
export const REVIEW_NODES = 200_000;

function deckOf(ref: DealRef): Result<Deck> {
  if ("cards" in ref) return parseDeal(ref.cards);
  return isDealNumber(ref.number)
    ? ok(dealDeck(ref.number))
    : err(`deal number ${ref.number} is out of range`);
}

function answer(pos: Position, maxNodes: number): SolveAnswer {
  const r = solve(pos, { maxNodes });
  // Tokens with an explicit count between piles, so that each names exactly one move.
  return { result: r.result, line: r.moves.map(saveToken), nodes: r.nodes };
}

const budget = (n: number | undefined, fallback: number): Result<number> =>
  n === undefined
    ? ok(fallback)
    : Number.isInteger(n) && n > 0
      ? ok(n)
      : err(`node budget ${n} is not a positive whole number`);

function rulesOf(text: string): Result<Rules> {
  const r = parseRules(text);
  return r.ok ? r : err(`rules: ${r.error}`);
}

/**
 * The last point of a game from which the solver still finds a win. Winnable positions
 * along a game form a prefix (a position that leads to a winnable one is winnable), so a
 * binary search over the points before each player's move needs few solver runs.
 */
function review(req: RequestOf<"review">): Result<ResponseOf["review"]> {
  const deck = deckOf(req.deal);
  if (!deck.ok) return deck;
  const rules = rulesOf(req.rules);
  if (!rules.ok) return rules;
  const nodes = budget(req.maxNodes, REVIEW_NODES);
  if (!nodes.ok) return nodes;
  const game = new Game(deck.value, rules.value);
  for (const [i, t] of req.moves.entries()) {
    const m = parseMove(game.position, t);
    if (!m.ok) return err(`move ${i + 1} "${t}": ${m.error}`);
    game.play(m.value, req.auto?.[i] ?? false);
  }
  const moves = game.moves();
  const points = [0];
  for (let i = 1; i <= moves.length; i++)
    if (i === moves.length || req.auto?.[i] !== true) points.push(i);
  const positionAt = (k: number): Position => {
    const g = new Game(deck.value, rules.value);
    for (let i = 0; i < k; i++) g.play(moves[i] as number);
    return g.position;
  };
  const cache = new Map<number, SolveAnswer>();
  const at = (j: number): SolveAnswer => {
    let a = cache.get(j);
    if (!a) {
      a = answer(positionAt(points[j] as number), nodes.value);
      cache.set(j, a);
    }
    return a;
  };
  if (at(0).result !== "win")
    return ok({ keep: null, startResult: at(0).result as "loss" | "unknown" });
  let lo = 0;
  let hi = points.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (at(mid).result === "win") lo = mid;
    else hi = mid - 1;
  }
  return ok({ keep: points[lo] as number, line: at(lo).line });
}

/** Answers one request; bad input gets a sentence that names it. Pure: testable without a worker. */
export function handle<T extends RequestType>(request: RequestOf<T>): Result<ResponseOf[T]>;
export function handle(request: SolverRequest): Result<ResponseOf[RequestType]> {
  switch (request.type) {
    case "find": {
      if (!LEVELS.includes(request.level)) return err(`unknown level "${request.level}"`);
      const rules = rulesOf(request.rules);
      if (!rules.ok) return rules;
      if (!isDealNumber(request.start)) return err(`start ${request.start} is not a deal number`);
      const found = findDeal(request.level, rules.value, request.start);
      return found ? ok(found) : err(`no ${request.level} deal found near ${request.start}`);
    }
    case "rate": {
      const rules = rulesOf(request.rules);
      if (!rules.ok) return rules;
      if (!isDealNumber(request.deal)) return err(`deal number ${request.deal} is out of range`);
      return ok(rateDeal(request.deal, rules.value));
    }
    case "hint": {
      const pos = parsePosition(request.position);
      if (!pos.ok) return err(`position: ${pos.error}`);
      const nodes = budget(request.maxNodes, HINT_NODES);
      return nodes.ok ? ok(answer(pos.value, nodes.value)) : nodes;
    }
    case "verdict": {
      const deck = deckOf(request.deal);
      if (!deck.ok) return deck;
      const rules = rulesOf(request.rules);
      if (!rules.ok) return rules;
      const nodes = budget(request.maxNodes, HINT_NODES);
      if (!nodes.ok) return nodes;
      return ok(answer(new Game(deck.value, rules.value).position, nodes.value));
    }
    case "review":
      return review(request);
    case "daily":
      return isDay(request.day)
        ? ok(dailyDeal(request.day))
        : err(`"${request.day}" is not a date (YYYY-MM-DD)`);
  }
}

/** The worker's reply to a call; an unexpected exception becomes an error reply too. */
export function reply(call: WorkerCall): WorkerReply {
  try {
    const r = handle(call.request as RequestOf<RequestType>);
    return r.ok
      ? { id: call.id, ok: true, value: r.value }
      : { id: call.id, ok: false, error: r.error };
  } catch (e) {
    return {
      id: call.id,
      ok: false,
      error: `the solver failed: ${e instanceof Error ? e.message : String(e)}`,
    };
  }
}
