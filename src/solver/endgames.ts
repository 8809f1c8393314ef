import { type Card, cardOf, makeCard, RANKS } from "../core/card.js";
import { countOf, DST_T1, dstOf, isPileToPile, type Move, SRC_T1, srcOf } from "../core/move.js";
import { makePosition, parsePosition } from "../core/notation.js";
import { Position } from "../core/position.js";
import { parseRules } from "../core/rules.js";
import { solve } from "./index.js";
import { replayWins } from "./plain.js";
import { takesSame } from "./switches.js";

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
  /**
   * Piles left empty, at most (drawn 0 … spaces), where the rules allow a space: the reserve
   * empty or not filling spaces. Default 0.
   */
  spaces?: number;
  /** Rounds over the cards left, each putting on a pile the cards that fit: more make longer runs. Default 1. */
  rounds?: number;
  /** The pass: "last" for the last of limited passes; default the first. */
  pass?: "first" | "last";
}

/**
 * A random endgame as position text whose piles are runs (built down by the variant's
 * build rule, as in play), with cards in the reserve as the shape says: the positions where
 * switches fold and where the reserve test works. The rest of the cards go to the stock and
 * the waste.
 */
export function runEndgame(
  rnd: (n: number) => number,
  variant: string,
  base: number,
  keepBase: boolean,
  shape: RunEndgameShape,
): string {
  const parsed = parseRules(variant);
  if (!parsed.ok) throw new Error(parsed.error);
  const rules = parsed.value;
  const builder = new Position(rules, base, [], [[], [], [], []], [0, 0, 0, 0], [], [], 1);
  const [cardsMin, cardsMore] = shape.cards;
  const { counts, cards: left } = cardsLeft(rnd, base, cardsMin + rnd(cardsMore), keepBase);
  const reserve = left.splice(0, shape.reserve[0] + rnd(shape.reserve[1]));
  const spacesAllowed = reserve.length === 0 || !rules.autoFill;
  const spaces = shape.spaces ?? 0;
  const empty = spacesAllowed && spaces > 0 ? Math.min(3, rnd(spaces + 1)) : 0;
  const piles: Card[][] = [0, 1, 2, 3].map((i) => (i < 4 - empty ? [left.shift() as Card] : []));
  let rest: Card[] = left;
  for (let round = 0; round < (shape.rounds ?? 1); round++) {
    const next: Card[] = [];
    for (const c of rest) {
      const fits = piles.filter((p) => {
        const t = p[p.length - 1];
        return t !== undefined && builder.buildsOn(c, t);
      });
      if (fits.length > 0 && rnd(shape.buildOdds) > 0) (fits[rnd(fits.length)] as Card[]).push(c);
      else next.push(c);
    }
    rest = next;
  }
  const waste = rest.splice(0, rnd(rest.length + 1));
  const pass = shape.pass === "last" && Number.isFinite(rules.passes) ? rules.passes : 1;
  const text = (a: Card[]) => a.map(makeCard).join("");
  return [
    variant,
    RANKS[base],
    text(reserve),
    piles.map(text).join("."),
    counts.join("."),
    text(rest),
    text(waste),
    String(pass),
  ].join("_");
}

/**
 * The searches an endgame test holds to the plain search's answer: both side by side, the
 * exact one alone, and the exact one restarting every 3 positions.
 */
export const endgameRuns = (pos: Position) =>
  [
    ["both", solve(pos, { maxNodes: 1_000_000 })],
    ["exact", solve(pos, { maxNodes: 1_000_000, guess: false })],
    ["exact, restarts", solve(pos, { maxNodes: 1_000_000, guess: false, restartAfter: 3 })],
  ] as const;

/**
 * What the searches of `endgameRuns` get wrong on pos (named `text` in the lines), whose
 * answer is `expected`: a line for each that answers otherwise or whose win does not replay
 * through the engine; empty where all agree.
 */
export function endgameRunProblems(
  pos: Position,
  text: string,
  expected: "win" | "loss",
): string[] {
  const problems: string[] = [];
  for (const [search, r] of endgameRuns(pos)) {
    if (r.result !== expected)
      problems.push(`${text}: ${search} says ${r.result}, not ${expected}`);
    else if (r.result === "win" && !replayWins(pos, r.moves))
      problems.push(`${text}: ${search}'s win does not replay`);
  }
  return problems;
}

/** The legal switches of a position (switches.ts): runs moved off a card onto a top that takes the same cards. */
export function switchesOf(pos: Position): Move[] {
  const any = pos.rules.build === "any";
  return pos.legalMoves([]).filter((m) => {
    if (!isPileToPile(m)) return false;
    const from = pos.tableau[srcOf(m) - SRC_T1] as number[];
    const to = pos.tableau[dstOf(m) - DST_T1] as number[];
    const below = from[from.length - countOf(m) - 1];
    const top = to[to.length - 1];
    return below !== undefined && top !== undefined && takesSame(any, below, top);
  });
}

/**
 * The pairs of covered cards whose stacks may be exchanged (exchanges.ts): cards that take
 * the same cards, in different piles, each at the bottom of a run up to its pile's top.
 */
export function exchangeablePairs(pos: Position): [Card, Card][] {
  const any = pos.rules.build === "any";
  const free: { card: Card; pile: number }[] = [];
  pos.tableau.forEach((pile, j) => {
    const runFrom = pile.length - pos.runLength(j);
    for (let i = runFrom; i < pile.length - 1; i++) free.push({ card: pile[i] as Card, pile: j });
  });
  const pairs: [Card, Card][] = [];
  for (const a of free)
    for (const b of free)
      if (a.card < b.card && a.pile !== b.pile && takesSame(any, a.card, b.card))
        pairs.push([a.card, b.card]);
  return pairs;
}

/** A copy of pos with the stacks on tableau cards a and b (in different piles) exchanged. */
export function exchangeStacks(pos: Position, a: Card, b: Card): Position {
  const out = pos.clone();
  const pa = out.tableau.find((p) => p.includes(a)) as Card[];
  const pb = out.tableau.find((p) => p.includes(b)) as Card[];
  const onA = pa.splice(pa.indexOf(a) + 1);
  const onB = pb.splice(pb.indexOf(b) + 1);
  pa.push(...onB);
  pb.push(...onA);
  return out;
}

/** The position of an endgame's text. */
export function endgameOf(text: string): Position {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error}`);
  return parsed.value;
}

/** Calls visit on each position within `depth` moves of pos once, depth first. */
export function visitNear(
  pos: Position,
  depth: number,
  visit: (p: Position) => void,
  seen = new Set<string>(),
): void {
  const text = makePosition(pos);
  if (seen.has(text)) return;
  seen.add(text);
  visit(pos);
  if (depth === 0) return;
  for (const m of pos.legalMoves()) {
    const undo = pos.play(m);
    visitNear(pos, depth - 1, visit, seen);
    pos.unplay(m, undo);
  }
}
