import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeCard, parseCard } from "./card.js";
import { dealDeck, makeDeal, mulberry32, parseDeal, parseDealNumber } from "./deal.js";

// Pinned forever: saved games, links and daily deals depend on this mapping.
const VECTORS: [number, string][] = [
  [
    0,
    "5sQsKh2cKs5h6hJd7c3sKcTh9h6d4c5d8h6cQh7hAh4d7s9cJs2dAs9s3cTc8sTs2s7d9d6s4s2h3dJh5cJcQd8d4h3hKdTd8cQcAcAd",
  ],
  [
    1,
    "Qd6sJdJc5s6hQs3s7c4hThTd2s9hQc4cJs8h9c2d5c2h7sKh5h8c9d4dKc2cJhQhKd9s3c5dAsTc3d6c8d7d4s6dKs3hAd8sTsAhAc7h",
  ],
  [
    42,
    "3s9s2dKdKs9h7cJsTh5sJd3cAd4d2sQs2h6cTsTcAs4c6s7s7d5c5hQh8h5d2cAh3dAc9d8s6d8cQc4hJhJc8dKh3hKcQd9c7h4sTd6h",
  ],
  [
    1000000,
    "Ad6hJc2c6d7cAs2hJh5h8d2sJd7sTc6sTdKcTs6c9dQh3sQs5c5dAh3cAc8hQd9h4c8c3d5s3h8s4dJsQcKs7d9s4hKh7hKdTh9c4s2d",
  ],
  [
    4294967295,
    "8h2c7s2d4dJs8dQcTsTd3d7d5dAhQsQh5h3s9c6s5sJcAc9s7cAs3c9hQdJdKh4hKc5c4c7h2h6d3hAd8cJh4s6c9d6hKd2sKsThTc8s",
  ],
];

describe("deal numbers", () => {
  it.each(VECTORS)("deal %i is pinned", (n, deal) => {
    expect(makeDeal(dealDeck(n))).toBe(deal);
  });

  // The reference sequence of Mulberry32 for seed 1 (0.6270739405881613, 0.0027357211802154, 0.5274470399599522 × 2^32).
  it("Mulberry32 gives pinned 32-bit outputs", () => {
    const next = mulberry32(1);
    expect([next(), next(), next()]).toEqual([2693262067, 11749833, 2265367787]);
  });

  it("every deal number gives 52 distinct cards", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (n) => {
        expect(new Set(dealDeck(n)).size).toBe(52);
      }),
      { numRuns: 200 },
    );
  });

  it.each([
    ["-1", "is not a deal number"],
    ["1.5", "is not a deal number"],
    ["4294967296", "out of range"],
    ["", "is not a deal number"],
  ])("refuses the deal number %j", (text, message) => {
    const r = parseDealNumber(text);
    expect(r.ok ? "accepted" : r.error).toContain(message);
  });
});

describe("deal strings", () => {
  it("parse(make(deck)) is the deck", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (n) => {
        const deck = dealDeck(n);
        const parsed = parseDeal(makeDeal(deck));
        expect(parsed.ok && parsed.value).toEqual(deck);
      }),
      { numRuns: 100 },
    );
  });

  it("make(parse(card)) is the card for every code", () => {
    for (let c = 0; c < 52; c++) {
      const p = parseCard(makeCard(c));
      expect(p.ok && p.value).toBe(c);
    }
  });

  const good = VECTORS[0]?.[1] as string;
  it.each([
    [good.slice(2), "this one has 102"],
    [`${good.slice(0, 102)}Xs`, 'card 52 of the deal: "Xs" is not a card: "X" is not a rank'],
    [`${good.slice(0, 102)}5x`, '"x" is not a suit'],
    [`${good.slice(0, 102)}5s`, "the deal names 5s twice (cards 1 and 52)"],
  ])("refuses a malformed deal string (%#)", (text, message) => {
    const r = parseDeal(text);
    expect(r.ok ? "accepted" : r.error).toContain(message);
  });
});
