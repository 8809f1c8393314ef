import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PILE_IDS, type PileId } from "../../core/move.js";
import { computeLayout, type Layout, type LayoutInput, type Rect } from "./layout.js";

const overlaps = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.w - 0.01 &&
  b.x < a.x + a.w - 0.01 &&
  a.y < b.y + b.h - 0.01 &&
  b.y < a.y + a.h - 0.01;

/** Everything cards may ever cover: the slots, the tableau down to its bottom, the reserve's fan. */
function cardRoom(l: Layout): Rect[] {
  return PILE_IDS.map((id) => {
    const s = l.slots[id];
    if (id[0] === "t") return { ...s, h: l.tableauBottom - s.y };
    if (id === "r") return { ...s, h: s.h + 12 * l.reserveStep };
    return s;
  });
}

const screens = fc.record({
  width: fc.integer({ min: 300, max: 4000 }),
  height: fc.integer({ min: 300, max: 2400 }),
  leftHanded: fc.boolean(),
  reserveFaceUp: fc.boolean(),
  large: fc.boolean(),
  rem: fc.constantFrom(16, 20, 30),
});

const SIZES: readonly [number, number][] = [
  [320, 568],
  [390, 844],
  [1280, 720],
  [1280, 800],
  [3840, 2160],
];

describe("the table's layout", () => {
  it("keeps every pile, the reserve's fan and the notices on the screen, none over another", () => {
    fc.assert(
      fc.property(screens, (input: LayoutInput) => {
        const l = computeLayout(input);
        const room = cardRoom(l);
        for (const r of [...room, l.notices]) {
          expect(r.x).toBeGreaterThanOrEqual(-0.01);
          expect(r.y).toBeGreaterThanOrEqual(-0.01);
          expect(r.x + r.w).toBeLessThanOrEqual(input.width + 0.01);
          expect(r.y + r.h).toBeLessThanOrEqual(input.height + 0.01);
        }
        for (const r of room) expect(overlaps(r, l.notices)).toBe(false);
        for (let i = 0; i < room.length; i++)
          for (let j = i + 1; j < room.length; j++)
            expect(
              overlaps(room[i] as Rect, room[j] as Rect),
              `${PILE_IDS[i]} ${PILE_IDS[j]}`,
            ).toBe(false);
      }),
    );
  });

  it("arranges every screen the same way: the reserve under the stock, beside the tableau", () => {
    fc.assert(
      fc.property(screens, (input) => {
        const { slots: s, ch } = computeLayout(input);
        const f = [1, 2, 3, 4].map((i) => s[`f${i}` as PileId]);
        const t = [1, 2, 3, 4].map((i) => s[`t${i}` as PileId]);
        const dir = input.leftHanded ? -1 : 1;
        // The top row: stock, waste, then the foundations, all at one height.
        for (const r of [s.w, ...f]) expect(r.y).toBeCloseTo(s.s.y);
        expect(dir * (s.w.x - s.s.x)).toBeGreaterThan(0);
        for (let i = 0; i < 4; i++) {
          const fi = f[i] as Rect;
          expect(dir * (fi.x - s.w.x)).toBeGreaterThan(0);
          // Each tableau pile under its foundation, the piles in order.
          expect((t[i] as Rect).x).toBeCloseTo(fi.x);
          if (i > 0) expect(dir * (fi.x - (f[i - 1] as Rect).x)).toBeGreaterThan(0);
        }
        // The reserve: under the stock, on the tableau's row, never in the foundations' row.
        expect(s.r.x).toBeCloseTo(s.s.x);
        expect(s.r.y).toBeCloseTo((t[0] as Rect).y);
        expect(s.r.y).toBeGreaterThan(s.s.y + ch);
        expect(dir * ((t[0] as Rect).x - s.r.x)).toBeGreaterThan(0);
      }),
    );
  });

  it("mirrors left-handed exactly", () => {
    for (const [width, height] of SIZES) {
      const base = { width, height, reserveFaceUp: false, rem: 16 };
      const right = computeLayout({ ...base, leftHanded: false });
      const left = computeLayout({ ...base, leftHanded: true });
      for (const id of PILE_IDS) {
        expect(left.slots[id].x).toBeCloseTo(width - right.slots[id].x - right.slots[id].w);
        expect(left.slots[id].y).toBeCloseTo(right.slots[id].y);
      }
      expect(left.notices.x).toBeCloseTo(width - right.notices.x - right.notices.w);
    }
  });

  it("leaves notices room for a few lines of text, and a superior reserve shows each card", () => {
    for (const [width, height] of SIZES) {
      for (const large of [false, true]) {
        const l = computeLayout({
          width,
          height: height - 110,
          leftHanded: false,
          reserveFaceUp: true,
          large,
          rem: 16,
        });
        expect(l.notices.w).toBeGreaterThanOrEqual(15 * 16 - 0.01);
        expect(l.notices.h).toBeGreaterThanOrEqual(5.5 * 16);
        // Fanned down far enough to read each card's corner.
        expect(l.reserveStep).toBeGreaterThanOrEqual(l.ch * 0.165);
      }
    }
  });
});
