/** The most work a slot records: its word stays a positive 32-bit number. */
const MAX_WORK = (1 << 29) - 1;

/**
 * Answers of a relaxed game (1 to 3; 0 is none) kept for a whole search, by a key of three
 * words (the second never 0), in slots of 4 words: the key, then the answer with the work it
 * took (relaxed positions expanded) above its two bits.
 *
 * Most searches are small (hints, the game's verdicts), and zeroing the largest table would
 * take longer than their search: the table starts at 2^firstBits slots and grows to at most
 * 2^maxBits. A slot is looked for only in its bucket of four (64 bytes, one cache line), and
 * a full bucket gives a slot up to a new position, so that the largest table keeps most of
 * its answers rather than starting again empty; a smaller one grows at its first full bucket,
 * with its answers. The slot given up is one without an answer, else the one whose answer
 * took the least work: that one costs the least to find again. On rainbow's 1,000 bench
 * deals (10 s a deal, side by side, twice) that decided 89.5% against 89.2% for a slot the
 * hash picks, its losses in 3% fewer positions (docs/solver.md).
 */
export class RelaxedMemo {
  private table: Int32Array;
  private bits: number;
  /** The bits of a hash shifted left by 4 that pick a bucket's first word. */
  private bucketMask: number;

  /** `maxBits`: at least 2 (one bucket); tests give a tiny table that must give up slots at once. */
  constructor(
    firstBits: number,
    private readonly maxBits: number,
  ) {
    this.bits = Math.min(firstBits, maxBits);
    this.table = new Int32Array(4 << this.bits);
    this.bucketMask = bucketMask(this.bits);
  }

  /** The answer in a slot find() gave, 0 for none yet. */
  answer(slot: number): number {
    return (this.table[slot + 3] as number) & 3;
  }

  /**
   * The slot of key k0, k1, k2: its own, or the one it takes in its bucket: an empty slot,
   * else one without an answer, else the one whose answer took the least work. A full bucket
   * in a table below the most slots makes it grow instead.
   */
  find(k0: number, k1: number, k2: number): number {
    const table = this.table;
    const bucket = (slotHash(k0, k1, k2) << 4) & this.bucketMask;
    // The slot to give up: the least word of answer and work, 0 where there is no answer.
    let at = bucket;
    let least = table[bucket + 3] as number;
    // A bucket's keys fill its slots from the first, and none is ever emptied (grow() fills
    // them in order too), so the first empty slot ends them and is the one to take.
    for (let i = bucket; i < bucket + 16; i += 4) {
      const w1 = table[i + 1] as number;
      if (w1 === 0) {
        at = i;
        break;
      }
      if (w1 === k1 && table[i] === k0 && table[i + 2] === k2) return i;
      const w3 = table[i + 3] as number;
      if (w3 < least) {
        at = i;
        least = w3;
      }
    }
    if (table[at + 1] !== 0 && this.bits < this.maxBits) {
      this.grow();
      return this.find(k0, k1, k2);
    }
    table[at] = k0;
    table[at + 1] = k1;
    table[at + 2] = k2;
    table[at + 3] = 0;
    return at;
  }

  /**
   * Files the answer of key k0, k1, k2, which took `work` relaxed positions, in the slot
   * find() gave it, unless searches since gave that slot to another key or the table grew:
   * then it finds one.
   */
  store(slot: number, answer: number, work: number, k0: number, k1: number, k2: number): void {
    const table = this.table;
    const word = answer | (Math.min(work, MAX_WORK) << 2);
    if (table[slot] === k0 && table[slot + 1] === k1 && table[slot + 2] === k2)
      table[slot + 3] = word;
    else table[this.find(k0, k1, k2) + 3] = word;
  }

  /**
   * A table four times as large, with every answer of this one: the entries of a bucket go
   * to four buckets whose indexes end in its own, so each finds an empty slot.
   */
  private grow(): void {
    const old = this.table;
    this.bits = Math.min(this.bits + 2, this.maxBits);
    this.bucketMask = bucketMask(this.bits);
    const table = new Int32Array(4 << this.bits);
    for (let from = 0; from < old.length; from += 4) {
      const answer = old[from + 3] as number;
      if (answer === 0) continue;
      const k0 = old[from] as number;
      const k1 = old[from + 1] as number;
      const k2 = old[from + 2] as number;
      const bucket = (slotHash(k0, k1, k2) << 4) & this.bucketMask;
      let at = bucket;
      while (table[at + 1] !== 0) at += 4;
      table[at] = k0;
      table[at + 1] = k1;
      table[at + 2] = k2;
      table[at + 3] = answer;
    }
    this.table = table;
  }
}

/**
 * The third word of a relaxed position's key (chains.ts, cover.ts): the foundations' four
 * counts, four bits each, and the chains the tableau may need.
 */
export function foundationsWord(f: ArrayLike<number>, limit: number): number {
  return (
    (f[0] as number) |
    ((f[1] as number) << 4) |
    ((f[2] as number) << 8) |
    ((f[3] as number) << 12) |
    (limit << 16)
  );
}

/** RelaxedMemo's bucketMask for a table of 2^bits slots. */
function bucketMask(bits: number): number {
  return ((1 << (bits - 2)) - 1) << 4;
}

/** The hash of a key: its bucket in the low bits. */
function slotHash(k0: number, k1: number, k2: number): number {
  const h = Math.imul(k0 ^ Math.imul(k1, 0x9e3779b1) ^ Math.imul(k2, 0x85ebca6b), 0xc2b2ae35);
  return h ^ (h >>> 15);
}
