import { MAX_KEY_BYTES } from "./key.js";

/** Slots a memory starts with, as a power of two: most searches are small. */
const FIRST_SLOT_BITS = 10;
/** Slots grow this many powers of two at a time. */
const GROWTH_BITS = 2;

/**
 * A direct-mapped memory of yes/no answers about positions, keyed by their key bytes (key.ts)
 * with one range of bytes left out, plus a small tag: an answer that does not read those
 * fields, only what the tag says of them, serves every position that differs only there. A
 * slot holds one key; a new key takes the slot over. Keys and tags are compared in full, so
 * an answer is only ever reused for an equal key and tag.
 *
 * It starts small and grows (up to 2^slotBits slots) once as many keys were filed as it has
 * slots, forgetting what it held: most searches expand a few hundred positions, and zeroing
 * the full size (nearly 5 MB at 2^16 slots) took longer than their search. Forgetting only repeats
 * work: an answer is worked out again.
 */
export class AnswerMemo {
  private hashes = new Int32Array(0);
  private lengths = new Uint8Array(0);
  private answers = new Uint8Array(0);
  private tags = new Uint8Array(0);
  private keys = new Uint8Array(0);
  private mask = 0;
  private bits = 0;
  /** Keys filed since the last growth. */
  private filed = 0;
  private slot = 0;
  private hash = 0;
  private tag = 0;

  constructor(
    /** Bytes [skipFrom, skipTo) of every key are left out. */
    private readonly skipFrom: number,
    private readonly skipTo: number,
    private readonly slotBits = 16,
  ) {
    this.allocate(Math.min(slotBits, FIRST_SLOT_BITS));
  }

  private allocate(bits: number): void {
    const size = 1 << bits;
    this.bits = bits;
    this.mask = size - 1;
    this.filed = 0;
    this.hashes = new Int32Array(size);
    this.lengths = new Uint8Array(size);
    this.answers = new Uint8Array(size);
    this.tags = new Uint8Array(size);
    this.keys = new Uint8Array(size * MAX_KEY_BYTES);
  }

  /**
   * The answer stored for this key, or undefined; then `store` files the answer for it.
   * `hash` must depend on the bytes that count only (key.ts: hashWithoutPlace); `tag` is 0 … 255.
   */
  find(bytes: Uint8Array, length: number, hash: number, tag = 0): boolean | undefined {
    const { skipFrom, skipTo } = this;
    const h = ((hash ^ (hash >>> 15)) + Math.imul(tag, 0x9e3779b1)) | 0;
    this.hash = h;
    this.tag = tag;
    const slot = h & this.mask;
    this.slot = slot;
    if (this.lengths[slot] !== length || this.hashes[slot] !== h || this.tags[slot] !== tag)
      return undefined;
    const keys = this.keys;
    const at = slot * MAX_KEY_BYTES;
    for (let i = 0; i < length; i++) {
      if (i === skipFrom) i = skipTo;
      if (i >= length) break;
      if (keys[at + i] !== bytes[i]) return undefined;
    }
    return this.answers[slot] === 1;
  }

  /** Files the answer for the key of the last `find` (after growing, in an empty memory). */
  store(bytes: Uint8Array, length: number, answer: boolean): void {
    if (this.filed > this.mask && this.bits < this.slotBits) {
      this.allocate(Math.min(this.slotBits, this.bits + GROWTH_BITS));
      this.slot = this.hash & this.mask;
    }
    this.filed++;
    const slot = this.slot;
    this.hashes[slot] = this.hash;
    this.lengths[slot] = length;
    this.answers[slot] = answer ? 1 : 0;
    this.tags[slot] = this.tag;
    this.keys.set(bytes.subarray(0, length), slot * MAX_KEY_BYTES);
  }
}
