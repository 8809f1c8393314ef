import Fastify, { type FastifyInstance } from "fastify";
import { DailyDeals } from "./deals.js";
import { DEFAULT_RATE_LIMIT } from "./options.js";
import api from "./plugins/api.js";
import errors from "./plugins/errors.js";
import security from "./plugins/security.js";
import site from "./plugins/site.js";
import { BODY_LIMIT } from "./schemas.js";
import type { Database } from "./storage/database.js";
import { daysTakingResults } from "./window.js";

export interface AppOptions {
  readonly db: Database;
  /** The built game to serve at /, or none (the API alone). */
  readonly site?: string;
  /** API requests a minute from one address. */
  readonly rateLimit?: number;
  readonly now?: () => number;
  readonly logger?: boolean;
  /** Find the deals of the dates open now before the first request (a few tenths of a second). */
  readonly warm?: boolean;
}

/** The service, one plugin a concern: errors, security headers, the API, the game's files. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    // A client that sends its request slowly holds a socket for no more than this.
    requestTimeout: 30_000,
    logger: opts.logger === true ? { level: "warn" } : false,
    // A request's fields must have their schema's types: no "42" for 42, no ["s"] for "s".
    ajv: { customOptions: { coerceTypes: false } },
  });
  await app.register(errors);
  await app.register(security);
  const now = opts.now ?? Date.now;
  const deals = new DailyDeals();
  if (opts.warm === true) for (const day of daysTakingResults(now())) deals.deal(day);
  await app.register(api, {
    prefix: "/api",
    db: opts.db,
    deals,
    now,
    rateLimit: opts.rateLimit ?? DEFAULT_RATE_LIMIT,
  });
  if (opts.site !== undefined) await app.register(site, { root: opts.site });
  return app;
}
