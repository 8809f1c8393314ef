import { useEffect } from "preact/hooks";
import { t } from "../i18n/index.js";
import { applyUpdate, postponeUpdate } from "../offline/pwa.js";
import type { AppState } from "../state/app.js";

/** How long the first visit's "works offline now" stays. */
const OFFLINE_NOTICE_MS = 5000;

/**
 * A new version waits: offered when no game is in progress (before the first move, or once a
 * deal is won), so a reload never interrupts play; the saved game resumes after it anyway.
 * A first visit's "works offline now" is a short notice that takes no clicks.
 */
export function UpdateOffer({ app }: { app: AppState }) {
  const { game, offline } = app;
  game.version.value;
  const ready = offline.offlineReady.value;
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => {
      offline.offlineReady.value = false;
    }, OFFLINE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [ready]);
  const calm = !game.started() || game.won.value;
  if (offline.updateWaiting.value && !offline.updatePostponed.value && calm) {
    return (
      <div class="toast" role="status" data-testid="update">
        <span>{t("update.ready")}</span>
        <button type="button" class="primary" onClick={() => applyUpdate(app)}>
          {t("update.reload")}
        </button>
        <button type="button" onClick={() => postponeUpdate(app)}>
          {t("update.later")}
        </button>
      </div>
    );
  }
  if (ready) {
    return (
      <div class="toast passive" role="status" data-testid="offline-ready">
        {t("offline.ready")}
      </div>
    );
  }
  return null;
}
