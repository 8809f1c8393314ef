import { isRed, rankOf } from "../core/card.js";

/**
 * Levels of cards built down in alternating colours: a card lies only on one of the two
 * cards of the next level (the level after the last is the first). A card of rank r (A = 0)
 * is at level class × 13 + r, its class its colour (red 1) xor the parity of r: the cards of
 * rank r + 1 in its class are the two of the other colour, and a K (12, even) goes onto an A
 * (0, even) of the other colour, so of the other class, the level after class × 13 + 12.
 */
export const LEVELS = 26;
export const LEVEL = Int8Array.from(
  { length: 52 },
  (_, c) => ((isRed(c) ? 1 : 0) ^ (rankOf(c) & 1)) * 13 + rankOf(c),
);
const NO_COVER = 99;
/** The two cards of each level. */
export const LEVEL_CARDS = new Int8Array(2 * LEVELS).fill(-1);
for (let c = 0; c < 52; c++) {
  const at = 2 * (LEVEL[c] as number);
  LEVEL_CARDS[LEVEL_CARDS[at] === -1 ? at : at + 1] = c;
}

/** A digit of a step pattern (below) for a value of x that cannot be taken at a level. */
const BARRED = 3;

/**
 * The steps of fitsWithLinks from one level to the next. The least sums for the values
 * 0, 1 and 2 of x at a level are at most 2 apart (the value 2, where allowed, takes the
 * least; the value 0 costs at most 2 more), so they are kept as the least of them and a
 * pattern of three digits, each that sum less the least (0, 1 or 2) or BARRED, two bits a
 * digit. STEPS[(lo × 3 + hi) × 64 + pattern], for a next level that allows lo ≤ x ≤ hi, is
 * the next pattern and, above its six bits, what the least sum grows by.
 */
const STEPS = (() => {
  const steps = new Int16Array(9 * 64);
  const digit = (pattern: number, v: number): number => {
    const d = (pattern >> (2 * v)) & 3;
    return d === BARRED ? NO_COVER : d;
  };
  for (let lo = 0; lo <= 2; lo++)
    for (let hi = lo; hi <= 2; hi++)
      for (let pattern = 0; pattern < 64; pattern++) {
        const f0 = digit(pattern, 0);
        const f1 = digit(pattern, 1);
        const f2 = digit(pattern, 2);
        if (Math.min(f0, f1, f2) >= NO_COVER) continue;
        // g[v]: x is v at the next level, after a value a here that adds max(0, a − v) bottoms.
        const g = [Math.min(f0, f1 + 1, f2 + 2), Math.min(f0, f1, f2 + 1), Math.min(f0, f1, f2)];
        const least = Math.min(...g.filter((_, v) => v >= lo && v <= hi));
        let next = 0;
        for (let v = 0; v <= 2; v++)
          next |= (v >= lo && v <= hi ? (g[v] as number) - least : BARRED) << (2 * v);
        steps[(lo * 3 + hi) * 64 + pattern] = next | (least << 6);
      }
  return steps;
})();

/**
 * Whether some x with held[L] ≤ x[L] ≤ held[L] + spare[L] has Σ max(0, x[L] − x[L + 1])
 * round the levels at most `limit`: from a level with no card at hand where there is one
 * (one value of x to start from), for each value of x there, the least sum so far for each
 * value (0, 1, 2) of the level reached (STEPS); sums only grow, so a least sum over the
 * limit ends that start.
 */
export function fitsWithLinks(held: Int8Array, spare: Int8Array, limit: number): boolean {
  let start = 0;
  while (start < LEVELS - 1 && (spare[start] as number) > 0) start++;
  const first = held[start] as number;
  for (let v = first; v <= first + (spare[start] as number); v++) {
    // Every value barred but v, at 0.
    let pattern = (BARRED * 0b010101) & ~(3 << (2 * v));
    let least = 0;
    for (let i = 1; i < LEVELS && least <= limit; i++) {
      const l = start + i < LEVELS ? start + i : start + i - LEVELS;
      const lo = held[l] as number;
      const hi = lo + (spare[l] as number);
      const step = STEPS[(lo * 3 + hi) * 64 + pattern] as number;
      least += step >> 6;
      pattern = step & 63;
    }
    // Back to the start, where x is v: max(0, x − v) more.
    for (let x = 0; x <= 2; x++) {
      const d = (pattern >> (2 * x)) & 3;
      if (d !== BARRED && least + d + Math.max(0, x - v) <= limit) return true;
    }
  }
  return false;
}
