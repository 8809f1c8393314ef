import { availableParallelism } from "node:os";
import { MAX_DEAL_NUMBER, makeMove, parseDealNumber } from "../core/index.js";
import { solve } from "../solver/index.js";
import {
  type Command,
  DEAL_OPTIONS,
  DEAL_USAGE,
  gameFrom,
  InputError,
  intOption,
  numberOption,
  rulesFrom,
} from "./common.js";
import { runSurvey } from "./survey.js";

const BUDGET_USAGE = `  --max-nodes N      give up ("unknown") after N positions: the same answer on every machine
  --max-seconds S    give up ("unknown") after S seconds`;

export const solveCommand: Command = {
  summary: "solve the position after the moves: win (with a winning line), loss or unknown",
  usage: `canfield solve (--deal N | --cards DEALSTRING) [--variant PRESET] [--moves "TOKENS"]
              [--max-nodes N] [--max-seconds S]

${DEAL_USAGE}
${BUDGET_USAGE}

Prints {"result":"win"|"loss"|"unknown","moves":[…],"nodes":N,"ms":T}. Moves are canonical
tokens. "loss" is a proof that no sequence of moves wins; without a budget the search runs
until it has an answer.`,
  options: {
    ...DEAL_OPTIONS,
    "max-nodes": { type: "string" },
    "max-seconds": { type: "string" },
  },
  run(values, out) {
    const maxNodes = intOption(values, "max-nodes", 1);
    const maxSeconds = numberOption(values, "max-seconds", 0);
    const game = gameFrom(values);
    const r = solve(game.position, {
      maxNodes,
      maxMs: maxSeconds === undefined ? undefined : maxSeconds * 1000,
    });
    out(
      JSON.stringify({
        result: r.result,
        moves: r.moves.map(makeMove),
        nodes: r.nodes,
        ms: r.ms,
      }),
    );
  },
};

export const surveyCommand: Command = {
  summary: "solve deals A … A+N−1 in parallel and print how many are won, lost, unknown",
  usage: `canfield survey --from A --count N [--variant PRESET] [--max-seconds S] [--max-nodes N]
               [--jobs J] [--csv FILE]

  --from A           first deal number
  --count N          how many deals
  --variant PRESET   rules, as for the other commands (default classic)
${BUDGET_USAGE}
                     (default: 10 seconds a deal, unless --max-nodes is given)
  --jobs J           worker threads (default: all cores)
  --csv FILE         also write one row per deal: deal,result,nodes,ms,length

Prints a JSON summary: counts of win, loss and unknown, the win rate with its 95% (Wilson)
interval, and the median, 90th and 99th percentile and maximum time per deal in ms.
A progress bar with the time left goes to stderr when it is a terminal.`,
  options: {
    from: { type: "string" },
    count: { type: "string" },
    variant: { type: "string", default: "classic" },
    "max-nodes": { type: "string" },
    "max-seconds": { type: "string" },
    jobs: { type: "string" },
    csv: { type: "string" },
  },
  async run(values, out) {
    const fromText = values.from;
    if (typeof fromText !== "string") throw new InputError("give the first deal: --from A");
    const from = parseDealNumber(fromText);
    if (!from.ok) throw new InputError(`--from ${fromText}: ${from.error}`);
    const count = intOption(values, "count", 1);
    if (count === undefined) throw new InputError("give the number of deals: --count N");
    if (from.value + count - 1 > MAX_DEAL_NUMBER) {
      throw new InputError(`--count ${count}: deals would go past ${MAX_DEAL_NUMBER}`);
    }
    const rules = rulesFrom(values);
    const maxNodes = intOption(values, "max-nodes", 1);
    const maxSeconds = numberOption(values, "max-seconds", 0);
    const jobs = intOption(values, "jobs", 1) ?? availableParallelism();
    const csv = typeof values.csv === "string" ? values.csv : undefined;
    if (csv === "") throw new InputError("--csv needs a file name");
    const variant = typeof values.variant === "string" ? values.variant : "classic";
    const summary = await runSurvey({
      variant,
      rules,
      from: from.value,
      count,
      maxNodes,
      maxMs:
        maxSeconds !== undefined ? maxSeconds * 1000 : maxNodes === undefined ? 10_000 : undefined,
      jobs: Math.min(jobs, count),
      csv,
    });
    out(JSON.stringify(summary));
  },
};
