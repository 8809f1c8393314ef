// Runs every suite (static checks, unit tests in vitest, browser tests in Playwright) and ends
// with one line "N passed, N failed" summing them all, as CI reads it.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return r.status ?? 1;
}

// What the suites need on this machine, each installed by its script where it can be; where
// one cannot be had, the run stops at once with that script's one line, counted as failed.
const needs = ["scripts/ensure-chromium.mjs"];
for (const need of needs) {
  if (run("node", [need]) !== 0) {
    console.log("0 passed, 1 failed");
    process.exit(1);
  }
}

const results = "test-results";
rmSync(`${results}/vitest.json`, { force: true });
rmSync(`${results}/e2e.json`, { force: true });
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;
let problems = 0;

problems += run("npm", ["run", "--silent", "build:cli"]) === 0 ? 0 : 1;

// Static checks count as tests: each type-check, the linter and the layer rules
// (docs/architecture.md) pass or fail as a whole.
const checks = [
  ["tsc", "-p", "tsconfig.core.json"],
  ["tsc", "-p", "tsconfig.cli.json", "--noEmit"],
  ["tsc", "-p", "tsconfig.app.json", "--noEmit"],
  ["tsc", "-p", "tsconfig.tests.json"],
  ["tsc", "-p", "tsconfig.e2e.json"],
  ["biome", "check", "."],
  ["biome", "lint", "--config-path=layers.biome.jsonc", "src", "e2e"],
];
for (const check of checks) {
  const ok = run("npx", check) === 0;
  console.log(`${ok ? "✓" : "✗"} ${check.join(" ")}`);
  if (ok) passed++;
  else failed++;
}

run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile=${results}/vitest.json`,
]);
if (existsSync(`${results}/vitest.json`)) {
  const v = JSON.parse(readFileSync(`${results}/vitest.json`, "utf8"));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  const skipped = v.numPendingTests + v.numTodoTests;
  if (skipped > 0) {
    console.error(`${skipped} unit tests were skipped: counted as failed`);
    failed += skipped;
  }
  if (!v.success && v.numFailedTests === 0) problems++;
} else problems++;

run("npx", ["playwright", "test", "--reporter=list,json"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/e2e.json`,
});
if (existsSync(`${results}/e2e.json`)) {
  const s = JSON.parse(readFileSync(`${results}/e2e.json`, "utf8")).stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  if (s.skipped > 0) {
    console.error(`${s.skipped} browser tests were skipped: counted as failed`);
    failed += s.skipped;
  }
} else problems++;

if (problems > 0) console.error(`${problems} suite(s) could not run or report`);
console.log(`${passed} passed, ${failed + problems} failed`);
process.exit(failed + problems > 0 ? 1 : 0);
