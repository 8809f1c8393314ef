import { describe, expect, it } from "vitest";
import { dealDeck } from "./deal.js";
import { makePositionJson, type PositionJson } from "./notation.js";
import { Position } from "./position.js";
import { PRESET_RULES, type Preset, type Rules } from "./rules.js";
import { playout } from "./test-position.js";
import { makeMove } from "./token.js";

/*
 * A deliberately naive second model of the rules, written apart from the engine: it works on
 * the JSON of docs/rules.md §4 with card codes, tries every conceivable token and checks it
 * with plain code. Perft counts and, at every node, the moves and the positions they lead to
 * must agree.
 */
type State = Omit<PositionJson, "status" | "variant">;
const RANKS = "A23456789TJQK";
const rank = (c: string) => RANKS.indexOf(c[0] as string);
const red = (c: string) => c[1] === "d" || c[1] === "h";

function fitsOn(rules: Rules, card: string, onto: string): boolean {
  if ((rank(card) + 1) % 13 !== rank(onto)) return false;
  if (rules.build === "alternate") return red(card) !== red(onto);
  if (rules.build === "suit") return card[1] === onto[1];
  return true;
}

function toFoundation(s: State, card: string): boolean {
  const f = s.foundations[card[1] as "c"];
  if (f.length === 13) return false;
  return rank(card) === (RANKS.indexOf(s.baseRank) + f.length) % 13;
}

function isRun(rules: Rules, cards: string[]): boolean {
  for (let i = 1; i < cards.length; i++) {
    if (!fitsOn(rules, cards[i] as string, cards[i - 1] as string)) return false;
  }
  return true;
}

function naiveMoves(rules: Rules, s: State): Map<string, State> {
  const out = new Map<string, State>();
  const reserveFills = rules.autoFill && s.reserve.length > 0;
  const targets = [0, 1, 2, 3];
  const put = (token: string, next: State) => out.set(token, next);
  const copy = (): State => structuredClone(s);
  const afterTaking = (next: State, pile: number) => {
    if (next.tableau[pile]?.length === 0 && rules.autoFill && next.reserve.length > 0) {
      next.tableau[pile]?.push(next.reserve.pop() as string);
    }
  };
  const single: [string, string | undefined][] = [
    ["r", s.reserve.at(-1)],
    ["w", s.waste.at(-1)],
  ];
  for (const [name, card] of single) {
    if (card === undefined) continue;
    if (toFoundation(s, card)) {
      const n = copy();
      (name === "r" ? n.reserve : n.waste).pop();
      n.foundations[card[1] as "c"].push(card);
      put(`${name}f`, n);
    }
    for (const t of targets) {
      const dest = s.tableau[t] as string[];
      const ok =
        dest.length === 0
          ? !reserveFills && (rules.space === "any" || name === "w")
          : fitsOn(rules, card, dest.at(-1) as string);
      if (!ok) continue;
      const n = copy();
      (name === "r" ? n.reserve : n.waste).pop();
      n.tableau[t]?.push(card);
      put(`${name}t${t + 1}`, n);
    }
  }
  for (const from of targets) {
    const pile = s.tableau[from] as string[];
    if (pile.length === 0) continue;
    const top = pile.at(-1) as string;
    if (toFoundation(s, top)) {
      const n = copy();
      n.tableau[from]?.pop();
      n.foundations[top[1] as "c"].push(top);
      afterTaking(n, from);
      put(`t${from + 1}f`, n);
    }
    for (let k = 1; k <= pile.length; k++) {
      const run = pile.slice(pile.length - k);
      if (!isRun(rules, run)) break;
      if (rules.runs === "top-or-whole" && k > 1 && k < pile.length) continue;
      for (const to of targets) {
        if (to === from) continue;
        const dest = s.tableau[to] as string[];
        const ok =
          dest.length === 0
            ? !reserveFills && rules.space === "any"
            : fitsOn(rules, run[0] as string, dest.at(-1) as string);
        if (!ok) continue;
        const n = copy();
        n.tableau[from]?.splice(pile.length - k, k);
        n.tableau[to]?.push(...run);
        afterTaking(n, from);
        put(`t${from + 1}t${to + 1}${k > 1 ? `:${k}` : ""}`, n);
      }
    }
  }
  if (s.stock.length > 0) {
    const n = copy();
    for (let i = 0; i < rules.draw && n.stock.length > 0; i++)
      n.waste.push(n.stock.shift() as string);
    put("s", n);
  } else if (s.waste.length > 0 && s.pass < rules.passes) {
    const n = copy();
    n.stock = n.waste;
    n.waste = [];
    n.pass++;
    put("s", n);
  }
  return out;
}

const stateOf = (pos: Position): State => {
  const { status: _s, variant: _v, ...rest } = makePositionJson(pos);
  return rest;
};

