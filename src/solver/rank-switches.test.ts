import { describe, expect, it } from "vitest";
import { makeCard } from "../core/card.js";
import { mulberry32 } from "../core/deal.js";
import type { Move } from "../core/move.js";
import { parsePosition } from "../core/notation.js";
import type { Position } from "../core/position.js";
import { switchesOf } from "./endgames.js";
import { canonicalize, foldsSwitches, SwitchMoves } from "./switches.js";

// Rainbow, base A. The nines: 9c holds 8h (with 7d on it), 9d holds 8s, 9h and 9s are tops;
// the eights: 8h holds 7d, 8s is a top.
const text = "rainbow_A__9c8h7d.9d8s.9h.9s_8.6.7.7_TcJcQcKc8dTdJdQdKdThJhQhKhTsJsQsKs__1";

function start(): Position {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

const piles = (pos: Position) => pos.tableau.map((p) => p.map(makeCard).join(""));

/** Canonicalizes pos, checking that every move it plays is legal where it is played. */
function canonicalizeChecked(pos: Position): void {
  const before = pos.clone();
  const played: Move[] = [];
  canonicalize(pos, (m) => played.push(m));
  for (const m of played) {
    expect(before.legalMoves([])).toContain(m);
    before.play(m);
  }
  expect(piles(before)).toEqual(piles(pos));
}

describe("switches where any card builds on any", () => {
  it("fold here: 7 cards in the tableau", () => {
    expect(foldsSwitches(start())).toBe(true);
  });

  it("bring every arrangement of a class back to one, by legal moves", () => {
    const next = mulberry32(19);
    const seen = new Set<string>();
    for (let trial = 0; trial < 200; trial++) {
      const pos = start();
      for (let step = next() % 12; step > 0; step--) {
        const options = switchesOf(pos);
        pos.play(options[next() % options.length] as Move);
      }
      seen.add(piles(pos).join("."));
      canonicalizeChecked(pos);
      // Runs on the smallest cards of their rank, the smallest bottom on the smallest card.
      expect(piles(pos)).toEqual(["9c8h7d", "9d8s", "9h", "9s"]);
    }
    // The 9s' runs on any two of four, in either order (12), times 7d on either 8 (2).
    expect(seen.size).toBe(24);
  });

  it("try a covered card up after the switch that uncovers it, and no other switch", () => {
    // Hearts up to 7 and clubs up to 8: 8h goes up once 7d moves onto 8s, 9c once the run
    // 8h 7d moves onto 9h (the first nine on top).
    const found: string[] = [];
    const pos = start();
    new SwitchMoves(pos, (up, sw) => {
      const after = pos.clone();
      after.play(sw);
      expect(after.legalMoves([])).toContain(up);
      after.play(up);
      found.push(
        `${piles(after).join(".")} ${makeCard(after.foundationNeeds(0))}${makeCard(after.foundationNeeds(2))}`,
      );
    }).forEach();
    expect(found.sort()).toEqual(["9c.9d8s7d.9h.9s 9c9h", ".9d8s.9h8h7d.9s Tc8h"].sort());
  });
});
