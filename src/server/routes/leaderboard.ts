import type { FastifyInstance } from "fastify";
import { binCounts } from "../histogram.js";
import { boardQuery, boardResponse, dayParams } from "../schemas.js";
import { type Board, readBoard } from "../storage/results.js";
import { type RouteOptions, refuse, unreadable } from "./context.js";

interface BoardQuery {
  board: Board;
  limit: string;
  player?: string;
}

/**
 * GET /daily/:day/leaderboard: the day's top results, the asking player's own row (when
 * ?player= is given), and how the day's results spread (cards reached; moves of the wins).
 */
export default async function leaderboard(app: FastifyInstance, opts: RouteOptions): Promise<void> {
  app.get<{ Params: { day: string }; Querystring: BoardQuery }>(
    "/daily/:day/leaderboard",
    { schema: { params: dayParams, querystring: boardQuery, response: boardResponse } },
    async (request, reply) => {
      const { day } = request.params;
      const no = unreadable(day, opts.now());
      if (no !== undefined) return refuse(reply, no);
      const { board, limit, player } = request.query;
      const b = await readBoard(opts.db, day, board, Number(limit), player?.toLowerCase());
      reply.header("cache-control", "no-cache");
      return {
        date: day,
        board,
        players: b.players,
        entries: b.entries,
        ...(player === undefined ? {} : { you: b.you }),
        histogram: { cards: b.cards, moves: binCounts(b.wins) },
      };
    },
  );
}
