// A circuit breaker in front of the CMS: after `failureThreshold` outages in a row it opens,
// and for `openMs` every call fails at once instead of waiting on timeouts and retries; then
// one trial call is let through (half open), whose outcome closes or reopens it. A CMS outage
// therefore costs visitors a fast 503 (or a stale page) rather than seconds of waiting, and
// the CMS is not hammered while it recovers.

export class CircuitOpenError extends Error {
  override name = "CircuitOpenError";
}

export type CircuitState = "closed" | "open" | "half-open";

export interface CircuitBreakerOptions {
  failureThreshold: number;
  openMs: number;
  /** True for failures that mean the CMS is out; others (bugs, bad queries) do not count. */
  isOutage: (error: unknown) => boolean;
  /** Told when the circuit opens or closes, for the log. */
  onStateChange?: (state: CircuitState) => void;
  now?: () => number;
}

export interface CircuitBreaker {
  run<T>(call: () => Promise<T>): Promise<T>;
  state(): CircuitState;
}

export function createCircuitBreaker(options: CircuitBreakerOptions): CircuitBreaker {
  const now = options.now ?? Date.now;
  let failures = 0;
  let openUntil = 0;
  let trialInFlight = false;
  let reported: CircuitState = "closed";

  const state = (): CircuitState => {
    if (failures < options.failureThreshold) return "closed";
    return now() < openUntil ? "open" : "half-open";
  };

  const report = () => {
    const current = state();
    if (current !== reported && current !== "half-open") {
      reported = current;
      options.onStateChange?.(current);
    }
  };

  return {
    state,
    async run(call) {
      const current = state();
      if (current === "open" || (current === "half-open" && trialInFlight)) {
        throw new CircuitOpenError(
          `the CMS circuit is open after ${failures} failures in a row; not calling it`,
        );
      }
      const trial = current === "half-open";
      if (trial) trialInFlight = true;
      try {
        const result = await call();
        failures = 0;
        report();
        return result;
      } catch (error) {
        if (options.isOutage(error)) {
          failures += 1;
          if (failures >= options.failureThreshold) openUntil = now() + options.openMs;
          report();
        }
        throw error;
      } finally {
        if (trial) trialInFlight = false;
      }
    },
  };
}
