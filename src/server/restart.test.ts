import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { buildApp } from "./app.js";
import { migrate } from "./storage/migrations.js";
import { openPGlite } from "./storage/pglite.js";
import { winningLine } from "./testing.js";

const DAY = "2026-05-02";
const now = () => Date.parse(`${DAY}T12:00:00Z`);
const dir = mkdtempSync(join(tmpdir(), "canfield-restart-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A server on the embedded database in dir, as `canfield serve --data dir` starts one. */
async function start() {
  const db = await openPGlite(dir);
  await migrate(db);
  const app = await buildApp({ db, now, rateLimit: 1000 });
  return {
    app,
    stop: async () => {
      await app.close();
      await db.close();
    },
  };
}

test("a stopped and restarted server has every result, and still refuses a second one", async () => {
  const line = winningLine(DAY).tokens;
  const players = Array.from({ length: 6 }, () => randomUUID());
  const first = await start();
  for (const [i, player] of players.entries()) {
    const r = await first.app.inject({
      method: "POST",
      url: `/api/daily/${DAY}/results`,
      payload: {
        player,
        name: `P${i}`,
        moves: line.slice(0, 10 * (i + 1)).join(" "),
        ms: 1000,
        hints: 0,
        undos: 0,
      },
    });
    expect(r.statusCode).toBe(201);
  }
  const before = (await first.app.inject(`/api/daily/${DAY}/leaderboard`)).json();
  await first.stop();

  const second = await start();
  try {
    const after = (await second.app.inject(`/api/daily/${DAY}/leaderboard`)).json();
    expect(after).toEqual(before);
    expect(after.players).toBe(players.length);
    const again = await second.app.inject({
      method: "POST",
      url: `/api/daily/${DAY}/results`,
      payload: { player: players[0], name: "Again", moves: "", ms: 1, hints: 0, undos: 0 },
    });
    expect(again.statusCode).toBe(409);
  } finally {
    await second.stop();
  }
});
