import { describe, expect, it } from "vitest";
import { median, moreRunsWanted, type RunPolicy } from "../../scripts/audit/run-policy.ts";

const policy = (stopWhenSettled: boolean, settleOnClearFirstRun = false): RunPolicy => ({
  runs: 3,
  extraRuns: 2,
  stopWhenSettled,
  settleOnClearFirstRun,
});

/** Runs measured as two figures each (say, the score's ratio and blocking time's), each with
 * its own budget: at least 0.95, and at most 1.5. */
type Run = [score: number, blocking: number];
const meets = ([score, blocking]: Run) => score >= 0.95 && blocking <= 1.5;
/** Well inside both: at least 0.98 and at most 1.2. */
const clear = ([score, blocking]: Run) => score >= 0.98 && blocking <= 1.2;
const soFar = (runs: readonly Run[]) => ({
  meeting: runs.map(meets),
  firstRunClear: runs[0] !== undefined && clear(runs[0]),
  mediansMeet:
    runs.length > 0 &&
    median(runs.map(([score]) => score)) >= 0.95 &&
    median(runs.map(([, blocking]) => blocking)) <= 1.5,
});
const good: Run = [0.99, 1.1];
const justMeeting: Run = [0.96, 1.4];
const slowScore: Run = [0.9, 1.1];
const blocking: Run = [0.99, 2];

describe("how many Lighthouse runs a page gets", () => {
  it.each<[string, Run[], boolean]>([
    ["none yet", [], true],
    ["one run", [good], true],
    ["three that meet every budget", [good, good, good], false],
    ["a median that misses: two more", [slowScore, good, slowScore], true],
    [
      "runs that each miss a different budget: the medians meet them",
      [slowScore, blocking, good],
      false,
    ],
    [
      "five runs, a median still missing: no more",
      [slowScore, good, slowScore, blocking, slowScore],
      false,
    ],
    ["five runs, the medians now meeting", [slowScore, good, slowScore, good, good], false],
  ])("the full audit: %s", (_case, runs, wanted) => {
    expect(moreRunsWanted(soFar(runs), policy(false))).toBe(wanted);
  });

  it.each<[string, Run[], boolean]>([
    ["two of three met every budget: the third cannot change the verdict", [good, good], false],
    ["one met them, one missed: a third decides", [good, blocking], true],
    ["two missed: a third, then the extra runs", [slowScore, blocking], true],
    [
      "the extra runs: two of four met them, the fifth decides",
      [slowScore, slowScore, good, good],
      true,
    ],
    ["the extra runs: three of four met them", [slowScore, good, good, good], false],
    [
      "five runs, the medians missing: no more",
      [slowScore, slowScore, blocking, good, good],
      false,
    ],
  ])("CI, ending once settled: %s", (_case, runs, wanted) => {
    expect(moreRunsWanted(soFar(runs), policy(true))).toBe(wanted);
  });

  it.each<[string, Run[], boolean]>([
    ["a first run well inside every budget: no more", [good], false],
    ["a first run meeting them, not by the margin: more", [justMeeting], true],
    ["a first run missing one: more", [blocking], true],
    ["a clear first run, then the rest as before", [good, blocking], true],
  ])("CI, settling on a clear first run: %s", (_case, runs, wanted) => {
    expect(moreRunsWanted(soFar(runs), policy(true, true))).toBe(wanted);
  });

  it("ends only where the full audit's verdict is already certain", () => {
    // Every sequence of runs from a few of each figure: where CI stops early, whatever the runs
    // it skips would have measured, the full audit's medians meet every budget.
    const values: Run[] = [0.8, 0.95, 1].flatMap((score) =>
      [1, 1.5, 3].map((block): Run => [score, block]),
    );
    const sequences = (length: number): Run[][] =>
      length === 0 ? [[]] : sequences(length - 1).flatMap((s) => values.map((v) => [...s, v]));
    for (let length = 1; length <= 4; length += 1) {
      for (const runs of sequences(length)) {
        const stopsEarly =
          !moreRunsWanted(soFar(runs), policy(true)) && moreRunsWanted(soFar(runs), policy(false));
        if (!stopsEarly) continue;
        expect(soFar(runs).mediansMeet, JSON.stringify(runs)).toBe(true);
        for (const rest of sequences(5 - length)) {
          let all = runs;
          for (const next of rest) {
            if (!moreRunsWanted(soFar(all), policy(false))) break;
            all = [...all, next];
          }
          expect(soFar(all).mediansMeet, JSON.stringify(all)).toBe(true);
        }
      }
    }
  });
});
