// Solver benchmark (`npm run bench:solver`): a fixed set of 1,000 deal numbers solved with a
// limit of 10 s each on 2 jobs (child processes, so that each job's peak memory is its own
// resident set). Prints the share decided (win or loss), the time per deal (median, 90th
// and 99th percentile, max), the deals decided within 10 ms, 100 ms and 1 s, positions
// searched per second and the peak memory per job.
// Options: --variant P (classic; a preset or rules text), --all (every preset, one after the
// other, then one table of them all), --count N (1000), --seconds S (10), --jobs J (2),
// --nodes N (a node budget instead of the time limit: the same answers on every machine),
// --deals FILE (deal numbers to solve instead, one a line or separated by commas: a hard
// set), --csv FILE (one row per deal: variant,deal,result,nodes,ms),
// --only exact|win (one of the two searches alone, to measure a change to it),
// --solvitaire (Solvitaire's slightly stricter rules, to compare with its published rates),
// --search-version 1 (the first release's search, src/solver/v1, to measure what changed).
import { fork } from "node:child_process";
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { dealDeck, Position, PRESETS, parseRules } from "../core/index.js";
import { solve } from "../solver/index.js";
import { Search } from "../solver/search.js";
import { SolvitairePosition } from "../solver/solvitaire.js";
import { solve as solveV1 } from "../solver/v1/index.js";

/** The fixed deal numbers: 1,000,000 … (never used by the tests). */
const FIRST_DEAL = 1_000_000;

interface Done {
  deal: number;
  result: string;
  ms: number;
  nodes: number;
}

interface Budget {
  maxMs?: number;
  maxNodes?: number;
}

type Only = "exact" | "win" | undefined;

function child(
  variant: string,
  budget: Budget,
  theirRules: boolean,
  version: 1 | 2,
  only: Only,
): void {
  const rules = parseRules(variant);
  if (!rules.ok) throw new Error(rules.error);
  const run =
    version === 1
      ? (p: Position, b: Budget) => solveV1(p, only === "exact" ? { ...b, guess: false } : b)
      : only === "win"
        ? (p: Position, b: Budget) => new Search(p.clone(), b, true).run()
        : (p: Position, b: Budget) => solve(p, only === "exact" ? { ...b, guess: false } : b);
  process.on("message", (deal: number) => {
    if (deal < 0) {
      // resourceUsage().maxRSS is in KiB: the peak resident set of this job.
      process.send?.({ peakMiB: process.resourceUsage().maxRSS / 1024 }, () => process.exit(0));
      return;
    }
    const pos = Position.deal(dealDeck(deal), rules.value);
    const r = run(theirRules ? SolvitairePosition.from(pos) : pos, budget);
    process.send?.({ deal, result: r.result, ms: r.ms, nodes: r.nodes } satisfies Done);
  });
}

const q = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;

interface Summary {
  variant: string;
  deals: string;
  rules: string;
  searchVersion: number;
  only: string;
  limit: string;
  jobs: number;
  win: number;
  loss: number;
  unknown: number;
  decidedPercent: number;
  winPercent: number;
  ms: { median: number; p90: number; p99: number; max: number };
  /** Deals decided (won or lost) within each time. */
  decidedWithin: { "10 ms": number; "100 ms": number; "1 s": number };
  positionsPerSecond: number | null;
  peakMiBPerJob: number[];
  wallSeconds: number;
}

interface Setup {
  deals: number[];
  dealsText: string;
  jobs: number;
  args: string[];
  theirRules: boolean;
  version: 1 | 2;
  only: Only;
  limit: string;
  csv: string | undefined;
}

/** Solves the deals of one variant on `jobs` child processes. */
async function runVariant(variant: string, s: Setup): Promise<Summary> {
  const results: Done[] = [];
  const peaks: number[] = [];
  const queue = s.deals.slice();
  const t0 = Date.now();
  const self = fileURLToPath(import.meta.url);
  await Promise.all(
    Array.from(
      { length: s.jobs },
      () =>
        new Promise<void>((resolve, reject) => {
          const job = fork(self, ["--child", "--variant", variant, ...s.args]);
          const feed = () => job.send(queue.shift() ?? -1);
          job.on("message", (m: Done | { peakMiB: number }) => {
            if ("peakMiB" in m) peaks.push(m.peakMiB);
            else {
              results.push(m);
              if (s.csv !== undefined)
                appendFileSync(s.csv, `${variant},${m.deal},${m.result},${m.nodes},${m.ms}\n`);
              if (process.stderr.isTTY)
                process.stderr.write(`\r${variant} ${results.length}/${s.deals.length}`);
              feed();
            }
          });
          job.on("error", reject);
          job.on("exit", () => resolve());
          feed();
        }),
    ),
  );
  if (process.stderr.isTTY) process.stderr.write("\n");
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const by = (k: string) => results.filter((r) => r.result === k).length;
  const decided = by("win") + by("loss");
  const decidedIn = (most: number) =>
    results.filter((r) => r.result !== "unknown" && r.ms <= most).length;
  const long = results.filter((r) => r.ms >= 100);
  const pct = (k: number) => Math.round((10000 * k) / Math.max(1, results.length)) / 100;
  return {
    variant,
    deals: s.dealsText,
    rules: s.theirRules ? "Solvitaire's" : "ours",
    searchVersion: s.version,
    only: s.only ?? "both searches",
    limit: s.limit,
    jobs: s.jobs,
    win: by("win"),
    loss: by("loss"),
    unknown: by("unknown"),
    decidedPercent: pct(decided),
    winPercent: pct(by("win")),
    ms: { median: q(ms, 0.5), p90: q(ms, 0.9), p99: q(ms, 0.99), max: q(ms, 1) },
    decidedWithin: { "10 ms": decidedIn(10), "100 ms": decidedIn(100), "1 s": decidedIn(1000) },
    // Search speed where it is sustained: deals that took at least 0.1 s (each job is one core).
    positionsPerSecond:
      long.length === 0
        ? null
        : Math.round(
            (1000 * long.reduce((n, r) => n + r.nodes, 0)) / long.reduce((t, r) => t + r.ms, 0),
          ),
    peakMiBPerJob: peaks.map((p) => Math.round(p)),
    wallSeconds: Math.round((Date.now() - t0) / 1000),
  };
}

