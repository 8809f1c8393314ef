/** The hash tables behind the ReachedSets of visited.ts: typed arrays, no garbage collection. */

/**
 * Slot pairs for `capacity` entries: a power of two (probes mask the hash, so any other
 * size would leave slots unreachable and could fill every reachable one), at least twice
 * the capacity (never more than half full).
 */
const slotsFor = (capacity: number): number => 2 ** Math.ceil(Math.log2(capacity * 2));

/**
 * One generation: an open-addressing hash set in an Int32Array of slot pairs (hash, value),
 * where a value of 0 marks an empty slot, so that millions of entries cost no garbage
 * collection. It grows by doubling up to its capacity.
 */
export abstract class PairTable {
  protected slots: Int32Array;
  private capacity: number;
  count = 0;

  constructor(
    capacity: number,
    readonly maxCapacity: number,
  ) {
    this.capacity = capacity;
    this.slots = new Int32Array(2 * slotsFor(capacity));
  }

  get full(): boolean {
    return this.count >= this.maxCapacity;
  }

  clear(): void {
    this.slots.fill(0);
    this.count = 0;
  }

  /**
   * Probes start at slot (hash << 1) & mask and step by one pair. A half-full table always
   * has an empty slot, so a probe ends; the subclasses' probe loops throw this after more
   * probes than slots, turning a bug that broke that into an error instead of a hang.
   */
  protected static readonly TOO_MANY_PROBES = "ReachedSet: no empty slot";

  protected insert(hash: number, value: number): void {
    if (this.count >= this.capacity) this.growSlots();
    this.place(this.slots, hash, value);
    this.count++;
  }

  private place(slots: Int32Array, hash: number, value: number): void {
    const mask = slots.length - 2;
    let s = (hash << 1) & mask;
    while (slots[s + 1] !== 0) s = (s + 2) & mask;
    slots[s] = hash;
    slots[s + 1] = value;
  }

  private growSlots(): void {
    this.capacity *= 2;
    const old = this.slots;
    this.slots = new Int32Array(2 * slotsFor(this.capacity));
    for (let s = 0; s < old.length; s += 2) {
      const value = old[s + 1] as number;
      if (value !== 0) this.place(this.slots, old[s] as number, value);
    }
  }
}

/** Keys in full: the value is 1 + the offset of the key in an arena, where a length byte precedes it. */
export class KeyTable extends PairTable {
  private arena: Uint8Array;
  private used = 0;
  constructor(capacity: number, maxCapacity: number) {
    super(capacity, maxCapacity);
    this.arena = new Uint8Array(capacity * 48);
  }

  override clear(): void {
    super.clear();
    this.used = 0;
  }

  has(bytes: Uint8Array, length: number, hash: number): boolean {
    return this.find(bytes, length, hash) !== 0;
  }

  /** The key's place in the arena (1 + offset), or 0 when it is not in the table. */
  private find(bytes: Uint8Array, length: number, hash: number): number {
    const slots = this.slots;
    const mask = slots.length - 2;
    const a = this.arena;
    for (let s = (hash << 1) & mask, probes = 0; ; s = (s + 2) & mask) {
      const at = slots[s + 1] as number;
      if (at === 0) return 0;
      if (slots[s] === hash && a[at - 1] === length) {
        let i = 0;
        while (i < length && a[at + i] === bytes[i]) i++;
        if (i === length) return at;
      }
      if (++probes > mask) throw new Error(PairTable.TOO_MANY_PROBES);
    }
  }

  /** Adds a key known not to be present; returns its place in the arena (1 + offset). */
  add(bytes: Uint8Array, length: number, hash: number): number {
    if (this.used + length + 1 > this.arena.length) {
      const a = new Uint8Array(this.arena.length * 2);
      a.set(this.arena.subarray(0, this.used));
      this.arena = a;
    }
    const a = this.arena;
    const at = this.used + 1;
    a[at - 1] = length;
    for (let i = 0; i < length; i++) a[at + i] = bytes[i] as number;
    this.insert(hash, at);
    this.used += length + 1;
    return at;
  }

  /** The key at place `at` of the arena (add's answer), as a view. */
  keyAt(at: number): Uint8Array {
    return this.arena.subarray(at, at + (this.arena[at - 1] as number));
  }

  /** Removes the key at place `at` of the arena, as forget does. */
  forgetAt(at: number): void {
    this.arena[at - 1] = 0;
  }

  /** Removes a key if present: its length byte becomes 0, which no key has, so no probe matches it again. */
  forget(bytes: Uint8Array, length: number, hash: number): void {
    const at = this.find(bytes, length, hash);
    if (at !== 0) this.forgetAt(at);
  }
}

/** The value of a forgotten fingerprint: even, so never a key's `check`, and not 0, so probes go on past it. */
const FORGOTTEN = 2;

/** Fingerprints: the value is the key's second hash (never 0). */
export class FingerprintTable extends PairTable {
  has(hash: number, check: number): boolean {
    return this.find(hash, check) >= 0;
  }

  add(hash: number, check: number): void {
    this.insert(hash, check);
  }

  forget(hash: number, check: number): void {
    const s = this.find(hash, check);
    if (s >= 0) this.slots[s + 1] = FORGOTTEN;
  }

  /** The fingerprint's slot pair, or -1 when it is not in the table. */
  private find(hash: number, check: number): number {
    const slots = this.slots;
    const mask = slots.length - 2;
    for (let s = (hash << 1) & mask, probes = 0; ; s = (s + 2) & mask) {
      const value = slots[s + 1] as number;
      if (value === 0) return -1;
      if (value === check && slots[s] === hash) return s;
      if (++probes > mask) throw new Error(PairTable.TOO_MANY_PROBES);
    }
  }
}

/** The two generations of a ReachedSet (visited.ts). */
export class Generations<T extends PairTable> {
  current: T;
  old: T | undefined;

  constructor(
    maxEntries: number,
    private readonly makeTable: (capacity: number, maxCapacity: number) => T,
  ) {
    const generation = Math.max(16, Math.floor(maxEntries / 2));
    this.current = makeTable(Math.min(generation, 1 << 14), generation);
  }

  /** Makes room for one more entry: true when a generation was dropped (the path must be written again). */
  roll(): boolean {
    if (!this.current.full) return false;
    const dropped = this.old;
    this.old = this.current;
    if (dropped) dropped.clear();
    this.current = dropped ?? this.makeTable(this.old.maxCapacity, this.old.maxCapacity);
    return true;
  }
}
