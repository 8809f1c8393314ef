// The beam over the stock on its own (`npm run bench:beam`): how many deals it wins from the
// deal within each of a row of node budgets, with no other search beside it. The figures that
// docs/solver.md and docs/experiments.md give for the beam's score and stages come from it. Node
// budgets only, so they are the same on every machine.
// Options: --variant P (rainbow; a preset or rules text with one pass), --from N (1000000),
// --count N (600), --max-nodes N (50000: the largest budget; the row is 1,000, 2,000, 5,000,
// 10,000, 20,000 and then it).
import { parseArgs } from "node:util";
import { dealDeck, Position, parseRules } from "../core/index.js";
import { StockBeam } from "../solver/beam.js";

const ROW = [1_000, 2_000, 5_000, 10_000, 20_000];

function main(): void {
  const { values } = parseArgs({
    options: {
      variant: { type: "string", default: "rainbow" },
      from: { type: "string", default: "1000000" },
      count: { type: "string", default: "600" },
      "max-nodes": { type: "string", default: "50000" },
    },
  });
  const rules = parseRules(values.variant);
  if (!rules.ok) throw new Error(`--variant: ${rules.error}`);
  const from = Number(values.from);
  const count = Number(values.count);
  const maxNodes = Number(values["max-nodes"]);
  for (const [name, n] of [
    ["--from", from],
    ["--count", count],
    ["--max-nodes", maxNodes],
  ] as const) {
    if (!Number.isSafeInteger(n) || n < 1) throw new Error(`${name}: a whole number from 1`);
  }
  const probe = Position.deal(dealDeck(from), rules.value);
  if (!StockBeam.applies(probe))
    throw new Error("--variant: the beam needs one pass and no cards back");
  const wins: number[] = [];
  for (let d = from; d < from + count; d++) {
    const beam = new StockBeam(Position.deal(dealDeck(d), rules.value), {});
    const r = beam.resume(maxNodes, maxNodes);
    if (r?.result === "win") wins.push(r.nodes);
    if (process.stderr.isTTY) process.stderr.write(`\r${d - from + 1}/${count}`);
  }
  if (process.stderr.isTTY) process.stderr.write("\n");
  const budgets = [...ROW.filter((b) => b < maxNodes), maxNodes];
  const within = budgets.map((b) => wins.filter((n) => n <= b).length);
  console.log(JSON.stringify({ variant: values.variant, from, count, budgets, won: within }));
  console.log(
    `\nThe beam alone, deals ${from}… (${count}), won within each budget of positions:\n`,
  );
  console.log(`| ${budgets.map((b) => `within ${b.toLocaleString("en")}`).join(" | ")} |`);
  console.log(`|${budgets.map(() => "---:").join("|")}|`);
  console.log(`| ${within.join(" | ")} |`);
}

try {
  main();
} catch (e: unknown) {
  console.error(e instanceof Error ? e.message : String(e));
  process.exitCode = 1;
}
