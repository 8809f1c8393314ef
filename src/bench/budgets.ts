// Small-budget benchmark (`npm run bench:budgets`): how many positions in the middle of a
// game the solver decides within small node budgets: the game's 20,000 (fair odds and
// fair hints) and 200,000 (the dead-end verdict), and 1,000 and 50,000 beside them to show the
// curve. The positions: for each of the fixed deal numbers
// 1,000,000 …, the deal after 10 to 40 random legal moves (Mulberry32 seeded with the deal
// number), fewer where the game ends first. Node budgets only, so the figures are the same on
// every machine. Also counts the positions decided within a budget and undecided within a
// larger one: a larger budget should never lose an answer.
// Options: --variant P (classic; a preset or rules text), --all (every preset, then one
// table of them all), --count N (100), --budgets A,B,… (1000,20000,50000,200000).
import { parseArgs } from "node:util";
import {
  dealDeck,
  type Move,
  mulberry32,
  Position,
  PRESETS,
  parseRules,
  type Rules,
} from "../core/index.js";
import { solve } from "../solver/index.js";

const FIRST_DEAL = 1_000_000;
const MIN_MOVES = 10;
const MOVE_SPAN = 31;

interface Summary {
  variant: string;
  positions: number;
  budgets: number[];
  /** For each budget: positions won and lost within it. */
  won: number[];
  lost: number[];
  /** Positions decided within some budget and undecided within a larger one. */
  lostAnswers: number;
  /** Median positions searched on the positions decided within the largest budget. */
  medianPositions: number;
}

/** The deal after its random moves. */
function positionOf(deal: number, rules: Rules): Position {
  const pos = Position.deal(dealDeck(deal), rules);
  const next = mulberry32(deal);
  const moves = MIN_MOVES + Math.floor((next() * MOVE_SPAN) / 0x100000000);
  const legal: Move[] = [];
  for (let i = 0; i < moves; i++) {
    pos.legalMoves(legal);
    if (legal.length === 0 || pos.isWon()) break;
    pos.play(legal[Math.floor((next() * legal.length) / 0x100000000)] as Move);
  }
  return pos;
}

function measure(variant: string, rules: Rules, count: number, budgets: number[]): Summary {
  const won = budgets.map(() => 0);
  const lost = budgets.map(() => 0);
  const decidedNodes: number[] = [];
  let lostAnswers = 0;
  for (let i = 0; i < count; i++) {
    const pos = positionOf(FIRST_DEAL + i, rules);
    let decidedBefore = false;
    let flagged = false;
    budgets.forEach((maxNodes, b) => {
      const r = solve(pos, { maxNodes });
      if (r.result === "win") won[b] = (won[b] as number) + 1;
      if (r.result === "loss") lost[b] = (lost[b] as number) + 1;
      const decided = r.result !== "unknown";
      if (decidedBefore && !decided && !flagged) {
        lostAnswers++;
        flagged = true;
      }
      decidedBefore ||= decided;
      if (b === budgets.length - 1 && decided) decidedNodes.push(r.nodes);
    });
    if (process.stderr.isTTY) process.stderr.write(`\r${variant} ${i + 1}/${count}`);
  }
  if (process.stderr.isTTY) process.stderr.write("\n");
  decidedNodes.sort((a, b) => a - b);
  return {
    variant,
    positions: count,
    budgets,
    won,
    lost,
    lostAnswers,
    medianPositions: decidedNodes[Math.floor((decidedNodes.length - 1) / 2)] ?? 0,
  };
}

/** One markdown table of the summaries: decided (won / lost) within each budget. */
function table(rows: readonly Summary[]): string {
  const budgets = rows[0]?.budgets ?? [];
  const head = budgets.map((b) => `within ${b.toLocaleString("en")}`);
  const lines = [
    `| variant | ${head.join(" | ")} | median positions | decided, then not |`,
    `|---|${budgets.map(() => "---:|").join("")}---:|---:|`,
  ];
  for (const r of rows) {
    const cells = budgets.map((_, b) => {
      const w = r.won[b] as number;
      const l = r.lost[b] as number;
      return `${w + l} (${w} / ${l})`;
    });
    lines.push(
      `| ${r.variant} | ${cells.join(" | ")} | ${r.medianPositions.toLocaleString("en")} | ${r.lostAnswers} |`,
    );
  }
  return lines.join("\n");
}

function main(): void {
  const { values } = parseArgs({
    options: {
      variant: { type: "string", default: "classic" },
      all: { type: "boolean" },
      count: { type: "string", default: "100" },
      budgets: { type: "string", default: "1000,20000,50000,200000" },
    },
  });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`--count ${values.count}: a whole number from 1`);
  const budgets = (values.budgets as string).split(",").map((t) => {
    const n = Number(t);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--budgets: not a node budget: ${t}`);
    return n;
  });
  if (budgets.some((b, i) => i > 0 && b <= (budgets[i - 1] as number)))
    throw new Error("--budgets: each larger than the one before");
  const variants = values.all ? [...PRESETS] : [values.variant as string];
  // Every variant's rules first, so that a bad one fails before any is measured.
  const parsed = variants.map((v) => {
    const rules = parseRules(v);
    if (!rules.ok) throw new Error(rules.error);
    return [v, rules.value] as const;
  });
  const rows: Summary[] = [];
  for (const [v, rules] of parsed) {
    const s = measure(v, rules, count, budgets);
    rows.push(s);
    console.log(JSON.stringify(s));
  }
  console.log(
    `\n${count} positions (deals ${FIRST_DEAL}… after ${MIN_MOVES} to ${MIN_MOVES + MOVE_SPAN - 1} random moves), decided (won / lost) within each budget:\n`,
  );
  console.log(table(rows));
}

try {
  main();
} catch (e: unknown) {
  console.error(e instanceof Error ? e.message : String(e));
  process.exitCode = 1;
}
