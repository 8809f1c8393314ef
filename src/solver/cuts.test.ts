import { describe, expect, it } from "vitest";
import type { Card } from "../core/card.js";
import { dealDeck, mulberry32 } from "../core/deal.js";
import {
  countOf,
  DST_FOUNDATION,
  DST_T1,
  dstOf,
  type Move,
  moveOf,
  SRC_STOCK,
  SRC_T1,
  SRC_WASTE,
  srcOf,
} from "../core/move.js";
import { makePosition, parsePosition } from "../core/notation.js";
import { Position } from "../core/position.js";
import { parseRules } from "../core/rules.js";
import { CutMoves, isCut } from "./cuts.js";
import { runEndgame } from "./endgames.js";
import { isWholePileIntoSpace } from "./frames.js";
import { solve } from "./index.js";
import { plainWins } from "./plain.js";
import { isClearToFoundation } from "./safe.js";
import { forEachStockCard, MACRO_SHIFT, macroMove, macroTurns } from "./stock.js";
import { takesSame } from "./switches.js";

function rulesOf(variant: string) {
  const rules = parseRules(variant);
  if (!rules.ok) throw new Error(rules.error);
  return rules.value;
}

/** Plays `steps` random legal moves, two in three not stock turns where there are others. */
function playRandomly(pos: Position, steps: number, next: () => number): void {
  for (let i = 0; i < steps && !pos.isWon(); i++) {
    const legal = pos.legalMoves();
    const others = legal.filter((m) => srcOf(m) !== SRC_STOCK);
    const pool = others.length > 0 && next() % 3 !== 0 ? others : legal;
    if (pool.length === 0) return;
    pos.play(pool[next() % pool.length] as Move);
  }
}

/** Every fifth position along random lines of play from deals 0 … count − 1: superior's have spaces early. */
function walks(variant: string, count: number, steps: number): Position[] {
  const out: Position[] = [];
  for (let deal = 0; deal < count; deal++) {
    const next = mulberry32(deal * 7 + 1);
    const pos = Position.deal(dealDeck(deal), rulesOf(variant));
    for (let i = 0; i < steps / 5; i++) {
      playRandomly(pos, 5, next);
      out.push(pos.clone());
    }
  }
  return out;
}

/** Endgames whose piles are runs, with up to two spaces and no reserve. */
function endgames(variant: string, count: number, seed: number): string[] {
  const next = mulberry32(seed);
  const rnd = (n: number) => next() % n;
  const shape = { cards: [16, 8], reserve: [0, 1], buildOdds: 10, spaces: 2, rounds: 4 } as const;
  return Array.from({ length: count }, () => runEndgame(rnd, variant, rnd(13), false, shape));
}

const firstSpace = (pos: Position): number => pos.tableau.findIndex((pile) => pile.length === 0);

/** The move in the position before the cut that does what x does after it (R's pile read as t's). */
function beforeCut(x: Move, a: number, s: number): Move {
  const src = srcOf(x) === SRC_T1 + s ? SRC_T1 + a : srcOf(x);
  const dst = dstOf(x) === DST_T1 + s ? DST_T1 + a : dstOf(x);
  return moveOf(src, dst, countOf(x));
}

interface Tally {
  cuts: number;
  uses: number;
  commutes: number;
  whole: number;
  switches: number;
  safe: number;
}

/**
 * Checks the claim of cuts.ts in one position, for each cut: every move after it that uses
 * it is tried with it (or, where switches fold, is a switch); every other move does what it
 * does before the cut, and the cut still follows, or takes the cut run whole and leaves the
 * position that its move from t leaves.
 */
