import { makeRules } from "../../core/rules.js";
import { t } from "../i18n/index.js";
import { saveToken } from "../persist/save.js";
import { say } from "../state/actions.js";
import type { AppState } from "../state/app.js";
import { failure } from "./line.js";

/** Node budget of each point of the game the review asks about, and its time limit. */
const REVIEW_NODES = 150_000;
const REVIEW_MS = 90_000;

/** "Where did it go wrong?": undoes back to the last point from which the solver still wins. */
export async function review(app: AppState): Promise<void> {
  const { game, assist } = app;
  if (assist.busy.value) return;
  const g = game.game;
  const version = game.version.peek();
  // The review answers the player's newest question: its note takes the hint's place.
  assist.hint.value = undefined;
  assist.busy.value = { label: t("review.thinking") };
  const r = await app.solver.request(
    {
      type: "review",
      deal: { number: game.deal },
      rules: makeRules(g.rules),
      moves: g.moves().map(saveToken),
      auto: g.autoFlags(),
      maxNodes: REVIEW_NODES,
    },
    { timeoutMs: REVIEW_MS },
  );
  assist.busy.value = undefined;
  if (game.version.peek() !== version) return;
  if (!r.ok) {
    assist.reviewNote.value = failure(r.error);
    return;
  }
  const v = r.value;
  if (v.keep === null) {
    assist.reviewNote.value =
      v.startResult === "loss" ? t("review.neverWinnable") : t("review.unknown");
    return;
  }
  const before = g.moveCount();
  if (game.won.value) return;
  while (game.game.moves().length > v.keep && game.undo()) {}
  const back = before - game.game.moveCount();
  assist.reviewNote.value = back === 0 ? t("review.stillWinnable") : t("review.back", { n: back });
  say(app, assist.reviewNote.value);
}
