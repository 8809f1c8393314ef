import { describe, expect, it } from "vitest";
import { finishesAlone, finishingMove, isSafeToFoundation, nextAutoMove } from "./autoplay.js";
import { parseCard } from "./card.js";
import { dealDeck } from "./deal.js";
import { parsePosition } from "./notation.js";
import { Position } from "./position.js";
import { PRESET_RULES } from "./rules.js";
import { makeMove } from "./token.js";

const c = (code: string) => {
  const r = parseCard(code);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

/** Base rank A; foundations as counts c d h s; waste top given. */
function pos(foundations: number[], waste: string[], build = PRESET_RULES.classic) {
  return new Position(
    build,
    0,
    [],
    [[c("9s")], [c("9h")], [c("8c")], [c("8d")]],
    foundations,
    [],
    waste.map(c),
    1,
  );
}

describe("isSafeToFoundation", () => {
  it.each([
    ["3c", [2, 0, 0, 0], false, "red twos still out"],
    ["3c", [2, 2, 1, 0], false, "2h still out"],
    ["3c", [2, 2, 2, 0], true, "both red twos home"],
    ["2c", [1, 1, 1, 0], true, "both red aces home"],
    ["Ad", [0, 0, 0, 0], false, "the base rank waits for the kings"],
  ])("%s with foundations %j: %s (%s)", (card, f, want) => {
    expect(isSafeToFoundation(pos(f as number[], []), c(card))).toBe(want);
  });

  it("follows the build rule", () => {
    const rainbow = pos([2, 2, 2, 1], [], PRESET_RULES.rainbow);
    expect(isSafeToFoundation(rainbow, c("3c"))).toBe(false);
    const suit = pos([2, 0, 0, 0], [], PRESET_RULES.storehouse);
    expect(isSafeToFoundation(suit, c("3c"))).toBe(true);
  });
});

describe("nextAutoMove", () => {
  it("moves a safe card in safe mode, any card in all mode, nothing when off", () => {
    const risky = pos([2, 0, 0, 0], ["3c"]);
    expect(nextAutoMove(risky, "safe")).toBeUndefined();
    expect(makeMove(nextAutoMove(risky, "all") as number)).toBe("wf");
    expect(nextAutoMove(risky, "off")).toBeUndefined();
    const safe = pos([2, 2, 2, 0], ["3c"]);
    expect(makeMove(nextAutoMove(safe, "safe") as number)).toBe("wf");
  });
});

describe("finishing by foundation moves and stock turns", () => {
  it("is not offered while the reserve holds cards", () => {
    expect(finishesAlone(Position.deal(dealDeck(1), PRESET_RULES.classic))).toBe(false);
  });

  it("is offered when only those moves are left, and they win", () => {
    const start = parsePosition("classic_A__Kc.Kd.Kh.Ks_12.12.12.12___1");
    if (!start.ok) throw new Error(start.error);
    expect(finishesAlone(start.value)).toBe(true);
    const pos = start.value.clone();
    for (let m = finishingMove(pos); m !== undefined; m = finishingMove(pos)) pos.play(m);
    expect(pos.isWon()).toBe(true);
  });

  it("is not offered when a card must be moved between piles first", () => {
    // Kc lies on the Qc that clubs need next: foundation moves alone cannot free it.
    const blocked = parsePosition("classic_A__QcKc.Kd.Kh.Ks_11.12.12.12___1");
    if (!blocked.ok) throw new Error(blocked.error);
    expect(finishesAlone(blocked.value)).toBe(false);
  });
});
