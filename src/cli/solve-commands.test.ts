import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Runs the built command (npm test builds it first: `npm run build:cli`).
const BIN = join(import.meta.dirname, "../../bin/canfield.js");

function run(args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8" });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe("canfield solve", () => {
  it("prints a winning line that `show` confirms ends won", () => {
    const r = run(["solve", "--deal", "1", "--max-nodes", "200000"]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as {
      result: string;
      moves: string[];
      nodes: number;
      ms: number;
    };
    expect(Object.keys(out)).toEqual(["result", "moves", "nodes", "ms"]);
    expect(out.result).toBe("win");
    expect(out.nodes).toBeGreaterThan(0);
    for (const t of out.moves) expect(t).toMatch(/^(s|(r|w|t[1-4])(f|t[1-4])(:[1-9]\d?)?)$/);
    // Canonical tokens: no ":n" for one card. Deal 1's line moves one card into a space where a
    // run of two could also go: the bare token must read back as the one-card move.
    expect(out.moves.some((t) => t.endsWith(":1"))).toBe(false);
    const shown = JSON.parse(
      execFileSync(process.execPath, [BIN, "show", "--deal", "1", "--moves", out.moves.join(" ")], {
        encoding: "utf8",
      }),
    ) as { status: string };
    expect(shown.status).toBe("won");
  });

  it("solves from the position after --moves, in another variant", () => {
    const r = run([
      "solve",
      "--deal",
      "3",
      "--variant",
      "strict",
      "--moves",
      "s s",
      "--max-nodes",
      "200000",
    ]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { result: string; moves: string[] };
    expect(["win", "loss", "unknown"]).toContain(out.result);
    if (out.result === "win") {
      const shown = run([
        "show",
        "--deal",
        "3",
        "--variant",
        "strict",
        "--moves",
        `s s ${out.moves.join(" ")}`,
      ]);
      expect(JSON.parse(shown.stdout).status).toBe("won");
    }
  });

  it("proves a lost deal", () => {
    // Deal 2 is lost in classic (pinned in src/solver/deals.test.ts).
    const out = JSON.parse(run(["solve", "--deal", "2", "--max-nodes", "200000"]).stdout);
    expect(out).toMatchObject({ result: "loss", moves: [] });
  });

  it("gives up with unknown when the node budget is spent", () => {
    const out = JSON.parse(run(["solve", "--deal", "17", "--max-nodes", "10"]).stdout);
    expect(out.result).toBe("unknown");
    expect(out.nodes).toBeLessThanOrEqual(10);
  });

  it.each([
    [["solve", "--deal", "1", "--max-nodes", "abc"], /--max-nodes abc/],
    [["solve", "--deal", "1", "--max-seconds", "-1"], /max-seconds/],
    [["solve", "--deal", "1", "--moves", "s zz"], /move 2 "zz"/],
    [["solve", "--cards", "AcAc"], /104 characters/],
    [["solve", "--deal", "1", "--bogus"], /bogus/],
  ])("bad input %j: exit 2, one line", (args, message) => {
    const r = run(args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/at .*\.js/);
  });
});

describe("canfield survey", () => {
  it("summarizes a range of deals with two workers and writes the CSV", () => {
    const dir = mkdtempSync(join(tmpdir(), "canfield-survey-"));
    const csv = join(dir, "deals.csv");
    const r = run([
      "survey",
      "--from",
      "0",
      "--count",
      "12",
      "--max-nodes",
      "20000",
      "--jobs",
      "2",
      "--csv",
      csv,
    ]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(""); // not a terminal: no progress bar
    const s = JSON.parse(r.stdout);
    expect(s.count).toBe(12);
    expect(s.win + s.loss + s.unknown).toBe(12);
    expect(s.loss).toBeGreaterThanOrEqual(1); // deal 2 is lost
    expect(s.winRate).toBeCloseTo(s.win / 12, 5);
    expect(s.winRate95[0]).toBeLessThan(s.winRate);
    expect(s.winRate95[1]).toBeGreaterThan(s.winRate);
    expect(s.ms.median).toBeLessThanOrEqual(s.ms.p90);
    expect(s.ms.p90).toBeLessThanOrEqual(s.ms.p99);
    expect(s.ms.p99).toBeLessThanOrEqual(s.ms.max);
    const rows = readFileSync(csv, "utf8").trim().split("\n");
    expect(rows[0]).toBe("deal,result,nodes,ms,length");
    expect(rows.slice(1).map((row) => Number(row.split(",")[0]))).toEqual([...Array(12).keys()]);
    // The same node budget gives the same verdicts as `solve`.
    const row2 = (rows[3] as string).split(",");
    const solved = JSON.parse(run(["solve", "--deal", "2", "--max-nodes", "20000"]).stdout);
    expect(row2[1]).toBe(solved.result);
    expect(Number(row2[2])).toBe(solved.nodes);
    const wins = rows.slice(1).filter((row) => row.split(",")[1] === "win");
    expect(wins.length).toBe(s.win);
    for (const row of wins) expect(Number(row.split(",")[4])).toBeGreaterThan(0);
  });

  it.each([
    [["survey", "--count", "3"], /--from/],
    [["survey", "--from", "x", "--count", "3"], /--from x/],
    [["survey", "--from", "0"], /--count/],
    [["survey", "--from", "0", "--count", "0"], /--count 0/],
    [["survey", "--from", "0", "--count", "2", "--jobs", "0"], /--jobs 0/],
    [["survey", "--from", "4294967295", "--count", "2"], /past 4294967295/],
    [["survey", "--from", "0", "--count", "2", "--variant", "nope"], /unknown variant/],
    [["survey", "--from", "0", "--count", "2", "--csv", "/nonexistent/dir/x.csv"], /--csv/],
  ])("bad input %j: exit 2, one line", (args, message) => {
    const r = run(args);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(message);
  });
});
