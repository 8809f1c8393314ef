import type { FastifyInstance } from "fastify";
import type { RouteOptions } from "./context.js";

/** GET /health: whether the database answers, and which kind it is. */
export default async function health(app: FastifyInstance, opts: RouteOptions): Promise<void> {
  app.get(
    "/health",
    {
      schema: {
        response: {
          200: {
            type: "object",
            properties: { ok: { type: "boolean" }, storage: { type: "string" } },
          },
        },
      },
    },
    async () => {
      await opts.db.query("SELECT 1");
      return { ok: true, storage: opts.db.kind };
    },
  );
}
