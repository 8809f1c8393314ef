import { Game } from "../../core/game.js";
import { err, ok, type Result } from "../../core/result.js";
import { oddsAfter, oddsReport, playFair, reviewGame } from "../../fair/index.js";
import { budget, cardsOf, deckOf, gameOf, rulesOf } from "./input.js";
import type { RequestOf, ResponseOf } from "./protocol.js";

/** Arrangements for one chance or fair hint (docs/fair-play.md: 32 keeps it under 2 s). */
export const FAIR_SAMPLES = 32;
export const FAIR_NODES = 20_000;
/** The seed of the draw: the same knowledge gives the same answer every time it is asked. */
const FAIR_SEED = 1;

type FairRequest = RequestOf<"odds" | "fairPlay" | "gameReview">;

const positive = (n: number | undefined, fallback: number, what: string): Result<number> =>
  n === undefined
    ? ok(fallback)
    : Number.isInteger(n) && n > 0
      ? ok(n)
      : err(`${what} ${n} is not a positive whole number`);

/** The fair-play questions (src/fair): the chance and fair hint, the fair player, a review. */
export function fairAnswer(
  request: FairRequest,
): Result<ResponseOf["odds" | "fairPlay" | "gameReview"]> {
  switch (request.type) {
    case "odds": {
      const game = gameOf(request.deal, request.rules, request.moves);
      if (!game.ok) return game;
      const seen = cardsOf(request.seen ?? []);
      if (!seen.ok) return seen;
      const samples = positive(request.samples, FAIR_SAMPLES, "samples");
      if (!samples.ok) return samples;
      const nodes = budget(request.maxNodes, FAIR_NODES);
      if (!nodes.ok) return nodes;
      const g = game.value;
      const r = oddsAfter(
        g.deck,
        g.rules,
        g.moves(),
        { samples: samples.value, seed: request.seed ?? FAIR_SEED, maxNodes: nodes.value },
        seen.value,
      );
      if (!r.ok) return r;
      return ok({ ...oddsReport(r.value), hintBy: r.value.hintBy });
    }
    case "fairPlay": {
      const deck = deckOf(request.deal);
      if (!deck.ok) return deck;
      const rules = rulesOf(request.rules);
      if (!rules.ok) return rules;
      const nodes = budget(request.maxNodes, FAIR_NODES);
      if (!nodes.ok) return nodes;
      const play = playFair(deck.value, rules.value, { maxNodes: nodes.value });
      const end = Game.replay(deck.value, rules.value, play.moves);
      const cards = end.ok ? end.value.position.cardsOnFoundations() : 0;
      return ok({ won: play.won, moves: play.moves.length, cards });
    }
    case "gameReview": {
      const game = gameOf(request.deal, request.rules, request.moves, request.auto);
      if (!game.ok) return game;
      const g = game.value;
      return ok(reviewGame(g.deck, g.rules, g.moves(), g.autoFlags(), request.won));
    }
  }
}
