import type { Database } from "./database.js";

/** One step of the schema. Steps are never edited once released: a change is a new step. */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/**
 * The moves of each result are kept apart (daily_moves): ranking a result counts the rows of
 * its day, and a table without the long moves text is ten times fewer pages to read.
 *
 * rank_key orders a day's results in one integer, best first: more cards on the foundations,
 * then fewer moves, then less time. (52 − cards)·2^44 + moves·2^31 + ms fits: moves ≤ 5,000 <
 * 2^13 and ms < 2^31, so no field overflows into the next.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "daily results",
    sql: `
CREATE TABLE daily_results (
  day date NOT NULL,
  player uuid NOT NULL,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 24),
  deal bigint NOT NULL,
  cards smallint NOT NULL CHECK (cards BETWEEN 0 AND 52),
  won boolean NOT NULL,
  move_count integer NOT NULL CHECK (move_count BETWEEN 0 AND 5000),
  ms integer NOT NULL CHECK (ms >= 0),
  hints integer NOT NULL CHECK (hints >= 0),
  undos integer NOT NULL CHECK (undos >= 0),
  received timestamptz NOT NULL DEFAULT now(),
  rank_key bigint GENERATED ALWAYS AS
    ((52 - cards)::bigint * 17592186044416 + move_count::bigint * 2147483648 + ms) STORED,
  PRIMARY KEY (day, player)
);
CREATE INDEX daily_results_all ON daily_results (day, rank_key);
CREATE INDEX daily_results_clean ON daily_results (day, rank_key) WHERE hints = 0 AND undos = 0;
CREATE TABLE daily_moves (
  day date NOT NULL,
  player uuid NOT NULL,
  moves text NOT NULL,
  PRIMARY KEY (day, player),
  FOREIGN KEY (day, player) REFERENCES daily_results (day, player) ON DELETE CASCADE
);
`,
  },
];

/** Any fixed number: the advisory lock that lets one process at a time migrate a database. */
const MIGRATION_LOCK = 4_173_020;

/**
 * Brings the schema to the latest version: every missing step in one transaction (DDL is
 * transactional in PostgreSQL, so a failed step leaves the schema as it was), under a lock so
 * that servers starting together on one database do not race. Returns the version.
 */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number> {
  const latest = migrations.at(-1)?.version ?? 0;
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
  version integer PRIMARY KEY,
  name text NOT NULL,
  applied timestamptz NOT NULL DEFAULT now()
)`);
    const rows = await tx.query<{ version: number }>("SELECT version FROM schema_migrations");
    const applied = new Set(rows.map((r) => r.version));
    const newest = Math.max(0, ...applied);
    if (newest > latest) {
      throw new Error(
        `the database's schema is version ${newest}, newer than this server's ${latest}: run a newer server`,
      );
    }
    for (const m of migrations) {
      if (applied.has(m.version)) continue;
      await tx.exec(m.sql);
      await tx.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [
        m.version,
        m.name,
      ]);
    }
    return latest;
  });
}
