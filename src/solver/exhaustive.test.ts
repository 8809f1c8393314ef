import { describe, expect, it } from "vitest";
import { makeCard, RANKS } from "../core/card.js";
import { mulberry32 } from "../core/deal.js";
import { STOCK_MOVE } from "../core/move.js";
import { makePosition, parsePosition } from "../core/notation.js";
import type { Position } from "../core/position.js";
import { PRESET_RULES, PRESETS, type Preset } from "../core/rules.js";
import { cardsLeft, runEndgame } from "./endgames.js";
import { solve } from "./index.js";
import { ReserveTest } from "./reserve.js";
import { forEachSwitch } from "./switches.js";
import { solve as solveV1 } from "./v1/index.js";

/**
 * A plain exhaustive search, written apart from the solver: every legal move of the engine
 * (single stock turns included, no macro moves, no pruning), a set of every position seen
 * (its full text, the pass left out when passes are unlimited since it changes no move).
 */
function bruteForceWins(start: Position): boolean {
  const seen = new Set<string>();
  const unlimited = !Number.isFinite(start.rules.passes);
  const key = (p: Position) => {
    const text = makePosition(p);
    return unlimited ? text.slice(0, text.lastIndexOf("_")) : text;
  };
  const visit = (p: Position): boolean => {
    if (p.isWon()) return true;
    const k = key(p);
    if (seen.has(k)) return false;
    seen.add(k);
    for (const m of p.legalMoves()) {
      const next = p.clone();
      next.play(m);
      if (visit(next)) return true;
    }
    return false;
  };
  return visit(start.clone());
}

/** Plays a line on a copy, checking that every move is legal when played; true if it ends won. */
function replayWins(start: Position, moves: readonly number[]): boolean {
  const p = start.clone();
  for (const m of moves) {
    if (!p.legalMoves().includes(m)) return false;
    p.play(m);
  }
  return p.isWon();
}

/** Endgames that ReserveTest proved lost at the start (each one checked against the plain search). */
let reserveProofs = 0;

/**
 * Answers an endgame with the plain search (and checks that ReserveTest never calls a won one lost); both versions of the solver, and each one's
 * exact search alone (the search for a win finds most wins before the exact search could get one wrong),
 * and the current exact search restarting every few positions, must give the same answer.
 * Returns the position and that answer.
 */
