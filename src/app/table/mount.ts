import { effect } from "@preact/signals";
import { language } from "../i18n/index.js";
import { SPEED_MS } from "../settings/settings.js";
import { openDialog } from "../state/actions.js";
import type { AppState } from "../state/app.js";
import { handleKey, pickedCards } from "./keyboard.js";
import { PointerInput } from "./pointer.js";
import { TableView } from "./table.js";
import { celebrate } from "./win.js";

const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Milliseconds for one card's flight with the player's settings and the system's wishes. */
export const flightMs = (app: AppState): number =>
  reducedMotion() ? 0 : SPEED_MS[app.settings.peek().speed];

/**
 * Puts the table into its element and keeps it in step with the state: the position, the
 * layout settings, the marks and the language. Pointer and keys play through the actions.
 */
export function mountTable(app: AppState, el: HTMLElement): TableView {
  const { game, marks, settings } = app;
  const view = new TableView(el, {
    position: () => game.game.position,
    leftHanded: () => settings.peek().leftHanded,
    large: () => settings.peek().largeCards,
    flightMs: () => flightMs(app),
    marks: () => ({
      selected: pickedCards(game.game.position, marks.keyPick.peek()),
      held: marks.held.peek(),
      targets: marks.targets.peek(),
      hint: marks.hint.peek(),
    }),
  });
  new PointerInput(view, app);

  // A change of the position drops whatever the keys had picked up, and flies the cards.
  game.version.subscribe(() => {
    marks.keyPick.value = undefined;
    view.redraw();
  });
  effect(() => {
    const s = settings.value;
    el.classList.toggle("four-colour", s.fourColour);
    s.leftHanded;
    s.largeCards;
    view.redraw(false);
  });
  effect(() => {
    marks.keyPick.value;
    marks.held.value;
    marks.targets.value;
    marks.hint.value;
    if (view.scene) view.mark();
  });
  effect(() => {
    const r = marks.refused.value;
    if (r) view.shake(r.card);
  });
  effect(() => {
    language.value;
    if (view.scene) view.label();
  });

  addEventListener("keydown", (e) => {
    if (app.dialog.value || (e.target as Element).closest?.("input, select, textarea, dialog"))
      return;
    if (handleKey(app, e)) e.preventDefault();
  });
  game.subscribe((e) => {
    if (e.type === "won") void won(app, view);
  });
  view.renderNow();
  view.label();
  return view;
}

/** The win: the cards leap, then the won dialog (unless the win was taken back meanwhile). */
async function won(app: AppState, view: TableView): Promise<void> {
  await celebrate(view, flightMs(app));
  if (app.game.won.value) openDialog(app, { kind: "won" });
}
