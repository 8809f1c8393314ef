import { useState } from "preact/hooks";
import { today } from "../../daily/current.js";
import { dailyCalendar, dailyResults, dailyStreak, shareText } from "../../daily/index.js";
import { playDaily } from "../../daily/play.js";
import { formatDay, formatMonth, language, t } from "../../i18n/index.js";
import { closeDialog } from "../../state/actions.js";
import type { AppState } from "../../state/app.js";
import { Modal } from "../Modal.js";
import { useRecords } from "../records.js";
import { copyText, shareWords } from "../share.js";
import { DayBoard } from "./DayBoard.js";

/** The days of the week, Monday first, as the language shortens them ("Mon", "Mo", "lun"). */
function weekdayNames(lang: string): string[] {
  const f = new Intl.DateTimeFormat(lang, { weekday: "short" });
  // 1 January 2024 was a Monday.
  return Array.from({ length: 7 }, (_, i) => f.format(new Date(2024, 0, 1 + i)));
}

const shiftMonth = (month: string, n: number): string => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const d = new Date(y, m - 1 + n, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}`;
};

/**
 * The calendar of daily deals with won marks, the daily streak, a spoiler-free share text,
 * and the chosen date's board.
 */
export function DailyDialog({ app }: { app: AppState }) {
  const now = today();
  const records = useRecords(app)?.records ?? [];
  const [month, setMonth] = useState(now.slice(0, 7));
  const [day, setDay] = useState(now);
  const [copied, setCopied] = useState<string | undefined>(undefined);
  const cal = dailyCalendar(records, month, now);
  const streak = dailyStreak(records, now);
  const link = `${location.origin}${location.pathname}#/daily/${day}`;
  const text = shareText(day, dailyResults(records).get(day), link, shareWords());
  const copy = async () => {
    setCopied((await copyText(text)) ? t("daily.copied") : t("daily.copyFailed"));
  };
  return (
    <Modal id="daily" title={t("daily.title")} onClose={() => closeDialog(app)}>
      <p data-testid="daily-streak">
        {t("daily.streak", { n: streak.current, best: streak.best })}
      </p>
      <div class="actions start">
        <button type="button" class="primary" onClick={() => void playDaily(app, undefined)}>
          {t("daily.playToday")}
        </button>
      </div>
      <div class="month">
        <button
          type="button"
          aria-label={t("daily.prev")}
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          ‹
        </button>
        <strong>{formatMonth(month)}</strong>
        <button
          type="button"
          aria-label={t("daily.next")}
          disabled={month >= now.slice(0, 7)}
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          ›
        </button>
      </div>
      <div class="calendar" data-testid="calendar">
        {weekdayNames(language.value).map((name) => (
          <span class="cal-weekday" aria-hidden="true">
            {name}
          </span>
        ))}
        {Array.from({ length: cal.lead }, () => (
          <span class="cal-blank" />
        ))}
        {cal.days.map((d) => (
          <button
            type="button"
            class={`cal-day mark-${d.mark}${d.day === day ? " chosen" : ""}${d.day === now ? " today" : ""}`}
            data-day={d.day}
            data-mark={d.mark}
            disabled={d.mark === "future"}
            aria-label={`${formatDay(d.day)}: ${t(`daily.mark.${d.mark}`)}`}
            onClick={() => setDay(d.day)}
          >
            {Number(d.day.slice(8))}
            {d.mark === "won" && <span aria-hidden="true">★</span>}
          </button>
        ))}
      </div>
      <textarea
        class="share"
        readOnly
        rows={3}
        data-testid="share-text"
        aria-label={t("daily.shareText")}
        value={text}
      />
      <div class="actions">
        <button type="button" onClick={() => void copy()}>
          {t("daily.share")}
        </button>
        <button type="button" class="primary" onClick={() => void playDaily(app, day)}>
          {t("daily.play", { day: formatDay(day) })}
        </button>
      </div>
      <p class="note" role="status">
        {copied ?? ""}
      </p>
      <DayBoard app={app} day={day} />
    </Modal>
  );
}
