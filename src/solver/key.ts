import type { Position } from "../core/position.js";
import { StackExchanges } from "./exchanges.js";
import { flexSpace } from "./flex.js";

/** The waste code (key byte 1) of every place on the stock's main cycle (wasteCode). */
const MAIN_CYCLE = 255;

/**
 * Longest key: reserve, waste, pass (2), stock mask (8), 4 separators, 52 cards, and a card
 * waiting for one on it (2), rounded up to whole words (finish() zeroes up to one).
 */
export const MAX_KEY_BYTES = 72;

/**
 * Canonical keys of positions met in one search, as bytes in `bytes[0 … length)`.
 *
 * Within a search the reserve only loses its top card, so its length names it; cards only
 * leave the waste from its top, so the stock and the waste together are always a
 * subsequence of the turn order at the start (see stock.ts): a bit mask of the cards left
 * plus the waste length names them (see wasteCode for one more merge). The pass is included only when passes are limited
 * (with unlimited passes it changes no move). Tableau piles are interchangeable (no rule
 * looks at a pile's index), so they are written sorted by their bottom card: two non-empty
 * piles never share one. The foundations hold exactly the cards found nowhere else, so
 * they need no field. Equal keys therefore mean positions equal up to the order of the
 * tableau piles, with the same moves and the same outcome; or, with `exchanges`, positions
 * that also differ by exchanges of stacks, won or lost alike (exchanges.ts); with
 * `anyPlace`, positions that may also differ in where the stock stands (wasteCode).
 */
export class KeyMaker {
  /** Index of each card in the turn order at the start of the search, or -1. */
  private readonly maskByte = new Uint8Array(52);
  private readonly maskBit = new Uint8Array(52);
  private readonly maskBytes: number;
  private readonly limitedPasses: boolean;
  private readonly draw: number;
  readonly bytes = new Uint8Array(MAX_KEY_BYTES);
  length = 0;
  /** A 32-bit hash of the key. */
  hash = 0;
  /**
   * A second 32-bit hash of the key, made with other constants from the same words, never 0
   * (low bit set): with `hash`, a 63-bit fingerprint (visited.ts, FingerprintSet). Made only
   * with `withCheck` (else it stays 1).
   */
  check = 1;
  /** A 32-bit hash of the key without the stock's place (bytes 1 … placeEnd). */
  hashWithoutPlace = 0;
  /** The bits of the key's first four bytes that are not the stock's place. */
  private readonly keepMask: number;
  private readonly piles = [0, 1, 2, 3];
  /** Bytes [1, placeEnd) say where the stock stands: the waste code, and the pass when passes are limited. */
  readonly placeEnd: number;
  /**
   * A card that must be built on next (waiting.ts), or -1: written after the
   * piles, so that a position where it waits and one where it does not get different keys.
   */
  waiting = -1;
  /**
   * Whether to write the piles of the canonical position of the exchange class
   * (exchanges.ts): set by the search, only where switches fold (foldsSwitches).
   */
  exchanges = false;
  private readonly stackExchanges: StackExchanges;

  constructor(
    pos: Position,
    /** Whether to make `check` (FingerprintSet reads it; a set of full keys does not). */
    private readonly withCheck = true,
    /**
     * The search for a win's keys of a nimble tableau (flex.ts): the foundations' counts in
     * place of the piles. Only for a search whose wins alone count.
     */
    private readonly nimble = false,
    /**
     * The search for a win's keys with unlimited passes: one waste code for every place of
     * the stock (wasteCode). Only for a search whose wins alone count.
     */
    private readonly anyPlace = false,
  ) {
    const order = [...pos.waste, ...pos.stock.slice().reverse()];
    order.forEach((c, i) => {
      this.maskByte[c] = Math.floor(i / 7);
      this.maskBit[c] = 1 << (i % 7);
    });
    this.maskBytes = Math.ceil(order.length / 7);
    this.limitedPasses = Number.isFinite(pos.rules.passes);
    this.draw = pos.rules.draw;
    this.placeEnd = this.limitedPasses ? 4 : 2;
    this.keepMask = ~(((1 << (8 * (this.placeEnd - 1))) - 1) << 8);
    this.stackExchanges = new StackExchanges(pos.rules.build === "any");
  }

