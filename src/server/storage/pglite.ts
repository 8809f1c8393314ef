import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Database, Sql } from "./database.js";

/** The process that has a data directory open, so that a second server cannot open it too. */
export const LOCK_FILE = "server.pid";

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** Takes the data directory for this process, or says which process has it. */
function lock(dir: string): () => void {
  const file = join(dir, LOCK_FILE);
  try {
    writeFileSync(file, String(process.pid), { flag: "wx" });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    const pid = Number(readFileSync(file, "utf8"));
    if (Number.isInteger(pid) && pid !== process.pid && alive(pid)) {
      throw new Error(
        `${dir} is in use by process ${pid}: one server at a time may open an embedded database (remove ${file} if that process is not a server)`,
      );
    }
    // Left by a server that did not stop cleanly.
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}

const wrap = (db: Pick<PGlite, "query" | "exec">): Sql => ({
  async query<T>(text: string, params: readonly unknown[] = []) {
    return (await db.query<T>(text, [...params])).rows;
  },
  async exec(text: string) {
    await db.exec(text);
  },
});

/**
 * Runs database work one piece at a time, each in a turn of the event loop of its own.
 * PGlite runs a statement synchronously in WebAssembly, and its own queue starts the next
 * waiting statement as soon as one ends, without a pause: under load a queue of a hundred
 * statements held the event loop for seconds, so no request was read and no timer ran
 * (stalls of 1-4 s seen with 100 clients). Between two pieces of work here, the server
 * reads its sockets.
 */
function turnByTurn(): <T>(work: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (work) => {
    const next = last.then(() => new Promise((r) => setImmediate(r))).then(work);
    last = next.catch(() => {});
    return next;
  };
}

/**
 * PostgreSQL compiled to WebAssembly, in this process: its files in DIR/pglite, or in memory
 * when dir is undefined (tests). One connection, so statements run one at a time.
 */
export async function openPGlite(dir: string | undefined): Promise<Database> {
  let unlock = () => {};
  let db: PGlite;
  if (dir === undefined) db = await PGlite.create();
  else {
    mkdirSync(dir, { recursive: true });
    unlock = lock(dir);
    try {
      db = await PGlite.create(join(dir, "pglite"));
    } catch (e) {
      unlock();
      throw e;
    }
  }
  const inTurn = turnByTurn();
  const direct = wrap(db);
  return {
    kind: "pglite",
    query: (text, params) => inTurn(() => direct.query(text, params)),
    exec: (text) => inTurn(() => direct.exec(text)),
    // A transaction is one piece of work: its statements go straight to it.
    transaction: (fn) => inTurn(() => db.transaction((tx) => fn(wrap(tx)))),
    async close() {
      await db.close();
      unlock();
    },
  };
}
