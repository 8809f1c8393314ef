import { review } from "../assist/review.js";
import { verdictIsForDeal } from "../assist/verdict.js";
import { t } from "../i18n/index.js";
import type { AppState } from "../state/app.js";

/** The computer's verdict on the deal, shown after a game (won, stuck or lost). */
export function Verdict({ app }: { app: AppState }) {
  const v = app.assist.verdict.value;
  app.game.version.value;
  if (!v || !verdictIsForDeal(app, v)) return null;
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
export function ReviewButton({ app }: { app: AppState }) {
  return (
    <button type="button" data-action="review" onClick={() => void review(app)}>
      {t("hint.review")}
    </button>
  );
}
