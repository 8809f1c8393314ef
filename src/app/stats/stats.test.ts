import { describe, expect, it } from "vitest";
import { dealDeck } from "../../core/deal.js";
import { Game } from "../../core/game.js";
import { PRESET_RULES } from "../../core/rules.js";
import { parseMove } from "../../core/token.js";
import { localDay, weekStart } from "../../deals/dates.js";
import { bankOverTime, foundationHistogram, winsPerWeek } from "./charts.js";
import { finishRecord, type GameRecord, readGameRecord, recordOf } from "./record.js";
import { countedGames, summarize } from "./summary.js";
import { barChart, lineChart, statsCharts } from "./svg.js";
import { exportStats, importStats, recordsToImport } from "./transfer.js";

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 2, 12); // Monday 2 November 2026, noon UTC

let n = 0;
function rec(over: Partial<GameRecord> = {}): GameRecord {
  n++;
  const won = over.result === "won";
  return {
    v: 2,
    id: `r${String(n).padStart(3, "0")}`,
    deal: n,
    cards: null,
    variant: "classic",
    started: T0 + n * 1000,
    ended: T0 + n * 1000 + 500,
    result: "lost",
    moves: 40 + n,
    ms: 60_000 + n,
    foundation: won ? 52 : 10,
    casino: won ? 208 : -2,
    hints: 0,
    demo: false,
    daily: null,
    ...over,
  };
}

describe("figures", () => {
  it("counts played, won, streaks, best time, fewest moves, foundations, bank and hints", () => {
    const games = [
      rec({ result: "won", ms: 300_000, moves: 120 }),
      rec({ result: "won", ms: 200_000, moves: 150, hints: 2 }),
      rec({ result: "lost", foundation: 20, casino: 48, verdict: "unwinnable" }),
      rec({ result: "won", ms: 250_000, moves: 100 }),
      rec({ result: "won", ms: 400_000, moves: 90, variant: "draw1", hints: 1 }),
      rec({
        result: "abandoned",
        foundation: 6,
        casino: -22,
        verdict: "winnable",
        lastWinnable: 3,
      }),
      rec({ result: "won", demo: true, ms: 1000, moves: 10 }),
      rec({ result: "won", ms: 500_000, moves: 200 }),
    ];
    const { overall, variants } = summarize(games);
    expect(overall).toEqual({
      played: 8,
      won: 5,
      winRate: 5 / 8,
      currentStreak: 1,
      bestStreak: 2,
      bestMs: 200_000,
      fewestMoves: 90,
      averageFoundation: (52 * 6 + 20 + 6) / 8,
      // The demo's game earns nothing: only its stake is lost.
      bank: 208 * 5 + 48 - 22 - 52,
      hints: 3,
      // Won deals are winnable (the demo's too, which the player did not win); the loss on an
      // unwinnable deal is bad luck, not counted against the winnable rate.
      winnablePlayed: 7,
      winnableWon: 5,
      winnableRate: 5 / 7,
      unwinnableLost: 1,
      unreviewed: 0,
    });
    expect(Object.keys(variants)).toEqual(["classic", "draw1"]);
    expect(variants.draw1).toMatchObject({ played: 1, won: 1, currentStreak: 1, bestMs: 400_000 });
    expect(variants.classic).toMatchObject({ played: 7, won: 4, bestStreak: 2, currentStreak: 1 });
  });

  it("a game counts from its first move; a game left playing elsewhere counts as a loss", () => {
    const active = rec({ result: "playing", ended: null });
    const orphan = rec({ result: "playing", ended: null, foundation: 3, casino: -37 });
    const restarted = rec({ result: "abandoned", moves: 0 }); // moves taken back, then left
    const won = rec({ result: "won" });
    const all = [won, restarted, orphan, active];
    const counted = countedGames(all, { activeId: active.id });
    expect(counted.map((g) => g.id)).toEqual([orphan.id, restarted.id, won.id]);
    expect(summarize(all, { activeId: active.id }).overall).toMatchObject({
      played: 3,
      won: 1,
      currentStreak: 1,
    });
  });

  it("nothing played gives zeros and nulls, not NaN", () => {
    expect(summarize([]).overall).toEqual({
      played: 0,
      won: 0,
      winRate: 0,
      currentStreak: 0,
      bestStreak: 0,
      bestMs: null,
      fewestMoves: null,
      averageFoundation: null,
      bank: 0,
      hints: 0,
      winnablePlayed: 0,
      winnableWon: 0,
      winnableRate: null,
      unwinnableLost: 0,
      unreviewed: 0,
    });
  });

  it("games not reviewed yet are counted apart; a won deal needs no review", () => {
    const { overall } = summarize([
      rec({ result: "won" }),
      rec({ result: "lost", verdict: "undecided" }),
      rec({ result: "abandoned" }),
    ]);
    expect(overall).toMatchObject({
      winnablePlayed: 1,
      winnableWon: 1,
      winnableRate: 1,
      unwinnableLost: 0,
      unreviewed: 1,
    });
  });
});

