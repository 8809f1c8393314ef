import type { Card } from "../../core/card.js";
import { type Move, type PileId, STOCK_MOVE } from "../../core/move.js";
import { play, refuseMove } from "../state/actions.js";
import type { AppState } from "../state/app.js";
import type { Rect } from "./layout.js";
import { bestMove, movesOf, type Pick, pickAt, targetOf } from "./moves.js";
import type { TableView } from "./table.js";

interface Press {
  readonly id: number;
  readonly x0: number;
  readonly y0: number;
  readonly pick: Pick | undefined;
  /** The pile under the pointer when pressed (events are captured by the table after that). */
  readonly pile: string | undefined;
  readonly run: Card[];
  /** Pointer offset from the top-left of the bottom card of the run. */
  readonly dx: number;
  readonly dy: number;
  readonly step: number;
  dragging: boolean;
  x: number;
  y: number;
}

const overlap = (a: Rect, b: Rect) =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

/**
 * Mouse, touch and pen through pointer events: press and move to drag a card or a run
 * (it follows the pointer at the grab offset), release to drop it on the nearest legal pile
 * or let it slide back; a press without movement is a tap, two quick taps on a card a
 * double tap. The engine decides every move.
 */
export class PointerInput {
  private press: Press | undefined;
  private frame = 0;
  private lastTap = { card: -1, at: 0 };

  constructor(
    private readonly view: TableView,
    private readonly app: AppState,
  ) {
    const root = view.root;
    root.addEventListener("pointerdown", (e) => this.down(e));
    root.addEventListener("pointermove", (e) => this.move(e));
    root.addEventListener("pointerup", (e) => this.up(e));
    root.addEventListener("pointercancel", () => this.cancel());
    root.addEventListener("contextmenu", (e) => e.preventDefault());
  }

  private local(e: PointerEvent) {
    const r = this.view.root.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }

  private down(e: PointerEvent): void {
    if (this.press || (e.pointerType === "mouse" && e.button !== 0)) return;
    const { x, y } = this.local(e);
    const target = e.target as Element;
    const cardEl = target.closest(".card.face");
    const card = cardEl ? this.view.cardOfEl(cardEl) : undefined;
    const spot = card === undefined ? undefined : this.view.spotOf(card);
    const pos = this.position();
    const pick = spot ? pickAt(pos, spot.pile, spot.index) : undefined;
    let run: Card[] = [];
    let dx = 0;
    let dy = 0;
    let step = 0;
    if (pick && spot) {
      const pile = pos.tableau[Number(spot.pile[1]) - 1];
      run = spot.pile[0] === "t" && pile ? pile.slice(spot.index) : [pick.card];
      dx = x - spot.x;
      dy = y - spot.y;
      const next = run[1] === undefined ? undefined : this.view.spotOf(run[1]);
      step = next ? next.y - spot.y : 0;
    }
    const pileEl = target.closest("[data-pile]") as HTMLElement | null;
    this.press = {
      id: e.pointerId,
      x0: x,
      y0: y,
      pick,
      pile: pileEl?.dataset.pile,
      run,
      dx,
      dy,
      step,
      dragging: false,
      x,
      y,
    };
    this.view.root.setPointerCapture(e.pointerId);
    e.preventDefault();
  }

  private move(e: PointerEvent): void {
    const p = this.press;
    if (!p || e.pointerId !== p.id) return;
    const { x, y } = this.local(e);
    p.x = x;
    p.y = y;
    if (!p.dragging) {
      const slop = e.pointerType === "mouse" ? 4 : 8;
      if (!p.pick || Math.hypot(x - p.x0, y - p.y0) < slop) return;
      p.dragging = true;
      const pick = p.pick;
      this.app.marks.held.value = p.run;
      this.app.marks.targets.value = movesOf(this.position(), pick).map((m) => targetOf(pick, m));
    }
    if (!this.frame) {
      this.frame = requestAnimationFrame(() => {
        this.frame = 0;
        if (this.press) this.follow(this.press);
      });
    }
  }

  private position() {
    return this.app.game.game.position;
  }

  /** Draws the held run under the pointer (once per frame however many events came). */
  private follow(p: Press): void {
    this.view.drawHeld(p.run, p.x - p.dx, p.y - p.dy, p.step);
  }

  private up(e: PointerEvent): void {
    const p = this.press;
    if (!p || e.pointerId !== p.id) return;
    this.press = undefined;
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    if (p.dragging) {
      this.follow(p);
      this.drop(p);
    } else this.tap(p);
  }

  private cancel(): void {
    const p = this.press;
    this.press = undefined;
    if (p?.dragging) this.release();
  }

  /** Lets go: the held cards fly to wherever the position puts them. */
  private release(): void {
    this.app.marks.held.value = [];
    this.app.marks.targets.value = [];
    this.view.redraw();
  }

  /** Lands on the legal pile that the held card overlaps most, or the nearest within reach. */
  private drop(p: Press): void {
    const pick = p.pick as Pick;
    const pos = this.position();
    const L = this.view.layout;
    const held: Rect = { x: p.x - p.dx, y: p.y - p.dy, w: L.cw, h: L.ch };
    let best: Move | undefined;
    let bestScore = 0;
    for (const m of movesOf(pos, pick)) {
      const area = this.dropArea(targetOf(pick, m));
      const o = overlap(held, area);
      const cx = held.x + held.w / 2 - (area.x + area.w / 2);
      const cy = held.y + held.h / 2 - Math.min(area.y + area.h / 2, area.y + L.ch / 2);
      const dist = Math.hypot(cx, cy);
      // Overlap wins; otherwise closeness within a card and a half.
      const score = o > 0 ? 1e9 + o : dist < L.cw * 1.5 ? 1e6 - dist : 0;
      if (score > bestScore) {
        bestScore = score;
        best = m;
      }
    }
    this.release();
    if (best !== undefined) play(this.app, best);
  }

  /** A pile's drop area: the tableau from its slot down to its last card and a bit more. */
  private dropArea(id: PileId): Rect {
    const L = this.view.layout;
    const slot = L.slots[id];
    if (id[0] !== "t") return slot;
    const pile = this.position().tableau[Number(id[1]) - 1] ?? [];
    const last = pile[pile.length - 1];
    const spot = last === undefined ? undefined : this.view.spotOf(last);
    const bottom = spot ? spot.y + L.ch : slot.y + slot.h;
    return { ...slot, h: bottom - slot.y + L.ch * 0.3 };
  }

  private tap(p: Press): void {
    if (!p.pick) {
      if (p.pile === "s") play(this.app, STOCK_MOVE);
      return;
    }
    const pos = this.position();
    const moves = movesOf(pos, p.pick);
    const now = performance.now();
    const double = this.lastTap.card === p.pick.card && now - this.lastTap.at < 400;
    this.lastTap = { card: p.pick.card, at: now };
    if (double) {
      // The second tap of a double tap only ever sends the card home.
      const home = moves.find((m) => targetOf(p.pick as Pick, m)[0] === "f");
      if (home !== undefined) play(this.app, home);
      return;
    }
    const m = bestMove(pos, moves);
    if (m === undefined) refuseMove(this.app, p.pick.card);
    else play(this.app, m);
  }
}