/** One markdown table of the summaries, a row per variant. */
function table(rows: readonly Summary[]): string {
  const time = (ms: number) => (ms < 1000 ? `${ms.toFixed(1)} ms` : `${(ms / 1000).toFixed(2)} s`);
  const lines = [
    "| variant | decided | win | loss | unknown | median | 90th percentile | positions a second | peak memory per job |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const r of rows) {
    const speed = r.positionsPerSecond === null ? "–" : r.positionsPerSecond.toLocaleString("en");
    const peak = r.peakMiBPerJob.map((p) => `${p}`).join(", ");
    lines.push(
      `| ${r.variant} | ${r.decidedPercent}% | ${r.win} | ${r.loss} | ${r.unknown} | ${time(r.ms.median)} | ${time(r.ms.p90)} | ${speed} | ${peak} MiB |`,
    );
  }
  return lines.join("\n");
}

function dealsFrom(file: string): number[] {
  return readFileSync(file, "utf8")
    .split(/[\s,]+/)
    .filter((t) => t !== "")
    .map((t) => {
      const n = Number(t);
      if (!Number.isInteger(n) || n < 0) throw new Error(`${file}: not a deal number: ${t}`);
      return n;
    });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      child: { type: "boolean" },
      variant: { type: "string", default: "classic" },
      all: { type: "boolean" },
      count: { type: "string", default: "1000" },
      seconds: { type: "string", default: "10" },
      jobs: { type: "string", default: "2" },
      nodes: { type: "string" },
      deals: { type: "string" },
      csv: { type: "string" },
      solvitaire: { type: "boolean" },
      only: { type: "string" },
      "search-version": { type: "string", default: "2" },
    },
  });
  const version = values["search-version"] === "1" ? 1 : 2;
  const budget: Budget =
    values.nodes === undefined
      ? { maxMs: Number(values.seconds) * 1000 }
      : { maxNodes: Number(values.nodes) };
  const theirRules = values.solvitaire === true;
  const only = values.only;
  if (only !== undefined && only !== "exact" && only !== "win")
    throw new Error(`--only ${only}: exact or win`);
  if (values.child) {
    child(values.variant as string, budget, theirRules, version, only);
    return;
  }
  const count = Number(values.count);
  const deals =
    values.deals === undefined
      ? Array.from({ length: count }, (_, i) => FIRST_DEAL + i)
      : dealsFrom(values.deals);
  const args = ["--seconds", String(values.seconds), "--search-version", String(version)];
  if (values.nodes !== undefined) args.push("--nodes", values.nodes);
  if (theirRules) args.push("--solvitaire");
  if (only !== undefined) args.push("--only", only);
  if (values.csv !== undefined) writeFileSync(values.csv, "variant,deal,result,nodes,ms\n");
  const setup: Setup = {
    deals,
    dealsText:
      values.deals === undefined
        ? `${FIRST_DEAL}…${FIRST_DEAL + count - 1}`
        : `${deals.length} from ${values.deals}`,
    jobs: Number(values.jobs),
    args,
    theirRules,
    version,
    only,
    limit: values.nodes === undefined ? `${values.seconds} s` : `${values.nodes} positions`,
    csv: values.csv,
  };
  const variants = values.all ? [...PRESETS] : [values.variant as string];
  for (const v of variants) {
    const rules = parseRules(v);
    if (!rules.ok) throw new Error(rules.error);
  }
  const summaries: Summary[] = [];
  for (const v of variants) {
    const s = await runVariant(v, setup);
    summaries.push(s);
    console.log(JSON.stringify(s, null, 2));
  }
  if (values.all) {
    const { deals: d, limit, jobs } = setup;
    console.log(`\n${d.length} deals (${setup.dealsText}), ${limit} a deal, ${jobs} jobs:\n`);
    console.log(table(summaries));
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exitCode = 1;
});
