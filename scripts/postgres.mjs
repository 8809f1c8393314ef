// A throwaway PostgreSQL server on this machine, for the database tests and the server
// benchmark: a new cluster in a temporary directory, on a free port of 127.0.0.1, removed when
// stopped. It uses Debian's postgresql package, installed with apt-get when missing and when
// running as root (as CI does for Chromium). PostgreSQL refuses to run as root, so under root
// the cluster belongs to the unprivileged user "postgres" (or "nobody").
//
//   vitest globalSetup: provides "postgres" = { url } or { error } to the tests
//   node scripts/postgres.mjs: starts one, prints its URL, stops on Ctrl-C
import { spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const DEBIAN_ROOT = "/usr/lib/postgresql";
const USER = "canfield";

const isRoot = () => process.getuid?.() === 0;

/** The directory of initdb and postgres: Debian's newest major version, else pg_config's. */
function findBinaries() {
  if (existsSync(DEBIAN_ROOT)) {
    const majors = readdirSync(DEBIAN_ROOT)
      .filter((v) => /^\d+$/.test(v) && existsSync(join(DEBIAN_ROOT, v, "bin", "initdb")))
      .sort((a, b) => Number(b) - Number(a));
    if (majors.length > 0) return join(DEBIAN_ROOT, majors[0], "bin");
  }
  const conf = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  const dir = conf.status === 0 ? conf.stdout.trim() : "";
  return dir !== "" && existsSync(join(dir, "initdb")) ? dir : undefined;
}

/** Installs Debian's postgresql when running as root; else why not, in a few words. */
function install() {
  if (!isRoot()) return "not root, so apt-get install postgresql is left to you";
  if (spawnSync("apt-get", ["--version"]).status !== 0) return "no apt-get to install it with";
  console.log("Installing Debian's postgresql for the database tests");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const r = spawnSync("apt-get", ["install", "-y", "-qq", "postgresql"], { encoding: "utf8", env });
  return r.status === 0
    ? ""
    : `apt-get install postgresql failed: ${r.stderr.trim().split("\n").at(-1)}`;
}

/** Who runs the cluster: this process, or under root an unprivileged user. */
function owner() {
  if (!isRoot()) return {};
  for (const name of ["postgres", "nobody"]) {
    const uid = spawnSync("id", ["-u", name], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", name], { encoding: "utf8" });
    if (uid.status === 0 && gid.status === 0) {
      return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
    }
  }
  throw new Error("running as root and no unprivileged user (postgres, nobody) to run PostgreSQL");
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts a new cluster. durable: false turns off fsync (tests); true keeps PostgreSQL's
 * defaults, as a real server would run (benchmark). Resolves to { url, bin, pid, stop }
 * (pid: the postmaster's).
 */
export async function startPostgres({ durable = false } = {}) {
  let bin = findBinaries();
  let why = "";
  if (bin === undefined) {
    why = install();
    bin = findBinaries();
  }
  if (bin === undefined) {
    throw new Error(
      `no PostgreSQL server binaries in ${DEBIAN_ROOT}/*/bin or pg_config --bindir${why ? ` (${why})` : ""}`,
    );
  }
  const who = owner();
  const dir = mkdtempSync(join(tmpdir(), "canfield-pg-"));
  if (who.uid !== undefined) chownSync(dir, who.uid, who.gid);
  const data = join(dir, "data");
  const init = spawnSync(
    join(bin, "initdb"),
    ["-D", data, "-U", USER, "--auth=trust", "-E", "UTF8", "--locale=C", "--no-sync"],
    { encoding: "utf8", ...who },
  );
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${(init.stderr || init.error?.message || "").trim()}`);
  }
  const port = await freePort();
  const settings = ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"];
  if (!durable) settings.push("-c", "fsync=off", "-c", "full_page_writes=off");
  const server = spawn(
    join(bin, "postgres"),
    ["-D", data, "-p", String(port), "-k", dir, ...settings],
    {
      stdio: ["ignore", "ignore", "pipe"],
      ...who,
    },
  );
  let log = "";
  server.stderr.on("data", (b) => {
    log = (log + b).slice(-4000);
  });
  const exited = new Promise((r) => server.once("exit", r));
  // Never left running when this process ends without stopping it.
  const kill = () => server.kill("SIGKILL");
  process.once("exit", kill);
  const stop = async () => {
    process.off("exit", kill);
    if (server.exitCode === null && server.signalCode === null) {
      server.kill("SIGINT");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    const ready = spawnSync(join(bin, "pg_isready"), ["-q", "-h", "127.0.0.1", "-p", String(port)]);
    if (ready.status === 0) break;
    if (server.exitCode !== null || i > 300) {
      await stop();
      throw new Error(`postgres did not start: ${log.trim().split("\n").at(-1) ?? ""}`);
    }
    await sleep(100);
  }
  return { url: `postgres://${USER}@127.0.0.1:${port}/postgres`, bin, pid: server.pid, stop };
}

let running;

/** vitest globalSetup: a cluster for the run, or the reason there is none (one line). */
export async function setup(project) {
  try {
    running = await startPostgres();
    project.provide("postgres", { url: running.url });
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    console.error(`PostgreSQL not available: ${reason}; its storage tests count as failed`);
    project.provide("postgres", { error: reason });
  }
}

export async function teardown() {
  await running?.stop();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const pg = await startPostgres({ durable: true });
  console.log(pg.url);
  const end = () => pg.stop().then(() => process.exit(0));
  process.once("SIGINT", end);
  process.once("SIGTERM", end);
}
