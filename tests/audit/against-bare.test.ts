import { describe, expect, it } from "vitest";
import { meetsRatioBudgets, ratiosToBare, TBT_FLOOR_MS } from "../../scripts/audit/against-bare.ts";

const budgets = { leastScore: 0.8, mostTbt: 3.5, mostLcp: 3.5 };
const MOBILE = 4;

describe("a page's Lighthouse figures against the bare page's", () => {
  it("divides each figure by the bare page's", () => {
    const ratios = ratiosToBare(
      { score: 90, tbtMs: 600, lcpMs: 2100 },
      { score: 100, tbtMs: 300, lcpMs: 1400 },
      MOBILE,
    );
    expect(ratios).toEqual({ score: 0.9, tbt: 2, lcp: 1.5 });
    expect(meetsRatioBudgets(ratios, budgets)).toBe(true);
  });

  it("holds when a slower machine lengthens both pages' tasks alike", () => {
    // The brands page on this project's machine, the CPU slowed 4x and then 8x.
    const atFour = ratiosToBare(
      { score: 86, tbtMs: 694, lcpMs: 2200 },
      { score: 93, tbtMs: 296, lcpMs: 1500 },
      MOBILE,
    );
    const atEight = ratiosToBare(
      { score: 72, tbtMs: 1080, lcpMs: 1900 },
      { score: 85, tbtMs: 600, lcpMs: 1480 },
      8,
    );
    expect(meetsRatioBudgets(atFour, budgets)).toBe(true);
    expect(meetsRatioBudgets(atEight, budgets)).toBe(true);
  });

  it("counts blocking under the floor as the floor, in proportion to Lighthouse's CPU slowdown", () => {
    // A fast machine: the bare page blocks next to nothing; both under the floor are equal.
    expect(
      ratiosToBare({ score: 99, tbtMs: 180, lcpMs: 1 }, { score: 100, tbtMs: 20, lcpMs: 1 }, MOBILE)
        .tbt,
    ).toBe(1);
    // The same page blocking well past it still shows.
    expect(
      ratiosToBare(
        { score: 60, tbtMs: TBT_FLOOR_MS * 6, lcpMs: 1 },
        { score: 100, tbtMs: 20, lcpMs: 1 },
        MOBILE,
      ).tbt,
    ).toBe(6);
    // Desktop runs (no slowdown) have a quarter of the floor.
    expect(
      ratiosToBare({ score: 99, tbtMs: 100, lcpMs: 1 }, { score: 100, tbtMs: 0, lcpMs: 1 }, 1).tbt,
    ).toBe(100 / (TBT_FLOOR_MS / 4));
  });

  it("misses when any one ratio misses its budget", () => {
    expect(meetsRatioBudgets({ score: 0.79, tbt: 1, lcp: 1 }, budgets)).toBe(false);
    expect(meetsRatioBudgets({ score: 1, tbt: 3.51, lcp: 1 }, budgets)).toBe(false);
    expect(meetsRatioBudgets({ score: 1, tbt: 1, lcp: 3.51 }, budgets)).toBe(false);
  });
});
