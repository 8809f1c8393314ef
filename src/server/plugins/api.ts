import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { RouteOptions } from "../routes/context.js";
import daily from "../routes/daily.js";
import health from "../routes/health.js";
import leaderboard from "../routes/leaderboard.js";
import results from "../routes/results.js";

export interface ApiOptions extends RouteOptions {
  /** Requests a minute from one address, for every route of the API. */
  readonly rateLimit: number;
}

/**
 * The API, under /api: its routes and the rate limit, which covers them alone (the game's
 * own files are not counted: one page load fetches a dozen).
 */
export default async function api(app: FastifyInstance, opts: ApiOptions): Promise<void> {
  await app.register(rateLimit, {
    max: opts.rateLimit,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `too many requests from this address (at most ${context.max} a minute): try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} s`,
    }),
  });
  const routes: RouteOptions = { db: opts.db, deals: opts.deals, now: opts.now };
  await app.register(health, routes);
  await app.register(daily, routes);
  await app.register(results, routes);
  await app.register(leaderboard, routes);
}
