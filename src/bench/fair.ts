// Fair-play benchmark: the fair computer player on fixed classic deals from the start to the
// end, the calibration of the chance to win at points of those games (against what the true
// deal allows), and the time of one chance and fair hint as the worker computes them.
// Node budgets only, so every answer is the same on every machine; times are this one's.
// Settings (environment): DEALS (200), FROM (0), POINTS (500), TIMING (100), JOBS (1),
// TRUTH_NODES (1,000,000: the all-seeing solver's budget for a deal or a point).

import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { dealDeck, Game, mulberry32, PRESET_RULES } from "../core/index.js";
import {
  DEFAULT_MAX_NODES,
  DEFAULT_SAMPLES,
  type FairPlay,
  oddsAfter,
  playFair,
  wilson,
} from "../fair/index.js";
import { solve } from "../solver/index.js";
import { binsByTenth, binTable, brier, type Forecast, reliabilitySvg } from "./fair-plot.js";

interface Setup {
  readonly deals: number;
  readonly from: number;
  readonly points: number;
  readonly truthNodes: number;
}

interface Point {
  readonly deal: number;
  /** Moves of the fair player's game played before the point. */
  readonly at: number;
  readonly chance: number | null;
  readonly low: number;
  readonly high: number;
  readonly unknown: number;
  readonly wins: number;
  readonly decided: number;
  readonly samples: number;
  readonly truth: "win" | "loss" | "unknown";
}

interface DealRun {
  readonly deal: number;
  readonly verdict: "win" | "loss" | "unknown";
  readonly won: boolean;
  readonly end: FairPlay["end"];
  readonly moves: number[];
  readonly searched: number;
  readonly ms: number;
  readonly points: Point[];
}

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const rules = PRESET_RULES.classic;

/** Moves a point may be taken at: a span that covers most games (they end by 250 moves). */
const POINT_SPAN = 240;

/**
 * Points of a deal's game: a few moves drawn from a fixed span, before the game knows its
 * length, kept when the game is still going there. Drawing among the game's own moves
 * instead would weigh each point by one over the game's length, which depends on the cards
 * not yet seen, and the points would no longer be a fair draw of what the player knows.
 */
function pointsOf(setup: Setup, deal: number, length: number): number[] {
  const perGame = Math.ceil(setup.points / setup.deals) + 1;
  const next = mulberry32(deal ^ 0x5eed);
  const at = Array.from({ length: perGame }, () => Math.floor((next() / 2 ** 32) * POINT_SPAN));
  return [...new Set(at)].filter((i) => i < length).sort((a, b) => a - b);
}

function runDeal(setup: Setup, i: number): DealRun {
  const deal = setup.from + i;
  const deck = dealDeck(deal);
  const truthOf = (moves: readonly number[]) => {
    const g = Game.replay(deck, rules, moves);
    if (!g.ok) throw new Error(g.error);
    return solve(g.value.position, { maxNodes: setup.truthNodes }).result;
  };
  const verdict = truthOf([]);
  const t0 = performance.now();
  const fair = playFair(deck, rules);
  const ms = performance.now() - t0;
  const moves = [...fair.moves];
  const points = pointsOf(setup, deal, moves.length).map((at): Point => {
    const odds = oddsAfter(deck, rules, moves.slice(0, at));
    if (!odds.ok) throw new Error(odds.error);
    const o = odds.value;
    const truth = truthOf(moves.slice(0, at));
    const { chance, low, high, unknown, wins, decided, samples } = o;
    return { deal, at, chance, low, high, unknown, wins, decided, samples, truth };
  });
  return {
    deal,
    verdict,
    won: fair.won,
    end: fair.end,
    moves,
    searched: fair.searched,
    ms,
    points,
  };
}

