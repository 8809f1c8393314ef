import { rivalIsForDeal } from "../assist/fair.js";
import { review } from "../assist/review.js";
import { verdictIsForDeal } from "../assist/verdict.js";
import { t } from "../i18n/index.js";
import type { AppState } from "../state/app.js";

/** What the fair computer player, which sees only what a player sees, did with this deal. */
function Rival({ app }: { app: AppState }) {
  const r = app.assist.rival.value;
  if (!r || !rivalIsForDeal(app, r.key) || r.kind === "failed") return null;
  const text =
    r.kind === "pending"
      ? t("rival.pending")
      : r.won
        ? t("rival.won", { n: r.moves })
        : t("rival.lost", { n: r.cards });
  return (
    <p class="verdict" data-testid="rival" data-rival={r.kind === "done" ? String(r.won) : r.kind}>
      {text}
    </p>
  );
}

/**
 * The computer's verdicts on the deal, shown after a game (won, stuck or lost): the fair
 * computer player's game, and the all-seeing solver's verdict.
 */
export function Verdict({ app }: { app: AppState }) {
  return (
    <>
      <Rival app={app} />
      <SolverVerdict app={app} />
    </>
  );
}

/** The all-seeing solver's verdict on the deal. */
function SolverVerdict({ app }: { app: AppState }) {
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
