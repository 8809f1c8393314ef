import { isDealNumber } from "../../core/deal.js";
import { Game } from "../../core/game.js";
import { parsePosition } from "../../core/notation.js";
import type { Position } from "../../core/position.js";
import { err, ok, type Result } from "../../core/result.js";
import { dailyDeal } from "../../deals/daily.js";
import { isDay } from "../../deals/dates.js";
import { findDeal, LEVELS, rateDeal } from "../../deals/levels.js";
import { lastWinnable, oracle } from "../../fair/index.js";
import { solve } from "../../solver/index.js";
import { saveToken } from "../persist/save.js";
import { fairAnswer } from "./fair.js";
import { budget, deckOf, gameOf, rulesOf } from "./input.js";
import type {
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

function answer(pos: Position, maxNodes: number): SolveAnswer {
  const r = solve(pos, { maxNodes });
  // Tokens with an explicit count between piles, so that each names exactly one move.
  return { result: r.result, line: r.moves.map(saveToken), nodes: r.nodes };
}

/** "Where did it go wrong": the last point of the game the solver still wins (src/fair). */
function review(req: RequestOf<"review">): Result<ResponseOf["review"]> {
  const nodes = budget(req.maxNodes, REVIEW_NODES);
  if (!nodes.ok) return nodes;
  const game = gameOf(req.deal, req.rules, req.moves, req.auto);
  if (!game.ok) return game;
  const g = game.value;
  const last = lastWinnable(g.deck, g.rules, g.moves(), g.autoFlags(), oracle(nodes.value));
  return ok(
    last.keep === null
      ? { keep: null, startResult: last.startResult }
      : { keep: last.keep, line: last.line.map(saveToken) },
  );
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
    case "odds":
    case "fairPlay":
    case "gameReview":
      return fairAnswer(request);
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
