// The retry rule: at most 3 attempts in all, 100 ms initial delay, growing exponentially with
// jitter. Only failures that may pass are retried: the network and 5xx answers, never a GraphQL
// error (a bad query stays bad).
import { ServerError } from "@apollo/client/errors";
import { CmsNetworkError } from "./cms-fetch";

export const MAX_ATTEMPTS = 3;
export const INITIAL_DELAY_MS = 100;

/**
 * Delay before retry number `retry` (1, 2, ...): INITIAL * 2^(retry-1), jittered within its
 * upper half ("equal jitter"), so retries spread out yet each waits longer than the last.
 */
export function retryDelayMs(retry: number, random: () => number = Math.random): number {
  const ceiling = INITIAL_DELAY_MS * 2 ** (retry - 1);
  return ceiling / 2 + random() * (ceiling / 2);
}

export function isRetryable(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode >= 500;
  return error instanceof CmsNetworkError;
}
