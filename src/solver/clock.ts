/** Milliseconds from a monotonic clock where there is one (browsers, Workers, Node), else the date. */
export const clock: () => number = (() => {
  const perf = (globalThis as { performance?: { now(): number } }).performance;
  return perf && typeof perf.now === "function" ? () => perf.now() : () => Date.now();
})();
