// This container's memory of a failing CMS: after a lookup fails (error or timeout), requests
// for the next few seconds pass straight to the origin instead of each waiting on the same
// failure again. The origin looks the URL up itself (with its own cache and circuit breaker).

export interface FailureMemory {
  /** True while a recent failure is remembered. */
  failing(): boolean;
  /** Remembers a failure from now. */
  failed(): void;
}

export function createFailureMemory({
  seconds,
  now = Date.now,
}: {
  seconds: number;
  now?: () => number;
}): FailureMemory {
  let until = 0;
  return {
    failing: () => now() < until,
    failed: () => {
      until = now() + seconds * 1000;
    },
  };
}
