// How every browser run here launches Debian's Chromium (no tool downloads a browser): no
// sandbox (containers), no GPU, and none of the background traffic that has no network to use.
// CHROMIUM names another binary (scripts/ensure-chromium.mjs installs the default where missing).
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};
