import { useEffect, useState } from "preact/hooks";
import { casinoScore } from "../../core/score.js";
import { formatMoney, formatTime, t } from "../i18n/index.js";
import type { AppState } from "../state/app.js";

function Clock({ app }: { app: AppState }) {
  const [, tick] = useState(0);
  useEffect(() => {
    const id = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(id);
  }, []);
  app.game.version.value;
  return <span class="stat">{t("status.time", { t: formatTime(app.game.elapsed()) })}</span>;
}

/** Moves, time and the score (cards home, or the casino's dollars). */
export function Status({ app }: { app: AppState }) {
  const { game } = app;
  game.version.value;
  const pos = game.game.position;
  return (
    <div class="status" aria-live="off">
      <span class="stat" data-testid="moves">
        {t("status.moves", { n: game.moveCount.value })}
      </span>
      <Clock app={app} />
      {app.settings.value.scoring === "casino" ? (
        <span class="stat" data-testid="score">
          {t("status.casino", { n: formatMoney(casinoScore(pos)) })}
        </span>
      ) : (
        <span class="stat">{t("status.foundation", { n: pos.cardsOnFoundations() })}</span>
      )}
    </div>
  );
}
