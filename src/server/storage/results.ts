import type { Database } from "./database.js";

export const BOARDS = ["all", "clean"] as const;
/** "clean": only the results played with no hint and no undo. */
export type Board = (typeof BOARDS)[number];

/** A verified result, as stored. */
export interface NewResult {
  readonly day: string;
  readonly player: string;
  readonly name: string;
  readonly deal: number;
  readonly cards: number;
  readonly won: boolean;
  readonly moveCount: number;
  readonly ms: number;
  readonly hints: number;
  readonly undos: number;
  readonly moves: string;
}

/** Where a result stands among the day's results on one board. */
export interface Standing {
  readonly rank: number;
  readonly players: number;
  /** The share of the day's other players ranked below, 0…1 (0 when there are none). */
  readonly beat: number;
}

export interface Entry {
  readonly rank: number;
  readonly name: string;
  readonly won: boolean;
  readonly cards: number;
  readonly moves: number;
  readonly ms: number;
}

export interface DayBoard {
  readonly players: number;
  readonly entries: readonly Entry[];
  /** The asking player's own row with its share, or null when they have none on this board. */
  readonly you: (Entry & { readonly beat: number }) | null;
  /** Players by cards on the foundations (index 0…52). */
  readonly cards: readonly number[];
  /** Winners by move count: [moves, players] for each count that occurs, fewest first. */
  readonly wins: readonly (readonly [number, number])[];
}

/** The extra condition of a board, on the table or alias t ("r."). */
const where = (board: Board, t = ""): string =>
  board === "clean" ? ` AND ${t}hints = 0 AND ${t}undos = 0` : "";

const share = (below: number, others: number): number => (others === 0 ? 0 : below / others);

/**
 * Adds the result unless the player already has one for that date, and ranks it among the
 * results already there, in one statement: the primary key (day, player) decides between two
 * results sent at once, and the first one stays. Null when the player had a result already.
 */
export async function addResult(db: Database, r: NewResult): Promise<Standing | null> {
  const [row] = await db.query<{ added: number; better: number; worse: number; others: number }>(
    `WITH added AS (
  INSERT INTO daily_results (day, player, name, deal, cards, won, move_count, ms, hints, undos)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
  ON CONFLICT (day, player) DO NOTHING
  RETURNING day, player, rank_key
), kept AS (
  INSERT INTO daily_moves (day, player, moves) SELECT day, player, $11 FROM added
)
SELECT (SELECT count(*) FROM added)::int AS added,
  count(*) FILTER (WHERE r.rank_key < a.rank_key)::int AS better,
  count(*) FILTER (WHERE r.rank_key > a.rank_key)::int AS worse,
  count(*)::int AS others
FROM daily_results r, added a
WHERE r.day = $1`,
    [r.day, r.player, r.name, r.deal, r.cards, r.won, r.moveCount, r.ms, r.hints, r.undos, r.moves],
  );
  if (row === undefined || row.added === 0) return null;
  return { rank: row.better + 1, players: row.others + 1, beat: share(row.worse, row.others) };
}

const ENTRY = "name, won, cards::int AS cards, move_count AS moves, ms";

/** A day's board: its top `limit`, the asking player's row, and the distributions. */
export async function readBoard(
  db: Database,
  day: string,
  board: Board,
  limit: number,
  player?: string,
): Promise<DayBoard> {
  return db.transaction(async (tx) => {
    // Every count below is taken from one snapshot of the table.
    await tx.exec("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY");
    const entries = await tx.query<Entry>(
      `SELECT rank() OVER (ORDER BY rank_key)::int AS rank, ${ENTRY}
FROM daily_results WHERE day = $1${where(board)}
ORDER BY rank_key, received, player LIMIT $2`,
      [day, limit],
    );
    const cardRows = await tx.query<{ cards: number; players: number }>(
      `SELECT cards::int AS cards, count(*)::int AS players
FROM daily_results WHERE day = $1${where(board)} GROUP BY cards`,
      [day],
    );
    const winRows = await tx.query<{ moves: number; players: number }>(
      `SELECT move_count AS moves, count(*)::int AS players
FROM daily_results WHERE day = $1 AND won${where(board)} GROUP BY move_count ORDER BY move_count`,
      [day],
    );
    const cards = new Array<number>(53).fill(0);
    for (const c of cardRows) cards[c.cards] = c.players;
    const players = cards.reduce((a, b) => a + b, 0);
    let you: DayBoard["you"] = null;
    if (player !== undefined) {
      const [mine] = await tx.query<Entry & { worse: number }>(
        `SELECT ${ENTRY},
  (SELECT count(*) FROM daily_results r
    WHERE r.day = y.day AND r.rank_key < y.rank_key${where(board, "r.")})::int + 1 AS rank,
  (SELECT count(*) FROM daily_results r
    WHERE r.day = y.day AND r.rank_key > y.rank_key${where(board, "r.")})::int AS worse
FROM daily_results y WHERE y.day = $1 AND y.player = $2${where(board, "y.")}`,
        [day, player],
      );
      if (mine !== undefined) {
        const { worse, ...entry } = mine;
        you = { ...entry, beat: share(worse, players - 1) };
      }
    }
    return { players, entries, you, cards, wins: winRows.map((w) => [w.moves, w.players]) };
  });
}

/** The stored result of a player for a date, as kept (for checks and audits). */
export async function findResult(
  db: Database,
  day: string,
  player: string,
): Promise<NewResult | undefined> {
  const [row] = await db.query<NewResult>(
    `SELECT r.day::text AS day, r.player::text AS player, name, deal::float8 AS deal,
  cards::int AS cards, won, move_count AS "moveCount", ms, hints, undos, moves
FROM daily_results r JOIN daily_moves m USING (day, player)
WHERE r.day = $1 AND r.player = $2`,
    [day, player],
  );
  return row;
}

/** How many results are stored, for a date or in all. */
export async function countResults(db: Database, day?: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    day === undefined
      ? "SELECT count(*)::int AS n FROM daily_results"
      : "SELECT count(*)::int AS n FROM daily_results WHERE day = $1",
    day === undefined ? [] : [day],
  );
  return row?.n ?? 0;
}
