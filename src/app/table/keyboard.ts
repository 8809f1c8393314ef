import type { Card } from "../../core/card.js";
import {
  DST_FOUNDATION,
  DST_T1,
  dstOf,
  type Move,
  type PileId,
  STOCK_MOVE,
} from "../../core/move.js";
import type { Position } from "../../core/position.js";
import { cardText, t } from "../i18n/index.js";
import { openDialog, play, redo, refuseMove, say, undo } from "../state/actions.js";
import type { AppState, KeyPick } from "../state/app.js";
import { leaveFor } from "../state/leave.js";
import { bestMove, movesOf, pickAt } from "./moves.js";

const SOURCE_KEYS: Readonly<Record<string, PileId>> = {
  r: "r",
  w: "w",
  "1": "t1",
  "2": "t2",
  "3": "t3",
  "4": "t4",
};

/** The cards a key pick holds: a tableau run, or the one card of the reserve or the waste. */
export function pickedCards(pos: Position, k: KeyPick | undefined): readonly Card[] {
  if (!k) return [];
  if (k.pile[0] !== "t") return [k.pick.card];
  return (pos.tableau[Number(k.pile[1]) - 1] as Card[]).slice(-k.pick.n);
}

/**
 * Keyboard play: r, w or 1-4 picks up the reserve, the waste or a tableau pile (the same key
 * again picks up more cards of the pile); then f or 1-4 puts it down, Enter sends it to its
 * best place, Esc puts it back. Space or s turns the stock; u / Ctrl+Z undo; Ctrl+Y and
 * Ctrl+Shift+Z redo; n new deal; Shift+R restart; ? the list of keys. Returns whether the
 * key was the game's.
 */
export function handleKey(app: AppState, e: KeyboardEvent): boolean {
  const k = e.key;
  const ctrl = e.ctrlKey || e.metaKey;
  if (e.altKey) return false;
  if (ctrl) {
    const lower = k.toLowerCase();
    if (lower === "z" && !e.shiftKey) undo(app);
    else if (lower === "y" || (lower === "z" && e.shiftKey)) redo(app);
    else return false;
    setPick(app, undefined);
    return true;
  }
  if (k === "Escape") {
    if (!app.marks.keyPick.value) return false;
    setPick(app, undefined);
    return true;
  }
  if (k === " " || k === "s") {
    setPick(app, undefined);
    play(app, STOCK_MOVE);
    return true;
  }
  if (k === "u") undo(app);
  else if (k === "n") leaveFor(app, { kind: "deal" });
  else if (k === "R") leaveFor(app, { kind: "restart" });
  else if (k === "?") openDialog(app, { kind: "help" });
  else if (k === "Enter") return enter(app);
  else if (k === "f") return put(app, DST_FOUNDATION);
  else if (k in SOURCE_KEYS) return source(app, SOURCE_KEYS[k] as PileId);
  else return false;
  setPick(app, undefined);
  return true;
}

function source(app: AppState, id: PileId): boolean {
  const pos = app.game.game.position;
  const held = app.marks.keyPick.value;
  if (held && held.pile !== id && id[0] === "t") return put(app, DST_T1 + Number(id[1]) - 1);
  const pile =
    id === "r" ? pos.reserve : id === "w" ? pos.waste : (pos.tableau[Number(id[1]) - 1] as Card[]);
  if (pile.length === 0) {
    setPick(app, undefined);
    return true;
  }
  // Again on the same pile: one card more, round to one card after the last that can move.
  let n = held && held.pile === id ? held.pick.n + 1 : 1;
  if (id[0] === "t") {
    const max = Math.max(1, ...movesCounts(pos, id));
    if (n > max) n = 1;
  } else n = 1;
  const pick = pickAt(pos, id, pile.length - n);
  setPick(app, pick ? { pick, pile: id } : undefined);
  return true;
}

function put(app: AppState, dst: number): boolean {
  const held = app.marks.keyPick.value;
  if (!held) return false;
  const moves = movesOf(app.game.game.position, held.pick).filter((m) => dstOf(m) === dst);
  commit(app, moves[0]);
  return true;
}

function enter(app: AppState): boolean {
  const held = app.marks.keyPick.value;
  if (!held) return false;
  const pos = app.game.game.position;
  commit(app, bestMove(pos, movesOf(pos, held.pick)));
  return true;
}

function commit(app: AppState, m: Move | undefined): void {
  const card = app.marks.keyPick.peek()?.pick.card;
  setPick(app, undefined);
  if (m === undefined || !play(app, m)) refuseMove(app, card);
}

function setPick(app: AppState, k: KeyPick | undefined): void {
  if (k === undefined && app.marks.keyPick.peek() === undefined) return;
  app.marks.keyPick.value = k;
  if (k) say(app, t("announce.picked", { card: cardText(k.pick.card) }));
}

/** The run lengths that some legal move takes from a tableau pile. */
function movesCounts(pos: Position, id: PileId): number[] {
  const t = Number(id[1]) - 1;
  const len = (pos.tableau[t] as Card[]).length;
  const counts: number[] = [];
  for (let n = 1; n <= len; n++) {
    const pick = pickAt(pos, id, len - n);
    if (pick && movesOf(pos, pick).length > 0) counts.push(n);
  }
  return counts;
}
