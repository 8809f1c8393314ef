import { closeSync, openSync, writeSync } from "node:fs";
import { Worker } from "node:worker_threads";
import type { Rules } from "../core/index.js";
import { InputError } from "./common.js";

export interface WorkerSetup {
  variant: string;
  maxNodes: number | undefined;
  maxMs: number | undefined;
}

export interface DealResult {
  deal: number;
  result: "win" | "loss" | "unknown";
  nodes: number;
  ms: number;
  /** Moves in the winning line (0 unless won). */
  length: number;
}

export interface SurveyOptions extends WorkerSetup {
  rules: Rules;
  from: number;
  count: number;
  jobs: number;
  csv: string | undefined;
}

export interface SurveySummary {
  variant: string;
  from: number;
  count: number;
  maxNodes: number | null;
  maxSeconds: number | null;
  win: number;
  loss: number;
  unknown: number;
  /** Wins among all deals, with its 95% Wilson score interval. */
  winRate: number;
  winRate95: [number, number];
  ms: { median: number; p90: number; p99: number; max: number };
}

/** The 95% Wilson score interval of a proportion k/n. */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959963984540054;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

/** The q-quantile (nearest rank) of sorted numbers. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i] as number;
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

export function summarize(o: SurveyOptions, results: readonly DealResult[]): SurveySummary {
  const win = results.filter((r) => r.result === "win").length;
  const loss = results.filter((r) => r.result === "loss").length;
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const [lo, hi] = wilson(win, results.length);
  return {
    variant: o.variant,
    from: o.from,
    count: results.length,
    maxNodes: o.maxNodes ?? null,
    maxSeconds: o.maxMs === undefined ? null : o.maxMs / 1000,
    win,
    loss,
    unknown: results.length - win - loss,
    winRate: round(results.length ? win / results.length : 0, 6),
    winRate95: [round(lo, 6), round(hi, 6)],
    ms: {
      median: round(quantile(ms, 0.5), 3),
      p90: round(quantile(ms, 0.9), 3),
      p99: round(quantile(ms, 0.99), 3),
      max: round(quantile(ms, 1), 3),
    },
  };
}

function formatTime(s: number): string {
  if (!Number.isFinite(s)) return "?";
  const m = Math.floor(s / 60);
  return m > 0 ? `${m}m${String(Math.round(s % 60)).padStart(2, "0")}s` : `${Math.round(s)}s`;
}

/** Solves the deals on `jobs` worker threads, one deal at a time each, and summarizes them. */
export async function runSurvey(o: SurveyOptions): Promise<SurveySummary> {
  let csvFd: number | undefined;
  if (o.csv !== undefined) {
    try {
      csvFd = openSync(o.csv, "w");
    } catch (e) {
      throw new InputError(
        `--csv ${o.csv}: cannot write it (${(e as NodeJS.ErrnoException).code ?? e})`,
      );
    }
  }
  const tty = process.stderr.isTTY === true;
  const t0 = Date.now();
  const results: DealResult[] = [];
  let next = o.from;
  const end = o.from + o.count;
  const setup: WorkerSetup = { variant: o.variant, maxNodes: o.maxNodes, maxMs: o.maxMs };
  const progress = () => {
    if (!tty) return;
    const done = results.length;
    const width = 30;
    const filled = Math.round((width * done) / o.count);
    const elapsed = (Date.now() - t0) / 1000;
    const eta = done > 0 ? (elapsed / done) * (o.count - done) : Number.POSITIVE_INFINITY;
    process.stderr.write(
      `\r[${"#".repeat(filled)}${" ".repeat(width - filled)}] ${done}/${o.count} ${((100 * done) / o.count).toFixed(1)}%  ETA ${formatTime(eta)}  `,
    );
  };
  await new Promise<void>((resolve, reject) => {
    let running = 0;
    for (let j = 0; j < o.jobs; j++) {
      const worker = new Worker(new URL("./survey-worker.js", import.meta.url), {
        workerData: setup,
      });
      running++;
      const feed = () => {
        if (next < end) worker.postMessage(next++);
        else worker.postMessage(null);
      };
      worker.on("message", (r: DealResult) => {
        results.push(r);
        progress();
        feed();
      });
      worker.on("error", reject);
      worker.on("exit", () => {
        running--;
        if (running === 0) resolve();
      });
      feed();
    }
  });
  if (tty) process.stderr.write("\n");
  results.sort((a, b) => a.deal - b.deal);
  if (csvFd !== undefined) {
    try {
      writeSync(csvFd, "deal,result,nodes,ms,length\n");
      for (const r of results)
        writeSync(csvFd, `${r.deal},${r.result},${r.nodes},${r.ms},${r.length}\n`);
    } finally {
      closeSync(csvFd);
    }
  }
  return summarize(o, results);
}
