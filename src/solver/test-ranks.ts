/** For tests: counts by rank from rank letters, "KQQ" one king and two queens. */
export function ranksOf(text: string): number[] {
  const m = new Array<number>(13).fill(0);
  for (const ch of text) {
    const r = "A23456789TJQK".indexOf(ch);
    m[r] = (m[r] as number) + 1;
  }
  return m;
}
