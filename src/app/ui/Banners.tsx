import { demoStep, pauseDemo, startDemo, stopDemo } from "../assist/demo.js";
import { finish } from "../assist/finish.js";
import { cancel } from "../assist/line.js";
import { t } from "../i18n/index.js";
import { takeOver } from "../persist/open.js";
import { newDeal, restart, undo } from "../state/actions.js";
import type { AppState } from "../state/app.js";
import { ReviewButton, Verdict } from "./Verdict.js";
import "./banners.css";

/** No way forward: the dead-end banner with what can still be done. */
function Stuck({ app }: { app: AppState }) {
  const o = app.game.outlook.value;
  if (o !== "stuck" && o !== "lost") return null;
  return (
    <div class="banner" role="status" data-testid="stuck">
      <strong>{t("stuck.title")}</strong>{" "}
      <span>{o === "lost" ? t("lost.body") : t("stuck.body")}</span>
      <span class="banner-actions">
        <button type="button" onClick={() => undo(app)}>
          {t("stuck.undo")}
        </button>
        <button type="button" onClick={() => restart(app)}>
          {t("stuck.restart")}
        </button>
        <button type="button" onClick={() => newDeal(app)}>
          {t("stuck.new")}
        </button>
        <ReviewButton app={app} />
        <Verdict app={app} />
      </span>
    </div>
  );
}

/** The storage's notices: nothing kept, a corrupt save, a newer game of another tab. */
function StorageNotices({ app }: { app: AppState }) {
  const { notice, stale } = app.storage;
  return (
    <>
      {notice.value && (
        <div class="message" role="alert" data-testid="save-notice">
          <span>{notice.value}</span>
          <button
            type="button"
            aria-label={t("dialog.close")}
            onClick={() => (notice.value = undefined)}
          >
            ×
          </button>
        </div>
      )}
      {stale.value && (
        <div class="message" role="alert" data-testid="stale">
          <span>{t("save.stale")}</span>
          <span class="banner-actions">
            <button
              type="button"
              class="text"
              onClick={() => {
                // No deal in the address: the reload resumes the other tab's game as saved.
                history.replaceState(null, "", location.pathname + location.search);
                location.reload();
              }}
            >
              {t("save.reload")}
            </button>
            <button type="button" class="text" onClick={() => void takeOver(app)}>
              {t("save.takeOver")}
            </button>
          </span>
        </div>
      )}
    </>
  );
}

/** What the solver is doing or has said: a question in progress, a hint's answer, a review. */
function SolverBanners({ app }: { app: AppState }) {
  const { busy, hint, reviewNote, provedLost } = app.assist;
  const b = busy.value;
  const h = hint.value;
  return (
    <>
      {b && (
        <div class="banner" role="status" data-testid="busy">
          <span class="spinner" aria-hidden="true" />
          <span>{b.label}</span>
          <span class="banner-actions">
            <button type="button" onClick={() => cancel(app)}>
              {t("hint.cancel")}
            </button>
          </span>
        </div>
      )}
      {h && h.kind !== "move" && (
        <div class="banner" role="status" data-testid="hint-result" data-result={h.kind}>
          <span>
            {h.kind === "error"
              ? h.message
              : h.kind === "loss"
                ? t("hint.none")
                : h.kind === "won"
                  ? t("hint.won")
                  : t("hint.unknown")}
          </span>
          {h.kind === "loss" && (
            <span class="banner-actions">
              <ReviewButton app={app} />
            </span>
          )}
        </div>
      )}
      {reviewNote.value && (
        <div class="banner" role="status" data-testid="review-note">
          <span>{reviewNote.value}</span>
          <span class="banner-actions">
            <button type="button" onClick={() => (reviewNote.value = undefined)}>
              ×
            </button>
          </span>
        </div>
      )}
      {provedLost.value && app.game.outlook.value !== "stuck" && (
        <div class="banner" role="status" data-testid="proved-lost">
          <strong>{t("proved.title")}</strong> <span>{t("proved.body")}</span>
          <Verdict app={app} />
          <span class="banner-actions">
            <ReviewButton app={app} />
            <button type="button" onClick={() => undo(app)}>
              {t("stuck.undo")}
            </button>
          </span>
        </div>
      )}
    </>
  );
}

/** The finishing offer and the demo's controls. */
function PlayBanners({ app }: { app: AppState }) {
  const d = app.assist.demo.value;
  return (
    <>
      {app.assist.finishable.value && d === "off" && !app.game.won.value && (
        <div class="banner" role="status" data-testid="finish">
          <span>{t("finish.offer")}</span>
          <span class="banner-actions">
            <button type="button" onClick={() => void finish(app)}>
              {t("finish.go")}
            </button>
          </span>
        </div>
      )}
      {d !== "off" && (
        <div class="banner" role="status" data-testid="demo">
          <span>{d === "playing" ? t("demo.playing") : t("demo.paused")}</span>
          <span class="banner-actions">
            {d === "playing" ? (
              <button type="button" onClick={() => pauseDemo(app)}>
                {t("demo.pause")}
              </button>
            ) : (
              <>
                <button type="button" onClick={() => void startDemo(app)}>
                  {t("demo.play")}
                </button>
                <button type="button" onClick={() => void demoStep(app)}>
                  {t("demo.step")}
                </button>
              </>
            )}
            <button type="button" onClick={() => stopDemo(app)}>
              {t("demo.stop")}
            </button>
          </span>
        </div>
      )}
    </>
  );
}

/** Everything that sits between the table and the toolbar. */
export function Banners({ app }: { app: AppState }) {
  return (
    <>
      <Stuck app={app} />
      <StorageNotices app={app} />
      <SolverBanners app={app} />
      <PlayBanners app={app} />
    </>
  );
}
