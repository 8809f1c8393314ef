import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildApp } from "./app.js";
import type { Database } from "./storage/database.js";
import { migrate } from "./storage/migrations.js";
import { openPGlite } from "./storage/pglite.js";

describe("the game's files, served beside the API", () => {
  const root = mkdtempSync(join(tmpdir(), "canfield-site-"));
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    mkdirSync(join(root, "assets"));
    writeFileSync(join(root, "index.html"), "<!doctype html><title>Canfield</title>");
    writeFileSync(join(root, "sw.js"), "self.addEventListener('install', () => {});");
    writeFileSync(join(root, "assets", "index-abc123.js"), "export {};");
    db = await openPGlite(undefined);
    await migrate(db);
    app = await buildApp({ db, site: root, rateLimit: 2 });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    rmSync(root, { recursive: true, force: true });
  });

  test("the page, with the security headers", async () => {
    const r = await app.inject("/");
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-type"]).toMatch(/^text\/html/);
    expect(r.headers["content-security-policy"]).toMatch(/script-src 'self'/);
    expect(r.headers["x-frame-options"]).toBe("DENY");
    expect(r.headers["cache-control"]).toBe("no-cache");
  });

  test("files named by their content are cached for good; the service worker never", async () => {
    const asset = await app.inject("/assets/index-abc123.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await app.inject("/sw.js")).headers["cache-control"]).toBe("no-cache");
  });

  test("the game's files do not count against the API's rate limit", async () => {
    for (let i = 0; i < 10; i++) expect((await app.inject("/")).statusCode).toBe(200);
    expect((await app.inject("/api/health")).statusCode).toBe(200);
  });

  test("a file that is not there is a 404, and nothing outside the site is reachable", async () => {
    expect((await app.inject("/nothing.js")).statusCode).toBe(404);
    const up = await app.inject("/../../../etc/passwd");
    expect(up.statusCode).toBe(404);
    expect(up.body).not.toContain("root:");
  });
});
