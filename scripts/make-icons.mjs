// Renders the app icons (public/icons/*.svg) to the PNG sizes that install prompts want,
// in headless Chromium. Run after changing an SVG: node scripts/make-icons.mjs
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM } from "./chromium.mjs";

const DIR = "public/icons";
const OUT = [
  ["icon.svg", "icon-192.png", 192],
  ["icon.svg", "icon-512.png", 512],
  ["maskable.svg", "maskable-512.png", 512],
  ["maskable.svg", "apple-touch-icon.png", 180],
];
const browser = await chromium.launch(CHROMIUM);
const page = await browser.newPage();
for (const [svg, png, size] of OUT) {
  const markup = readFileSync(`${DIR}/${svg}`, "utf8");
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${markup}`,
  );
  await page.screenshot({ path: `${DIR}/${png}`, omitBackground: true });
  console.log(`${DIR}/${png} ${size}×${size}`);
}
await browser.close();
