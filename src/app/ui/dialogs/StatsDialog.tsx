import { useRef, useState } from "preact/hooks";
import {
  formatDayMonth,
  formatMoney,
  formatNumber,
  formatPercent,
  formatTime,
  rulesName,
  t,
} from "../../i18n/index.js";
import { exportFromStorage, importIntoStorage } from "../../persist/index.js";
import { closeDialog } from "../../state/actions.js";
import type { AppState } from "../../state/app.js";
import {
  bankOverTime,
  countedGames,
  type Figures,
  foundationHistogram,
  statsCharts,
  summarize,
  winsPerWeek,
} from "../../stats/index.js";
import { Modal } from "../Modal.js";
import { useRecords } from "../records.js";
import { RecentGames } from "./RecentGames.js";

const dash = (v: string | null) => v ?? t("stats.none");

function FigureTable({ f }: { f: Figures }) {
  const rows: [string, string, string][] = [
    ["played", t("stats.played"), String(f.played)],
    ["won", t("stats.won"), String(f.won)],
    ["winRate", t("stats.winRate"), formatPercent(f.winRate)],
    [
      "winnableRate",
      t("stats.winnableRate"),
      dash(f.winnableRate === null ? null : formatPercent(f.winnableRate)),
    ],
    ["unwinnableLost", t("stats.unwinnableLost"), String(f.unwinnableLost)],
    ["streak", t("stats.streak"), String(f.currentStreak)],
    ["bestStreak", t("stats.bestStreak"), String(f.bestStreak)],
    ["bestTime", t("stats.bestTime"), dash(f.bestMs === null ? null : formatTime(f.bestMs))],
    [
      "fewestMoves",
      t("stats.fewestMoves"),
      dash(f.fewestMoves === null ? null : String(f.fewestMoves)),
    ],
    [
      "avgHome",
      t("stats.avgHome"),
      dash(f.averageFoundation === null ? null : formatNumber(f.averageFoundation)),
    ],
    ["bank", t("stats.bank"), formatMoney(f.bank)],
    ["hints", t("stats.hints"), String(f.hints)],
  ];
  return (
    <dl class="figures" data-testid="figures">
      {rows.map(([id, label, value]) => (
        <div class="figure">
          <dt>{label}</dt>
          <dd data-stat={id}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Figures per variant and overall, three charts, export to and import from a JSON file. */
export function StatsDialog({ app }: { app: AppState }) {
  const persistence = app.storage.persistence.value;
  const loaded = useRecords(app);
  const records = loaded?.records;
  const problems = loaded?.problems ?? [];
  const [variant, setVariant] = useState("");
  const [note, setNote] = useState<{ text: string; error: boolean } | undefined>(undefined);
  const fileRef = useRef<HTMLInputElement>(null);
  const storage = persistence?.storage;
  // The game on the table counts once it is over: a win shows at once, not after the next deal.
  const activeId = app.game.won.value ? undefined : persistence?.session.activeId;
  const summary = records ? summarize(records, { activeId }) : undefined;
  const names = summary ? Object.keys(summary.variants) : [];
  const shown = summary
    ? variant === ""
      ? summary.overall
      : summary.variants[variant]
    : undefined;
  const games = records
    ? countedGames(records, { activeId }).filter((g) => variant === "" || g.variant === variant)
    : [];
  const charts = statsCharts(
    { histogram: foundationHistogram(games), bank: bankOverTime(games), weeks: winsPerWeek(games) },
    {
      foundations: t("stats.chart.foundations"),
      bank: t("stats.chart.bank"),
      weeks: t("stats.chart.weeks"),
    },
    formatDayMonth,
  );
  const onExport = async () => {
    if (!storage) return;
    download("canfield-stats.json", await exportFromStorage(storage));
  };
  const onImport = async (e: Event) => {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = "";
    if (!file || !storage) return;
    const r = await importIntoStorage(storage, await file.text());
    setNote(
      r.ok
        ? { text: t("stats.imported", { n: r.value.added }), error: false }
        : { text: t("stats.importFailed", { why: r.error }), error: true },
    );
    if (r.ok) app.storage.version.value++;
  };
  return (
    <Modal id="stats" title={t("stats.title")} onClose={() => closeDialog(app)}>
      {!summary || !shown ? (
        <p>{t("stats.loading")}</p>
      ) : (
        <>
          <label class="field">
            <span>{t("stats.show")}</span>
            <select
              id="stats-variant"
              value={variant}
              onChange={(e) => setVariant((e.target as HTMLSelectElement).value)}
            >
              <option value="">{t("stats.all")}</option>
              {names.map((n) => (
                <option value={n}>{rulesName(n)}</option>
              ))}
            </select>
          </label>
          <FigureTable f={shown} />
          {shown.unreviewed > 0 && (
            <p class="note" data-testid="unreviewed">
              {t("stats.unreviewed", { n: shown.unreviewed })}
            </p>
          )}
          <RecentGames games={games} />
          <div class="charts">
            <figure>
              <figcaption>{t("stats.chart.foundations")}</figcaption>
              <div dangerouslySetInnerHTML={{ __html: charts.foundations }} />
            </figure>
            <figure>
              <figcaption>{t("stats.chart.bank")}</figcaption>
              <div dangerouslySetInnerHTML={{ __html: charts.bank }} />
            </figure>
            <figure>
              <figcaption>{t("stats.chart.weeks")}</figcaption>
              <div dangerouslySetInnerHTML={{ __html: charts.weeks }} />
            </figure>
          </div>
        </>
      )}
      {problems.length > 0 && (
        <p class="note">{t("stats.problems", { list: problems.join("; ") })}</p>
      )}
      <p
        class={note?.error ? "error" : "note"}
        role={note?.error ? "alert" : "status"}
        data-testid="import-note"
      >
        {note?.text ?? ""}
      </p>
      <div class="actions">
        <button type="button" data-action="export" onClick={() => void onExport()}>
          {t("stats.export")}
        </button>
        <button type="button" data-action="import" onClick={() => fileRef.current?.click()}>
          {t("stats.import")}
        </button>
        <input
          ref={fileRef}
          type="file"
          accept=".json,application/json"
          hidden
          data-testid="import-file"
          onChange={(e) => void onImport(e)}
        />
      </div>
    </Modal>
  );
}
