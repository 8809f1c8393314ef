// Server benchmark: concurrent clients (autocannon, in this process) send verified results of
// different players to `canfield serve` (another process), on the embedded database (PGlite)
// and on a PostgreSQL server (a throwaway cluster with PostgreSQL's durable defaults).
//
//   npm run bench:server [-- --connections 10,25,50,100 --amount 5000 --processes 2
//                           --only pglite|postgresql]
//
// Each run starts a server on an empty database, warms it up, then sends AMOUNT results over
// N connections, each client sending its next result as soon as the last is answered. It
// prints results a second, median and 99th-percentile latency, errors, the CPU time a result
// took in each process (a figure the other work on a shared machine changes far less than it
// changes seconds), and then counts the rows in the database against the results the server
// accepted (201). On PostgreSQL the runs are made again with PROCESSES servers sharing it.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { openPGlite } from "../dist/server/storage/pglite.js";
import { openPostgres } from "../dist/server/storage/postgres.js";
import { countResults } from "../dist/server/storage/results.js";
import { winningLine } from "../dist/server/testing.js";
import { daysTakingResults, takesResults } from "../dist/server/window.js";
import { startPostgres } from "./postgres.mjs";

const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "10,25,50,100" },
    processes: { type: "string", default: "2" },
    amount: { type: "string", default: "5000" },
    only: { type: "string" },
    port: { type: "string", default: "4177" },
  },
});
const CONNECTIONS = values.connections.split(",").map(Number);
const AMOUNT = Number(values.amount);
const PORT = Number(values.port);
const PROCESSES = Number(values.processes);
const url = (port) => `http://127.0.0.1:${port}`;
const WARM_UP = 500;

// Two dates that take results for the next hour: one for the warm-up, one for the run.
const hour = Date.now() + 3_600_000;
const [WARM_DAY, DAY] = daysTakingResults(Date.now())
  .filter((d) => takesResults(d, hour))
  .slice(-2);
// Every result is a new player's real line of the date's deal: the whole winning line or a
// part of it (so that results rank apart), with a time and some hints and undos.
const LINES = new Map(
  [WARM_DAY, DAY].map((day) => {
    const { tokens } = winningLine(day);
    const parts = [1, 0.9, 0.75, 0.5, 0.25].map((f) =>
      tokens.slice(0, Math.round(tokens.length * f)),
    );
    return [day, parts.map((t) => t.join(" "))];
  }),
);
let sent = 0;
function nextBody(day) {
  const i = sent++;
  const lines = LINES.get(day);
  return JSON.stringify({
    player: randomUUID(),
    name: `Bench ${i}`,
    moves: lines[i % lines.length],
    ms: 60_000 + ((i * 7919) % 600_000),
    hints: i % 3 === 0 ? 1 : 0,
    undos: i % 5 === 0 ? 2 : 0,
  });
}

async function startServer(args, port) {
  // Returns stop(), with the server's pid on it for the CPU count.
  const server = spawn(
    "node",
    ["bin/canfield.js", "serve", "--port", String(port), "--rate-limit", "1000000000", ...args],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let log = "";
  server.stderr.on("data", (b) => {
    log += b;
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url(port)}/api/health`)).ok) break;
    } catch {}
    if (server.exitCode !== null || i > 1200) throw new Error(`the server did not start: ${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = async () => {
    const exited = new Promise((r) => server.once("exit", r));
    server.kill("SIGTERM");
    await exited;
  };
  stop.pid = server.pid;
  return stop;
}

/** autocannon spreads the connections over the servers' addresses in turn. */
const load = (ports, day, amount, connections) =>
  autocannon({
    url: ports.map(url),
    connections,
    amount,
    requests: [
      {
        method: "POST",
        path: `/api/daily/${day}/results`,
        headers: { "content-type": "application/json" },
        setupRequest: (req) => ({ ...req, body: nextBody(day) }),
      },
    ],
  });

const failures = (r) => r.errors + r.timeouts + r.non2xx;

// CPU time, which the other work on a shared machine changes far less than it changes
// seconds: user + system time of processes this benchmark started, from the kernel's
// per-process counters (/proc/PID/stat, in ticks of 10 ms).
const TICK_MS = 10;
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}
/** A process and its children (a PostgreSQL server and its backends). */
function familyCpuMs(pid) {
  let total = cpuMs(pid);
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1].split(" ");
      if (Number(stat[1]) === pid) total += cpuMs(entry);
    } catch {}
  }
  return total;
}

