import { useEffect, useState } from "preact/hooks";
import {
  formatDay,
  formatNumber,
  formatPercent,
  formatTime,
  localReason,
  t,
} from "../../i18n/index.js";
import {
  BOARDS,
  type Board,
  type BoardKind,
  type BoardOutcome,
  type BoardRow,
  fetchBoard,
} from "../../leaderboard/api.js";
import { storedPlayer } from "../../leaderboard/player.js";
import { sendNow } from "../../leaderboard/start.js";
import type { AppState } from "../../state/app.js";
import { barChart } from "../../stats/svg.js";
import { ResultLine } from "./WonRank.js";
import "./board.css";

const sameRow = (a: BoardRow, b: BoardRow): boolean =>
  a.rank === b.rank &&
  a.name === b.name &&
  a.cards === b.cards &&
  a.moves === b.moves &&
  a.ms === b.ms;

/** One result on the board; names are text, never markup. */
function Row({ row, you }: { row: BoardRow; you: boolean }) {
  return (
    <tr class={you ? "you" : undefined} data-testid={you ? "board-you-row" : "board-row"}>
      <td>{formatNumber(row.rank)}</td>
      <td>
        <bdi>{row.name}</bdi>
        {you && <span class="you-mark"> {t("board.you")}</span>}
      </td>
      <td>
        {formatNumber(row.cards)}
        {row.won && <span aria-hidden="true"> ★</span>}
      </td>
      <td>{formatNumber(row.moves)}</td>
      <td>{formatTime(row.ms)}</td>
    </tr>
  );
}

/** How the day's results spread: cards reached by every player, and the winners' moves. */
function Charts({ board }: { board: Board }) {
  const cards = board.histogram.cards;
  const first = Math.max(
    0,
    Math.min(
      cards.findIndex((n) => n > 0),
      52,
    ),
  );
  const cardsChart = barChart(
    cards.slice(first).map((value, i) => ({ label: String(first + i), value })),
    { title: t("board.chart.cards"), width: 260, height: 110 },
  );
  const { from, width, players } = board.histogram.moves;
  const movesChart =
    players.length === 0
      ? undefined
      : barChart(
          players.map((value, i) => ({ label: String(from + i * width), value })),
          { title: t("board.chart.moves"), width: 260, height: 110 },
        );
  return (
    <div class="board-charts">
      <figure>
        <figcaption>{t("board.chart.cards")}</figcaption>
        <div dangerouslySetInnerHTML={{ __html: cardsChart }} />
      </figure>
      {movesChart && (
        <figure>
          <figcaption>{t("board.chart.moves")}</figcaption>
          <div dangerouslySetInnerHTML={{ __html: movesChart }} />
        </figure>
      )}
    </div>
  );
}

/** The top of the board, the player's own row and standing, and the charts. */
function Standings({ board, known }: { board: Board; known: boolean }) {
  if (board.players === 0) return <p class="note">{t("board.empty")}</p>;
  const you = board.you;
  const listed = you ? board.entries.findIndex((r) => sameRow(r, you)) : -1;
  return (
    <>
      {you ? (
        <p data-testid="board-standing">
          <strong>{t("board.rank", { rank: you.rank, n: board.players })}</strong>
          {board.players > 1 &&
            ` ${t("board.beat", { pct: formatPercent(you.beat), n: board.players - 1 })}`}
        </p>
      ) : (
        <p data-testid="board-standing">
          {t("board.count", { n: board.players })}
          {known && `. ${t("board.notYou")}`}
        </p>
      )}
      <table class="board-table" data-testid="board-table">
        <thead>
          <tr>
            <th scope="col">{t("board.col.rank")}</th>
            <th scope="col">{t("board.col.name")}</th>
            <th scope="col">{t("board.col.cards")}</th>
            <th scope="col">{t("board.col.moves")}</th>
            <th scope="col">{t("board.col.time")}</th>
          </tr>
        </thead>
        <tbody>
          {board.entries.map((r, i) => (
            <Row row={r} you={i === listed} />
          ))}
          {you && listed < 0 && (
            <>
              <tr class="gap">
                <td colSpan={5}>⋮</td>
              </tr>
              <Row row={you} you />
            </>
          )}
        </tbody>
      </table>
      <Charts board={board} />
    </>
  );
}

function Outcome({ app, outcome }: { app: AppState; outcome: BoardOutcome | undefined }) {
  if (outcome === undefined) return <p class="note">{t("board.loading")}</p>;
  if (outcome.kind === "ok") {
    const known = app.leaderboard.player !== undefined || storedPlayer() !== undefined;
    return <Standings board={outcome.board} known={known} />;
  }
  if (outcome.kind === "error")
    return (
      <p class="note">
        {t("board.failed", { why: localReason(outcome.error, "board.failedWhy") })}
      </p>
    );
  const key =
    outcome.service === "offline"
      ? "board.offline"
      : outcome.service === "absent"
        ? "board.absent"
        : "board.down";
  return <p class="note">{t(key)}</p>;
}

/**
 * A date's board in the daily dialog: all results or the clean ones (no hint, no undo), the
 * player's own result on its way, or why there is no board (a site without the service,
 * no network).
 */
export function DayBoard({ app, day }: { app: AppState; day: string }) {
  const lb = app.leaderboard;
  const service = lb.service.value;
  const version = lb.version.value;
  const entry = lb.entries.value.get(day);
  const [kind, setKind] = useState<BoardKind>("all");
  const [shown, setShown] = useState<{ key: string; outcome: BoardOutcome } | undefined>();
  const key = `${day}|${kind}|${version}`;
  // Asked again when the network comes back ("offline" → "unknown"), not on every change.
  const gate = service === "absent" || service === "offline" ? service : "on";
  useEffect(() => {
    if (gate === "absent") return;
    let live = true;
    void fetchBoard(lb.fetch, day, kind, lb.player ?? storedPlayer()).then((outcome) => {
      if (!live) return;
      if (outcome.kind === "unavailable") lb.service.value = outcome.service;
      else if (lb.service.peek() !== "available") {
        lb.service.value = "available";
        // The service is back: whatever waits goes now.
        void sendNow(app);
      }
      setShown({ key, outcome });
    });
    return () => {
      live = false;
    };
  }, [key, gate]);
  return (
    <section class="day-board" aria-labelledby="board-title" data-testid="board">
      <h3 id="board-title">{t("board.heading", { day: formatDay(day) })}</h3>
      {gate === "absent" ? (
        <p class="note" data-testid="board-absent">
          {t("board.absent")}
        </p>
      ) : (
        <>
          {entry && <ResultLine app={app} entry={entry} id="board-name" />}
          <fieldset class="board-kinds">
            <legend class="sr-only">{t("board.choose")}</legend>
            {BOARDS.map((b) => (
              <button
                type="button"
                data-board={b}
                aria-pressed={b === kind}
                onClick={() => setKind(b)}
              >
                {t(`board.${b}`)}
              </button>
            ))}
          </fieldset>
          <Outcome app={app} outcome={shown?.key === key ? shown.outcome : undefined} />
        </>
      )}
    </section>
  );
}