  /**
   * The waste length, or 255 for every length on the main cycle of the stock when passes
   * are unlimited: the lengths that turning the stock reaches from an empty waste (0, d,
   * 2d, …, and the whole), each reachable from every other by turns alone. Positions that
   * differ only there reach the same positions, so they are won or lost together; and the
   * search tries from any of them the same moves, as its stock macros reach every state of
   * the cycle (stock.ts). Any other length (after a card left the waste) is kept, but with
   * `anyPlace`.
   *
   * With `anyPlace` every length gets the main cycle's code. From any place, turns alone
   * reach the main cycle (to the stock's end, and over), so a position off it reaches every
   * position that its twin on the cycle reaches (with the same cards everywhere else), and
   * more: where the search met the twin on the cycle first, it passes over the position off
   * it and loses the lines that only its place opens; where it met the position off the cycle
   * first, its stock macros reached the twin's moves from there. No answer of such a search
   * but a win counts, and a win is a line it played. It saves the search for a win the
   * positions that differ from one met only in where the stock stands: on classic's bench
   * deals (1.5 million positions a deal) a third of the positions on the wins, and 1,000,059
   * is won in 1.62 million positions in all instead of 2.54 million (docs/solver.md).
   */
  private wasteCode(pos: Position): number {
    const w = pos.waste.length;
    if (this.limitedPasses) return w;
    if (this.anyPlace) return MAIN_CYCLE;
    const total = w + pos.stock.length;
    return w === total || w % this.draw === 0 ? MAIN_CYCLE : w;
  }

  /** Writes the key of pos into bytes and length, and its hashes. */
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
    // A loop, not fill(): a call into the runtime costs more than these few bytes.
    for (let i = 0; i < this.maskBytes; i++) b[n++] = 0;
    const byteOf = this.maskByte;
    const bitOf = this.maskBit;
    const waste = pos.waste;
    for (let i = 0; i < waste.length; i++) {
      const c = waste[i] as number;
      const at = maskAt + (byteOf[c] as number);
      b[at] = (b[at] as number) | (bitOf[c] as number);
    }
    const stock = pos.stock;
    for (let i = 0; i < stock.length; i++) {
      const c = stock[i] as number;
      const at = maskAt + (byteOf[c] as number);
      b[at] = (b[at] as number) | (bitOf[c] as number);
    }
    if (this.nimble && flexSpace(pos) >= 0) {
      b[n++] = 254;
      for (let s = 0; s < 4; s++) b[n++] = pos.foundations[s] as number;
      n = this.writeWaiting(n);
      this.finish(n);
      return;
    }
    const t = pos.tableau;
    const piles = this.piles;
    for (let i = 0; i < 4; i++) piles[i] = i;
    // Insertion sort of four piles by bottom card (an empty pile sorts last).
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
    if (this.exchanges) {
      // Each pile from its bottom up, as the canonical position of the class stacks it.
      const on = this.stackExchanges.canonicalOn(pos);
      for (let i = 0; i < 4; i++) {
        b[n++] = 255;
        for (let c = (t[piles[i] as number] as number[])[0] ?? -1; c >= 0; c = on[c] as number)
          b[n++] = c;
      }
    } else
      for (let i = 0; i < 4; i++) {
        b[n++] = 255;
        const p = t[piles[i] as number] as number[];
        for (let j = 0; j < p.length; j++) b[n++] = p[j] as number;
      }
    n = this.writeWaiting(n);
    this.finish(n);
  }

  /** Writes the waiting card, if any, at bytes[n …): returns the new length. */
  private writeWaiting(n: number): number {
    if (this.waiting < 0) return n;
    this.bytes[n] = 253;
    this.bytes[n + 1] = this.waiting;
    return n + 2;
  }

  /** The hashes of the key in bytes[0 … n), and its length. */
  private finish(n: number): void {
    const b = this.bytes;
    // Murmur3's 32-bit mixing, four bytes at a time: the bytes after the key, up to a
    // multiple of 4, are zeroed for the hash only (the key keeps its length). The stock's
    // place (bytes 1 … placeEnd, all in the first word) is mixed in last, so that the hash
    // without it comes for free. A second chain of multiply and xor-shift steps over the same
    // words (the place included) gives `check`.
    for (let i = n; (i & 3) !== 0; i++) b[i] = 0;
    let h = 0x811c9dc5;
    let h2 = 0x27d4eb2f;
    let place = 0;
    const withCheck = this.withCheck;
    for (let i = 0; i < n; i += 4) {
      let k =
        (b[i] as number) |
        ((b[i + 1] as number) << 8) |
        ((b[i + 2] as number) << 16) |
        ((b[i + 3] as number) << 24);
      if (withCheck) {
        h2 = Math.imul(h2 ^ k, 0x2c1b3c6d);
        h2 ^= h2 >>> 15;
      }
      if (i === 0) {
        place = k & ~this.keepMask;
        k &= this.keepMask;
      }
      k = Math.imul(k, 0xcc9e2d51);
      k = (k << 15) | (k >>> 17);
      h ^= Math.imul(k, 0x1b873593);
      h = (h << 13) | (h >>> 19);
      h = (Math.imul(h, 5) + 0xe6546b64) | 0;
    }
    h ^= n;
    this.hashWithoutPlace = mixHash(h);
    this.hash = mixHash(h ^ Math.imul(place, 0x9e3779b1));
    if (withCheck) this.check = mixHash(Math.imul(h2 ^ n, 0x297a2d39)) | 1;
    this.length = n;
  }
}

/** Murmur3's final mixing of a 32-bit hash: every input bit moves about half the output bits. */
export function mixHash(h: number): number {
  let x = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) | 0;
}
