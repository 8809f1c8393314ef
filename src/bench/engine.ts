// Engine benchmark: legal-move generation + play + undo per second on one core, for fixed deals.
// One "cycle" is one legalMoves() call, then play and unplay of one of its moves; the playout
// then advances by that move.
import { dealDeck, type Move, Position, PRESET_RULES } from "../core/index.js";

const DEALS = [1, 2, 3, 42, 1000, 31337, 123456, 999999];
const RUNS = 7;
const CYCLES_PER_RUN = 2_000_000;

function run(): number {
  let cycles = 0;
  let x = 12345;
  const buf: Move[] = [];
  const start = performance.now();
  while (cycles < CYCLES_PER_RUN) {
    for (const deal of DEALS) {
      const pos = Position.deal(dealDeck(deal), PRESET_RULES.classic);
      for (let step = 0; step < 400; step++) {
        pos.legalMoves(buf);
        if (buf.length === 0) break;
        x = (Math.imul(x, 1103515245) + 12345) >>> 0;
        const m = buf[x % buf.length] as Move;
        pos.unplay(m, pos.play(m));
        cycles++;
        pos.play(m); // advance along the playout (not counted)
      }
    }
  }
  return cycles / ((performance.now() - start) / 1000);
}

const median = (xs: number[]) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};

run(); // warm up the JIT
const rates = Array.from({ length: RUNS }, run);
const m = median(rates);
console.log(
  JSON.stringify({
    benchmark: "engine: legalMoves + play + unplay",
    deals: DEALS.length,
    runs: RUNS,
    cyclesPerSecondMedian: Math.round(m),
    min: Math.round(Math.min(...rates)),
    max: Math.round(Math.max(...rates)),
    target: 1_000_000,
    meetsTarget: m >= 1_000_000,
  }),
);
