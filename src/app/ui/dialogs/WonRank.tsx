import { dailyDateOf } from "../../daily/current.js";
import { localReason, t } from "../../i18n/index.js";
import type { OutboxEntry } from "../../leaderboard/entry.js";
import type { AppState } from "../../state/app.js";
import { NameForm } from "./NameForm.js";

/** What became of a daily result, in a sentence: sent, waiting (and for what), or refused. */
export function resultText(app: AppState, entry: OutboxEntry): string {
  const lb = app.leaderboard;
  if (entry.state === "sent") return t("result.sent");
  if (entry.state === "refused")
    return t("result.refused", { why: localReason(entry.error ?? "", "result.refusedWhy") });
  const service = lb.service.value;
  if (service === "absent") return t("result.absent");
  if (app.settings.value.playerName === null) return t("result.needsName");
  switch (service) {
    case "offline":
      return t("result.waiting");
    case "down":
      return t("result.down");
    default:
      return t("result.sending");
  }
}

/** A date's result as the dialogs show it: its state, and the name form while it waits for one. */
export function ResultLine({ app, entry, id }: { app: AppState; entry: OutboxEntry; id: string }) {
  const needsName =
    entry.state === "waiting" &&
    app.settings.value.playerName === null &&
    app.leaderboard.service.value !== "absent";
  return (
    <>
      <p class="note" role="status" data-testid="result-status">
        {resultText(app, entry)}
      </p>
      {needsName && <NameForm app={app} id={id} submit={t("name.send")} />}
    </>
  );
}

/**
 * The won dialog's line for a daily deal: the rank on the day's board once the result is
 * there, else what became of it; only the first game of a date goes on the board.
 */
export function WonRank({ app }: { app: AppState }) {
  const day = dailyDateOf(app);
  const entry = day === null ? undefined : app.leaderboard.entries.value.get(day);
  if (entry === undefined) return null;
  const mine = entry.game === app.storage.persistence.value?.session.activeId;
  return (
    <div class="won-rank" data-testid="won-rank">
      {mine && entry.standing !== null && (
        <p data-testid="won-rank-line">
          <strong>
            {t("board.rank", { rank: entry.standing.rank, n: entry.standing.players })}
          </strong>
        </p>
      )}
      {mine ? (
        <ResultLine app={app} entry={entry} id="won-name" />
      ) : (
        <p class="note">{t("result.notFirst")}</p>
      )}
    </div>
  );
}