function checkCuts(pos: Position, switchMode: boolean, tally: Tally): void {
  const any = pos.rules.build === "any";
  for (const cut of pos.legalMoves()) {
    if (!isCut(pos, cut)) continue;
    const tried: number[] = [];
    const cuts = new CutMoves(pos, (macro, pre) => {
      expect(pre).toBe(cut);
      tried.push(macro);
    });
    const a = srcOf(cut) - SRC_T1;
    const s = dstOf(cut) - DST_T1;
    const first = firstSpace(pos);
    if (s !== first) {
      // Spaces are alike: a cut into another one answers as into the first, and adds nothing.
      const alone = new CutMoves(pos, () => {}).forEach(
        moveOf(SRC_T1 + a, DST_T1 + first, countOf(cut)),
        switchMode,
      );
      expect(cuts.forEach(cut, switchMode)).toBe(alone);
      expect(tried).toEqual([]);
      continue;
    }
    if (!cuts.forEach(cut, switchMode)) continue;
    tally.cuts++;
    const after = pos.clone();
    after.play(cut);
    const pile = after.tableau[a] as Card[];
    const t = pile[pile.length - 1] as Card;
    // Every macro tried is legal after the cut and its turns.
    for (const macro of tried) {
      const q = after.clone();
      for (let k = macroTurns(macro); k > 0; k--) q.play(0);
      expect(q.legalMoves()).toContain(macroMove(macro));
    }
    const up = moveOf(SRC_T1 + a, DST_FOUNDATION, 1);
    if (after.goesToFoundation(t) && isClearToFoundation(after, t)) {
      // A safe move up is the only move the search tries after the cut (safe.ts).
      expect(tried).toEqual([up]);
      tally.safe++;
      continue;
    }
    forEachStockCard(after, new Uint8Array(64), (card, k) => {
      if (after.buildsOn(card, t))
        expect(tried).toContain(moveOf(SRC_WASTE, DST_T1 + a, 1) | (k << MACRO_SHIFT));
    });
    const rLength = (after.tableau[s] as Card[]).length;
    for (const x of after.legalMoves()) {
      if (srcOf(x) === SRC_STOCK) continue;
      const result = after.clone();
      result.play(x);
      if (srcOf(x) === SRC_T1 + a || dstOf(x) === DST_T1 + a) {
        // The cut taken back, or the rest of t's pile into a space: positions met already.
        if (srcOf(x) === SRC_T1 + s && countOf(x) === rLength) continue;
        if (isWholePileIntoSpace(after, x)) continue;
        const into = (after.tableau[dstOf(x) - DST_T1] as Card[] | undefined)?.length === 0;
        // Into the first space, as spaces are alike.
        const alike = into ? moveOf(srcOf(x), DST_T1 + firstSpace(after), countOf(x)) : x;
        if (tried.includes(alike)) tally.uses++;
        else {
          // Left out only as a switch, which folding tries otherwise.
          expect(switchMode).toBe(true);
          const from = after.tableau[srcOf(x) - SRC_T1] as Card[];
          const below = from[from.length - countOf(x) - 1] as Card;
          const target = after.tableau[dstOf(x) - DST_T1] as Card[];
          expect(takesSame(any, below, target[target.length - 1] as Card)).toBe(true);
          tally.switches++;
        }
        continue;
      }
      const y = beforeCut(x, a, s);
      const before = pos.clone();
      expect(before.legalMoves()).toContain(y);
      before.play(y);
      const wholeRun = srcOf(x) === SRC_T1 + s && countOf(x) === rLength;
      if (wholeRun) tally.whole++;
      else {
        // The cut again: whatever lies on t now goes into the space.
        const p = before.tableau[a] as Card[];
        const n = p.length - p.indexOf(t) - 1;
        const again = moveOf(SRC_T1 + a, DST_T1 + s, n);
        expect(before.legalMoves()).toContain(again);
        before.play(again);
        tally.commutes++;
      }
      expect(makePosition(before)).toBe(makePosition(result));
    }
  }
}

describe("the moves that use a cut", () => {
  const cases = [
    { variant: "superior", positions: () => walks("superior", 120, 60), least: [400, 35, 75, 0] },
    {
      variant: "classic",
      positions: () => endgames("classic", 300, 11).map(parse),
      least: [400, 380, 1500, 1],
    },
    {
      variant: "rainbow",
      positions: () => endgames("rainbow", 300, 12).map(parse),
      least: [240, 350, 1400, 1],
    },
  ];
  for (const c of cases)
    for (const switchMode of [false, true])
      it(`${c.variant}${switchMode ? ", switches folded" : ""}: a move after a cut is tried with it, or does the same without it`, () => {
        const tally: Tally = { cuts: 0, uses: 0, commutes: 0, whole: 0, switches: 0, safe: 0 };
        for (const pos of c.positions()) checkCuts(pos, switchMode, tally);
        const [cuts, uses, commutes, safe] = c.least as [number, number, number, number];
        expect(tally.cuts).toBeGreaterThanOrEqual(cuts);
        expect(tally.uses).toBeGreaterThanOrEqual(uses);
        expect(tally.commutes).toBeGreaterThanOrEqual(commutes);
        expect(tally.whole).toBeGreaterThan(0);
        expect(tally.safe).toBeGreaterThanOrEqual(safe);
        if (switchMode) expect(tally.switches).toBeGreaterThan(0);
        else expect(tally.switches).toBe(0);
      }, 60_000);
});

function parse(text: string): Position {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error}`);
  return parsed.value;
}

describe("the exact search with cuts only as macros", () => {
  for (const variant of ["superior", "rainbow,fill=no"])
    it(`${variant}: agrees with a plain exhaustive search on endgames with spaces`, () => {
      // A use missing from the macros would make a won endgame look lost.
      let withMacros = 0;
      for (const text of endgames(variant, 150, 21 + variant.length)) {
        const pos = parse(text);
        const expected = plainWins(pos) ? "win" : "loss";
        let macros = 0;
        const cuts = new CutMoves(pos, () => macros++);
        for (const m of pos.legalMoves()) if (isCut(pos, m)) cuts.forEach(m, true);
        if (macros > 0) withMacros++;
        const r = solve(pos, { guess: false, maxNodes: 2_000_000 });
        expect({ text, result: r.result }).toEqual({ text, result: expected });
      }
      expect(withMacros).toBeGreaterThanOrEqual(60);
    }, 120_000);

  it("superior: the same answers as with cuts as moves, its losses in far fewer positions", () => {
    const nodes = { with: 0, without: 0 };
    let losses = 0;
    for (let deal = 0; deal < 100; deal++) {
      const next = mulberry32(deal * 7 + 1);
      const pos = Position.deal(dealDeck(deal), rulesOf("superior"));
      playRandomly(pos, next() % 60, next);
      if (pos.isWon()) continue;
      // Without the dealt cover test, which proves most of these lost at once.
      const off = { guess: false, maxNodes: 50_000, dealtCover: false };
      const without = solve(pos.clone(), { ...off, cutMacros: false });
      const macros = solve(pos.clone(), off);
      if (without.result === "unknown" || macros.result === "unknown") continue;
      expect(macros.result).toBe(without.result);
      if (without.result !== "loss") continue;
      losses++;
      nodes.with += macros.nodes;
      nodes.without += without.nodes;
    }
    expect(losses).toBeGreaterThanOrEqual(15);
    expect(nodes.with).toBeLessThan(nodes.without * 0.75);
  }, 120_000);
});
