import type { PileId } from "../../core/move.js";

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Where every pile's slot sits and how piles fan out, for one table size. */
export interface Layout {
  readonly cw: number;
  readonly ch: number;
  readonly slots: Readonly<Record<PileId, Rect>>;
  /** Offset between the visible cards of the waste (the last three turned with draw 3). */
  readonly wasteStep: { readonly dx: number; readonly dy: number };
  /** Offset between face-up reserve cards (superior), 0 when only the top shows. */
  readonly reserveStep: number;
  /** Room below each tableau slot's top, for fanning. */
  readonly tableauBottom: number;
  /** Usual vertical step between tableau cards, before squeezing a long pile. */
  readonly fanStep: number;
  readonly portrait: boolean;
}

export interface LayoutInput {
  readonly width: number;
  readonly height: number;
  readonly leftHanded: boolean;
  readonly reserveFaceUp: boolean;
  /** Large cards: less room kept for fanning, so the cards grow (long piles squeeze more). */
  readonly large?: boolean;
}

const RATIO = 1.4;

/**
 * Portrait (phones): five columns; reserve and foundations on top, then the stock with the
 * waste fanned below it beside the tableau. Landscape: stock, waste fanned sideways and the
 * foundations on top; the reserve under the stock and the tableau under the foundations.
 * Left-handed mirrors the table so that the stock and reserve sit on the right.
 */
export function computeLayout(input: LayoutInput): Layout {
  const { width: W, height: H } = input;
  const portrait = W < H * 0.95;
  const slots: Partial<Record<PileId, Rect>> = {};
  let cw: number;
  let wasteStep: { dx: number; dy: number };
  let reserveStep = 0;
  if (portrait) {
    // 5 card widths and 6 gaps of 0.1 card; the tableau wants about 5 card heights of room.
    cw = Math.min(W / 5.6, H / (RATIO * (input.large ? 4.4 : 5.2)));
    const ch = cw * RATIO;
    const g = cw * 0.1;
    const left = (W - (5 * cw + 4 * g)) / 2;
    const col = (i: number) => left + i * (cw + g);
    const y0 = g;
    const y1 = y0 + ch + g * 3;
    slots.r = { x: col(0), y: y0, w: cw, h: ch };
    for (let i = 0; i < 4; i++) {
      slots[`f${i + 1}` as PileId] = { x: col(i + 1), y: y0, w: cw, h: ch };
      slots[`t${i + 1}` as PileId] = { x: col(i + 1), y: y1, w: cw, h: ch };
    }
    slots.s = { x: col(0), y: y1, w: cw, h: ch };
    wasteStep = { dx: 0, dy: ch * 0.25 };
    slots.w = { x: col(0), y: y1 + ch + g * 3, w: cw, h: ch + 2 * wasteStep.dy };
    if (input.reserveFaceUp) reserveStep = 0;
  } else {
    // 1 stock + 1.7 waste + 4 foundations and gaps; two rows and room to fan (long piles squeeze).
    cw = Math.min(W / 7.6, H / (RATIO * (input.large ? 2.9 : 3.7) + 0.3));
    const ch = cw * RATIO;
    const g = cw * 0.12;
    const wasteW = cw * 1.7;
    const total = cw + g + wasteW + g * 3 + 4 * cw + 3 * g;
    const left = (W - total) / 2;
    const fx = left + cw + g + wasteW + g * 3;
    const y0 = g;
    const y1 = y0 + ch + g * 2;
    slots.s = { x: left, y: y0, w: cw, h: ch };
    wasteStep = { dx: cw * 0.35, dy: 0 };
    slots.w = { x: left + cw + g, y: y0, w: wasteW, h: ch };
    slots.r = { x: left, y: y1, w: cw, h: ch };
    if (input.reserveFaceUp) reserveStep = ch * 0.16;
    for (let i = 0; i < 4; i++) {
      const x = fx + i * (cw + g);
      slots[`f${i + 1}` as PileId] = { x, y: y0, w: cw, h: ch };
      slots[`t${i + 1}` as PileId] = { x, y: y1, w: cw, h: ch };
    }
  }
  const ch = cw * RATIO;
  if (input.leftHanded) {
    for (const id of Object.keys(slots) as PileId[]) {
      const r = slots[id] as Rect;
      slots[id] = { ...r, x: W - r.x - r.w };
    }
    // A mirrored waste still fans left to right from its own slot's left edge.
  }
  return {
    cw,
    ch,
    slots: slots as Record<PileId, Rect>,
    wasteStep,
    reserveStep,
    tableauBottom: H - cw * 0.1,
    fanStep: ch * 0.27,
    portrait,
  };
}

/** Vertical step for a tableau pile of n cards so that it stays above the bottom edge. */
export function fanStepFor(layout: Layout, top: number, n: number): number {
  if (n <= 1) return layout.fanStep;
  const room = layout.tableauBottom - top - layout.ch;
  return Math.max(layout.ch * 0.1, Math.min(layout.fanStep, room / (n - 1)));
}
