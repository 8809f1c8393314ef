/**
 * Small charts as plain SVG markup strings (no library): the caller puts them in the page
 * with innerHTML or dangerouslySetInnerHTML. Every text is escaped; every chart carries
 * role="img" and a <title> so that screen readers name it. Colours come from CSS
 * (currentColor and the classes chart-bar, chart-line, chart-axis).
 */

export interface ChartOptions {
  /** Read by screen readers and shown as a tooltip. */
  readonly title: string;
  readonly width?: number;
  readonly height?: number;
}

export const escapeXml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const fmt = (n: number): string => String(Math.round(n * 10) / 10);

const PAD = { left: 36, right: 8, top: 8, bottom: 22 };

function frame(o: ChartOptions, body: string): string {
  const w = o.width ?? 320;
  const h = o.height ?? 160;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${escapeXml(o.title)}"><title>${escapeXml(o.title)}</title>${body}</svg>`;
}

function axes(w: number, h: number, min: number, max: number): string {
  const x0 = PAD.left;
  const y0 = h - PAD.bottom;
  return (
    `<g class="chart-axis" stroke="currentColor" stroke-width="1" fill="none">` +
    `<line x1="${x0}" y1="${PAD.top}" x2="${x0}" y2="${y0}"/><line x1="${x0}" y1="${y0}" x2="${w - PAD.right}" y2="${y0}"/></g>` +
    `<g class="chart-axis" font-size="10" fill="currentColor" text-anchor="end">` +
    `<text x="${x0 - 4}" y="${PAD.top + 8}">${fmt(max)}</text><text x="${x0 - 4}" y="${y0}">${fmt(min)}</text></g>`
  );
}

export interface Bar {
  readonly label: string;
  readonly value: number;
}

/** Vertical bars from zero; labels are shown under the first, middle and last bar. */
export function barChart(bars: readonly Bar[], o: ChartOptions): string {
  const w = o.width ?? 320;
  const h = o.height ?? 160;
  const max = Math.max(1, ...bars.map((b) => b.value));
  const plotW = w - PAD.left - PAD.right;
  const plotH = h - PAD.top - PAD.bottom;
  const step = bars.length === 0 ? 0 : plotW / bars.length;
  const labelled = new Set([0, Math.floor((bars.length - 1) / 2), bars.length - 1]);
  let body = axes(w, h, 0, max);
  body += `<g class="chart-bar" fill="currentColor">`;
  bars.forEach((b, i) => {
    const bh = (Math.max(0, b.value) / max) * plotH;
    const x = PAD.left + i * step;
    body += `<rect x="${fmt(x + step * 0.1)}" y="${fmt(h - PAD.bottom - bh)}" width="${fmt(step * 0.8)}" height="${fmt(bh)}"><title>${escapeXml(`${b.label}: ${b.value}`)}</title></rect>`;
  });
  body += `</g><g font-size="10" fill="currentColor" text-anchor="middle">`;
  for (const i of labelled) {
    const b = bars[i];
    if (b)
      body += `<text x="${fmt(PAD.left + (i + 0.5) * step)}" y="${h - 6}">${escapeXml(b.label)}</text>`;
  }
  return frame(o, `${body}</g>`);
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A line through points in x order, with a zero line when the values cross zero. */
export function lineChart(points: readonly Point[], o: ChartOptions): string {
  const w = o.width ?? 320;
  const h = o.height ?? 160;
  const ys = points.map((p) => p.y);
  const xs = points.map((p) => p.x);
  const minY = Math.min(0, ...ys);
  const maxY = Math.max(0, ...ys, minY + 1);
  const minX = Math.min(...xs, 0);
  const maxX = Math.max(...xs, minX + 1);
  const sx = (x: number) => PAD.left + ((x - minX) / (maxX - minX)) * (w - PAD.left - PAD.right);
  const sy = (y: number) =>
    h - PAD.bottom - ((y - minY) / (maxY - minY)) * (h - PAD.top - PAD.bottom);
  let body = axes(w, h, minY, maxY);
  if (minY < 0)
    body += `<line class="chart-axis" stroke="currentColor" stroke-dasharray="2 2" x1="${PAD.left}" x2="${w - PAD.right}" y1="${fmt(sy(0))}" y2="${fmt(sy(0))}"/>`;
  if (points.length > 0) {
    const d = points
      .map((p, i) => `${i === 0 ? "M" : "L"}${fmt(sx(p.x))} ${fmt(sy(p.y))}`)
      .join(" ");
    body += `<path class="chart-line" fill="none" stroke="currentColor" stroke-width="2" d="${d}"/>`;
  }
  return frame(o, body);
}

export interface ChartTitles {
  readonly foundations: string;
  readonly bank: string;
  readonly weeks: string;
}

/**
 * The three charts of the statistics page from chart data (charts.ts): cards brought to the
 * foundations per game, the casino bank after each game, and wins per week, each week named
 * by its Monday (YYYY-MM-DD) through weekLabel, so that the page can write dates its own way.
 */
export function statsCharts(
  data: {
    readonly histogram: readonly number[];
    readonly bank: readonly { readonly game: number; readonly bank: number }[];
    readonly weeks: readonly { readonly week: string; readonly won: number }[];
  },
  titles: ChartTitles,
  weekLabel: (monday: string) => string = (monday) => monday.slice(5),
): { foundations: string; bank: string; weeks: string } {
  return {
    foundations: barChart(
      data.histogram.map((value, n) => ({ label: String(n), value })),
      { title: titles.foundations },
    ),
    bank: lineChart(
      data.bank.map((p) => ({ x: p.game, y: p.bank })),
      { title: titles.bank },
    ),
    weeks: barChart(
      data.weeks.map((w) => ({ label: weekLabel(w.week), value: w.won })),
      { title: titles.weeks },
    ),
  };
}