function checkSolve(text: string): { pos: Position; expected: "win" | "loss" } {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error}`);
  const pos = parsed.value;
  const expected = bruteForceWins(pos) ? "win" : "loss";
  if (ReserveTest.applies(pos) && new ReserveTest(pos).lost(pos)) {
    expect({ text, reserveTest: "lost", expected }).toEqual({
      text,
      reserveTest: "lost",
      expected: "loss",
    });
    reserveProofs++;
  }
  for (const version of [1, 2] as const) {
    for (const guess of [true, false]) {
      const r = (version === 1 ? solveV1 : solve)(pos, { maxNodes: 1_000_000, guess });
      expect({ text, version, guess, result: r.result }).toEqual({
        text,
        version,
        guess,
        result: expected,
      });
      if (r.result === "win") expect(replayWins(pos, r.moves)).toBe(true);
    }
  }
  // Restarts after 3 positions, 4, 5, …: many restarts in these small searches.
  const restarted = solve(pos, { maxNodes: 1_000_000, guess: false, restartAfter: 3 });
  expect({ text, restartAfter: 3, result: restarted.result }).toEqual({
    text,
    restartAfter: 3,
    result: expected,
  });
  if (restarted.result === "win") expect(replayWins(pos, restarted.moves)).toBe(true);
  return { pos, expected };
}

/**
 * A random endgame as position text: a few cards left off the foundations, spread over the
 * reserve, the tableau (piles need not be runs), the stock and the waste.
 */
function randomEndgame(next: () => number, preset: Preset): string {
  const rnd = (n: number) => next() % n;
  const rules = PRESET_RULES[preset];
  const base = rules.base === "random" ? rnd(13) : rules.base;
  const { counts, cards } = cardsLeft(rnd, base, 12 + rnd(8));
  const left = cards.map(makeCard);
  const mustFill = rules.autoFill;
  const reserveSize = rnd(9);
  const reserve = left.splice(0, mustFill && left.length - reserveSize < 4 ? 0 : reserveSize);
  const tableauSize = Math.min(left.length, (reserve.length > 0 && mustFill ? 4 : 0) + rnd(4));
  const piles: string[][] = [[], [], [], []];
  const tableauCards = left.splice(0, tableauSize);
  tableauCards.forEach((c, i) => {
    (piles[reserve.length > 0 && mustFill && i < 4 ? i : rnd(4)] as string[]).push(c);
  });
  const wasteSize = rnd(left.length + 1);
  const waste = left.splice(0, wasteSize);
  const stock = left;
  const passes = rules.passes;
  const pass = Number.isFinite(passes) ? 1 + rnd(passes) : 1 + rnd(3);
  return [
    preset,
    RANKS[base],
    reserve.join(""),
    piles.map((p) => p.join("")).join("."),
    counts.join("."),
    stock.join(""),
    waste.join(""),
    String(pass),
  ].join("_");
}

describe("solve agrees with a plain exhaustive search on endgames", () => {
  const total = { win: 0, loss: 0 };
  for (const preset of PRESETS) {
    it(`${preset}: random endgames`, () => {
      const next = mulberry32(preset.length * 7919 + 17);
      const tally = { win: 0, loss: 0 };
      for (let i = 0; i < 150; i++) {
        const { expected } = checkSolve(randomEndgame(next, preset));
        tally[expected]++;
        total[expected]++;
      }
      expect(tally.win).toBeGreaterThan(10);
    });
  }

  it("met both answers often enough for the comparison to mean something", () => {
    expect(total.win).toBeGreaterThan(300);
    expect(total.loss).toBeGreaterThan(30);
    expect(reserveProofs).toBeGreaterThan(5);
  });

  it("agrees with a tiny table that must forget positions", () => {
    const next = mulberry32(4242);
    for (let i = 0; i < 40; i++) {
      const preset = PRESETS[i % PRESETS.length] as Preset;
      const pos = parsePosition(randomEndgame(next, preset));
      if (!pos.ok) throw new Error(pos.error);
      const big = solve(pos.value, { maxNodes: 1_000_000 });
      const tiny = solve(pos.value, { maxNodes: 1_000_000, ttEntries: 32 });
      expect(tiny.result).toBe(big.result);
      if (tiny.result === "win") expect(replayWins(pos.value, tiny.moves)).toBe(true);
      const restarted = solve(pos.value, { maxNodes: 1_000_000, ttEntries: 32, restartAfter: 5 });
      expect(restarted.result).toBe(big.result);
      if (restarted.result === "win") expect(replayWins(pos.value, restarted.moves)).toBe(true);
    }
  });
});

/** The endgames of the switch tests: 16–20 cards left, 6–9 of them in the reserve. */
const runEndgameOf = (next: () => number, preset: Preset): string => {
  const rnd = (n: number) => next() % n;
  return runEndgame(rnd, preset, rnd(13), false, { cards: [16, 5], reserve: [6, 4], buildOdds: 4 });
};

describe("solve agrees with a plain exhaustive search where switches are folded", () => {
  for (const preset of ["classic", "draw1"] as const) {
    it(`${preset}: random endgames with runs and a reserve`, () => {
      const next = mulberry32(preset.length * 104729 + 3);
      let withSwitches = 0;
      const tally = { win: 0, loss: 0 };
      for (let i = 0; i < 400; i++) {
        const { pos, expected } = checkSolve(runEndgameOf(next, preset));
        let switches = 0;
        forEachSwitch(pos, () => switches++);
        if (switches > 0) withSwitches++;
        tally[expected]++;
      }
      // The comparison means something only if it met switches, wins and losses.
      expect(withSwitches).toBeGreaterThan(40);
      expect(tally.win).toBeGreaterThan(30);
      expect(tally.loss).toBeGreaterThan(15);
    });
  }
});

describe("hand-made endgames", () => {
  it("a won endgame: the reserve's top card unblocks the bottom one through the tableau", () => {
    // Clubs need J; the reserve holds Jc under Qc; Qc can go onto Kd or Kh.
    const pos = parsePosition("classic_A_JcQc_Kd.Kh.Ks.Kc_10.12.12.12___1");
    if (!pos.ok) throw new Error(pos.error);
    const r = solve(pos.value);
    expect(r.result).toBe("win");
    expect(replayWins(pos.value, r.moves)).toBe(true);
  });

  it("a lost endgame: As lies on Ks, and in strict no tableau card may fill a space", () => {
    // Base 2: spades need K then A; As is not built on Ks, so the pile is not a run either.
    const pos = parsePosition("strict_2__KsAs..._13.13.13.11___1");
    if (!pos.ok) throw new Error(pos.error);
    expect(bruteForceWins(pos.value)).toBe(false);
    expect(solve(pos.value).result).toBe("loss");
  });

  it("stock turns are expanded into single stock moves", () => {
    // Draw 3: one turn brings Qc up, the only card that can start the clubs.
    const pos = parsePosition("classic_A__Kh.Kd.._11.12.12.12_KcKsQc__1");
    if (!pos.ok) throw new Error(pos.error);
    const r = solve(pos.value);
    expect(r.result).toBe("win");
    expect(r.moves.filter((m) => m === STOCK_MOVE).length).toBeGreaterThan(0);
    expect(replayWins(pos.value, r.moves)).toBe(true);
  });
});
