import { FingerprintTable, Generations, KeyTable } from "./tables.js";

/** A position's key as KeyMaker makes it (key.ts). */
export interface Key {
  readonly bytes: Uint8Array;
  readonly length: number;
  readonly hash: number;
  /** A second 32-bit hash, independent of `hash`, never 0. */
  readonly check: number;
}

/**
 * The positions one search has reached, bounded in size, with the positions on its path
 * always among them.
 *
 * Two generations: new keys go into the current one; when it is full it becomes the old one
 * (the older is cleared) and the keys of the positions on the current path are written into
 * the new one, so that a cycle back onto the path is always seen. Forgetting a finished
 * position only means it may be searched again: never a wrong answer (see search.ts).
 */
export interface ReachedSet {
  has(key: Key): boolean;
  /**
   * Adds a key not yet present as the key of path frame d: frames 0 … d−1 are the path
   * above it, and frames d and deeper are no longer on the path.
   */
  addOnPath(key: Key, d: number): void;
  /**
   * Forgets the keys of path frames 1 … d (the root's, frame 0, stays), for a restart
   * (search.ts): those positions were not searched through, so they are searched again when
   * met. The finished positions stay.
   */
  forgetPath(d: number): void;
}

/** A ReachedSet of keys in full: it never confuses two positions. */
export class VisitedSet implements ReachedSet {
  private readonly tables: Generations<KeyTable>;
  /**
   * Where the path's keys are in the current generation's arena (KeyTable.add's answer):
   * frame i's at pathAt[i]. Every key on the path is in the current generation: it went in
   * when its frame opened, or was written again when the generation rolled.
   */
  private readonly pathAt: number[] = [];
  private readonly pathHash: number[] = [];

  constructor(maxEntries: number) {
    this.tables = new Generations(maxEntries, (c, m) => new KeyTable(c, m));
  }

  has(key: Key): boolean {
    const { current, old } = this.tables;
    return (
      current.has(key.bytes, key.length, key.hash) ||
      (old?.has(key.bytes, key.length, key.hash) ?? false)
    );
  }

  addOnPath(key: Key, d: number): void {
    if (this.tables.roll()) {
      const { current, old } = this.tables;
      // The path's keys are in the generation that has just become the old one. The new one
      // is empty, and no key is twice on the path (a key goes on it only when not yet present).
      for (let i = 0; i < d; i++) {
        const bytes = (old as KeyTable).keyAt(this.pathAt[i] as number);
        this.pathAt[i] = current.add(bytes, bytes.length, this.pathHash[i] as number);
      }
    }
    this.pathAt[d] = this.tables.current.add(key.bytes, key.length, key.hash);
    this.pathHash[d] = key.hash;
  }

  forgetPath(d: number): void {
    const { current, old } = this.tables;
    for (let i = 1; i <= d; i++) {
      const at = this.pathAt[i] as number;
      const bytes = current.keyAt(at);
      old?.forget(bytes, bytes.length, this.pathHash[i] as number);
      current.forgetAt(at);
    }
  }
}

/**
 * A ReachedSet of 64-bit fingerprints (the key's two hashes) instead of keys: an entry takes
 * 8 bytes, not about 60, and a probe reads no key. Two positions whose keys differ but whose
 * fingerprints are equal are confused: the second is taken as reached and not searched.
 * Only for a search whose "loss" proves nothing (the search for a win): there a confusion can
 * only hide a win, never make a wrong answer. (With 63 bits, a search of n positions confuses
 * two with a chance of about n² / 2⁶⁴: about 10⁻⁶ for 4 million.)
 */
export class FingerprintSet implements ReachedSet {
  private readonly tables: Generations<FingerprintTable>;
  private readonly pathHash: number[] = [];
  private readonly pathCheck: number[] = [];

  constructor(maxEntries: number) {
    this.tables = new Generations(maxEntries, (c, m) => new FingerprintTable(c, m));
  }

  has(key: Key): boolean {
    const { current, old } = this.tables;
    return current.has(key.hash, key.check) || (old?.has(key.hash, key.check) ?? false);
  }

  addOnPath(key: Key, d: number): void {
    if (this.tables.roll()) {
      const table = this.tables.current;
      for (let i = 0; i < d; i++) {
        const hash = this.pathHash[i] as number;
        const check = this.pathCheck[i] as number;
        if (!table.has(hash, check)) table.add(hash, check);
      }
    }
    this.tables.current.add(key.hash, key.check);
    this.pathHash[d] = key.hash;
    this.pathCheck[d] = key.check;
  }

  forgetPath(d: number): void {
    const { current, old } = this.tables;
    for (let i = 1; i <= d; i++) {
      const hash = this.pathHash[i] as number;
      const check = this.pathCheck[i] as number;
      current.forget(hash, check);
      old?.forget(hash, check);
    }
  }
}
