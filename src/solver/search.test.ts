import { describe, expect, it } from "vitest";
import { dealDeck } from "../core/deal.js";
import { isPileToPile } from "../core/move.js";
import { Position } from "../core/position.js";
import { PRESET_RULES } from "../core/rules.js";
import { runBack } from "./frames.js";
import { Search } from "./search.js";
import { inTurns } from "./test-lines.js";

describe("Search.resume", () => {
  // Within 20,000 positions deal 0 is a win, 2 a loss, 17 unknown: each kind of end.
  for (const deal of [0, 2, 17])
    for (const guess of [false, true])
      it(`deal ${deal}, ${guess ? "guess" : "exact"}: turns of 7 positions give what one run gives`, () => {
        const start = Position.deal(dealDeck(deal), PRESET_RULES.classic);
        const whole = new Search(start.clone(), { maxNodes: 20_000 }, guess).run();
        const parts = inTurns(new Search(start.clone(), { maxNodes: 20_000 }, guess), 7);
        expect(parts.result).toBe(whole.result);
        expect(parts.nodes).toBe(whole.nodes);
        expect(parts.moves).toEqual(whole.moves);
      });

  it("with restarts every few hundred positions, turns of 7 positions give what one run gives", () => {
    for (const deal of [0, 2, 17]) {
      const start = Position.deal(dealDeck(deal), PRESET_RULES.classic);
      const options = { maxNodes: 20_000, restartAfter: 300 };
      const one = new Search(start.clone(), options, false);
      const whole = one.run();
      // Gaps of 300, 360, 432, …: at least three restarts before 1,500 positions.
      if (whole.nodes > 1_500) expect(one.restarted).toBeGreaterThan(2);
      const parts = inTurns(new Search(start.clone(), options, false), 7);
      expect([deal, parts.result, parts.nodes, parts.moves]).toEqual([
        deal,
        whole.result,
        whole.nodes,
        whole.moves,
      ]);
    }
  });

  // Without restarts the exact search proves 38, 374 and 492 lost in 3,000–7,000 positions
  // and wins 5 and 48 in 1,000–2,000.
  it("restarts give the same answers as one search: losses proved, wins that replay", () => {
    for (const deal of [38, 374, 492, 5, 48]) {
      const start = Position.deal(dealDeck(deal), PRESET_RULES.classic);
      const plain = new Search(start.clone(), { restartAfter: Infinity }, false).run();
      const restarting = new Search(start.clone(), { restartAfter: 500 }, false);
      const r = restarting.run();
      expect([deal, r.result]).toEqual([deal, plain.result]);
      if (r.result === "loss") expect(restarting.restarted).toBeGreaterThan(2);
      if (r.result === "win") {
        const end = start.clone();
        for (const m of r.moves) end.play(m);
        expect(end.isWon()).toBe(true);
      }
    }
  });

  it("stops at each pause with exactly the positions asked for", () => {
    const search = new Search(Position.deal(dealDeck(22), PRESET_RULES.classic), {}, false);
    expect(search.resume(100)).toBeUndefined();
    expect(search.expanded).toBe(100);
    expect(search.resume(250)).toBeUndefined();
    expect(search.expanded).toBe(250);
  });
});

describe("a waiting card (draw1, the exact search)", () => {
  // Without waiting cards the exact search needs 2.01 million positions for this loss.
  it("proves draw1's deal 1,000,649 lost within 100,000 positions", () => {
    const start = Position.deal(dealDeck(1_000_649), PRESET_RULES.draw1);
    const r = new Search(start, { maxNodes: 100_000 }, false).run();
    expect(r.result).toBe("loss");
  });
});

describe("moves passed over unplayed", () => {
  it("superior, both searches: no run is played straight back onto the pile it has just left only to be taken back, though many could be", () => {
    let runMoves = 0;
    for (const guess of [false, true])
      for (const deal of [0, 3, 9, 53]) {
        const pos = Position.deal(dealDeck(1_000_000 + deal), PRESET_RULES.superior);
        // The engine's plays and takebacks as the search makes them. A run's move back that
        // is taken back at once, with nothing played after it, led to the position before.
        // (A move back can also be a switch played before a move up: that one stays.)
        let last = -1;
        let back = -1;
        const play = pos.play.bind(pos);
        const unplay = pos.unplay.bind(pos);
        pos.play = (m) => {
          const reserveLeft = pos.reserve.length;
          back = last >= 0 && m === runBack(last) ? m : -1;
          const info = play(m);
          last = isPileToPile(m) && pos.reserve.length === reserveLeft ? m : -1;
          if (last >= 0) runMoves++;
          return info;
        };
        pos.unplay = (m, info) => {
          expect(m === back).toBe(false);
          back = -1;
          last = -1;
          unplay(m, info);
        };
        new Search(pos, { maxNodes: 20_000 }, guess).run();
      }
    expect(runMoves).toBeGreaterThan(5_000);
  });
});
