// How every browser run here launches Debian's Chromium (no tool downloads a browser): no
// sandbox (containers), no GPU, and none of the background traffic that has no network to use.
export const CHROMIUM = {
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};
