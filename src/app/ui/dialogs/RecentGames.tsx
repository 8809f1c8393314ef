import { formatDate, t } from "../../i18n/index.js";
import { dealOf, type GameRecord, isWin } from "../../stats/index.js";

/** How many of the latest games the list shows. */
const SHOWN = 10;

/** The player's moves among the first `k` moves of a game (automatic ones do not count). */
function playerMoves(r: GameRecord, k: number): number {
  const auto = r.auto ?? [];
  let n = 0;
  for (let i = 0; i < k; i++) if (auto[i] !== true) n++;
  return n;
}

/** What became of a game, and whose doing it was: bad luck (the deal) or a move. */
function outcome(r: GameRecord): string {
  if (isWin(r)) return t("stats.game.won", { n: r.moves });
  if (r.result === "won") return t("stats.game.watched");
  const deal = dealOf(r);
  if (deal === "unwinnable") return t("stats.game.unwinnable");
  if (deal === "undecided") return t("stats.game.undecided");
  if (deal === "unknown") return t("stats.game.unchecked");
  if (r.lastWinnable === undefined || r.lastWinnable === null) return t("stats.game.winnable");
  const n = playerMoves(r, r.lastWinnable);
  return n === 0 ? t("stats.game.lostAtStart") : t("stats.game.lostAfter", { n });
}

/** The latest finished games, newest first, each with what the solver says of its deal. */
export function RecentGames({ games }: { games: readonly GameRecord[] }) {
  const finished = games
    .filter((g) => g.result !== "playing")
    .slice(-SHOWN)
    .reverse();
  if (finished.length === 0) return null;
  return (
    <section class="recent" aria-labelledby="recent-title">
      <h3 id="recent-title">{t("stats.recent")}</h3>
      <ul data-testid="recent-games">
        {finished.map((g) => (
          <li data-deal={dealOf(g)} data-result={g.result}>
            <span class="when">{formatDate(new Date(g.ended ?? g.started))}</span>{" "}
            <span class="which">{t("deal.label", { n: g.deal ?? "–" })}</span>{" "}
            <span class="what">{outcome(g)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
