import type { Position } from "../../core/position.js";
import { MAX_KEY_BYTES, mixHash } from "../key.js";

/** The waste code of every place on the stock's main cycle. */
const MAIN_CYCLE = 255;

/**
 * Version 1's keys of positions (frozen with its search: which positions count as one
 * decides its node counts). Reserve length, waste code, the pass when passes are limited,
 * a bit mask of the stock and waste cards left, the four piles sorted by bottom card. The
 * argument that equal keys mean positions with the same outcome is key.ts's (the current
 * search's keys are these and more).
 */
export class KeyMaker {
  private readonly maskByte = new Uint8Array(52);
  private readonly maskBit = new Uint8Array(52);
  private readonly maskBytes: number;
  private readonly limitedPasses: boolean;
  private readonly draw: number;
  readonly bytes = new Uint8Array(MAX_KEY_BYTES);
  length = 0;
  hash = 0;
  /** Unused by a set of full keys (visited.ts reads it only for fingerprints). */
  readonly check = 1;
  private readonly piles = [0, 1, 2, 3];

  constructor(pos: Position) {
    const order = [...pos.waste, ...pos.stock.slice().reverse()];
    order.forEach((c, i) => {
      this.maskByte[c] = Math.floor(i / 7);
      this.maskBit[c] = 1 << (i % 7);
    });
    this.maskBytes = Math.ceil(order.length / 7);
    this.limitedPasses = Number.isFinite(pos.rules.passes);
    this.draw = pos.rules.draw;
  }

  /** The waste length, or MAIN_CYCLE for every length on the stock's main cycle when passes are unlimited. */
  private wasteCode(pos: Position): number {
    const w = pos.waste.length;
    if (this.limitedPasses) return w;
    const total = w + pos.stock.length;
    return w === total || w % this.draw === 0 ? MAIN_CYCLE : w;
  }

  /** Writes the key of pos into bytes and length, and its hash. */
  make(pos: Position): void {
    const b = this.bytes;
    let n = 0;
    b[n++] = pos.reserve.length;
    b[n++] = this.wasteCode(pos);
    if (this.limitedPasses) {
      b[n++] = pos.pass & 255;
      b[n++] = (pos.pass >> 8) & 255;
    }
    const maskAt = n;
    b.fill(0, maskAt, maskAt + this.maskBytes);
    n += this.maskBytes;
    for (const pile of [pos.waste, pos.stock]) {
      for (let i = 0; i < pile.length; i++) {
        const c = pile[i] as number;
        const at = maskAt + (this.maskByte[c] as number);
        b[at] = (b[at] as number) | (this.maskBit[c] as number);
      }
    }
    const t = pos.tableau;
    const piles = this.piles;
    for (let i = 0; i < 4; i++) piles[i] = i;
    for (let i = 1; i < 4; i++) {
      const x = piles[i] as number;
      const bx = (t[x] as number[])[0] ?? 99;
      let j = i - 1;
      while (j >= 0 && ((t[piles[j] as number] as number[])[0] ?? 99) > bx) {
        piles[j + 1] = piles[j] as number;
        j--;
      }
      piles[j + 1] = x;
    }
    for (let i = 0; i < 4; i++) {
      b[n++] = 255;
      const p = t[piles[i] as number] as number[];
      for (let j = 0; j < p.length; j++) b[n++] = p[j] as number;
    }
    // Murmur3's 32-bit mixing, four bytes at a time (bytes past the key zeroed for the hash).
    for (let i = n; (i & 3) !== 0; i++) b[i] = 0;
    let h = 0x811c9dc5;
    for (let i = 0; i < n; i += 4) {
      let k =
        (b[i] as number) |
        ((b[i + 1] as number) << 8) |
        ((b[i + 2] as number) << 16) |
        ((b[i + 3] as number) << 24);
      k = Math.imul(k, 0xcc9e2d51);
      k = (k << 15) | (k >>> 17);
      h ^= Math.imul(k, 0x1b873593);
      h = (h << 13) | (h >>> 19);
      h = (Math.imul(h, 5) + 0xe6546b64) | 0;
    }
    this.hash = mixHash(h ^ n);
    this.length = n;
  }
}
