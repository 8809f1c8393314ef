import { useState } from "preact/hooks";
import { casinoScore } from "../../../core/score.js";
import { dailyDateOf } from "../../daily/current.js";
import { dailyResults, shareText } from "../../daily/index.js";
import { formatMoney, formatTime, t } from "../../i18n/index.js";
import { makeDealRoute } from "../../route.js";
import { closeDialog, newDeal, restart } from "../../state/actions.js";
import type { AppState } from "../../state/app.js";
import { type GameRecord, summarize } from "../../stats/index.js";
import { Modal } from "../Modal.js";
import { useRecords } from "../records.js";
import { copyText, shareWords } from "../share.js";
import { Verdict } from "../Verdict.js";
import { WonRank } from "./WonRank.js";

/** What the player shares: a daily deal without spoilers, else the deal's link and result. */
function shareOf(app: AppState, records: readonly GameRecord[] | undefined): string {
  const { game } = app;
  const day = dailyDateOf(app);
  const page = `${location.origin}${location.pathname}`;
  if (day !== null)
    return shareText(
      day,
      dailyResults(records ?? []).get(day),
      `${page}#/daily/${day}`,
      shareWords(),
    );
  return [
    t("share.dealWon", {
      n: game.deal,
      time: formatTime(game.elapsed()),
      moves: game.game.moveCount(),
    }),
    `${page}${makeDealRoute(game.deal, game.rules)}`,
  ].join("\n");
}

/** After a win: the same deal again, or a new one. */
function WhatNext({ app }: { app: AppState }) {
  return (
    <>
      <button type="button" data-action="again" onClick={() => restart(app)}>
        {t("won.again")}
      </button>
      <button type="button" class="primary" onClick={() => newDeal(app)}>
        {t("won.new")}
      </button>
    </>
  );
}

/**
 * The end of a won game: score, time, moves and streak, the computer's verdict, and what
 * next (play the deal again, share, a new deal). A game the computer played is its win.
 */
export function WonDialog({ app }: { app: AppState }) {
  const { game } = app;
  const records = useRecords(app)?.records;
  const [note, setNote] = useState("");
  const moves = game.game.moveCount();
  if (app.assist.demoPlayed.value) {
    return (
      <Modal id="won" title={t("won.demoTitle")} onClose={() => closeDialog(app)}>
        <p>{t("won.demoSummary", { n: game.deal, moves })}</p>
        <div class="actions">
          <WhatNext app={app} />
        </div>
      </Modal>
    );
  }
  const streak = records ? summarize(records).overall.currentStreak : undefined;
  const pos = game.game.position;
  const score =
    app.settings.value.scoring === "casino"
      ? t("won.score", { n: formatMoney(casinoScore(pos)) })
      : t("won.cards", { n: pos.cardsOnFoundations() });
  const share = async () => {
    const text = shareOf(app, records);
    setNote((await copyText(text)) ? t("daily.copied") : text);
  };
  return (
    <Modal id="won" title={t("won.title")} onClose={() => closeDialog(app)}>
      <p>{t("won.summary", { n: game.deal, time: formatTime(game.elapsed()), moves })}</p>
      <dl class="figures" data-testid="won-figures">
        <div class="figure">
          <dt>{t("won.scoreLabel")}</dt>
          <dd data-stat="score">{score}</dd>
        </div>
        <div class="figure">
          <dt>{t("stats.streak")}</dt>
          <dd data-stat="streak">{streak === undefined ? t("stats.none") : String(streak)}</dd>
        </div>
      </dl>
      <WonRank app={app} />
      <Verdict app={app} />
      <p class="note" role="status">
        {note}
      </p>
      <div class="actions">
        <button type="button" data-action="share" onClick={() => void share()}>
          {t("won.share")}
        </button>
        <WhatNext app={app} />
      </div>
    </Modal>
  );
}