describe("records from a game", () => {
  it("keep the moves played, which replay to the game, and read back with a verdict", () => {
    const game = new Game(dealDeck(7), PRESET_RULES.classic);
    for (let i = 0; i < 8; i++) {
      const m = game.position.legalMoves().at(-1);
      if (m !== undefined) game.play(m, i % 3 === 2);
    }
    const r = recordOf(game, { id: "x", deal: 7, started: 1 }, { ms: 10 });
    expect(r.line).toHaveLength(game.moves().length);
    expect(r.auto).toEqual(game.autoFlags());
    const replay = new Game(dealDeck(7), PRESET_RULES.classic);
    for (const tok of r.line ?? []) {
      const m = parseMove(replay.position, tok);
      if (!m.ok) throw new Error(m.error);
      replay.play(m.value);
    }
    expect(replay.moves()).toEqual(game.moves());
    const reviewed = {
      ...finishRecord(r, false, 20),
      verdict: "winnable",
      lastWinnable: 4,
    } as const;
    expect(readGameRecord(reviewed)).toEqual({ ok: true, value: reviewed });
    expect(readGameRecord({ ...reviewed, verdict: "maybe" }).ok).toBe(false);
  });

  it("takes moves, foundations and casino net from the game; leaving it ends it", () => {
    const game = new Game(dealDeck(7), PRESET_RULES.classic);
    const legal = game.position.legalMoves();
    game.play(legal[0] as number);
    const r = recordOf(game, { id: "x", deal: 7, started: 100 }, { ms: 1500.4, hints: 1 });
    expect(r).toMatchObject({
      id: "x",
      deal: 7,
      cards: null,
      variant: "classic",
      result: "playing",
    });
    expect(r.moves).toBe(1);
    expect(r.ms).toBe(1500);
    expect(r.foundation).toBe(game.position.cardsOnFoundations());
    expect(r.casino).toBe(5 * r.foundation - 52);
    expect(readGameRecord(r)).toEqual({ ok: true, value: r });
    expect(finishRecord(r, false, 900)).toMatchObject({ result: "abandoned", ended: 900 });
    expect(finishRecord(r, true, 900)).toMatchObject({ result: "lost", ended: 900 });
    const won = { ...r, result: "won" as const };
    expect(finishRecord(won, false)).toBe(won);
  });

  it("migrates version 1 records and refuses bad ones with the field named", () => {
    const v1 = {
      v: 1,
      id: "a",
      deal: 3,
      variant: "classic",
      started: 1,
      ended: 2,
      result: "lost",
      moves: 5,
      ms: 9,
      foundation: 12,
    };
    expect(readGameRecord(v1)).toEqual({
      ok: true,
      value: { ...v1, v: 2, cards: null, casino: 8, hints: 0, demo: false, daily: null },
    });
    const bad = readGameRecord({ ...rec(), foundation: 60 });
    expect(bad.ok === false && bad.error).toMatch(/^foundation:/);
    const both = readGameRecord({ ...rec(), cards: "x".repeat(104) });
    expect(both.ok === false && both.error).toMatch(/exactly one/);
    expect(readGameRecord({ v: 7 })).toEqual({
      ok: false,
      error: "a game record from a newer version of Canfield (format 7)",
    });
  });
});

