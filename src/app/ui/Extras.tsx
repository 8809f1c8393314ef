import type { Controller } from "../controller.js";
import { featureDialog, features } from "../features.js";
import { busy, demo, finishable, hintState, provedLost, reviewNote, verdict } from "../hints.js";
import { t } from "../i18n/index.js";
import { saveNotice, staleSave } from "../persistence-wiring.js";
import { DailyDialog } from "./DailyDialog.js";
import { NewGameDialog } from "./NewGameDialog.js";
import { StatsDialog } from "./StatsDialog.js";
import "./extras.css";

/** The computer's verdict on the deal, shown after a game (won, stuck or lost). */
export function Verdict() {
  const v = verdict.value;
  const f = features.value;
  if (!v || !f) return null;
  const key = `${f.c.store.deal}|`;
  if (!v.key.startsWith(key)) return null;
  const text =
    v.kind === "pending"
      ? t("verdict.pending")
      : v.kind === "win"
        ? t("verdict.win", { n: v.length })
        : v.kind === "loss"
          ? t("verdict.loss")
          : t("verdict.unknown");
  return (
    <p class="verdict" data-testid="verdict" data-verdict={v.kind}>
      {text}
    </p>
  );
}

/** "Where did it go wrong?": back to the last position from which the deal can be won. */
export function ReviewButton() {
  const f = features.value;
  if (!f) return null;
  return (
    <button type="button" data-action="review" onClick={() => void f.assistant.review()}>
      {t("hint.review")}
    </button>
  );
}

function Notices({ c }: { c: Controller }) {
  const f = features.value;
  const note = saveNotice.value;
  const h = hintState.value;
  const b = busy.value;
  const d = demo.value;
  return (
    <>
      {note && (
        <div class="message" role="alert" data-testid="save-notice">
          <span>{note}</span>
          <button
            type="button"
            aria-label={t("dialog.close")}
            onClick={() => (saveNotice.value = undefined)}
          >
            ×
          </button>
        </div>
      )}
      {staleSave.value && f && (
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
            <button type="button" class="text" onClick={() => void f.persistence?.takeOver()}>
              {t("save.takeOver")}
            </button>
          </span>
        </div>
      )}
      {b && f && (
        <div class="banner" role="status" data-testid="busy">
          <span class="spinner" aria-hidden="true" />
          <span>{b.label}</span>
          <span class="banner-actions">
            <button type="button" onClick={() => f.assistant.cancel()}>
              {t("hint.cancel")}
            </button>
          </span>
        </div>
      )}
      {h && h.kind !== "move" && f && (
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
              <ReviewButton />
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
      {provedLost.value && c.store.outlook.value !== "stuck" && f && (
        <div class="banner" role="status" data-testid="proved-lost">
          <strong>{t("proved.title")}</strong> <span>{t("proved.body")}</span>
          <Verdict />
          <span class="banner-actions">
            <ReviewButton />
            <button type="button" onClick={() => c.undo()}>
              {t("stuck.undo")}
            </button>
          </span>
        </div>
      )}
      {finishable.value && d === "off" && f && !c.store.won.value && (
        <div class="banner" role="status" data-testid="finish">
          <span>{t("finish.offer")}</span>
          <span class="banner-actions">
            <button type="button" onClick={() => void f.assistant.finish()}>
              {t("finish.go")}
            </button>
          </span>
        </div>
      )}
      {d !== "off" && f && (
        <div class="banner" role="status" data-testid="demo">
          <span>{d === "playing" ? t("demo.playing") : t("demo.paused")}</span>
          <span class="banner-actions">
            {d === "playing" ? (
              <button type="button" onClick={() => f.assistant.pauseDemo()}>
                {t("demo.pause")}
              </button>
            ) : (
              <>
                <button type="button" onClick={() => void f.assistant.startDemo()}>
                  {t("demo.play")}
                </button>
                <button type="button" onClick={() => void f.assistant.demoStep()}>
                  {t("demo.step")}
                </button>
              </>
            )}
            <button type="button" onClick={() => f.assistant.stopDemo()}>
              {t("demo.stop")}
            </button>
          </span>
        </div>
      )}
    </>
  );
}

/** Extra content of the stuck banner: the review offer and the computer's verdict. */
export function StuckExtras() {
  return (
    <>
      <ReviewButton />
      <Verdict />
    </>
  );
}

/** Everything of issue 5 that sits above the toolbar, and its dialogs. */
export function Extras({ c }: { c: Controller }) {
  const d = featureDialog.value;
  const close = () => {
    featureDialog.value = undefined;
  };
  return (
    <>
      <Notices c={c} />
      {d?.kind === "stats" && <StatsDialog onClose={close} />}
      {d?.kind === "daily" && <DailyDialog onClose={close} />}
      {d?.kind === "newgame" && <NewGameDialog onClose={close} />}
    </>
  );
}

/** Opens one of the dialogs of issue 5 (the toolbar's buttons). */
export const openFeature = (kind: "stats" | "daily" | "newgame"): void => {
  featureDialog.value = { kind };
};
