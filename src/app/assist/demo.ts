import { parseMove } from "../../core/token.js";
import { t } from "../i18n/index.js";
import { SPEED_MS } from "../settings/settings.js";
import type { AppState, DemoSpeed } from "../state/app.js";
import { cancel, nextMove } from "./line.js";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The demo's pause between moves at each speed, after the cards have landed. */
const DEMO_PAUSE_MS: Readonly<Record<DemoSpeed, number>> = { slow: 900, normal: 300, fast: 40 };

/** From here on the computer plays: this game's win, if it comes, is not the player's. */
function takeOver(app: AppState): void {
  app.storage.persistence.peek()?.session.noteDemo();
  app.assist.demoPlayed.value = true;
}

/** Waits until automatic moves and card flights have stopped (the position stays put). */
export async function settle(app: AppState): Promise<void> {
  const ms = Math.max(60, SPEED_MS[app.settings.peek().speed]);
  for (let i = 0; i < 50; i++) {
    const v = app.game.version.peek();
    await sleep(ms);
    if (app.game.version.peek() === v) return;
  }
}

/** The computer plays the rest of the deal from the solver's line; the game cannot count as won. */
export async function startDemo(app: AppState): Promise<void> {
  const { demo } = app.assist;
  if (demo.value === "playing") return;
  takeOver(app);
  demo.value = "playing";
  while (demo.value === "playing" && !app.game.won.value) {
    if (!(await demoStep(app))) break;
    await settle(app);
    await sleep(DEMO_PAUSE_MS[app.assist.demoSpeed.peek()]);
  }
  if (demo.value === "playing") demo.value = app.game.won.value ? "off" : "paused";
}

export function pauseDemo(app: AppState): void {
  if (app.assist.demo.value === "playing") app.assist.demo.value = "paused";
}

export function stopDemo(app: AppState): void {
  app.assist.demo.value = "off";
  cancel(app);
}

/** One move of the demo; false when there is no winning line to follow. */
export async function demoStep(app: AppState): Promise<boolean> {
  const { demo } = app.assist;
  if (demo.value === "off") {
    takeOver(app);
    demo.value = "paused";
  }
  const h = await nextMove(app, t("demo.thinking"));
  if (h.kind !== "move") {
    app.assist.hint.value = h;
    if (demo.value === "playing") demo.value = "paused";
    return false;
  }
  const m = parseMove(app.game.game.position, h.token);
  return m.ok && app.game.play(m.value).ok;
}
