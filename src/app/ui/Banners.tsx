import { demoStep, pauseDemo, startDemo, stopDemo } from "../assist/demo.js";
import { finish } from "../assist/finish.js";
import { cancel } from "../assist/line.js";
import { t } from "../i18n/index.js";
import { takeOver } from "../persist/open.js";
import { undo } from "../state/actions.js";
import { type AppState, DEMO_SPEEDS } from "../state/app.js";
import { leaveFor } from "../state/leave.js";
import { ReviewButton, Verdict } from "./Verdict.js";
import "./banners.css";

/** No way forward: the dead-end banner with what can still help. */
function stuckBanner(app: AppState) {
  const o = app.game.outlook.value;
  if (o !== "stuck" && o !== "lost") return null;
  // At move 0 there is nothing to undo and nothing went wrong: only the deal itself.
  const played = app.game.game.moves().length > 0;
  return (
    <div class="banner" role="status" data-testid="stuck">
      <strong>{t("stuck.title")}</strong>{" "}
      <span>{o === "lost" ? t("lost.body") : t("stuck.body")}</span>
      <span class="banner-actions">
        {played && (
          <button type="button" onClick={() => undo(app)}>
            {t("stuck.undo")}
          </button>
        )}
        {played && (
          <button type="button" onClick={() => leaveFor(app, { kind: "restart" })}>
            {t("stuck.restart")}
          </button>
        )}
        <button type="button" onClick={() => leaveFor(app, { kind: "deal" })}>
          {t("stuck.new")}
        </button>
        {played && <ReviewButton app={app} />}
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

/** A question the player waits for, with its Cancel. */
function busyBanner(app: AppState) {
  const b = app.assist.busy.value;
  if (!b) return null;
  return (
    <div class="banner" role="status" data-testid="busy">
      <span class="spinner" aria-hidden="true" />
      <span>{b.label}</span>
      <span class="banner-actions">
        <button type="button" onClick={() => cancel(app)}>
          {t("hint.cancel")}
        </button>
      </span>
    </div>
  );
}

/** What a hint found when it is not a proved move on the table. */
function hintBanner(app: AppState) {
  const h = app.assist.hint.value;
  if (!h || h.kind === "move") return null;
  const text =
    h.kind === "error"
      ? h.message
      : h.kind === "loss"
        ? t("hint.none")
        : h.kind === "won"
          ? t("hint.won")
          : h.kind === "suggest"
            ? t("hint.suggested")
            : h.kind === "noMove"
              ? t("hint.noMove")
              : t("hint.unknown");
  return (
    <div class="banner" role="status" data-testid="hint-result" data-result={h.kind}>
      <span>{text}</span>
      {h.kind === "loss" && app.game.game.moves().length > 0 && (
        <span class="banner-actions">
          <ReviewButton app={app} />
        </span>
      )}
    </div>
  );
}

function reviewBanner(app: AppState) {
  const note = app.assist.reviewNote.value;
  if (!note) return null;
  return (
    <div class="banner" role="status" data-testid="review-note">
      <span>{note}</span>
      <span class="banner-actions">
        <button type="button" onClick={() => (app.assist.reviewNote.value = undefined)}>
          ×
        </button>
      </span>
    </div>
  );
}

/** The solver proved the deal lost from here (before the table's own search saw it). */
function provedLostBanner(app: AppState) {
  if (!app.assist.provedLost.value) return null;
  return (
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
  );
}

function finishBanner(app: AppState) {
  if (!app.assist.finishable.value || app.assist.demo.value !== "off" || app.game.won.value)
    return null;
  return (
    <div class="banner" role="status" data-testid="finish">
      <span>{t("finish.offer")}</span>
      <span class="banner-actions">
        <button type="button" onClick={() => void finish(app)}>
          {t("finish.go")}
        </button>
      </span>
    </div>
  );
}

/** How fast the demo plays: a choice in its banner. */
function DemoSpeed({ app }: { app: AppState }) {
  const speed = app.assist.demoSpeed;
  return (
    <label class="demo-speed">
      <span class="sr-only">{t("demo.speed")}</span>
      <select
        id="demo-speed"
        aria-label={t("demo.speed")}
        value={speed.value}
        onChange={(e) => {
          const v = DEMO_SPEEDS.find((s) => s === (e.target as HTMLSelectElement).value);
          if (v) speed.value = v;
        }}
      >
        {DEMO_SPEEDS.map((s) => (
          <option value={s}>{t(`demo.speed.${s}`)}</option>
        ))}
      </select>
    </label>
  );
}

/** The demo's controls. */
function demoBanner(app: AppState) {
  const d = app.assist.demo.value;
  if (d === "off") return null;
  return (
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
        <DemoSpeed app={app} />
        <button type="button" onClick={() => stopDemo(app)}>
          {t("demo.stop")}
        </button>
      </span>
    </div>
  );
}

/**
 * The banners, most pressing first; one shows at a time: a question in progress, the answer
 * to the player's last question (until the position changes), the demo, a dead end, a proved
 * loss, the finishing offer.
 */
const BANNERS = [
  busyBanner,
  hintBanner,
  reviewBanner,
  demoBanner,
  stuckBanner,
  provedLostBanner,
  finishBanner,
] as const;

/** The storage's notices and one banner, in the room the table keeps for notices (App.tsx). */
export function Banners({ app }: { app: AppState }) {
  app.game.version.value;
  let shown = null;
  // Every banner is read, so that each signal it depends on redraws this component.
  for (const banner of BANNERS) {
    const b = banner(app);
    shown ??= b;
  }
  return (
    <>
      <StorageNotices app={app} />
      {shown}
    </>
  );
}
