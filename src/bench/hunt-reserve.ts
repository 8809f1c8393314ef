// A hunt for mistakes in the reserve test (`npm run hunt:reserve`): random endgames whose
// piles are runs, with cards in the reserve; every one that ReserveTest calls lost is solved
// by the search of the first release (which has no such test), and a win there is a
// mistake. Prints each such endgame and a count. Options: --variant P (classic), --count N
// (40000), --seed S (1), and the endgames' shape: --cards MIN,MORE (14,8: cards left, MIN
// to MIN + MORE − 1), --reserve MIN,MORE (3,5), --rounds N (1; more make longer runs). Slow
// by design (seconds per thousand endgames); not part of CI.
import { parseArgs } from "node:util";
import { mulberry32 } from "../core/deal.js";
import { parsePosition } from "../core/notation.js";
import { parseRules } from "../core/rules.js";
import { runEndgame } from "../solver/endgames.js";
import { ReserveTest } from "../solver/reserve.js";
import { solve } from "../solver/v1/index.js";

const { values } = parseArgs({
  options: {
    variant: { type: "string", default: "classic" },
    count: { type: "string", default: "40000" },
    seed: { type: "string", default: "1" },
    cards: { type: "string", default: "14,8" },
    reserve: { type: "string", default: "3,5" },
    rounds: { type: "string", default: "1" },
  },
});
/** "MIN,MORE" as a pair of counts (MORE at least 1: rnd(MORE) draws below it). */
function range(name: string, text: string | undefined): [number, number] {
  const m = /^(\d+),(\d+)$/.exec(text ?? "");
  if (m === null || Number(m[2]) < 1) throw new Error(`--${name} wants MIN,MORE with MORE ≥ 1`);
  return [Number(m[1]), Number(m[2])];
}
const rules = parseRules(values.variant as string);
if (!rules.ok) throw new Error(rules.error);
const next = mulberry32(Number(values.seed));
const rnd = (n: number) => next() % n;
let proved = 0;
let mistakes = 0;
for (let i = 0; i < Number(values.count); i++) {
  const base = rules.value.base;
  const text = runEndgame(
    rnd,
    values.variant as string,
    base === "random" ? rnd(13) : base,
    base !== "random",
    {
      cards: range("cards", values.cards),
      reserve: range("reserve", values.reserve),
      buildOdds: 3,
      rounds: Number(values.rounds),
    },
  );
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error}`);
  const pos = parsed.value;
  if (!ReserveTest.applies(pos) || !new ReserveTest(pos).lost(pos)) continue;
  proved++;
  if (solve(pos, { maxNodes: 2_000_000 }).result === "win") {
    mistakes++;
    console.log(`called lost, but won: ${text}`);
  }
}
console.log(
  JSON.stringify({ variant: values.variant, endgames: Number(values.count), proved, mistakes }),
);
if (mistakes > 0) process.exitCode = 1;