async function runAll(setup: Setup, jobs: number): Promise<DealRun[]> {
  const runs: DealRun[] = [];
  let next = 0;
  const t0 = performance.now();
  await new Promise<void>((resolve, reject) => {
    let running = 0;
    for (let j = 0; j < Math.min(jobs, setup.deals); j++) {
      const worker = new Worker(new URL(import.meta.url), { workerData: setup });
      running++;
      const feed = () => worker.postMessage(next < setup.deals ? next++ : null);
      worker.on("message", (r: DealRun) => {
        runs.push(r);
        const s = Math.round((performance.now() - t0) / 1000);
        process.stderr.write(
          `deal ${r.deal}: ${r.won ? "won" : r.end} (${r.verdict}), ${runs.length}/${setup.deals} in ${s} s\n`,
        );
        feed();
      });
      worker.on("error", reject);
      worker.on("exit", () => {
        if (--running === 0) resolve();
      });
      feed();
    }
  });
  return runs.sort((a, b) => a.deal - b.deal);
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(", ");

async function main() {
  const setup: Setup = {
    deals: env("DEALS", 200),
    from: env("FROM", 0),
    points: env("POINTS", 500),
    truthNodes: env("TRUTH_NODES", 1_000_000),
  };
  const jobs = env("JOBS", 1);
  const timing = env("TIMING", 100);
  console.log(
    `Fair play, classic deals ${setup.from}…${setup.from + setup.deals - 1}: ${DEFAULT_SAMPLES} arrangements, ${DEFAULT_MAX_NODES} positions each; truth within ${setup.truthNodes} positions; ${jobs} job(s) on ${cpus().length} cores; load average at start ${load()}`,
  );
  const t0 = performance.now();
  const runs = await runAll(setup, jobs);
  const wall = (performance.now() - t0) / 1000;

  const won = runs.filter((r) => r.won).length;
  const winnable = runs.filter((r) => r.verdict === "win");
  const lost = runs.filter((r) => r.verdict === "loss").length;
  const wonOfWinnable = winnable.filter((r) => r.won).length;
  const [lo, hi] = wilson(won, runs.length);
  const ends = new Map<string, number>();
  for (const r of runs) ends.set(r.end, (ends.get(r.end) ?? 0) + 1);
  const gameMs = runs.map((r) => r.ms).sort((a, b) => a - b);
  console.log("\n## The fair computer player, from the deal to the end");
  console.log(
    `won ${won} of ${runs.length} deals: ${pct(won / runs.length)} (95% Wilson ${pct(lo)}–${pct(hi)}); the all-seeing solver wins ${winnable.length} (${pct(winnable.length / runs.length)}), proves ${lost} lost, ${runs.length - winnable.length - lost} undecided`,
  );
  console.log(
    `won ${wonOfWinnable} of the ${winnable.length} winnable deals: ${pct(wonOfWinnable / Math.max(1, winnable.length))}`,
  );
  console.log(`ends: ${[...ends].map(([e, n]) => `${e} ${n}`).join(", ")}`);
  console.log(
    `time per game (wall, ${jobs} job(s)): median ${(quantile(gameMs, 0.5) / 1000).toFixed(1)} s, 90th percentile ${(quantile(gameMs, 0.9) / 1000).toFixed(1)} s; whole run ${Math.round(wall)} s`,
  );

  // Whole games, in deal order, until there are enough points (which games is fixed in advance).
  const points: Point[] = [];
  for (const r of runs) if (points.length < setup.points) points.push(...r.points);
  const games = new Set(points.map((p) => p.deal)).size;
  const judged = points.filter((p) => p.chance !== null && p.truth !== "unknown");
  const outcome = (p: Point): 0 | 1 => (p.truth === "win" ? 1 : 0);
  const forecasts: Forecast[] = judged.map((p) => ({ p: p.chance as number, o: outcome(p) }));
  // Other ways to count the undecided arrangements, for comparison: as losses, as halves.
  const asLosses = judged.map((p) => ({ p: p.wins / p.samples, o: outcome(p) }));
  const asHalves = judged.map((p) => ({
    p: (p.wins + (p.samples - p.decided) / 2) / p.samples,
    o: outcome(p),
  }));
  const hidden = judged.filter((p) => p.unknown > 0);
  const hiddenForecasts = hidden.map((p) => ({ p: p.chance as number, o: outcome(p) }));
  const bins = binsByTenth(forecasts);
  const base = forecasts.reduce((s, f) => s + f.o, 0) / Math.max(1, forecasts.length);
  const score = brier(forecasts);
  const reference = brier(forecasts.map((f) => ({ p: base, o: f.o })));
  console.log("\n## Calibration of the chance to win");
  console.log(
    `${points.length} points of ${games} of the fair player's games (${forecasts.length} with a chance and a decided truth; ${points.filter((p) => p.truth === "unknown").length} truths undecided, ${points.filter((p) => p.chance === null).length} chances undecided)`,
  );
  console.log(binTable(bins));
  console.log(
    `Brier score ${score.toFixed(4)} (a constant ${base.toFixed(3)}, the points' winnable share: ${reference.toFixed(4)}; skill ${(1 - score / reference).toFixed(3)})`,
  );
  console.log(
    `undecided arrangements counted as losses: Brier ${brier(asLosses).toFixed(4)}; as halves: ${brier(asHalves).toFixed(4)}; points with cards still unknown (${hidden.length}): ${brier(hiddenForecasts).toFixed(4)}`,
  );
  const svg = reliabilitySvg(
    bins,
    `${forecasts.length} points, Brier ${score.toFixed(3)} (constant ${reference.toFixed(3)})`,
  );
  const docs = new URL("../../docs/", import.meta.url);
  mkdirSync(docs, { recursive: true });
  writeFileSync(new URL("fair-calibration.svg", docs), svg);
  console.log(`plot written to docs/fair-calibration.svg`);

  console.log(
    `\n## Time for one chance and fair hint (oddsAfter, as the worker calls it; main thread)`,
  );
  const step = Math.max(1, Math.floor(points.length / Math.max(1, timing)));
  const timed = points.filter((_, i) => i % step === 0).slice(0, timing);
  const wallMs: number[] = [];
  const cpuMs: number[] = [];
  const loadBefore = load();
  for (const p of timed) {
    const run = runs.find((r) => r.deal === p.deal) as DealRun;
    const moves = run.moves.slice(0, p.at);
    const w0 = performance.now();
    const c0 = process.cpuUsage();
    oddsAfter(dealDeck(p.deal), rules, moves);
    const c = process.cpuUsage(c0);
    wallMs.push(performance.now() - w0);
    cpuMs.push((c.user + c.system) / 1000);
  }
  wallMs.sort((a, b) => a - b);
  cpuMs.sort((a, b) => a - b);
  const fmt = (xs: number[]) =>
    `median ${Math.round(quantile(xs, 0.5))} ms, 90th percentile ${Math.round(quantile(xs, 0.9))} ms, max ${Math.round(quantile(xs, 1))} ms`;
  console.log(`${timed.length} points; wall: ${fmt(wallMs)}; CPU: ${fmt(cpuMs)}`);
  console.log(`load average before ${loadBefore}, after ${load()}`);
}

if (!isMainThread) {
  const setup = workerData as Setup;
  const port = parentPort;
  if (!port) throw new Error("fair bench worker without a port");
  port.on("message", (i: number | null) => {
    if (i === null) port.close();
    else port.postMessage(runDeal(setup, i));
  });
} else {
  await main();
}
