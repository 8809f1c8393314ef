// Deal benchmark (`npm run bench:deals`): the difficulty measure over the first deals, and
// how long it takes to find a winnable deal of each level from a random start (the game's
// "Winnable" menu). Node budgets only, so the distribution is the same on every machine;
// times are this one's. Options: --variant P (classic; a preset or rules text), --deals N
// (1000, or the environment's DEALS), --trials N (random starts per level: 100, or TRIALS).

import { parseArgs } from "node:util";
import { mulberry32 } from "../core/deal.js";
import { parseRules } from "../core/index.js";
import { findDeal, LEVELS, levelBudgets, rateDeal, type Verdict } from "../deals/levels.js";

const { values } = parseArgs({
  options: {
    variant: { type: "string", default: "classic" },
    deals: { type: "string", default: process.env.DEALS ?? "1000" },
    trials: { type: "string", default: process.env.TRIALS ?? "100" },
  },
});
const DEALS = Number(values.deals);
const TRIALS = Number(values.trials);
const parsed = parseRules(values.variant as string);
if (!parsed.ok) throw new Error(parsed.error);
const rules = parsed.value;
const budgets = levelBudgets(rules);

const pct = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const ms = (n: number): string => `${n.toFixed(n < 10 ? 1 : 0)} ms`;

console.log(
  `Difficulty of ${values.variant} deals 0…${DEALS - 1} (medium ≤ ${budgets.medium} nodes, hard ≤ ${budgets.hard}):`,
);
const verdicts: Verdict[] = ["easy", "medium", "hard", "unwinnable", "unknown"];
const counts = new Map<Verdict, number>(verdicts.map((v) => [v, 0]));
const times = new Map<Verdict, number[]>(verdicts.map((v) => [v, []]));
const nodes = new Map<Verdict, number[]>(verdicts.map((v) => [v, []]));
for (let d = 0; d < DEALS; d++) {
  const t = performance.now();
  const r = rateDeal(d, rules);
  times.get(r.verdict)?.push(performance.now() - t);
  nodes.get(r.verdict)?.push(r.nodes);
  counts.set(r.verdict, (counts.get(r.verdict) ?? 0) + 1);
}
console.log("| verdict | deals | share | median nodes | median time to rate |");
console.log("|---|---:|---:|---:|---:|");
for (const v of verdicts) {
  const n = counts.get(v) ?? 0;
  const t = (times.get(v) ?? []).sort((a, b) => a - b);
  const k = (nodes.get(v) ?? []).sort((a, b) => a - b);
  console.log(
    `| ${v} | ${n} | ${((100 * n) / DEALS).toFixed(1)}% | ${n ? pct(k, 50) : "–"} | ${n ? ms(pct(t, 50)) : "–"} |`,
  );
}

console.log(
  `\nTime to find a deal of each level from ${TRIALS} random starts (wall clock; CPU time in brackets):`,
);
console.log("| level | median | 95th percentile | max | deals tried (median / max) | not found |");
console.log("|---|---:|---:|---:|---:|---:|");
const cpuMs = (u: NodeJS.CpuUsage): number => (u.user + u.system) / 1000;
for (const level of LEVELS) {
  const next = mulberry32(2026 + level.length);
  const t: number[] = [];
  const cpu: number[] = [];
  const tried: number[] = [];
  let missing = 0;
  for (let i = 0; i < TRIALS; i++) {
    const start = performance.now();
    const c0 = process.cpuUsage();
    const found = findDeal(level, rules, next());
    cpu.push(cpuMs(process.cpuUsage(c0)));
    t.push(performance.now() - start);
    if (found === undefined) missing++;
    else tried.push(found.tried);
  }
  for (const a of [t, cpu, tried]) a.sort((x, y) => x - y);
  const both = (p: number) => `${ms(pct(t, p))} (${ms(pct(cpu, p))})`;
  console.log(
    `| ${level} | ${both(50)} | ${both(95)} | ${both(100)} | ${pct(tried, 50)} / ${pct(tried, 100)} | ${missing} |`,
  );
}
console.log(`\nNode ${process.version}, ${new Date().toISOString().slice(0, 10)}`);
