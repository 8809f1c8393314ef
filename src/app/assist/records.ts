import { effect } from "@preact/signals";
import type { AppState } from "../state/app.js";
import type { GameRecord } from "../stats/index.js";

/** A finished game whose deal the solver has not judged yet, and whose moves are kept. */
const unreviewed = (r: GameRecord): boolean =>
  r.result !== "playing" && r.verdict === undefined && r.line !== undefined;

/**
 * Reviews finished games for the statistics, one at a time: the
 * solver's verdict on the deal and, for a game lost on a winnable deal, the last move from
 * which it could still be won (in the worker for work after a game, so that the checks
 * during play never wait behind it). Runs whenever the stored games change (a game ends here or
 * in another tab) and at start-up, so a game left when the tab closed is reviewed later.
 */
export function startRecordReviews(app: AppState): void {
  let running = false;
  const failed = new Set<string>();
  const next = async (): Promise<void> => {
    const persistence = app.storage.persistence.peek();
    if (running || !persistence) return;
    running = true;
    try {
      for (;;) {
        const { records } = await persistence.storage.loadGames();
        const r = records.find((g) => unreviewed(g) && !failed.has(g.id));
        if (!r) return;
        const answer = await app.afterGame.request({
          type: "gameReview",
          deal: r.deal === null ? { cards: r.cards ?? "" } : { number: r.deal },
          rules: r.variant,
          moves: r.line ?? [],
          auto: r.auto ?? [],
          won: r.result === "won",
        });
        if (!answer.ok) {
          failed.add(r.id);
          continue;
        }
        const { verdict, lastWinnable } = answer.value;
        await persistence.storage.putGame({ ...r, verdict, lastWinnable });
        app.storage.version.value++;
      }
    } finally {
      running = false;
    }
  };
  effect(() => {
    app.storage.version.value;
    if (app.storage.persistence.value) void next();
  });
}
