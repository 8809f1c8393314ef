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
  /**
   * Room kept free of cards for banners and notices: a band under the tableau when the screen
   * is upright, else the column beside the reserve, under the waste. Whatever shows there
   * never moves a card.
   */
  readonly notices: Rect;
  /** Where notices start in their room: from its bottom (a band) or its top (a column). */
  readonly noticesFrom: "top" | "bottom";
}

export interface LayoutInput {
  readonly width: number;
  readonly height: number;
  readonly leftHanded: boolean;
  readonly reserveFaceUp: boolean;
  /** Large cards: less room kept for fanning, so the cards grow (long piles squeeze more). */
  readonly large?: boolean;
  /** Pixels of one rem (the notices' room is measured in text); the page's own by default. */
  readonly rem?: number;
}

const RATIO = 1.4;
/** The most cards a face-up reserve fans out (superior deals 13), and the step that shows a corner. */
const RESERVE_FAN = 13;
const RESERVE_STEP = 0.17;

const pageRem = (): number => {
  if (typeof document === "undefined") return 16;
  return Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
};

/**
 * One arrangement for every screen, the classic one of Canfield: the stock and the waste
 * beside it on the left of the top row, the four foundations on its right; the reserve under
 * the stock, the tableau under the foundations. Upright screens (phones) fan the waste down
 * its own column and keep a band under the tableau for notices; wide screens fan the waste
 * sideways and keep the column under it, beside the reserve. Left-handed mirrors it all, so
 * that the stock and the reserve sit on the right.
 */
export function computeLayout(input: LayoutInput): Layout {
  const portrait = input.width < input.height * 0.95;
  const rem = input.rem ?? pageRem();
  const l = portrait ? upright(input, rem) : wide(input, rem);
  if (!input.leftHanded) return l;
  const W = input.width;
  const flip = (r: Rect): Rect => ({ ...r, x: W - r.x - r.w });
  const slots = {} as Record<PileId, Rect>;
  // A mirrored waste still fans left to right from its own slot's left edge.
  for (const id of Object.keys(l.slots) as PileId[]) slots[id] = flip(l.slots[id]);
  return { ...l, slots, notices: flip(l.notices) };
}

/** Six columns: stock, waste, then the foundations over the tableau; notices at the bottom. */
function upright(input: LayoutInput, rem: number): Layout {
  const { width: W, height: H } = input;
  const bandMin = 6.5 * rem;
  const bandMax = 10 * rem;
  // Widths: stock, waste and four piles, a double gap before the foundations, margins of a gap.
  // Heights: the top row, then the tableau's room (a pile of 13 cards fanned) and 5 gaps.
  const tableau = input.large ? 3.4 : 4.2;
  const cw = Math.min(W / 6.64, (H - bandMin) / (RATIO * (1 + tableau) + 0.4));
  const ch = cw * RATIO;
  const g = cw * 0.08;
  const left = (W - (6 * cw + 6 * g)) / 2;
  const y0 = g;
  const y1 = y0 + ch + g * 3;
  const fx = left + 2 * cw + 3 * g;
  const slots = {} as Record<PileId, Rect>;
  slots.s = { x: left, y: y0, w: cw, h: ch };
  const wasteStep = { dx: 0, dy: ch * 0.25 };
  slots.w = { x: left + cw + g, y: y0, w: cw, h: ch + 2 * wasteStep.dy };
  slots.r = { x: left, y: y1, w: cw, h: ch };
  for (let i = 0; i < 4; i++) {
    const x = fx + i * (cw + g);
    slots[`f${i + 1}` as PileId] = { x, y: y0, w: cw, h: ch };
    slots[`t${i + 1}` as PileId] = { x, y: y1, w: cw, h: ch };
  }
  // The band takes what the tableau does not need for a long pile, within limits.
  const band = Math.min(bandMax, Math.max(bandMin, H - (y1 + ch * tableau + g)));
  const tableauBottom = H - band;
  const margin = Math.min(left, 0.5 * rem);
  return {
    cw,
    ch,
    slots,
    wasteStep,
    reserveStep: reserveStepFor(input, ch, tableauBottom - y1 - ch),
    tableauBottom,
    fanStep: ch * 0.27,
    portrait: true,
    notices: { x: margin, y: tableauBottom + g, w: W - 2 * margin, h: band - 2 * g },
    noticesFrom: "bottom",
  };
}

/**
 * Stock, the waste fanned sideways and the foundations on top; the reserve and the tableau
 * below; the column under the waste, at least 15 rem wide, holds the notices.
 */
function wide(input: LayoutInput, rem: number): Layout {
  const { width: W, height: H } = input;
  const column = Math.min(15 * rem, 0.32 * W);
  // Across: margin, stock, gap, waste (1.7 cards), the notices' column or 3 gaps, 4 piles.
  // With g = 0.12 cw that is 7.78 cw, or 5.84 cw and the column when the column is wider.
  const cwW = Math.min(W / 7.78, (W - column) / 5.84);
  // Down: two rows and room to fan (long piles squeeze); a face-up reserve needs room for its
  // thirteen cards, each showing its corner, which large cards do not squeeze.
  const rows = RATIO * (input.large ? 2.9 : 3.7) + 0.3;
  const fanned = RATIO * (2 + (RESERVE_FAN - 1) * RESERVE_STEP) + 0.46;
  const cwH = H / (input.reserveFaceUp ? Math.max(rows, fanned) : rows);
  const cw = Math.max(1, Math.min(cwW, cwH));
  const ch = cw * RATIO;
  const g = cw * 0.12;
  const wasteW = cw * 1.7;
  const beside = Math.max(wasteW + 2 * g, column);
  const total = cw + g + beside + g + 4 * cw + 3 * g;
  const left = (W - total) / 2;
  const fx = left + cw + g + beside + g;
  const y0 = g;
  const y1 = y0 + ch + g * 2;
  const slots = {} as Record<PileId, Rect>;
  slots.s = { x: left, y: y0, w: cw, h: ch };
  slots.w = { x: left + cw + g, y: y0, w: wasteW, h: ch };
  slots.r = { x: left, y: y1, w: cw, h: ch };
  for (let i = 0; i < 4; i++) {
    const x = fx + i * (cw + g);
    slots[`f${i + 1}` as PileId] = { x, y: y0, w: cw, h: ch };
    slots[`t${i + 1}` as PileId] = { x, y: y1, w: cw, h: ch };
  }
  const tableauBottom = H - cw * 0.1;
  return {
    cw,
    ch,
    slots,
    wasteStep: { dx: cw * 0.35, dy: 0 },
    reserveStep: reserveStepFor(input, ch, tableauBottom - y1 - ch),
    tableauBottom,
    fanStep: ch * 0.27,
    portrait: false,
    notices: { x: left + cw + g, y: y1, w: beside, h: tableauBottom - y1 },
    noticesFrom: "top",
  };
}

/** A face-up reserve fans down as far as its room allows, every card's corner showing. */
function reserveStepFor(input: LayoutInput, ch: number, room: number): number {
  if (!input.reserveFaceUp) return 0;
  return Math.max(0, Math.min(ch * 0.25, room / (RESERVE_FAN - 1)));
}

/** Vertical step for a tableau pile of n cards so that it stays above the bottom edge. */
export function fanStepFor(layout: Layout, top: number, n: number): number {
  if (n <= 1) return layout.fanStep;
  const room = layout.tableauBottom - top - layout.ch;
  return Math.max(layout.ch * 0.1, Math.min(layout.fanStep, room / (n - 1)));
}
