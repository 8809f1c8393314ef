import { describe, expect, test } from "vitest";
import { describeStorage, parseServeOptions } from "./options.js";

describe("canfield serve's options", () => {
  test("defaults: 127.0.0.1:4173, the embedded database in ./data, 60 requests a minute", () => {
    expect(parseServeOptions([], {})).toEqual({
      ok: true,
      value: {
        help: false,
        host: "127.0.0.1",
        port: 4173,
        database: undefined,
        data: "data",
        rateLimit: 60,
        site: undefined,
      },
    });
  });

  test("every option, and DATABASE_URL when --database is not given", () => {
    const args = [
      "--host",
      "0.0.0.0",
      "--port",
      "8080",
      "--data",
      "/tmp/x",
      "--rate-limit",
      "5000",
    ];
    const r = parseServeOptions(args, { DATABASE_URL: "postgres://u:secret@db:5433/canfield" });
    expect(r).toMatchObject({
      ok: true,
      value: { host: "0.0.0.0", port: 8080, data: "/tmp/x", rateLimit: 5000 },
    });
    expect(r.ok && r.value.database).toBe("postgres://u:secret@db:5433/canfield");
    const flag = parseServeOptions(["--database", "postgresql://h/d"], {
      DATABASE_URL: "postgres://x/y",
    });
    expect(flag.ok && flag.value.database).toBe("postgresql://h/d");
  });

  test.each([
    [["--port", "99999"], "--port 99999: expected a whole number from 0 to 65535"],
    [["--rate-limit", "0"], "--rate-limit 0: expected a whole number from 1 to 1000000000"],
    [["--database", "mysql://x"], "--database mysql://x: expected a postgres:// URL"],
    [["--colour"], /Unknown option '--colour'/],
    [["now"], /Unexpected argument 'now'/],
  ])("%j is refused", (args, why) => {
    const r = parseServeOptions(args, {});
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(why);
  });

  test("the start-up line never shows a password", () => {
    const r = parseServeOptions([], {
      DATABASE_URL: "postgres://u:secret@db.example:5433/canfield",
    });
    expect(r.ok && describeStorage(r.value)).toBe("PostgreSQL at db.example:5433/canfield");
    const embedded = parseServeOptions(["--data", "here"], {});
    expect(embedded.ok && describeStorage(embedded.value)).toBe("the embedded database in here");
  });
});
