// Calibration of a predicted chance against outcomes: a table by tenth, the Brier score and a
// small reliability plot as SVG (what the fair-play benchmark writes into docs/).

import { wilson } from "../fair/interval.js";

export interface Forecast {
  /** The predicted chance, 0 … 1. */
  readonly p: number;
  /** What happened: 1 won (winnable), 0 not. */
  readonly o: 0 | 1;
}

export interface Bin {
  readonly from: number;
  readonly to: number;
  readonly n: number;
  readonly meanP: number;
  readonly observed: number;
  readonly low: number;
  readonly high: number;
}

/** Forecasts by tenth of the prediction: [0, 0.1), … [0.9, 1]. */
export function binsByTenth(fs: readonly Forecast[]): Bin[] {
  const bins: Bin[] = [];
  for (let b = 0; b < 10; b++) {
    const inBin = fs.filter((f) => Math.min(9, Math.floor(f.p * 10)) === b);
    const n = inBin.length;
    const wins = inBin.filter((f) => f.o === 1).length;
    const [low, high] = wilson(wins, n);
    bins.push({
      from: b / 10,
      to: (b + 1) / 10,
      n,
      meanP: n ? inBin.reduce((s, f) => s + f.p, 0) / n : Number.NaN,
      observed: n ? wins / n : Number.NaN,
      low,
      high,
    });
  }
  return bins;
}

/** Mean squared error of the forecasts: 0 is perfect, 0.25 is a constant 1/2. */
export const brier = (fs: readonly Forecast[]): number =>
  fs.reduce((s, f) => s + (f.p - f.o) ** 2, 0) / Math.max(1, fs.length);

const f2 = (x: number) => (Number.isNaN(x) ? "–" : x.toFixed(2));

export function binTable(bins: readonly Bin[]): string {
  const rows = bins.map(
    (b) =>
      `| ${b.from.toFixed(1)}–${b.to.toFixed(1)} | ${b.n} | ${f2(b.meanP)} | ${f2(b.observed)} | ${b.n ? `${f2(b.low)}–${f2(b.high)}` : "–"} |`,
  );
  return [
    "| predicted | points | mean predicted | winnable share | 95% interval (Wilson) |",
    "|---|---:|---:|---:|---:|",
    ...rows,
  ].join("\n");
}

/**
 * A reliability diagram: each tenth's winnable share (with its Wilson interval) against its
 * mean prediction, the diagonal for perfect calibration, dot areas by the number of points.
 */
export function reliabilitySvg(bins: readonly Bin[], caption: string): string {
  const W = 320;
  const H = 320;
  const m = 40;
  const x = (p: number) => m + p * (W - 1.5 * m);
  const y = (p: number) => H - m - p * (H - 1.5 * m);
  const most = Math.max(1, ...bins.map((b) => b.n));
  const ticks = [0, 0.2, 0.4, 0.6, 0.8, 1];
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H + 20}" width="${W}" height="${H + 20}" font-family="sans-serif" font-size="10">`,
    `<title>Calibration of the chance to win: predicted chance against the share winnable, by tenth (${caption})</title>`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<line x1="${x(0)}" y1="${y(0)}" x2="${x(1)}" y2="${y(1)}" stroke="#bbb" stroke-dasharray="4 3"/>`,
    `<line x1="${x(0)}" y1="${y(0)}" x2="${x(1)}" y2="${y(0)}" stroke="#333"/>`,
    `<line x1="${x(0)}" y1="${y(0)}" x2="${x(0)}" y2="${y(1)}" stroke="#333"/>`,
  ];
  for (const t of ticks) {
    parts.push(`<text x="${x(t)}" y="${y(0) + 14}" text-anchor="middle">${t}</text>`);
    parts.push(`<text x="${x(0) - 6}" y="${y(t) + 3}" text-anchor="end">${t}</text>`);
  }
  parts.push(
    `<text x="${x(0.5)}" y="${H - 4}" text-anchor="middle">predicted chance to win</text>`,
  );
  parts.push(
    `<text transform="translate(10 ${y(0.5)}) rotate(-90)" text-anchor="middle">share winnable (solver, true deal)</text>`,
  );
  for (const b of bins) {
    if (b.n === 0) continue;
    const cx = x(b.meanP);
    parts.push(
      `<line x1="${cx}" y1="${y(b.low)}" x2="${cx}" y2="${y(b.high)}" stroke="#3a6ea5"/>`,
      `<circle cx="${cx}" cy="${y(b.observed)}" r="${(2 + 6 * Math.sqrt(b.n / most)).toFixed(1)}" fill="#3a6ea5" fill-opacity="0.7"/>`,
    );
  }
  parts.push(`<text x="${W / 2}" y="${H + 14}" text-anchor="middle">${caption}</text>`, "</svg>");
  return `${parts.join("\n")}\n`;
}
