// Solver benchmark (`npm run bench:solver`): a fixed set of 1,000 deal numbers solved with a
// limit of 10 s each on 2 jobs (child processes, so that each job's peak memory is its own
// resident set). Prints the share resolved (win or loss), the time per deal (median, 90th
// and 99th percentile, max), positions searched per second and the peak memory per job.
// Options: --variant P (classic), --count N (1000), --seconds S (10), --jobs J (2),
// --nodes N (a node budget instead of the time limit: the same answers on every machine),
// --solvitaire (Solvitaire's slightly stricter rules, to compare with its published rates),
// --search-version 1 (the first release's search, to measure what version 2 gained).
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { dealDeck, Position, parseRules } from "../core/index.js";
import { solve } from "../solver/index.js";
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

function child(variant: string, budget: Budget, theirRules: boolean, version: 1 | 2): void {
  const rules = parseRules(variant);
  if (!rules.ok) throw new Error(rules.error);
  process.on("message", (deal: number) => {
    if (deal < 0) {
      // resourceUsage().maxRSS is in KiB: the peak resident set of this job.
      process.send?.({ peakMiB: process.resourceUsage().maxRSS / 1024 }, () => process.exit(0));
      return;
    }
    const pos = Position.deal(dealDeck(deal), rules.value);
    const r = (version === 1 ? solveV1 : solve)(
      theirRules ? SolvitairePosition.from(pos) : pos,
      budget,
    );
    process.send?.({ deal, result: r.result, ms: r.ms, nodes: r.nodes } satisfies Done);
  });
}

const q = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      child: { type: "boolean" },
      variant: { type: "string", default: "classic" },
      count: { type: "string", default: "1000" },
      seconds: { type: "string", default: "10" },
      jobs: { type: "string", default: "2" },
      nodes: { type: "string" },
      solvitaire: { type: "boolean" },
      "search-version": { type: "string", default: "2" },
    },
  });
  const variant = values.variant as string;
  const version = values["search-version"] === "1" ? 1 : 2;
  const budget: Budget =
    values.nodes === undefined
      ? { maxMs: Number(values.seconds) * 1000 }
      : { maxNodes: Number(values.nodes) };
  const theirRules = values.solvitaire === true;
  if (values.child) {
    child(variant, budget, theirRules, version);
    return;
  }
  const count = Number(values.count);
  const jobs = Number(values.jobs);
  const results: Done[] = [];
  const peaks: number[] = [];
  let next = FIRST_DEAL;
  const end = FIRST_DEAL + count;
  const t0 = Date.now();
  const self = fileURLToPath(import.meta.url);
  await Promise.all(
    Array.from(
      { length: jobs },
      () =>
        new Promise<void>((resolve, reject) => {
          const args = ["--child", "--variant", variant, "--seconds", String(values.seconds)];
          if (values.nodes !== undefined) args.push("--nodes", values.nodes);
          if (theirRules) args.push("--solvitaire");
          args.push("--search-version", String(version));
          const job = fork(self, args);
          const feed = () => job.send(next < end ? next++ : -1);
          job.on("message", (m: Done | { peakMiB: number }) => {
            if ("peakMiB" in m) peaks.push(m.peakMiB);
            else {
              results.push(m);
              if (process.stderr.isTTY) process.stderr.write(`\r${results.length}/${count}`);
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
  const resolved = by("win") + by("loss");
  const long = results.filter((r) => r.ms >= 100);
  const summary = {
    variant,
    deals: `${FIRST_DEAL}…${end - 1}`,
    rules: theirRules ? "Solvitaire's" : "ours",
    searchVersion: version,
    limit: values.nodes === undefined ? `${values.seconds} s` : `${values.nodes} positions`,
    jobs,
    win: by("win"),
    loss: by("loss"),
    unknown: by("unknown"),
    resolvedPercent: Math.round((10000 * resolved) / results.length) / 100,
    winPercent: Math.round((10000 * by("win")) / results.length) / 100,
    ms: { median: q(ms, 0.5), p90: q(ms, 0.9), p99: q(ms, 0.99), max: q(ms, 1) },
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
  console.log(JSON.stringify(summary, null, 2));
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exitCode = 1;
});
