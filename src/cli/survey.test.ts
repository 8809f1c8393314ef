import { describe, expect, it } from "vitest";
import { quantile, summarize, wilson } from "./survey.js";

describe("survey statistics", () => {
  it("wilson: the 95% score interval", () => {
    const [lo, hi] = wilson(50, 100);
    expect(lo).toBeCloseTo(0.4038, 4);
    expect(hi).toBeCloseTo(0.5962, 4);
    const [lo0, hi0] = wilson(0, 10);
    expect(lo0).toBe(0);
    expect(hi0).toBeCloseTo(0.2775, 4);
    expect(wilson(10, 10)[1]).toBeCloseTo(1, 12);
  });

  it("quantile: nearest rank", () => {
    const xs = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(quantile(xs, 0.5)).toBe(5);
    expect(quantile(xs, 0.9)).toBe(9);
    expect(quantile(xs, 0.99)).toBe(10);
    expect(quantile(xs, 1)).toBe(10);
    expect(quantile([], 0.5)).toBe(0);
  });

  it("summarize counts, rates and percentiles", () => {
    const results = [
      { deal: 0, result: "win", nodes: 10, ms: 4, length: 100 },
      { deal: 1, result: "loss", nodes: 20, ms: 1, length: 0 },
      { deal: 2, result: "unknown", nodes: 30, ms: 9, length: 0 },
      { deal: 3, result: "win", nodes: 40, ms: 2, length: 90 },
    ] as const;
    const s = summarize(
      {
        variant: "classic",
        rules: {} as never,
        from: 0,
        count: 4,
        jobs: 1,
        csv: undefined,
        maxNodes: 50,
        maxMs: undefined,
      },
      results.map((r) => ({ ...r })),
    );
    expect(s).toMatchObject({
      count: 4,
      win: 2,
      loss: 1,
      unknown: 1,
      winRate: 0.5,
      maxNodes: 50,
      maxSeconds: null,
    });
    expect(s.ms).toEqual({ median: 2, p90: 9, p99: 9, max: 9 });
  });
});
