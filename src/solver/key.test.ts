import { describe, expect, it } from "vitest";
import { dealDeck, mulberry32 } from "../core/deal.js";
import { Position } from "../core/position.js";
import { PRESET_RULES } from "../core/rules.js";
import { KeyMaker } from "./key.js";

/** Keys of the positions along random lines of play from a few deals, as [bytes without the stock's place, place, hashWithoutPlace]. */
function keysAlongLines(preset: "classic" | "storehouse"): [string, string, number][] {
  const out: [string, string, number][] = [];
  const random = mulberry32(7);
  for (let deal = 0; deal < 20; deal++) {
    const pos = Position.deal(dealDeck(deal), PRESET_RULES[preset]);
    const keys = new KeyMaker(pos);
    for (let step = 0; step < 300 && !pos.isWon(); step++) {
      const moves = pos.legalMoves();
      if (moves.length === 0) break;
      pos.play(moves[random() % moves.length] as number);
      keys.make(pos);
      const b = Array.from(keys.bytes.subarray(0, keys.length));
      const place = b.splice(1, keys.placeEnd - 1);
      out.push([b.join(","), place.join(","), keys.hashWithoutPlace]);
    }
  }
  return out;
}

describe("KeyMaker.hashWithoutPlace", () => {
  for (const preset of ["classic", "storehouse"] as const) {
    it(`${preset}: equal for keys that differ only in the stock's place, and such keys occur`, () => {
      const byRest = new Map<string, { hash: number; places: Set<string> }>();
      for (const [rest, place, hash] of keysAlongLines(preset)) {
        const seen = byRest.get(rest);
        if (seen === undefined) byRest.set(rest, { hash, places: new Set([place]) });
        else {
          expect(hash).toBe(seen.hash);
          seen.places.add(place);
        }
      }
      const shared = [...byRest.values()].filter((e) => e.places.size > 1).length;
      expect(shared).toBeGreaterThan(0);
      // A hash that ignored more than the place would make most of these collide.
      const hashes = new Set([...byRest.values()].map((e) => e.hash));
      expect(hashes.size).toBeGreaterThan(byRest.size * 0.99);
    });
  }
});

describe("KeyMaker with anyPlace (the search for a win's keys)", () => {
  /** Along random lines of play: [plain key, key with anyPlace] of each position. */
  function keyPairs(preset: "classic" | "storehouse"): [number[], number[]][] {
    const out: [number[], number[]][] = [];
    const random = mulberry32(11);
    for (let deal = 0; deal < 20; deal++) {
      const pos = Position.deal(dealDeck(deal), PRESET_RULES[preset]);
      const plain = new KeyMaker(pos);
      const anyPlace = new KeyMaker(pos, true, false, true);
      for (let step = 0; step < 300 && !pos.isWon(); step++) {
        const moves = pos.legalMoves();
        if (moves.length === 0) break;
        pos.play(moves[random() % moves.length] as number);
        plain.make(pos);
        anyPlace.make(pos);
        out.push([
          Array.from(plain.bytes.subarray(0, plain.length)),
          Array.from(anyPlace.bytes.subarray(0, anyPlace.length)),
        ]);
      }
    }
    return out;
  }

  it("classic: the key of the main cycle for every place of the stock, the rest unchanged", () => {
    let offCycle = 0;
    for (const [plain, folded] of keyPairs("classic")) {
      if (plain[1] !== 255) offCycle++;
      expect(folded).toEqual([plain[0], 255, ...plain.slice(2)]);
    }
    expect(offCycle).toBeGreaterThan(100);
  });

  it("storehouse (limited passes): the same keys as without it", () => {
    for (const [plain, folded] of keyPairs("storehouse")) expect(folded).toEqual(plain);
  });
});

describe("KeyMaker.check", () => {
  it("is odd, spreads, and with the hash tells every key met apart", () => {
    const byFingerprint = new Map<string, string>();
    const checks = new Set<number>();
    for (const preset of ["classic", "storehouse"] as const) {
      for (let deal = 0; deal < 20; deal++) {
        const pos = Position.deal(dealDeck(deal), PRESET_RULES[preset]);
        const keys = new KeyMaker(pos);
        const random = mulberry32(deal);
        for (let step = 0; step < 300 && !pos.isWon(); step++) {
          const moves = pos.legalMoves();
          if (moves.length === 0) break;
          pos.play(moves[random() % moves.length] as number);
          keys.make(pos);
          expect(keys.check & 1).toBe(1);
          const key = `${preset}:${keys.bytes.subarray(0, keys.length).join(",")}`;
          const fingerprint = `${keys.hash}:${keys.check}`;
          expect(byFingerprint.get(fingerprint) ?? key).toBe(key);
          byFingerprint.set(fingerprint, key);
          checks.add(keys.check);
        }
      }
    }
    const distinct = new Set(byFingerprint.values()).size;
    expect(distinct).toBeGreaterThan(1000);
    expect(checks.size).toBeGreaterThan(distinct * 0.99);
  });
});
