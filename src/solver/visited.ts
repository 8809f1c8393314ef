/**
 * Slot pairs for `capacity` entries: a power of two (probes mask the hash, so any other
 * size would leave slots unreachable and could fill every reachable one), at least twice
 * the capacity (never more than half full).
 */
const slotsFor = (capacity: number): number => 2 ** Math.ceil(Math.log2(capacity * 2));

/**
 * One generation: an open-addressing hash set of byte strings kept in typed arrays, so that
 * millions of keys cost no garbage collection. A slot is a pair (hash, 1 + offset of the
 * key in the arena, where a length byte precedes it): a probe that misses reads one pair,
 * and a hit reads the pair and the arena once. It grows by doubling up to its capacity.
 */
class KeyTable {
  private slots: Int32Array;
  private arena: Uint8Array;
  private used = 0;
  private capacity: number;
  count = 0;

  constructor(
    capacity: number,
    readonly maxCapacity: number,
  ) {
    this.capacity = capacity;
    this.slots = new Int32Array(2 * slotsFor(capacity));
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
    const slots = this.slots;
    const mask = slots.length - 2;
    const a = this.arena;
    // A half-full table always has an empty slot, so the probe ends; the bound turns a bug
    // that broke that into an error instead of a hang.
    for (let s = (hash << 1) & mask, probes = 0; ; s = (s + 2) & mask) {
      const at = slots[s + 1] as number;
      if (at === 0) return false;
      if (slots[s] === hash && a[at - 1] === length) {
        let i = 0;
        while (i < length && a[at + i] === bytes[i]) i++;
        if (i === length) return true;
      }
      if (++probes > mask) throw new Error("VisitedSet: no empty slot");
    }
  }

  /** Adds a key known not to be present. */
  add(bytes: Uint8Array, length: number, hash: number): void {
    if (this.count >= this.capacity) this.growSlots();
    if (this.used + length + 1 > this.arena.length) {
      const a = new Uint8Array(this.arena.length * 2);
      a.set(this.arena.subarray(0, this.used));
      this.arena = a;
    }
    const a = this.arena;
    const at = this.used + 1;
    a[at - 1] = length;
    for (let i = 0; i < length; i++) a[at + i] = bytes[i] as number;
    this.place(this.slots, hash, at);
    this.used += length + 1;
    this.count++;
  }

  private place(slots: Int32Array, hash: number, at: number): void {
    const mask = slots.length - 2;
    let s = (hash << 1) & mask;
    while (slots[s + 1] !== 0) s = (s + 2) & mask;
    slots[s] = hash;
    slots[s + 1] = at;
  }

  private growSlots(): void {
    this.capacity *= 2;
    const old = this.slots;
    this.slots = new Int32Array(2 * slotsFor(this.capacity));
    for (let s = 0; s < old.length; s += 2) {
      const at = old[s + 1] as number;
      if (at !== 0) this.place(this.slots, old[s] as number, at);
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
