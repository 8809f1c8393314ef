import { describe, expect, it } from "vitest";
import { makeCard, parseCard } from "../core/card.js";
import { mulberry32 } from "../core/deal.js";
import { countOf, DST_T1, dstOf, moveOf, SRC_STOCK, SRC_T1, srcOf } from "../core/move.js";
import { makePosition, parsePosition } from "../core/notation.js";
import { Position } from "../core/position.js";
import { PRESET_RULES } from "../core/rules.js";
import { runEndgame, switchesOf } from "./endgames.js";
import { plainWins } from "./plain.js";
import { isClearToFoundation, isSafeToFoundation } from "./safe.js";
import { canonicalize, foldsSwitches, forEachSwitch, switchRules, twinOf } from "./switches.js";

const c = (code: string) => {
  const r = parseCard(code);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe("twinOf", () => {
  it.each([
    ["Ac", "As"],
    ["9d", "9h"],
    ["Kh", "Kd"],
    ["5s", "5c"],
  ])("%s ↔ %s", (a, b) => {
    expect(makeCard(twinOf(c(a)))).toBe(b);
  });

  it("pairs every card with the other card of its rank and colour", () => {
    for (let card = 0; card < 52; card++) {
      const t = twinOf(card);
      expect(t).not.toBe(card);
      expect(twinOf(t)).toBe(card);
      expect(t % 13).toBe(card % 13);
    }
  });
});

describe("switches", () => {
  // Base A. Jh lies on Qs in t1; its twin Qc is the top of t2: the run Jh may switch.
  const text = "classic_A_KsKh_KdQsJh.Qc.Kc.Qh_11.12.10.11___1";
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(parsed.error);
  const start = parsed.value;

  it("puts each run that can switch on the twin with the smaller card number, once", () => {
    const pos = start.clone();
    expect(switchRules(pos.rules)).toBe(true);
    const played: number[] = [];
    canonicalize(pos, (m) => played.push(m));
    expect(played).toEqual([moveOf(SRC_T1, DST_T1 + 1, 1)]);
    expect(pos.tableau.map((p) => p.map(makeCard).join(""))).toEqual(["KdQs", "QcJh", "Kc", "Qh"]);
    canonicalize(pos, (m) => played.push(m));
    expect(played).toHaveLength(1);
  });

  it("offers the switch that uncovers the covered twin", () => {
    const pos = start.clone();
    canonicalize(pos, () => {});
    const found: string[] = [];
    forEachSwitch(pos, (m, pile, card) => found.push(`${m}:${pile}:${makeCard(card)}`));
    expect(found).toEqual([`${moveOf(SRC_T1 + 1, DST_T1, 1)}:1:Qc`]);
  });

  it("apply where any run moves and twins take the same cards, in every phase", () => {
    const empty = parsePosition("classic_A__KdQsJh.Qc.Kc.Qh_11.12.10.11_KsKh__1");
    if (!empty.ok) throw new Error(empty.error);
    const pos = empty.value;
    canonicalize(pos, () => {});
    expect(pos.tableau.map((p) => p.map(makeCard).join(""))).toEqual(["KdQs", "QcJh", "Kc", "Qh"]);
    for (const [preset, applies] of [
      ["classic", true],
      ["draw1", true],
      ["rainbow", true],
      ["superior", true],
      ["strict", false],
      ["storehouse", false],
    ] as const)
      expect([preset, switchRules(PRESET_RULES[preset])]).toEqual([preset, applies]);
  });
});

/** Base A, foundations as counts c d h s, nothing else needed by the tests. */
const at = (f: number[]) =>
  new Position(PRESET_RULES.classic, 0, [], [[], [], [], []], f, [], [], 1);

describe("foldsSwitches", () => {
  /** A position of the preset with these piles (card codes run together, bottom first) and nothing else placed. */
  const tableau = (preset: "rainbow" | "classic", ...piles: string[]) => {
    const cards = [0, 1, 2, 3].map((j) => (piles[j]?.match(/../g) ?? []).map(c));
    return new Position(PRESET_RULES[preset], 0, [], cards, [0, 0, 0, 0], [], [], 1);
  };
  /** A run down from `top` (a rank character), `n` cards, suits taken in turn from `suits`. */
  const run = (top: string, n: number, suits: string) => {
    const ranks = "A23456789TJQK";
    let out = "";
    for (let i = 0; i < n; i++)
      out += `${ranks[(ranks.indexOf(top) - i + 13 * 4) % 13]}${suits[i % suits.length]}`;
    return out;
  };

  it.each([
    {
      name: "folds at most 13 cards where any card builds on any",
      pos: tableau("rainbow", `${run("K", 13, "c")}`),
      folds: true,
    },
    {
      name: "does not fold twins 13 apart in one run",
      pos: tableau("rainbow", `${run("K", 13, "c")}Ks`),
      folds: false,
    },
    {
      name: "folds 14 cards with twins but no ten",
      pos: tableau("rainbow", run("9", 9, "cs"), run("K", 3, "sc"), run("4", 2, "cd")),
      folds: true,
    },
    {
      name: "folds two of one rank where a rank lies only at pile bottoms (the king)",
      pos: tableau("rainbow", run("K", 13, "cd"), "Kd"),
      folds: true,
    },
    {
      // Ks may switch onto Ad, the top of the first pile, which then holds two kings.
      name: "does not fold every rank above the bottoms and two of one rank",
      pos: tableau("rainbow", run("K", 13, "cd"), "AsKs"),
      folds: false,
    },
    {
      name: "folds at most 26 cards where colours alternate",
      pos: tableau("classic", run("K", 26, "ch")),
      folds: true,
    },
    {
      name: "folds every rank twice with twins but one king above the bottoms",
      pos: tableau("classic", run("K", 26, "ch"), "Ks"),
      folds: true,
    },
    {
      // Ks may switch onto Ah, the top of the first pile, which then holds Kc and Ks.
      name: "does not fold every rank twice above the bottoms with twins where colours alternate",
      pos: tableau("classic", run("K", 26, "ch"), "AdKs"),
      folds: false,
    },
    {
      name: "folds 27 cards with twins but one five where colours alternate",
      pos: tableau("classic", run("K", 13, "ch"), run("K", 8, "sd"), run("4", 4, "sd"), "KhQc"),
      folds: true,
    },
  ])("$name", ({ pos, folds }) => {
    expect(foldsSwitches(pos)).toBe(folds);
  });
});

describe("isClearToFoundation", () => {
  it.each([
    // 5h: black fours must be up, or next with every card that could go on them clear.
    ["5h", [3, 2, 4, 4], true, false, "4c next; on it 3h is up, 3d next with its black twos up"],
    ["5h", [3, 1, 4, 4], false, false, "3d is neither up nor next"],
    ["5h", [4, 3, 4, 4], true, true, "both black fours up"],
    ["5h", [2, 3, 4, 4], false, false, "4c is neither up nor next"],
    ["Ah", [13, 0, 0, 12], false, false, "the base rank: Ks next, but Qd is not"],
  ])("%s with foundations %j: %s (old test %s; %s)", (card, f, clear, safe) => {
    const pos = at(f as number[]);
    expect(isClearToFoundation(pos, c(card))).toBe(clear);
    expect(isSafeToFoundation(pos, c(card))).toBe(safe);
  });
});

/**
 * The exchange of stacks (switches.ts): a card or run moved onto a covered twin after the
 * switch that uncovers it gives a position won or lost like the one the same move onto the
 * twin on top gives (where any card builds on any, onto a card of its rank). Random
 * endgames whose piles are runs, each pair solved by the plain search.
 */
describe("a move onto a card that a switch uncovers", () => {
  it.each([
    ["classic", { cards: [16, 5], reserve: [6, 4], buildOdds: 4 }, 11],
    ["rainbow", { cards: [20, 4], reserve: [13, 2], buildOdds: 4 }, 12],
  ] as const)(
    "%s: gives the answer of the same move onto the card on top",
    (variant, shape, seed) => {
      const next = mulberry32(seed);
      const rnd = (n: number) => next() % n;
      const answers = { won: 0, lost: 0 };
      for (let trial = 0; trial < 3000 && (answers.won < 15 || answers.lost < 15); trial++) {
        const parsed = parsePosition(runEndgame(rnd, variant, rnd(13), false, shape));
        if (!parsed.ok) throw new Error(parsed.error);
        const pos = parsed.value;
        for (const sw of switchesOf(pos)) {
          const from = srcOf(sw) - SRC_T1;
          const to = dstOf(sw) - DST_T1;
          const after = pos.clone();
          after.play(sw);
          for (const m of after.legalMoves([])) {
            const src = srcOf(m);
            if (dstOf(m) !== DST_T1 + from || (src === SRC_T1 + to && countOf(m) === countOf(sw)))
              continue;
            if (src === SRC_STOCK) continue;
            const onUncovered = after.clone();
            onUncovered.play(m);
            // The same cards onto the top: a part of the switched run still lies in its first pile.
            const same = moveOf(src === SRC_T1 + to ? SRC_T1 + from : src, DST_T1 + to, countOf(m));
            const onTop = pos.clone();
            expect(onTop.legalMoves([])).toContain(same);
            onTop.play(same);
            const won = plainWins(onUncovered);
            expect([makePosition(onUncovered), won]).toEqual([
              makePosition(onUncovered),
              plainWins(onTop),
            ]);
            if (won) answers.won++;
            else answers.lost++;
          }
        }
      }
      expect(answers.won).toBeGreaterThanOrEqual(10);
      expect(answers.lost).toBeGreaterThanOrEqual(10);
    },
  );
});
