// How many Lighthouse runs a page gets (lighthouse.ts measures them, each beside a run of the bare
// page): `runs` of them, the medians deciding; `extraRuns` more while a median misses its budget;
// and, when the verdict is all that is wanted (CI), none past the point where every median must
// meet its budget whatever the runs left would measure.

export const median = (values: readonly number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const upper = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  const lower = sorted[Math.ceil(sorted.length / 2) - 1] ?? NaN;
  return (lower + upper) / 2;
};

export interface RunPolicy {
  /** Runs a page gets; an odd number, so that each median is one of them. */
  runs: number;
  /** Runs added when a median of `runs` misses its budget. */
  extraRuns: number;
  /**
   * Stop once more than half of the runs the medians will be taken over met every budget
   * (`runs`, or with the extra runs once those began): each median then must meet its own.
   */
  stopWhenSettled: boolean;
}

export interface RunsSoFar {
  /** Whether each run so far met every budget on its own. */
  meeting: readonly boolean[];
  /** Whether the medians over the runs so far meet every budget. */
  mediansMeet: boolean;
}

/** Whether a page gets another run. */
export function moreRunsWanted({ meeting, mediansMeet }: RunsSoFar, policy: RunPolicy): boolean {
  const met = meeting.filter(Boolean).length;
  const medianOver = meeting.length <= policy.runs ? policy.runs : policy.runs + policy.extraRuns;
  if (policy.stopWhenSettled && met > medianOver / 2) return false;
  if (meeting.length < policy.runs) return true;
  return meeting.length < policy.runs + policy.extraRuns && !mediansMeet;
}
