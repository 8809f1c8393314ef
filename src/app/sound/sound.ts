import { effect } from "@preact/signals";
import { DST_FOUNDATION, dstOf, STOCK_MOVE } from "../../core/move.js";
import type { AppState } from "../state/app.js";
import { type Cue, playCue } from "./synth.js";

/** Loud enough beside other tabs' sounds, never startling. */
const VOLUME = 0.35;

/**
 * The game's sounds, when the player has turned them on: a deal, every move (a card going home
 * sounds brighter), a stock turn, a refused move and the win. Nothing is made until a sound is
 * due with sounds on: no audio context exists for a player who never turns them on. The first
 * deal of a visit is silent (the browser allows sound only once the player has used the page),
 * and so is a hidden tab.
 */
export function startSound(app: AppState): void {
  let ctx: AudioContext | undefined;
  let out: GainNode | undefined;

  const play = (cue: Cue): void => {
    if (!app.settings.peek().sound || document.hidden) return;
    if (!ctx) {
      if (typeof AudioContext === "undefined") return;
      ctx = new AudioContext();
      out = ctx.createGain();
      out.gain.value = VOLUME;
      out.connect(ctx.destination);
    }
    if (ctx.state === "suspended") void ctx.resume();
    if (out) playCue(ctx, out, cue);
  };
  const used = () => navigator.userActivation?.hasBeenActive ?? ctx !== undefined;

  app.game.subscribe((e) => {
    switch (e.type) {
      case "start":
        if (used()) play("deal");
        return;
      case "restart":
        play("deal");
        return;
      case "move":
        play(e.move === STOCK_MOVE ? "turn" : dstOf(e.move) === DST_FOUNDATION ? "home" : "move");
        return;
      case "undo":
      case "redo":
        play("move");
        return;
      case "won":
        play("won");
        return;
    }
  });

  let refused = app.marks.refused.peek();
  effect(() => {
    const r = app.marks.refused.value;
    if (r !== undefined && r !== refused) play("refused");
    refused = r;
  });
  // Turning sounds on plays one, so the player hears what was chosen (and at what volume).
  let on = app.settings.peek().sound;
  effect(() => {
    const now = app.settings.value.sound;
    if (now && !on) play("move");
    on = now;
  });
}
