/**
 * Slots for `capacity` entries: a power of two (probes mask the hash with slots − 1, so any
 * other size would leave slots unreachable and could fill every reachable one, making a
 * lookup loop for ever), at least twice the capacity (never more than half full).
 */
const slotsFor = (capacity: number): number => 2 ** Math.ceil(Math.log2(capacity * 2));

/**
 * One generation: an open-addressing hash set of byte strings kept in typed arrays, so that
 * millions of keys cost no garbage collection. It grows by doubling up to its capacity.
 */
class KeyTable {
  private slots: Int32Array; // entry index + 1, or 0
  private hashes: Int32Array;
  private offsets: Uint32Array;
  private lengths: Uint8Array;
  private arena: Uint8Array;
  private used = 0;
  count = 0;

  constructor(
    private capacity: number,
    readonly maxCapacity: number,
  ) {
    this.slots = new Int32Array(slotsFor(capacity));
    this.hashes = new Int32Array(capacity);
    this.offsets = new Uint32Array(capacity);
    this.lengths = new Uint8Array(capacity);
    this.arena = new Uint8Array(capacity * 48);
  }

  get full(): boolean {
    return this.count >= this.maxCapacity;
  }

  clear(): void {
    this.slots.fill(0);
    this.count = 0;
    this.used = 0;
  }

  has(bytes: Uint8Array, length: number, hash: number): boolean {
    const mask = this.slots.length - 1;
    for (let s = hash & mask; ; s = (s + 1) & mask) {
      const e = this.slots[s] as number;
      if (e === 0) return false;
      if (this.hashes[e - 1] === hash && this.lengths[e - 1] === length) {
        const off = this.offsets[e - 1] as number;
        const a = this.arena;
        let i = 0;
        while (i < length && a[off + i] === bytes[i]) i++;
        if (i === length) return true;
      }
    }
  }

  /** Adds a key known not to be present. */
  add(bytes: Uint8Array, length: number, hash: number): void {
    if (this.count >= this.capacity || this.used + length > this.arena.length) this.grow();
    const e = this.count++;
    this.hashes[e] = hash;
    this.lengths[e] = length;
    this.offsets[e] = this.used;
    this.arena.set(bytes.subarray(0, length), this.used);
    this.used += length;
    this.place(e, hash);
  }

  private place(e: number, hash: number): void {
    const mask = this.slots.length - 1;
    let s = hash & mask;
    while (this.slots[s] !== 0) s = (s + 1) & mask;
    this.slots[s] = e + 1;
  }

  private grow(): void {
    if (this.count >= this.capacity) {
      this.capacity *= 2;
      const grow32 = <T extends Int32Array | Uint32Array>(a: T, make: (n: number) => T): T => {
        const b = make(this.capacity);
        b.set(a);
        return b;
      };
      this.hashes = grow32(this.hashes, (n) => new Int32Array(n));
      this.offsets = grow32(this.offsets, (n) => new Uint32Array(n));
      const l = new Uint8Array(this.capacity);
      l.set(this.lengths);
      this.lengths = l;
      this.slots = new Int32Array(slotsFor(this.capacity));
      for (let e = 0; e < this.count; e++) this.place(e, this.hashes[e] as number);
    }
    if (this.used + 128 > this.arena.length) {
      const a = new Uint8Array(this.arena.length * 2);
      a.set(this.arena.subarray(0, this.used));
      this.arena = a;
    }
  }
}

/**
 * The set of positions already reached in one search, bounded in size.
 *
 * Two generations: new keys go into the current one; when it is full it becomes the old one
 * (the older is cleared) and the keys of the positions on the current path are copied into
 * the new one, so that a cycle back onto the path is always seen. Forgetting a finished
 * position only means it may be searched again: never a wrong answer (see search.ts).
 */
export class VisitedSet {
  private current: KeyTable;
  private old: KeyTable | undefined;

  constructor(maxEntries: number) {
    const generation = Math.max(16, Math.floor(maxEntries / 2));
    this.current = new KeyTable(Math.min(generation, 1 << 14), generation);
  }

  has(bytes: Uint8Array, length: number, hash: number): boolean {
    return this.current.has(bytes, length, hash) || (this.old?.has(bytes, length, hash) ?? false);
  }

  /**
   * Adds a key not yet present. `rekeyPath` writes the keys of the positions on the current
   * path into the set again; it is called when a generation is dropped.
   */
  add(bytes: Uint8Array, length: number, hash: number, rekeyPath: () => void): void {
    if (this.current.full) {
      const dropped = this.old;
      this.old = this.current;
      if (dropped) dropped.clear();
      this.current = dropped ?? new KeyTable(this.old.maxCapacity, this.old.maxCapacity);
      rekeyPath();
    }
    this.current.add(bytes, length, hash);
  }

  /** Adds a key to the current generation if it is not there (for the path). */
  keep(bytes: Uint8Array, length: number, hash: number): void {
    if (!this.current.has(bytes, length, hash)) this.current.add(bytes, length, hash);
  }
}
