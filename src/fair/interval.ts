/** z for a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/**
 * The 95% Wilson score interval of a proportion k/n. Wilson rather than the normal (Wald)
 * interval because chances near 0 or 1 are common here and samples are few (32): Wald's
 * interval shrinks to nothing at 0/n or n/n and leaves [0, 1]; Wilson's keeps close to 95%
 * coverage for small n and stays inside [0, 1]. The same interval as the survey command's.
 */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = Z95;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}
