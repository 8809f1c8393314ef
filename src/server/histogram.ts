/** A distribution in equal bins: players[i] counts values in [from + i·width, from + (i+1)·width). */
export interface Bins {
  readonly from: number;
  readonly width: number;
  readonly players: readonly number[];
}

/** Bin widths a chart reads easily. */
const WIDTHS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000];

/**
 * Puts [value, players] pairs (values whole numbers from 0) into at most maxBins bins of
 * the narrowest width that fits, aligned on a multiple of it.
 */
export function binCounts(pairs: readonly (readonly [number, number])[], maxBins = 20): Bins {
  if (pairs.length === 0) return { from: 0, width: 1, players: [] };
  const values = pairs.map(([v]) => v);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const width =
    WIDTHS.find((w) => Math.floor(high / w) - Math.floor(low / w) < maxBins) ?? high + 1;
  const from = Math.floor(low / width) * width;
  const players = new Array<number>(Math.floor(high / width) - from / width + 1).fill(0);
  for (const [v, n] of pairs) {
    const i = Math.floor((v - from) / width);
    players[i] = (players[i] ?? 0) + n;
  }
  return { from, width, players };
}
