import { defineConfig } from "@playwright/test";
import { CHROMIUM } from "./scripts/chromium.mjs";

// Browser tests against the production build, in Debian's Chromium (no tool downloads a browser).
// E2E_PORT lets several checkouts on one machine run their browser tests at once.
const PORT = Number(process.env.E2E_PORT ?? 4174);

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  timeout: 240_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: "list",
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    headless: true,
    screenshot: "on",
    trace: "retain-on-failure",
    launchOptions: CHROMIUM,
  },
  webServer: {
    // A build of its own, so that another build of dist-web/ cannot pull files from under a run.
    command: `npx vite build --logLevel warn --outDir test-results/site --emptyOutDir && npx vite preview --outDir test-results/site --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