/** Walks the engine's tree to `depth`, checking each node against the naive model; counts leaves. */
function perft(pos: Position, depth: number): number {
  const naive = naiveMoves(pos.rules, stateOf(pos));
  const moves = pos.legalMoves().slice();
  expect(moves.map(makeMove).sort()).toEqual([...naive.keys()].sort());
  if (depth === 1) {
    for (const m of moves) {
      const info = pos.play(m);
      expect(stateOf(pos)).toEqual(naive.get(makeMove(m)));
      pos.unplay(m, info);
    }
    return moves.length;
  }
  let count = 0;
  for (const m of moves) {
    const info = pos.play(m);
    expect(stateOf(pos)).toEqual(naive.get(makeMove(m)));
    count += perft(pos, depth - 1);
    pos.unplay(m, info);
  }
  return count;
}

// [deal, preset, from the deal (depths 1-5), after 60 fixed pseudo-random moves (depths 1-4)].
const PINNED: [number, Preset, number[], number[]][] = [
  [1, "classic", [1, 1, 1, 2, 2], [2, 2, 2, 2]],
  [1, "strict", [1, 1, 1, 2, 2], [2, 2, 2, 2]],
  [1, "draw1", [1, 2, 2, 2, 2], [2, 5, 14, 38]],
  [1, "storehouse", [1, 1, 1, 1, 1], [2, 2, 2, 3]],
  [1, "rainbow", [2, 5, 12, 29, 68], [6, 36, 184, 844]],
  [1, "superior", [1, 1, 1, 2, 2], [2, 2, 2, 2]],
  [2, "classic", [1, 1, 1, 1, 1], [1, 1, 1, 2]],
  [2, "strict", [1, 1, 1, 1, 1], [1, 1, 1, 2]],
  [2, "draw1", [1, 1, 1, 1, 1], [2, 3, 6, 14]],
  [2, "storehouse", [1, 1, 1, 1, 2], [1, 2, 3, 6]],
  [2, "rainbow", [1, 1, 1, 1, 1], [0, 0, 0, 0]],
  [2, "superior", [1, 1, 1, 1, 1], [1, 1, 1, 2]],
  [3, "classic", [2, 4, 9, 21, 48], [2, 4, 8, 16]],
  [3, "strict", [2, 4, 9, 21, 48], [1, 1, 1, 1]],
  [3, "draw1", [2, 5, 13, 32, 84], [2, 5, 13, 32]],
  [3, "storehouse", [1, 2, 2, 2, 2], [1, 1, 1, 2]],
  [3, "rainbow", [4, 13, 43, 130, 368], [9, 76, 615, 4798]],
  [3, "superior", [2, 8, 43, 247, 1476], [12, 96, 703, 5013]],
  [42, "classic", [2, 4, 8, 11, 21], [1, 1, 1, 1]],
  [42, "strict", [2, 4, 8, 11, 21], [1, 1, 1, 1]],
  [42, "draw1", [2, 3, 4, 6, 13], [2, 3, 4, 6]],
  [42, "storehouse", [1, 1, 1, 1, 1], [1, 1, 2, 2]],
  [42, "rainbow", [3, 7, 15, 33, 78], [4, 15, 53, 177]],
  [42, "superior", [2, 4, 8, 11, 21], [2, 11, 55, 302]],
  [1000, "classic", [2, 4, 7, 12, 17], [1, 2, 2, 2]],
  [1000, "strict", [2, 4, 7, 12, 17], [1, 2, 2, 2]],
  [1000, "draw1", [2, 5, 12, 29, 60], [1, 1, 1, 1]],
  [1000, "storehouse", [3, 8, 20, 42, 63], [1, 2, 2, 2]],
  [1000, "rainbow", [4, 15, 50, 157, 450], [6, 32, 167, 868]],
  [1000, "superior", [2, 7, 31, 137, 577], [1, 2, 2, 2]],
];

const MIDGAME_CHOICES = Array.from({ length: 60 }, (_, i) => (i * 7919) % 97);

describe("perft: the engine agrees with a naive model", () => {
  const deals = [1, 2, 3, 42, 1000];
  const presets: Preset[] = ["classic", "strict", "draw1", "storehouse", "rainbow", "superior"];
  for (const deal of deals) {
    for (const preset of presets) {
      it(`deal ${deal}, ${preset}`, () => {
        const start = Position.deal(dealDeck(deal), PRESET_RULES[preset]);
        const fromDeal = [1, 2, 3, 4, 5].map((d) => perft(start, d));
        const mid = playout(deal, preset, MIDGAME_CHOICES).position;
        const fromMidgame = [1, 2, 3, 4].map((d) => perft(mid, d));
        const pinned = PINNED.find(([d, p]) => d === deal && p === preset);
        if (!pinned)
          throw new Error(`pin [${deal}, "${preset}", [${fromDeal}], [${fromMidgame}]],`);
        expect(fromDeal).toEqual(pinned[2]);
        expect(fromMidgame).toEqual(pinned[3]);
      });
    }
  }
});
