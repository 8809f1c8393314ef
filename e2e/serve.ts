import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";

/** The build that playwright.config.ts's web server made for this run. */
export const SITE = "test-results/site";

/** The command line and the server, compiled: npm test builds them first, a lone run here. */
export function ensureServerBuilt(): void {
  if (!existsSync("dist/server/main.js")) {
    expect(spawnSync("npm", ["run", "-s", "build:cli"], { stdio: "inherit" }).status).toBe(0);
  }
}

/**
 * `canfield serve` on a port and a data directory, serving the test build, once it answers;
 * throws when it exits first (the port taken, say).
 */
export async function serve(
  port: number,
  dir: string,
  extra: readonly string[] = [],
): Promise<ChildProcess> {
  const child = spawn(
    "node",
    ["bin/canfield.js", "serve", "--port", String(port), "--data", dir, "--site", SITE, ...extra],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  for (let i = 0; ; i++) {
    try {
      // Its own answer, not another server's page that took the port first.
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (health.ok && ((await health.json()) as { ok?: unknown }).ok === true) return child;
    } catch {}
    if (child.exitCode !== null || i > 1200) throw new Error("canfield serve did not start");
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Stops a server cleanly (SIGTERM) and waits until it has exited. */
export async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

/** The port this checkout's browser tests may use, `offset` past the preview's (E2E_PORT). */
export const portAt = (offset: number): number => Number(process.env.E2E_PORT ?? 4174) + offset;

/**
 * `canfield serve` for every test of the file that calls it: on its own port and a fresh
 * data directory, started before the first test and stopped (its data removed) after the
 * last. Returns the server's base URL.
 */
export function serveForFile(offset: number, extra: readonly string[] = []): string {
  const port = portAt(offset);
  let server: ChildProcess | undefined;
  let data = "";
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    ensureServerBuilt();
    data = mkdtempSync(join(tmpdir(), "canfield-e2e-"));
    server = await serve(port, data, extra);
  });
  test.afterAll(async () => {
    await stop(server);
    rmSync(data, { recursive: true, force: true });
  });
  return `http://127.0.0.1:${port}/`;
}
