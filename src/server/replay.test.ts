import { describe, expect, test } from "vitest";
import { dealDeck } from "../core/deal.js";
import { Position } from "../core/position.js";
import { PRESET_RULES } from "../core/rules.js";
import { MAX_MOVES, replayDeal, splitMoves } from "./replay.js";
import { winningLine } from "./testing.js";

const DAY = "2026-05-02";
const { deal, tokens } = winningLine(DAY);

describe("replaying a result", () => {
  test("a winning line from the solver replays as a win with every card home", () => {
    const r = replayDeal(deal, tokens.join(" "));
    expect(r).toEqual({
      ok: true,
      value: { cards: 52, won: true, moveCount: tokens.length, moves: tokens.join(" ") },
    });
  });

  test("a line stopped halfway counts the cards it put on the foundations", () => {
    const half = tokens.slice(0, Math.floor(tokens.length / 2));
    const r = replayDeal(deal, half.join(" "));
    const pos = Position.deal(dealDeck(deal), PRESET_RULES.classic);
    expect(r.ok && r.value.won).toBe(false);
    expect(r.ok && r.value.cards).toBeGreaterThanOrEqual(pos.cardsOnFoundations());
    expect(r.ok && r.value.cards).toBeLessThan(52);
    expect(r.ok && r.value.moveCount).toBe(half.length);
  });

  test("no moves at all is a result: the cards dealt to the foundations", () => {
    const pos = Position.deal(dealDeck(deal), PRESET_RULES.classic);
    expect(replayDeal(deal, "")).toEqual({
      ok: true,
      value: { cards: pos.cardsOnFoundations(), won: false, moveCount: 0, moves: "" },
    });
  });

  test("any whitespace separates moves; the stored moves are one space apart", () => {
    const r = replayDeal(deal, `  ${tokens.slice(0, 3).join("\n\t ")}  `);
    expect(r.ok && r.value.moves).toBe(tokens.slice(0, 3).join(" "));
  });

  test("a forged line is refused at its first illegal move, named with its number", () => {
    // Every card to a foundation at move 1 is illegal for all but one source: try each.
    const forged = [...tokens];
    const k = 5;
    let refused: string | undefined;
    for (const fake of ["rt1", "wt2", "t1f", "t2f", "t3f", "t4f", "rf", "wf"]) {
      if (fake === tokens[k - 1]) continue;
      forged[k - 1] = fake;
      const r = replayDeal(deal, forged.join(" "));
      if (!r.ok) {
        refused = r.error;
        expect(r.error).toMatch(new RegExp(`^move ${k} "${fake}": `));
        break;
      }
    }
    expect(refused).toBeDefined();
  });

  test("a malformed token is refused with its number and what a move looks like", () => {
    const r = replayDeal(deal, `${tokens[0]} rt9`);
    expect(r).toEqual({ ok: false, error: expect.stringMatching(/^move 2 "rt9": not a move/) });
  });

  test("a long hostile token is quoted short", () => {
    const r = replayDeal(deal, "x".repeat(10_000));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.length).toBeLessThan(200);
  });

  test("more than 5,000 tokens are refused before any is replayed", () => {
    expect(splitMoves(Array(MAX_MOVES).fill("s").join(" ")).ok).toBe(true);
    const r = replayDeal(
      deal,
      Array(MAX_MOVES + 1)
        .fill("zz")
        .join(" "),
    );
    expect(r).toEqual({ ok: false, error: "too many moves: 5001, at most 5,000" });
  });
});
