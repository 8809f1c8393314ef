import { MAX_KEY_BYTES } from "./key.js";

/**
 * A direct-mapped memory of yes/no answers about positions, keyed by their key bytes (key.ts)
 * with one range of bytes left out: an answer that does not read those fields serves every
 * position that differs only there. A slot holds one key; a new key takes the slot over.
 * Keys are compared in full, so an answer is only ever reused for an equal key.
 */
export class AnswerMemo {
  private readonly hashes: Int32Array;
  private readonly lengths: Uint8Array;
  private readonly answers: Uint8Array;
  private readonly keys: Uint8Array;
  private readonly mask: number;
  private slot = 0;
  private hash = 0;

  constructor(
    /** Bytes [skipFrom, skipTo) of every key are left out. */
    private readonly skipFrom: number,
    private readonly skipTo: number,
    slotBits = 16,
  ) {
    const size = 1 << slotBits;
    this.mask = size - 1;
    this.hashes = new Int32Array(size);
    this.lengths = new Uint8Array(size);
    this.answers = new Uint8Array(size);
    this.keys = new Uint8Array(size * MAX_KEY_BYTES);
  }

  /**
   * The answer stored for this key, or undefined; then `store` files the answer for it.
   * `hash` must depend on the bytes that count only (key.ts: hashWithoutPlace).
   */
  find(bytes: Uint8Array, length: number, hash: number): boolean | undefined {
    const { skipFrom, skipTo } = this;
    const h = hash ^ (hash >>> 15);
    this.hash = h;
    const slot = h & this.mask;
    this.slot = slot;
    if (this.lengths[slot] !== length || this.hashes[slot] !== h) return undefined;
    const keys = this.keys;
    const at = slot * MAX_KEY_BYTES;
    for (let i = 0; i < length; i++) {
      if (i === skipFrom) i = skipTo;
      if (i >= length) break;
      if (keys[at + i] !== bytes[i]) return undefined;
    }
    return this.answers[slot] === 1;
  }

  /** Files the answer for the key of the last `find`. */
  store(bytes: Uint8Array, length: number, answer: boolean): void {
    const slot = this.slot;
    this.hashes[slot] = this.hash;
    this.lengths[slot] = length;
    this.answers[slot] = answer ? 1 : 0;
    this.keys.set(bytes.subarray(0, length), slot * MAX_KEY_BYTES);
  }
}
