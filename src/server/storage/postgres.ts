import pg from "pg";
import type { Database, Sql } from "./database.js";

/** Connections per process: a request holds one for a statement or a short transaction. */
export const POOL_SIZE = 10;

/** A PostgreSQL server through a pool of connections (the `pg` client). */
export async function openPostgres(url: string, poolSize = POOL_SIZE): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    application_name: "canfield",
  });
  // An idle connection that the server drops must not bring the process down.
  pool.on("error", () => {});
  const on = (client: pg.Pool | pg.PoolClient): Sql => ({
    async query<T>(text: string, params: readonly unknown[] = []) {
      return (await client.query(text, [...params])).rows as T[];
    },
    async exec(text: string) {
      await client.query(text);
    },
  });
  // Fails at start, with the server's own words, when the database cannot be reached.
  (await pool.connect()).release();
  return {
    kind: "postgresql",
    ...on(pool),
    async transaction(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query("BEGIN");
        const value = await fn(on(client));
        await client.query("COMMIT");
        return value;
      } catch (e) {
        // A connection that cannot even roll back is closed, not handed to the next request.
        await client.query("ROLLBACK").catch((r: Error) => {
          broken = r;
        });
        throw e;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
