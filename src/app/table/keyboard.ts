import type { Card } from "../../core/card.js";
import { DST_FOUNDATION, DST_T1, dstOf, type Move, type PileId } from "../../core/move.js";
import type { Position } from "../../core/position.js";
import { bestMove, movesOf, type Pick, pickAt } from "./moves.js";

/** What the keys act on. */
export interface KeyHost {
  position(): Position;
  play(move: Move): boolean;
  turnStock(): void;
  undo(): void;
  redo(): void;
  newDeal(): void;
  restart(): void;
  help(): void;
  /** Shows which cards are picked up (none when undefined). */
  showPick(cards: readonly Card[]): void;
  nowhere(pick: Pick | undefined): void;
}

const SOURCE_KEYS: Readonly<Record<string, PileId>> = {
  r: "r",
  w: "w",
  "1": "t1",
  "2": "t2",
  "3": "t3",
  "4": "t4",
};

/**
 * Keyboard play: r, w or 1-4 picks up the reserve, the waste or a tableau pile (the same key
 * again picks up more cards of the pile); then f or 1-4 puts it down, Enter sends it to its
 * best place, Esc puts it back. Space or s turns the stock; u / Ctrl+Z undo; Ctrl+Y and
 * Ctrl+Shift+Z redo; n new deal; Shift+R restart; ? the list of keys.
 */
export class KeyboardInput {
  private pick: Pick | undefined;
  private pile: PileId | undefined;

  constructor(private readonly host: KeyHost) {}

  /** Clears the picked-up cards (after any change made some other way). */
  reset(): void {
    this.setPick(undefined, undefined);
  }

  handle(e: KeyboardEvent): boolean {
    const k = e.key;
    const ctrl = e.ctrlKey || e.metaKey;
    if (e.altKey) return false;
    if (ctrl) {
      const lower = k.toLowerCase();
      if (lower === "z" && !e.shiftKey) this.host.undo();
      else if (lower === "y" || (lower === "z" && e.shiftKey)) this.host.redo();
      else return false;
      this.reset();
      return true;
    }
    if (k === "Escape") {
      if (!this.pick) return false;
      this.reset();
      return true;
    }
    if (k === " " || k === "s") {
      this.reset();
      this.host.turnStock();
      return true;
    }
    if (k === "u") this.host.undo();
    else if (k === "n") this.host.newDeal();
    else if (k === "R") this.host.restart();
    else if (k === "?") this.host.help();
    else if (k === "Enter") return this.enter();
    else if (k === "f") return this.put(DST_FOUNDATION);
    else if (k in SOURCE_KEYS) return this.source(SOURCE_KEYS[k] as PileId);
    else return false;
    this.reset();
    return true;
  }

  private source(id: PileId): boolean {
    const pos = this.host.position();
    if (this.pick && this.pile !== id && id[0] === "t") return this.put(DST_T1 + Number(id[1]) - 1);
    const pile =
      id === "r"
        ? pos.reserve
        : id === "w"
          ? pos.waste
          : (pos.tableau[Number(id[1]) - 1] as Card[]);
    if (pile.length === 0) {
      this.reset();
      return true;
    }
    // Again on the same pile: one card more, round to one card after the last that can move.
    let n = this.pick && this.pile === id ? this.pick.n + 1 : 1;
    if (id[0] === "t") {
      const max = Math.max(1, ...movesCounts(pos, id));
      if (n > max) n = 1;
    } else n = 1;
    this.setPick(pickAt(pos, id, pile.length - n), id);
    return true;
  }

  private put(dst: number): boolean {
    if (!this.pick) return false;
    const moves = movesOf(this.host.position(), this.pick).filter((m) => dstOf(m) === dst);
    this.commit(moves[0]);
    return true;
  }

  private enter(): boolean {
    if (!this.pick) return false;
    this.commit(bestMove(this.host.position(), movesOf(this.host.position(), this.pick)));
    return true;
  }

  private commit(m: Move | undefined): void {
    const pick = this.pick;
    this.reset();
    if (m === undefined || !this.host.play(m)) this.host.nowhere(pick);
  }

  private setPick(pick: Pick | undefined, pile: PileId | undefined): void {
    this.pick = pick;
    this.pile = pick ? pile : undefined;
    if (!pick || !pile) {
      this.host.showPick([]);
      return;
    }
    const pos = this.host.position();
    const cards =
      pile[0] === "t" ? (pos.tableau[Number(pile[1]) - 1] as Card[]).slice(-pick.n) : [pick.card];
    this.host.showPick(cards);
  }
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
