import { parseArgs } from "node:util";
import { err, ok, type Result } from "../core/result.js";

export const DEFAULT_RATE_LIMIT = 60;
export const DEFAULT_HOST = "127.0.0.1";
export const DEFAULT_PORT = 4173;
export const DEFAULT_DATA = "data";

export const USAGE = `usage: canfield serve [--host H] [--port P] [--data DIR] [--database URL] [--rate-limit N] [--site DIR]

Serves the game and its daily leaderboard from one process.
  --host H          address to listen on (default ${DEFAULT_HOST})
  --port P          port (default ${DEFAULT_PORT})
  --data DIR        where the embedded database keeps its files (default ./${DEFAULT_DATA})
  --database URL    a PostgreSQL server instead, postgres://user:password@host:port/db
                    (default: the DATABASE_URL environment variable, if set)
  --rate-limit N    API requests a minute from one address (default ${DEFAULT_RATE_LIMIT})
  --site DIR        the built game to serve (default: dist-web of this package)`;

export interface ServeOptions {
  readonly help: boolean;
  readonly host: string;
  readonly port: number;
  /** A PostgreSQL server, else the embedded database in `data`. */
  readonly database: string | undefined;
  readonly data: string;
  readonly rateLimit: number;
  readonly site: string | undefined;
}

const whole = (name: string, text: string, min: number, max: number): Result<number> => {
  const n = Number(text);
  return /^\d+$/.test(text) && n >= min && n <= max
    ? ok(n)
    : err(`--${name} ${text}: expected a whole number from ${min} to ${max}`);
};

/** The options of `canfield serve`, from its arguments and the environment. */
export function parseServeOptions(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): Result<ServeOptions> {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: false,
      options: {
        help: { type: "boolean", short: "h" },
        host: { type: "string" },
        port: { type: "string" },
        data: { type: "string" },
        database: { type: "string" },
        "rate-limit": { type: "string" },
        site: { type: "string" },
      },
    }).values;
  } catch (e) {
    return err((e as Error).message.split("\n")[0] ?? "bad arguments");
  }
  const str = (k: string) => values[k] as string | undefined;
  const port = whole("port", str("port") ?? String(DEFAULT_PORT), 0, 65535);
  if (!port.ok) return port;
  const rate = whole("rate-limit", str("rate-limit") ?? String(DEFAULT_RATE_LIMIT), 1, 1e9);
  if (!rate.ok) return rate;
  const database = str("database") ?? (env.DATABASE_URL || undefined);
  if (database !== undefined && !/^postgres(ql)?:\/\//.test(database)) {
    return err(`--database ${database}: expected a postgres:// URL`);
  }
  return ok({
    help: values.help === true,
    host: str("host") ?? DEFAULT_HOST,
    port: port.value,
    database,
    data: str("data") ?? DEFAULT_DATA,
    rateLimit: rate.value,
    site: str("site"),
  });
}

/** Where the results are kept, for the start-up line: never a password. */
export function describeStorage(o: ServeOptions): string {
  if (o.database === undefined) return `the embedded database in ${o.data}`;
  const u = new URL(o.database);
  return `PostgreSQL at ${u.hostname}${u.port ? `:${u.port}` : ""}${u.pathname}`;
}
