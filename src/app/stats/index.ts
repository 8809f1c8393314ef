/**
 * Game records, statistics, chart data and small SVG charts, export and import.
 *
 * Usage:
 *   const { records, problems } = await storage.loadGames();   // problems: sentences to show
 *   const { overall, variants } = summarize(records, { activeId: session.activeId });
 *   const games = countedGames(records, { activeId });          // ordered; for the charts
 *   barChart(foundationHistogram(games).map((value, n) => ({ label: String(n), value })), { title })
 *   lineChart(bankOverTime(games).map((p) => ({ x: p.game, y: p.bank })), { title })
 *   barChart(winsPerWeek(games).map((w) => ({ label: w.week, value: w.won })), { title })
 * Or all three at once: statsCharts({ histogram, bank, weeks }, { foundations, bank, weeks } titles).
 * Charts are SVG strings: put them in the page with innerHTML / dangerouslySetInnerHTML.
 * Export: download exportStats(records) as canfield-stats.json.
 * Import: const r = importStats(text); if (!r.ok) show(r.error)  // nothing written
 *         else await storage.putGames(recordsToImport(records, r.value));
 */

export { addDays, isDay, localDay, weekStart } from "../../deals/dates.js";
export {
  type BankPoint,
  bankOverTime,
  foundationHistogram,
  type WeekCount,
  winsPerWeek,
} from "./charts.js";
export {
  finishRecord,
  type GameRecord,
  type GameResult,
  readGameRecord,
  recordOf,
} from "./record.js";
export {
  countedGames,
  dealOf,
  type Figures,
  figuresOf,
  isWin,
  type StatsSummary,
  summarize,
} from "./summary.js";
export { barChart, type ChartTitles, lineChart, statsCharts } from "./svg.js";
export { exportStats, importStats, recordsToImport } from "./transfer.js";
