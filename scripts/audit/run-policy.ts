// How many Lighthouse runs a page gets (lighthouse.ts measures them): `runs` of them, the median
// deciding; `extraRuns` more while that median misses the budget; and, when the verdict is all
// that is wanted (CI), none past the point where the median must meet the budget whatever the
// runs left would score.

export const median = (values: readonly number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const upper = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  const lower = sorted[Math.ceil(sorted.length / 2) - 1] ?? NaN;
  return (lower + upper) / 2;
};

export interface RunPolicy {
  /** Runs a page gets; an odd number, so that the median is one of them. */
  runs: number;
  /** Runs added when the median of `runs` misses the budget. */
  extraRuns: number;
  /** The least performance score a page may have. */
  performanceBudget: number;
  /**
   * Stop once more than half of the runs the median will be taken over met the budget (`runs`,
   * or with the extra runs once those began): that median then must meet it too.
   */
  stopWhenSettled: boolean;
}

/** Whether a page whose counted runs scored `scores` (performance) gets another run. */
export function moreRunsWanted(scores: readonly number[], policy: RunPolicy): boolean {
  const meeting = scores.filter((score) => score >= policy.performanceBudget).length;
  const medianOver = scores.length <= policy.runs ? policy.runs : policy.runs + policy.extraRuns;
  if (policy.stopWhenSettled && meeting > medianOver / 2) return false;
  if (scores.length < policy.runs) return true;
  return (
    scores.length < policy.runs + policy.extraRuns && median(scores) < policy.performanceBudget
  );
}
