/**
 * Tableau sets of relaxed positions the cover test answered (cover.ts), kept by the rest of
 * their key (a number for the reserve's length and the foundations), to answer a position
 * with the same rest from them: with "within", sets of lost positions, and a position is lost
 * where its tableau holds one; with "holding", sets of won positions, and a position is won
 * where one holds its tableau. Each set is two words: the tableau's cards below 32 as bits,
 * and its cards from 32 up.
 *
 * The sets of one rest are scanned in full, two operations a set: the positions a test
 * reaches share few rests (19 of them for the 31,656 lost on superior's 1,000,276 at 1
 * million positions), and a scan costs far less than the relaxed search it saves where it
 * finds one (cover.ts). No set kept answers for another (add), which keeps them fewer: on
 * 276, 8,154 lost sets gave way to smaller ones. Sets stop being kept once `most` are: a
 * slower answer from the relaxed search, never a wrong one.
 */
export class TableauSets {
  private readonly byRest = new Map<number, { words: Int32Array; length: number }>();
  private kept = 0;

  /** `kind`: "within" answers from a kept set within the tableau, "holding" from one that holds it. */
  constructor(
    private readonly most: number,
    private readonly kind: "within" | "holding",
  ) {}

  /**
   * Keeps a tableau set (t1: the cards from 32 up, as bits from 0), in place of the sets of
   * its rest that it answers for: with "within" those that hold it, with "holding" those
   * within it.
   */
  add(rest: number, t0: number, t1: number): void {
    let sets = this.byRest.get(rest);
    if (sets !== undefined) {
      const words = sets.words;
      const within = this.kind === "within";
      let kept = 0;
      for (let i = 0; i < sets.length; i += 2) {
        const w0 = words[i] as number;
        const w1 = words[i + 1] as number;
        const covered = within ? ((t0 & ~w0) | (t1 & ~w1)) === 0 : ((w0 & ~t0) | (w1 & ~t1)) === 0;
        if (covered) continue;
        words[kept] = w0;
        words[kept + 1] = w1;
        kept += 2;
      }
      this.kept -= (sets.length - kept) / 2;
      sets.length = kept;
    }
    if (this.kept >= this.most) return;
    if (sets === undefined) {
      sets = { words: new Int32Array(64), length: 0 };
      this.byRest.set(rest, sets);
    }
    if (sets.length === sets.words.length) {
      const grown = new Int32Array(sets.words.length * 2);
      grown.set(sets.words);
      sets.words = grown;
    }
    sets.words[sets.length] = t0;
    sets.words[sets.length + 1] = t1;
    sets.length += 2;
    this.kept++;
  }

  /** Whether a set kept with this rest answers for the tableau t0, t1 (see the class). */
  answers(rest: number, t0: number, t1: number): boolean {
    const sets = this.byRest.get(rest);
    if (sets === undefined) return false;
    const { words, length } = sets;
    if (this.kind === "within") {
      const out0 = ~t0;
      const out1 = ~t1;
      for (let i = 0; i < length; i += 2)
        if ((((words[i] as number) & out0) | ((words[i + 1] as number) & out1)) === 0) return true;
    } else
      for (let i = 0; i < length; i += 2)
        if (((t0 & ~(words[i] as number)) | (t1 & ~(words[i + 1] as number))) === 0) return true;
    return false;
  }
}
