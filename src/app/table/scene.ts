import type { Card } from "../../core/card.js";
import { cardOf } from "../../core/card.js";
import type { PileId } from "../../core/move.js";
import type { Position } from "../../core/position.js";
import { fanStepFor, type Layout, type Rect } from "./layout.js";

/** Where one face-up card is drawn. */
export interface Spot {
  readonly pile: PileId;
  /** Index in its pile, bottom = 0. */
  readonly index: number;
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/** What the table shows for a position: face-up cards by card, and the extent of each pile. */
export interface Scene {
  readonly cards: Map<Card, Spot>;
  /** Each pile's area: its slot grown to cover its fanned cards (drop targets, test hooks). */
  readonly areas: Record<PileId, Rect>;
  readonly stockCount: number;
  /** Face-down reserve cards under the face-up ones. */
  readonly reserveHidden: number;
}

const Z = { r: 100, w: 200, f: 300, t: 400 } as const;

/**
 * Lays out a position. Only face-up cards get spots: the stock and the face-down part of the
 * reserve are drawn as anonymous backs, so the page never names a hidden card.
 */
export function sceneOf(pos: Position, layout: Layout): Scene {
  const cards = new Map<Card, Spot>();
  const areas = { ...layout.slots } as Record<PileId, Rect>;
  const { slots } = layout;

  // Reserve: the top card, or all of them fanned when the rules put the reserve face up.
  const reserve = pos.reserve;
  const firstUp = pos.rules.reserveFaceUp ? 0 : Math.max(0, reserve.length - 1);
  for (let i = firstUp; i < reserve.length; i++) {
    const k = i - firstUp;
    cards.set(reserve[i] as Card, {
      pile: "r",
      index: i,
      x: slots.r.x,
      y: slots.r.y + k * layout.reserveStep,
      z: Z.r + i,
    });
  }
  const rUp = reserve.length - firstUp;
  if (rUp > 1) areas.r = { ...slots.r, h: slots.r.h + (rUp - 1) * layout.reserveStep };

  // Waste: the last three cards fan out (draw 3); with draw 1 only the top one shows.
  const waste = pos.waste;
  const shown = pos.rules.draw === 3 ? 3 : 1;
  const firstFan = Math.max(0, waste.length - shown);
  for (let i = 0; i < waste.length; i++) {
    const k = Math.max(0, i - firstFan);
    cards.set(waste[i] as Card, {
      pile: "w",
      index: i,
      x: slots.w.x + k * layout.wasteStep.dx,
      y: slots.w.y + k * layout.wasteStep.dy,
      z: Z.w + i,
    });
  }

  // Foundations f1…f4 hold clubs, diamonds, hearts, spades.
  for (let s = 0; s < 4; s++) {
    const n = pos.foundations[s] as number;
    const slot = slots[`f${s + 1}` as PileId];
    for (let i = 0; i < n; i++) {
      cards.set(cardOf(s, (pos.baseRank + i) % 13), {
        pile: `f${s + 1}` as PileId,
        index: i,
        x: slot.x,
        y: slot.y,
        z: Z.f + i,
      });
    }
  }

  for (let t = 0; t < 4; t++) {
    const id = `t${t + 1}` as PileId;
    const slot = slots[id];
    const pile = pos.tableau[t] as Card[];
    const step = fanStepFor(layout, slot.y, pile.length);
    for (let i = 0; i < pile.length; i++) {
      cards.set(pile[i] as Card, {
        pile: id,
        index: i,
        x: slot.x,
        y: slot.y + i * step,
        z: Z.t + i,
      });
    }
    areas[id] = { ...slot, h: Math.max(slot.h, layout.tableauBottom - slot.y) };
  }
  return { cards, areas, stockCount: pos.stock.length, reserveHidden: firstUp };
}
