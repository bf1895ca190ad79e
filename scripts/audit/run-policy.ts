// How many Lighthouse runs a page gets (lighthouse.ts measures them, each beside a run of the bare
// page): `runs` of them, the medians deciding; `extraRuns` more while a median misses its budget;
// and, when the verdict is all that is wanted (CI), none past the point where every median must
// meet its budget whatever the runs left would measure, nor past a first run well inside every
// budget (budgets.ts, LIGHTHOUSE_CLEAR_RATIOS): a page that far from its limits would need
// several runs far worse than any measured to miss them.

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
  /** Stop after the first run when it is clear of every budget by the margin (CI). */
  settleOnClearFirstRun: boolean;
}

export interface RunsSoFar {
  /** Whether each run so far met every budget on its own. */
  meeting: readonly boolean[];
  /** Whether the medians over the runs so far meet every budget. */
  mediansMeet: boolean;
  /** Whether the first run, if any, met every budget with the margin. */
  firstRunClear: boolean;
}

/** Whether a page gets another run. */
export function moreRunsWanted(
  { meeting, mediansMeet, firstRunClear }: RunsSoFar,
  policy: RunPolicy,
): boolean {
  if (policy.settleOnClearFirstRun && meeting.length === 1 && firstRunClear) return false;
  const met = meeting.filter(Boolean).length;
  const medianOver = meeting.length <= policy.runs ? policy.runs : policy.runs + policy.extraRuns;
  if (policy.stopWhenSettled && met > medianOver / 2) return false;
  if (meeting.length < policy.runs) return true;
  return meeting.length < policy.runs + policy.extraRuns && !mediansMeet;
}