/**
 * One run on a fresh database, by `processes` servers on it: open() gives the servers'
 * arguments and a row counter.
 */
async function run(storage, connections, open, processes = 1) {
  const { args, count, close, dbPid } = await open();
  try {
    const ports = Array.from({ length: processes }, (_, i) => PORT + i);
    const stops = [];
    for (const port of ports) stops.push(await startServer(args, port));
    const warm = await load(ports, WARM_DAY, WARM_UP, 4);
    const serverCpu = () => stops.reduce((a, s) => a + cpuMs(s.pid), 0);
    const dbCpu = () => (dbPid === undefined ? 0 : familyCpuMs(dbPid));
    const [server0, db0, tool0] = [serverCpu(), dbCpu(), process.cpuUsage()];
    const r = await load(ports, DAY, AMOUNT, connections);
    const [server1, db1, tool] = [serverCpu(), dbCpu(), process.cpuUsage(tool0)];
    for (const stop of stops) await stop();
    const accepted = warm["2xx"] + r["2xx"];
    const rows = (await count(WARM_DAY)) + (await count(DAY));
    return {
      storage: processes === 1 ? storage : `${storage} (${processes} servers)`,
      clients: connections,
      "results/s": Math.round(r["2xx"] / r.duration),
      "p50 ms": r.latency.p50,
      "p99 ms": r.latency.p99,
      "max ms": r.latency.max,
      // CPU a result: the server processes (PGlite's database included), the PostgreSQL server.
      "server cpu ms": Number(((server1 - server0) / r["2xx"]).toFixed(2)),
      "db cpu ms": Number(((db1 - db0) / r["2xx"]).toFixed(2)),
      // …and the load tool's own (autocannon, this process).
      "client cpu ms": Number(((tool.user + tool.system) / 1000 / r["2xx"]).toFixed(2)),
      errors: failures(warm) + failures(r),
      // Answered 201 but not in the database (less than 0: stored, answered after a time-out).
      "201s": accepted,
      rows,
      missing: accepted - rows,
    };
  } finally {
    await close();
  }
}

/** An empty embedded database in a new directory. */
async function freshPGlite() {
  const data = mkdtempSync(join(tmpdir(), "canfield-bench-"));
  return {
    args: ["--data", data, "--site", join(data, "no-site")],
    count: async (day) => {
      const db = await openPGlite(data);
      try {
        return await countResults(db, day);
      } finally {
        await db.close();
      }
    },
    close: async () => rmSync(data, { recursive: true, force: true }),
  };
}

/** An empty database on the PostgreSQL server. */
function freshPostgres(serverUrl, dbPid) {
  let n = 0;
  return async () => {
    const name = `bench_${process.pid}_${n++}`;
    const admin = new pg.Client(serverUrl);
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = serverUrl.replace(/\/postgres$/, `/${name}`);
    return {
      args: ["--database", url, "--site", "/no-site"],
      count: async (day) => {
        const db = await openPostgres(url, 1);
        try {
          return await countResults(db, day);
        } finally {
          await db.close();
        }
      },
      close: async () => {},
      dbPid,
    };
  };
}

const table = [];
const before = loadavg().map((x) => x.toFixed(2));
console.log(
  `${AMOUNT} results a run after ${WARM_UP} to warm up, each a new player's verified result for ${DAY}`,
);

if (values.only !== "postgresql") {
  for (const c of CONNECTIONS) table.push(await run("PGlite", c, freshPGlite));
}
if (values.only !== "pglite") {
  let server;
  try {
    server = await startPostgres({ durable: true });
  } catch (e) {
    console.error(`PostgreSQL not available: ${e.message}`);
    process.exitCode = 1;
  }
  if (server !== undefined) {
    try {
      const open = freshPostgres(server.url, server.pid);
      for (const c of CONNECTIONS) table.push(await run("PostgreSQL", c, open));
      // The servers keep nothing between requests: several of them share one database.
      if (PROCESSES > 1) {
        for (const c of CONNECTIONS) table.push(await run("PostgreSQL", c, open, PROCESSES));
      }
    } finally {
      await server.stop();
    }
  }
}

console.table(table);
if (table.some((r) => r.missing !== 0 || r.errors !== 0)) process.exitCode = 1;
const after = loadavg().map((x) => x.toFixed(2));
console.log(`load average (1, 5, 15 min) before: ${before.join(" ")}; after: ${after.join(" ")}`);
