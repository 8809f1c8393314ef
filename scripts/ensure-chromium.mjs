// Makes sure the browser tests have their Chromium before any suite runs. Where it is missing,
// it installs Debian's chromium with apt-get when this shell can (root, apt-get on PATH);
// otherwise it prints one line that says what to install and exits 1, so the run stops
// instead of failing every browser test, and no suite is skipped silently.
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { CHROMIUM } from "./chromium.mjs";

const path = CHROMIUM.executablePath;

function found() {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function fail(reason) {
  console.error(
    `✗ Chromium for the browser tests: ${reason}; install Debian's chromium as root ` +
      `(apt-get install chromium) or set CHROMIUM to a Chromium binary`,
  );
  process.exit(1);
}

function aptGet(args) {
  const r = spawnSync("apt-get", args, {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return r.error ? null : r.status;
}

if (!found()) {
  if (process.getuid?.() !== 0) fail(`${path} is missing and this shell is not root`);
  console.log(`${path} is missing: installing Debian's chromium (apt-get)`);
  const updated = aptGet(["update", "-qq"]);
  if (updated === null) fail(`${path} is missing and apt-get is not on PATH`);
  if (updated !== 0 || aptGet(["install", "-y", "-qq", "chromium"]) !== 0) {
    fail(`${path} is missing and apt-get could not install chromium`);
  }
  if (!found()) fail(`apt-get installed chromium, but ${path} is still missing`);
}
