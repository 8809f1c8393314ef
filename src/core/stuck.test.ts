import { describe, expect, it } from "vitest";
import { parseCard } from "./card.js";
import { dealDeck } from "./deal.js";
import { Position } from "./position.js";
import { PRESET_RULES } from "./rules.js";
import { foundationOutlook, OutlookSearch } from "./stuck.js";

const cs = (codes: string) =>
  codes.split(" ").map((code) => {
    const r = parseCard(code);
    if (!r.ok) throw new Error(r.error);
    return r.value;
  });

/** Base A, aces home, each two buried under a five; the stock holds fours and threes. */
function buried(stock: string) {
  return new Position(
    PRESET_RULES.classic,
    0,
    [],
    [cs("2c 5c"), cs("2d 5d"), cs("2h 5h"), cs("2s 5s")],
    [1, 1, 1, 1],
    cs(stock).reverse(),
    [],
    1,
  );
}

describe("foundationOutlook", () => {
  it("is stuck when no shuffling of the tableau and stock frees a card for a foundation", () => {
    expect(foundationOutlook(buried("4h 3s 4c 9d Kh 3c"))).toBe("stuck");
  });

  it("is open when a card can reach a foundation after moves elsewhere", () => {
    // Nothing moves to a foundation now, but turning the stock brings up the 2c.
    const p = new Position(
      PRESET_RULES.classic,
      0,
      [],
      [cs("3d 5c"), cs("2d 5d"), cs("2h 5h"), cs("2s 5s")],
      [1, 1, 1, 1],
      cs("4h 9d 2c").reverse(),
      [],
      1,
    );
    expect(foundationOutlook(p)).toBe("open");
  });

  it("is open at the start of a deal with a foundation move waiting, unknown when the budget runs out", () => {
    const deal = Position.deal(dealDeck(1), PRESET_RULES.classic);
    expect(foundationOutlook(deal)).not.toBe("stuck");
    expect(foundationOutlook(buried("4h 3s 4c 9d Kh 3c"), 3)).toBe("unknown");
  });

  it("leaves the position it was given unchanged", () => {
    const p = buried("4h 3s 4c 9d Kh 3c");
    const before = JSON.stringify(p);
    foundationOutlook(p);
    expect(JSON.stringify(p)).toBe(before);
  });

  it("gives the same answer when run in slices", () => {
    for (const p of [
      buried("4h 3s 4c 9d Kh 3c"),
      Position.deal(dealDeck(2), PRESET_RULES.classic),
    ]) {
      const search = new OutlookSearch(p);
      let slices = 0;
      let r: ReturnType<OutlookSearch["run"]>;
      do {
        r = search.run(5);
        slices++;
      } while (r === undefined);
      expect(r).toBe(foundationOutlook(p));
      expect(slices).toBeGreaterThan(1);
    }
  });
});
