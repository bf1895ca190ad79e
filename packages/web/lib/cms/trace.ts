// What one page request spent on the CMS: the wall time while any CMS read was in flight,
// and how its answers were served. Becomes the page's Server-Timing and x-cms-cache headers.
import type { CacheOutcome } from "./cache";

/** `bypass`: read straight from the CMS, never cached (a preview). */
export type ReadOutcome = CacheOutcome | "bypass";

export interface CmsTrace {
  /** Call when a read starts; call the returned function when it ends, with its outcome. */
  start(): (outcome: ReadOutcome) => void;
  /** Milliseconds during which at least one read was in flight. */
  cmsMs(): number;
  /**
   * The request's outcome: bypass, else stale if any answer was, else refreshing if any was,
   * else miss if any was, else hit.
   */
  outcome(): ReadOutcome | null;
}

const SEVERITY: ReadOutcome[] = ["hit", "miss", "refreshing", "stale", "bypass"];

export function createTrace(now: () => number = () => performance.now()): CmsTrace {
  let inFlight = 0;
  let since = 0;
  let total = 0;
  let worst: ReadOutcome | null = null;
  return {
    start() {
      if (inFlight === 0) since = now();
      inFlight += 1;
      let ended = false;
      return (outcome) => {
        if (ended) return;
        ended = true;
        inFlight -= 1;
        if (inFlight === 0) total += now() - since;
        if (worst === null || SEVERITY.indexOf(outcome) > SEVERITY.indexOf(worst)) worst = outcome;
      };
    },
    cmsMs: () => (inFlight > 0 ? total + now() - since : total),
    outcome: () => worst,
  };
}
