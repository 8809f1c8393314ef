import { describe, expect, it } from "vitest";
import { parsePosition } from "../core/notation.js";
import type { Position } from "../core/position.js";
import { endgameRuns } from "./endgames.js";
import { plainWins, replayWins } from "./plain.js";
import { twinOf } from "./switches.js";

/**
 * Endgames where one pile holds both twins of a pair, as its bottom and its top card, and
 * each other pile is a single card, the twin of a card in that pile with a run on it, or a
 * space that only the waste fills, the waste being empty. Switching one of those pairs takes
 * the top twin off the long pile, so that its own pair can switch next; that uncovers the
 * bottom twin, the next card for its foundation, and the game is won. Folded switches reach
 * only the positions one switch away (switches.ts), where the card uncovered can neither go
 * up nor take a card, so a search folding them here calls these endgames lost: the exact
 * search must play the switches as moves. Under rainbow's and classic's rules the tableaux
 * hold 17 and 30 cards (a run of 14 where any card builds on any, of 27 where colours
 * alternate, and three piles of one card); where only the waste fills a space, 15, the
 * fewest with which this can happen where any card builds on any (with 14 the long pile is
 * the whole tableau, and nothing can switch).
 */
const CASES = [
  {
    // Base 8: the long pile runs from Qh down to Qd; 5h, 7h and Ah are the twins of 5d, 7d
    // and Ad in it. Kh Qd onto Ah takes Qd off Qh's pile; Jd…Ad onto Qd (the switch of Qh
    // and Qd) uncovers Qh, the hearts' next card.
    rules: "rainbow",
    text: "rainbow_8__QhJdTd9d8d7d6h5d4h3h2dAdKhQd.5h.7h.Ah_13.0.4.13__4d6dKd3d2h_1",
  },
  {
    // Base 4: the long pile runs from Ks down to Kc; 3s, 2s and As are the twins of 3c, 2c
    // and Ac in it. Ah Kc onto 2s takes Kc off Ks's pile; Qh…2c onto Kc uncovers Ks, the
    // spades' next card.
    rules: "classic",
    text: "classic_4__3s.2s.As.KsQhJcTh9c8h7c6h5c4h3c2hAcKhQcJhTc9h8c7h6c5h4c3h2cAhKc_0.13.0.9___1",
  },
  {
    // Base J: the long pile runs from 9c down to 9s; Ts is the twin of Tc in it, which 9s
    // lies on. 9s onto Ts, then 8s…Tc onto 9s, uncovers 9c, the clubs' next card. (The
    // other move, the whole long pile onto Ts, loses.)
    rules: "rainbow,space=waste",
    text: "rainbow,space=waste_J__9c8s7s6s5s4s3s2sAsKsQsJsTc9s.Ts.._11.13.13.0___1",
  },
] as const;

const parse = (text: string): Position => {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};

describe("switches where one pile holds both twins of a pair", () => {
  it.each(CASES)(
    "$rules: the exact search wins by two switches that depend on each other",
    ({ text }) => {
      const pos = parse(text);
      const long = pos.tableau.find((p) => p.length > 13) ?? [];
      expect(long[long.length - 1]).toBe(twinOf(long[0] as number));
      expect(plainWins(pos)).toBe(true);
      const runs = endgameRuns(pos);
      expect(runs.map(([name, r]) => `${name}: ${r.result}`)).toEqual(
        runs.map(([name]) => `${name}: win`),
      );
      for (const [name, r] of runs) expect(replayWins(pos, r.moves), name).toBe(true);
    },
  );
});
