// Browser benchmark: builds the site, serves it on localhost and measures in headless
// Chromium the JavaScript and CSS transferred (gzip), the time to the first rendered deal, and
// the longest main-thread task while a run of cards is dragged across the table.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM } from "./chromium.mjs";

const PORT = 4175;
const BASE = `http://127.0.0.1:${PORT}/`;
const RUNS = 7;

const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
if (build.status !== 0) process.exit(1);

// 0. The offline game: every file the service worker precaches, plus the worker itself.
const sw = readFileSync("dist-web/sw.js", "utf8");
const precached = [...new Set([...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]))];
const swFiles = ["sw.js", ...[...sw.matchAll(/"\.\/(workbox-[\w-]+)"/g)].map((m) => `${m[1]}.js`)];
let preRaw = 0;
let preGz = 0;
for (const f of [...precached, ...swFiles]) {
  preRaw += statSync(`dist-web/${f}`).size;
  preGz += gzipSync(readFileSync(`dist-web/${f}`), { level: 9 }).length;
}
const server = spawn(
  "npx",
  ["vite", "preview", "--host", "127.0.0.1", "--port", String(PORT), "--strictPort"],
  {
    stdio: "ignore",
    detached: true,
  },
);
const stop = () => {
  try {
    process.kill(-server.pid);
  } catch {}
};
process.on("exit", stop);

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(BASE)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the preview server did not start");
}

const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

await waitForServer();
const browser = await chromium.launch(CHROMIUM);

// 1. JS and CSS the page loads, gzipped as a static host would send them.
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
const assets = new Set();
page.on("response", (r) => {
  const type = r.request().resourceType();
  if (type === "script" || type === "stylesheet") assets.add(new URL(r.url()).pathname);
});
await page.goto(`${BASE}#/deal/1?variant=classic`);
await page.waitForSelector("[data-card]");
let gz = 0;
let raw = 0;
for (const path of assets) {
  const body = readFileSync(`dist-web${path}`);
  raw += body.length;
  gz += gzipSync(body, { level: 9 }).length;
}

// 2. Time from navigation to the first frame with the deal's cards on screen (cold page each run).
const times = [];
for (let i = 0; i < RUNS; i++) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const p = await ctx.newPage();
  await p.addInitScript(() => {
    const seen = () => {
      if (document.querySelectorAll("[data-card]").length >= 6) {
        requestAnimationFrame(() => {
          globalThis.__firstDeal = performance.now();
        });
        return true;
      }
      return false;
    };
    new MutationObserver((_, obs) => {
      if (seen()) obs.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await p.goto(`${BASE}#/deal/${i + 1}?variant=classic`);
  await p.waitForFunction(() => globalThis.__firstDeal !== undefined);
  times.push(await p.evaluate(() => globalThis.__firstDeal));
  await ctx.close();
}

// 3. Drag a run of cards around the table and back; record long tasks and frame gaps.
const fixture = readFileSync("e2e/fixtures.ts", "utf8");
const moves = /WIN_MOVES =\s*"([^"]+)"/.exec(fixture)[1].split(" ");
const firstRun = moves.findIndex((m) => m.includes(":"));
const drag = await browser.newPage({ viewport: { width: 1280, height: 720 } });
await drag.addInitScript(() => {
  localStorage.setItem("canfield.settings.v1", JSON.stringify({ auto: "off", speed: "off" }));
});
await drag.goto(`${BASE}#/deal/1?variant=classic`);
await drag.waitForSelector("[data-card]");
for (const tok of moves.slice(0, firstRun)) {
  if (tok === "s") {
    await drag.keyboard.press("s");
    continue;
  }
  const m = /^(r|w|t([1-4]))(f|t([1-4]))(?::(\d+))?$/.exec(tok);
  const src = m[2] ?? m[1];
  for (let i = 0; i < Number(m[5] ?? 1); i++) await drag.keyboard.press(src);
  await drag.keyboard.press(m[4] ?? "f");
}
const counter = await drag.getByTestId("moves").textContent();
if (counter !== `Moves ${firstRun}`)
  throw new Error(`the moves before the run did not play: ${counter}`);
const srcPile = `t${/^t(\d)/.exec(moves[firstRun])[1]}`;
const n = Number(moves[firstRun].split(":")[1]);
const runCard = await drag.evaluate(
  ([pileId, count]) => {
    const pile = document.querySelector(`[data-pile="${pileId}"]`).getBoundingClientRect();
    const cards = [...document.querySelectorAll("[data-card]")].filter((c) => {
      const r = c.getBoundingClientRect();
      return Math.abs(r.x - pile.x) < 2 && r.y >= pile.y - 1;
    });
    cards.sort((a, b) => a.getBoundingClientRect().y - b.getBoundingClientRect().y);
    return cards[cards.length - count].getAttribute("data-card");
  },
  [srcPile, n],
);
// Long tasks and frame gaps are recorded only while the pointer is down.
await drag.evaluate(() => {
  globalThis.__long = [];
  globalThis.__gaps = [];
  let down = false;
  addEventListener(
    "pointerdown",
    () => {
      down = true;
    },
    true,
  );
  addEventListener(
    "pointerup",
    () => {
      down = false;
    },
    true,
  );
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) globalThis.__long.push(e.duration);
  }).observe({ type: "longtask" });
  let last = performance.now();
  const tick = (t) => {
    if (down) globalThis.__gaps.push(t - last);
    last = t;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
});
const DRAGS = 5;
for (let r = 0; r < DRAGS; r++) {
  const b = await drag.locator(`[data-card="${runCard}"]`).boundingBox();
  const sx = b.x + b.width / 2;
  const sy = b.y + 10;
  await drag.mouse.move(sx, sy);
  await drag.mouse.down();
  const path = [
    [80, 80],
    [1200, 100],
    [1200, 600],
    [100, 600],
    [640, 360],
    [sx + 300, sy + 40],
  ];
  for (const [x, y] of path) await drag.mouse.move(x, y, { steps: 30 });
  await drag.mouse.up();
  await drag.waitForTimeout(500);
}
const { long, gaps } = await drag.evaluate(() => ({
  long: globalThis.__long,
  gaps: globalThis.__gaps.slice(1),
}));
await browser.close();
stop();

const longest = long.length ? Math.max(...long) : 0;
console.log(`run cards dragged: ${n} (from ${srcPile}, bottom card ${runCard})`);
console.log(
  `JS + CSS transferred: ${kb(gz)} gzip (${kb(raw)} raw, ${assets.size} files) — target ≤ 80 KB`,
);
console.log(
  `first deal on screen: median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms over ${RUNS} cold loads — target ≤ 1000 ms`,
);
console.log(
  `drag of a run (${DRAGS} drags, 180 pointer moves each): ${long.length} long tasks (> 50 ms)${long.length ? `, longest ${longest.toFixed(0)} ms` : ""}; frame gaps while dragging: median ${median(gaps).toFixed(1)} ms, longest ${Math.max(...gaps).toFixed(1)} ms over ${gaps.length} frames — target: no task over 50 ms`,
);
console.log(
  `offline game (precache of ${precached.length} files + service worker): ${(preGz / 1024).toFixed(1)} KB gzip (${(preRaw / 1024).toFixed(1)} KB raw) — target < 300 KB`,
);
process.exit(longest > 50 ? 1 : 0);
