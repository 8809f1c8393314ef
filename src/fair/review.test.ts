import { describe, expect, it } from "vitest";
import { dealDeck } from "../core/deal.js";
import { Game } from "../core/game.js";
import type { Move } from "../core/move.js";
import { PRESET_RULES } from "../core/rules.js";
import { greedyPlay } from "../deals/greedy.js";
import { solve } from "../solver/index.js";
import { oracle } from "./oracle.js";
import { lastWinnable, reviewGame } from "./review.js";

const rules = PRESET_RULES.classic;
const NODES = 100_000;

const positionAfter = (deal: number, moves: readonly Move[]) => {
  const g = Game.replay(dealDeck(deal), rules, moves);
  if (!g.ok) throw new Error(g.error);
  return g.value.position;
};

/**
 * A lost game on a winnable deal: the greedy player's, on a deal the solver wins, where the
 * greedy player gave up in a position the solver does not win.
 */
function lostGame(): { deal: number; moves: Move[] } {
  for (let deal = 0; ; deal++) {
    const start = new Game(dealDeck(deal), rules).position;
    const g = greedyPlay(start);
    if (g.won || solve(start, { maxNodes: NODES }).result !== "win") continue;
    if (solve(positionAfter(deal, g.moves), { maxNodes: NODES }).result !== "win")
      return { deal, moves: g.moves };
  }
}

describe("where a game went wrong", () => {
  it("finds a point the solver wins whose next point it does not, the latest of a linear scan", () => {
    const { deal, moves } = lostGame();
    const ask = oracle(NODES);
    const r = lastWinnable(dealDeck(deal), rules, moves, [], ask);
    if (r.keep === null) throw new Error("the deal is winnable");
    expect(ask(positionAfter(deal, moves.slice(0, r.keep))).result).toBe("win");
    // The winning line from there does win.
    expect(positionAfter(deal, [...moves.slice(0, r.keep), ...r.line]).isWon()).toBe(true);
    const results = [];
    for (let i = 0; i <= moves.length; i++)
      results.push(ask(positionAfter(deal, moves.slice(0, i))).result);
    // Winnable points form a prefix of the game: the scan's last win is the search's answer.
    expect(results.lastIndexOf("win")).toBe(r.keep);
    expect(results.slice(0, r.keep + 1).every((x) => x === "win")).toBe(true);
  });

  it("stops only before a move the player made, not an automatic one", () => {
    const { deal, moves } = lostGame();
    const ask = oracle(NODES);
    const free = lastWinnable(dealDeck(deal), rules, moves, [], ask);
    if (free.keep === null || free.keep === 0) throw new Error("expected a point after the start");
    // Make the move at that point automatic (set off by the one before): no player stands
    // there, so the answer is the point before.
    const auto = moves.map((_, i) => i === free.keep);
    expect(lastWinnable(dealDeck(deal), rules, moves, auto, ask).keep).toBe(free.keep - 1);
  });

  it("keeps the deal's verdict for the statistics", () => {
    const { deal, moves } = lostGame();
    const review = reviewGame(dealDeck(deal), rules, moves, [], false, {
      verdictNodes: NODES,
      pointNodes: NODES,
    });
    expect(review.verdict).toBe("winnable");
    expect(review.lastWinnable).toBe(
      lastWinnable(dealDeck(deal), rules, moves, [], oracle(NODES)).keep,
    );
    // Deal 2 is lost in classic (solver/deals.test.ts): a loss there is no mistake.
    const lost = greedyPlay(new Game(dealDeck(2), rules).position).moves;
    expect(reviewGame(dealDeck(2), rules, lost, [], false, { verdictNodes: NODES })).toEqual({
      verdict: "unwinnable",
      lastWinnable: null,
    });
    // A won game needs no solver: its deal is winnable.
    expect(reviewGame(dealDeck(deal), rules, [], [], true, { verdictNodes: 1 })).toEqual({
      verdict: "winnable",
      lastWinnable: null,
    });
  });
});
