import { type Card, cardOf, isRed, makeCard, RANKS } from "../core/card.js";

/** Random endgames for the solver's tests and for `npm run hunt:reserve`. */

/**
 * `total` cards taken off the tops of random foundations (all full at first), shuffled; and
 * the counts left on the foundations. With `keepBase`, no foundation gives up its base card
 * (a fixed base never leaves the foundations).
 */
export function cardsLeft(
  rnd: (n: number) => number,
  base: number,
  total: number,
  keepBase = false,
) {
  const counts = [13, 13, 13, 13];
  const floor = keepBase ? 1 : 0;
  const cards: Card[] = [];
  while (cards.length < total) {
    const s = rnd(4);
    if ((counts[s] as number) === floor) continue;
    counts[s] = (counts[s] as number) - 1;
    cards.push(cardOf(s, (base + (counts[s] as number)) % 13));
  }
  for (let i = cards.length - 1; i > 0; i--) {
    const j = rnd(i + 1);
    [cards[i], cards[j]] = [cards[j] as Card, cards[i] as Card];
  }
  return { counts, cards };
}

/** How runEndgame draws: cards left [least, how many more at most], reserve size likewise. */
export interface RunEndgameShape {
  cards: readonly [number, number];
  reserve: readonly [number, number];
  /** A card that fits a pile goes onto one unless rnd(buildOdds) is 0. */
  buildOdds: number;
}

/**
 * A random endgame as position text whose piles are runs (built down in alternating
 * colours, as in play), with cards in the reserve: the positions where switches fold and
 * where the reserve test works. The rest of the cards go to the stock and the waste.
 */
export function runEndgame(
  rnd: (n: number) => number,
  variant: string,
  base: number,
  keepBase: boolean,
  shape: RunEndgameShape,
): string {
  const [cardsMin, cardsMore] = shape.cards;
  const { counts, cards: left } = cardsLeft(rnd, base, cardsMin + rnd(cardsMore), keepBase);
  const reserve = left.splice(0, shape.reserve[0] + rnd(shape.reserve[1]));
  const piles: Card[][] = [0, 1, 2, 3].map(() => [left.shift() as Card]);
  const rest: Card[] = [];
  for (const c of left) {
    const fits = piles.filter((p) => {
      const t = p[p.length - 1] as Card;
      return (t % 13 === (c % 13) + 1 || (t % 13 === 0 && c % 13 === 12)) && isRed(t) !== isRed(c);
    });
    if (fits.length > 0 && rnd(shape.buildOdds) > 0) (fits[rnd(fits.length)] as Card[]).push(c);
    else rest.push(c);
  }
  const waste = rest.splice(0, rnd(rest.length + 1));
  const text = (a: Card[]) => a.map(makeCard).join("");
  return [
    variant,
    RANKS[base],
    text(reserve),
    piles.map(text).join("."),
    counts.join("."),
    text(rest),
    text(waste),
    "1",
  ].join("_");
}
