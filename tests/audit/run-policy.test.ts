import { describe, expect, it } from "vitest";
import { median, moreRunsWanted, type RunPolicy } from "../../scripts/audit/run-policy.ts";

const policy = (stopWhenSettled: boolean): RunPolicy => ({
  runs: 3,
  extraRuns: 2,
  performanceBudget: 95,
  stopWhenSettled,
});

describe("how many Lighthouse runs a page gets", () => {
  it.each<[string, number[], boolean]>([
    ["none yet", [], true],
    ["one run", [99], true],
    ["three that meet the budget", [97, 96, 99], false],
    ["a median that misses: two more", [90, 96, 92], true],
    ["five runs, the median still missing: no more", [90, 96, 92, 91, 93], false],
    ["five runs, the median now meeting it", [90, 96, 92, 97, 98], false],
  ])("the full audit: %s", (_case, scores, wanted) => {
    expect(moreRunsWanted(scores, policy(false))).toBe(wanted);
  });

  it.each<[string, number[], boolean]>([
    ["two of three met the budget: the third cannot change the verdict", [97, 98], false],
    ["one met it, one missed: a third decides", [97, 90], true],
    ["two missed: a third, then the extra runs", [90, 92], true],
    ["the extra runs: two of four met it, the fifth decides", [90, 92, 96, 97], true],
    ["the extra runs: three of four met it", [90, 96, 97, 95], false],
    ["five runs, the median missing: no more", [90, 92, 93, 96, 97], false],
  ])("CI, ending once settled: %s", (_case, scores, wanted) => {
    expect(moreRunsWanted(scores, policy(true))).toBe(wanted);
  });

  it("ends only where the full audit's verdict is already certain", () => {
    // Every sequence of runs scored from a few values: where CI stops early, whatever the runs
    // it skips would have scored, the full audit's median meets the budget.
    const values = [80, 94, 95, 99];
    const sequences = (length: number): number[][] =>
      length === 0 ? [[]] : sequences(length - 1).flatMap((s) => values.map((v) => [...s, v]));
    for (let length = 1; length <= 5; length += 1) {
      for (const scores of sequences(length)) {
        const stopsEarly =
          !moreRunsWanted(scores, policy(true)) && moreRunsWanted(scores, policy(false));
        if (!stopsEarly) continue;
        expect(median(scores), `${scores}`).toBeGreaterThanOrEqual(95);
        for (const rest of sequences(5 - length)) {
          let all = scores;
          for (const next of rest) {
            if (!moreRunsWanted(all, policy(false))) break;
            all = [...all, next];
          }
          expect(median(all), `${scores} then ${all.slice(length)}`).toBeGreaterThanOrEqual(95);
        }
      }
    }
  });
});
