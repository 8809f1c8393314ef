import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.js";
import { describeStorage, parseServeOptions, USAGE } from "./options.js";
import type { Database } from "./storage/database.js";
import { migrate } from "./storage/migrations.js";
import { openPGlite } from "./storage/pglite.js";
import { openPostgres } from "./storage/postgres.js";

/** The game as vite builds it, two levels up from dist/server/. */
const BUILT_GAME = fileURLToPath(new URL("../../dist-web/", import.meta.url));

const fail = (message: string): never => {
  console.error(`canfield serve: ${message}`);
  process.exit(1);
};

/** `canfield serve ARGS`: the game and its API from one process, until SIGINT or SIGTERM. */
export async function serve(args: readonly string[]): Promise<void> {
  const parsed = parseServeOptions(args, process.env);
  if (!parsed.ok) {
    console.error(`canfield serve: ${parsed.error}\n${USAGE}`);
    process.exit(2);
  }
  const o = parsed.value;
  if (o.help) {
    console.log(USAGE);
    return;
  }
  const site = resolve(o.site ?? BUILT_GAME);
  if (!existsSync(site)) {
    console.error(
      `canfield serve: no built game in ${site} (npm run build): serving the API alone`,
    );
  }
  let db: Database | undefined;
  try {
    db = o.database === undefined ? await openPGlite(o.data) : await openPostgres(o.database);
    await migrate(db);
  } catch (e) {
    await db?.close().catch(() => {});
    return fail(`cannot open ${describeStorage(o)}: ${(e as Error).message}`);
  }
  const app = await buildApp({
    db,
    site: existsSync(site) ? site : undefined,
    rateLimit: o.rateLimit,
    logger: true,
    warm: true,
  });
  try {
    await app.listen({ host: o.host, port: o.port });
  } catch (e) {
    await app.close().catch(() => {});
    await db.close();
    return fail(`cannot listen on ${o.host}:${o.port}: ${(e as Error).message}`);
  }
  const address = app.server.address();
  const port = typeof address === "object" && address !== null ? address.port : o.port;
  const url = `http://${o.host.includes(":") ? `[${o.host}]` : o.host}:${port}/`;
  console.log(`Canfield on ${url} (results kept in ${describeStorage(o)})`);
  const stop = async () => {
    // Requests under way are finished, then the database is closed cleanly.
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
