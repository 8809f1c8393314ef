import type { FastifyInstance } from "fastify";
import { parseName } from "../../deals/names.js";
import { replayDeal } from "../replay.js";
import { dayParams, resultBody, resultResponse } from "../schemas.js";
import { addResult } from "../storage/results.js";
import { closed, type RouteOptions, refuse } from "./context.js";

interface ResultBody {
  player: string;
  name: string;
  moves: string;
  ms: number;
  hints: number;
  undos: number;
}

/**
 * POST /daily/:day/results: a finished game. It counts only once replayed from the date's
 * deal by the engine; the first result of a player for a date is the one kept.
 */
export default async function results(app: FastifyInstance, opts: RouteOptions): Promise<void> {
  app.post<{ Params: { day: string }; Body: ResultBody }>(
    "/daily/:day/results",
    { schema: { params: dayParams, body: resultBody, response: resultResponse } },
    async (request, reply) => {
      const { day } = request.params;
      const no = closed(day, opts.now());
      if (no !== undefined) return refuse(reply, no);
      const body = request.body;
      const name = parseName(body.name);
      if (!name.ok) return refuse(reply, { status: 400, error: name.error });
      const deal = opts.deals.deal(day);
      const game = replayDeal(deal, body.moves);
      if (!game.ok) return refuse(reply, { status: 400, error: game.error });
      const standing = await addResult(opts.db, {
        day,
        player: body.player.toLowerCase(),
        name: name.value,
        deal,
        cards: game.value.cards,
        won: game.value.won,
        moveCount: game.value.moveCount,
        ms: body.ms,
        hints: body.hints,
        undos: body.undos,
        moves: game.value.moves,
      });
      if (standing === null) {
        return refuse(reply, {
          status: 409,
          error: `this player already has a result for ${day}: the first one counts`,
        });
      }
      return reply.code(201).send(standing);
    },
  );
}