describe("chart data", () => {
  it("histogram of foundation cards, bank over time, wins per week with gaps", () => {
    const games = countedGames([
      rec({ result: "won", ended: T0 }),
      rec({ foundation: 10, casino: -2, ended: T0 + DAY }),
      rec({ foundation: 10, casino: -2, ended: T0 + 15 * DAY }),
    ]);
    const h = foundationHistogram(games);
    expect(h).toHaveLength(53);
    expect([h[52], h[10], h.reduce((a, b) => a + b, 0)]).toEqual([1, 2, 3]);
    expect(bankOverTime(games).map((p) => p.bank)).toEqual([208, 206, 204]);
    const weeks = winsPerWeek(games);
    expect(weeks.map((w) => [w.played, w.won])).toEqual([
      [2, 1],
      [0, 0],
      [1, 0],
    ]);
    expect(weeks[0]?.week).toBe(weekStart(localDay(T0)));
    expect(weekStart("2026-11-08")).toBe("2026-11-02"); // a Sunday belongs to the week before
    expect(winsPerWeek([])).toEqual([]);
  });
});

describe("SVG charts", () => {
  it("bars scale to the largest value and every text is escaped", () => {
    const svg = barChart(
      [
        { label: "a<b", value: 2 },
        { label: "c", value: 4 },
      ],
      { title: 'Cards "home" & away', width: 200, height: 100 },
    );
    expect(svg).toMatch(/^<svg [^>]*role="img"/);
    expect(svg).toContain("<title>Cards &#34;home&#34; &#38; away</title>");
    expect(svg).toContain("a&#60;b");
    expect(svg).not.toContain("a<b");
    const heights = [...svg.matchAll(/<rect [^>]*height="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(heights).toHaveLength(2);
    expect(heights[1]).toBeCloseTo(2 * (heights[0] as number), 0);
  });

  it("the three statistics charts come from the chart data", () => {
    const games = countedGames([rec({ result: "won" }), rec({ foundation: 7, casino: -17 })]);
    const charts = statsCharts(
      {
        histogram: foundationHistogram(games),
        bank: bankOverTime(games),
        weeks: winsPerWeek(games),
      },
      { foundations: "Cards home", bank: "Bank", weeks: "Wins per week" },
    );
    expect(charts.foundations.match(/<rect /g)).toHaveLength(53);
    expect(charts.bank).toContain("<title>Bank</title>");
    expect(charts.weeks.match(/<rect /g)).toHaveLength(1);
  });

  it("a line goes through every point, with a zero line when values go negative", () => {
    const svg = lineChart(
      [
        { x: 1, y: -52 },
        { x: 2, y: 100 },
        { x: 3, y: 50 },
      ],
      { title: "Bank" },
    );
    const d = /d="([^"]+)"/.exec(svg)?.[1] ?? "";
    expect(d.split(" L").length).toBe(3);
    expect(svg).toContain('stroke-dasharray="2 2"');
    expect(lineChart([], { title: "empty" })).not.toContain("<path");
  });
});

describe("export and import", () => {
  const games = [
    rec({ result: "won", ms: 200_000, hints: 1 }),
    rec({ result: "lost", variant: "draw1" }),
    rec({ result: "abandoned", daily: "2026-11-02" }),
    rec({ result: "won", demo: true, deal: null, cards: "AcAd".repeat(26) }),
  ];

  it("round trip: export then import gives the same figures", () => {
    const text = exportStats(games, T0);
    const back = importStats(text);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(summarize(back.value)).toEqual(summarize(games));
    expect(back.value).toEqual(expect.arrayContaining(games));
  });

  it.each([
    ["not JSON", "{", /not JSON/],
    ["another file", JSON.stringify({ hello: 1 }), /not a Canfield statistics export/],
    [
      "a newer export",
      JSON.stringify({ format: "canfield-stats", version: 99, games: [] }),
      /damaged: version/,
    ],
    [
      "one bad game",
      JSON.stringify({
        format: "canfield-stats",
        version: 1,
        games: [rec(), { ...rec(), moves: -1 }],
      }),
      /^game 2 of the file: moves:/,
    ],
    [
      "a repeated id",
      JSON.stringify({ format: "canfield-stats", version: 1, games: [games[0], games[0]] }),
      /repeats the id/,
    ],
  ])("refuses %s with a clear error", (_name, text, message) => {
    const r = importStats(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });

  it("merging keeps finished games already here and completes games still playing", () => {
    const here = [
      rec({ id: "same", result: "won" }),
      rec({ id: "open", result: "playing", ended: null }),
    ];
    const incoming = [
      rec({ id: "same", result: "lost" }),
      rec({ id: "open", result: "abandoned" }),
      rec({ id: "new" }),
    ];
    expect(recordsToImport(here, incoming).map((r) => `${r.id}:${r.result}`)).toEqual([
      "open:abandoned",
      "new:lost",
    ]);
  });
});
