// A hunt for mistakes in the reserve test (`npm run hunt:reserve`): random endgames whose
// piles are runs, with cards in the reserve; every one that ReserveTest calls lost is solved
// by the search of the first release (which has no such test), and a win there is a
// mistake. Prints each such endgame and a count. Options: --variant P (classic), --count N
// (40000), --seed S (1). Slow by design (seconds per thousand endgames); not part of CI.
import { parseArgs } from "node:util";
import { type Card, cardOf, isRed, makeCard, RANKS } from "../core/card.js";
import { mulberry32 } from "../core/deal.js";
import { parsePosition } from "../core/notation.js";
import { parseRules, type Rules } from "../core/rules.js";
import { solve } from "../solver/index.js";
import { ReserveTest } from "../solver/reserve.js";

function endgame(rnd: (n: number) => number, variant: string, rules: Rules): string {
  // A fixed base starts on the foundations and never leaves them.
  const fixed = rules.base !== "random";
  const base = rules.base === "random" ? rnd(13) : rules.base;
  const counts = [13, 13, 13, 13];
  const cards: Card[] = [];
  const total = 14 + rnd(8);
  while (cards.length < total) {
    const s = rnd(4);
    if (counts[s] === (fixed ? 1 : 0)) continue;
    counts[s] = (counts[s] as number) - 1;
    cards.push(cardOf(s, (base + (counts[s] as number)) % 13));
  }
  for (let i = cards.length - 1; i > 0; i--) {
    const j = rnd(i + 1);
    [cards[i], cards[j]] = [cards[j] as Card, cards[i] as Card];
  }
  const reserve = cards.splice(0, 3 + rnd(5));
  const piles: Card[][] = [0, 1, 2, 3].map(() => [cards.shift() as Card]);
  const rest: Card[] = [];
  for (const c of cards) {
    const fits = piles.filter((p) => {
      const t = p[p.length - 1] as Card;
      return (t % 13 === (c % 13) + 1 || (t % 13 === 0 && c % 13 === 12)) && isRed(t) !== isRed(c);
    });
    if (fits.length > 0 && rnd(3) > 0) (fits[rnd(fits.length)] as Card[]).push(c);
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

const { values } = parseArgs({
  options: {
    variant: { type: "string", default: "classic" },
    count: { type: "string", default: "40000" },
    seed: { type: "string", default: "1" },
  },
});
const rules = parseRules(values.variant as string);
if (!rules.ok) throw new Error(rules.error);
const next = mulberry32(Number(values.seed));
const rnd = (n: number) => next() % n;
let proved = 0;
let mistakes = 0;
for (let i = 0; i < Number(values.count); i++) {
  const text = endgame(rnd, values.variant as string, rules.value);
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error}`);
  const pos = parsed.value;
  if (!ReserveTest.applies(pos) || !new ReserveTest(pos).lost(pos)) continue;
  proved++;
  if (solve(pos, { version: 1, maxNodes: 2_000_000 }).result === "win") {
    mistakes++;
    console.log(`called lost, but won: ${text}`);
  }
}
console.log(
  JSON.stringify({ variant: values.variant, endgames: Number(values.count), proved, mistakes }),
);
if (mistakes > 0) process.exitCode = 1;
