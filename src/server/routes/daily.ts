import type { FastifyInstance } from "fastify";
import { DAILY_VARIANT } from "../replay.js";
import { dayParams, dealResponse } from "../schemas.js";
import { type RouteOptions, refuse, unreadable } from "./context.js";

/** GET /daily/:day: the date's deal by the game's own rule. */
export default async function daily(app: FastifyInstance, opts: RouteOptions): Promise<void> {
  app.get<{ Params: { day: string } }>(
    "/daily/:day",
    { schema: { params: dayParams, response: dealResponse } },
    async (request, reply) => {
      const { day } = request.params;
      const no = unreadable(day, opts.now());
      if (no !== undefined) return refuse(reply, no);
      // A date's deal never changes.
      reply.header("cache-control", "public, max-age=86400");
      return { date: day, deal: opts.deals.deal(day), variant: DAILY_VARIANT };
    },
  );
}
