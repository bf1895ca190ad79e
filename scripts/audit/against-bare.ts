// A page's Lighthouse performance as ratios to the bare Next.js page's, each run of the page
// beside a run of the bare page in the same browser. Lighthouse simulates the network and
// multiplies the main-thread tasks it saw by the CPU slowdown, so an absolute score measures the
// machine as much as the page: the same commit scored 95 to 99 on one machine of this kind and
// 81 to 85 on a slower one. The bare page slows down with the machine; the ratios hold.

/** What a Lighthouse run measured of performance. */
export interface PerformanceFigures {
  /** The performance score, 0 to 100. */
  score: number;
  /** Total blocking time, ms. */
  tbtMs: number;
  /** Largest contentful paint, ms. */
  lcpMs: number;
}

/** The page's figures over the bare page's. */
export interface Ratios {
  score: number;
  tbt: number;
  lcp: number;
}

export interface RatioBudgets {
  /** The least the page's score may be, as a share of the bare page's. */
  leastScore: number;
  /** The most the page's blocking time may be, as a multiple of the bare page's. */
  mostTbt: number;
  /** The most the page's largest contentful paint may be, as a multiple of the bare page's. */
  mostLcp: number;
}

/**
 * Below this, blocking time counts as this, in a run whose CPU Lighthouse slows down 4x (its
 * mobile default; in proportion for another multiplier): the most a mobile page may block and
 * still be "good" (web.dev's Core Web Vitals threshold for total blocking time). Lighthouse counts
 * a task's time past 50 ms only, so a fast machine runs the bare page's tasks under that and its
 * blocking falls to next to nothing while the page's longest task still counts: on this
 * project's machine, with the CPU slowed 2x instead of 4x, the brands page blocked 192 ms against
 * the bare page's 22 ms (8.7x), and 694 ms against 296 ms (2.3x) at 4x. Ratios between figures
 * that small measure noise, not the page.
 */
export const TBT_FLOOR_MS = 200;

export function ratiosToBare(
  page: PerformanceFigures,
  bare: PerformanceFigures,
  cpuSlowdown: number,
): Ratios {
  const floor = (TBT_FLOOR_MS * cpuSlowdown) / 4;
  return {
    score: page.score / Math.max(bare.score, 1),
    tbt: Math.max(page.tbtMs, floor) / Math.max(bare.tbtMs, floor),
    lcp: page.lcpMs / bare.lcpMs,
  };
}

export function meetsRatioBudgets(ratios: Ratios, budgets: RatioBudgets): boolean {
  return (
    ratios.score >= budgets.leastScore &&
    ratios.tbt <= budgets.mostTbt &&
    ratios.lcp <= budgets.mostLcp
  );
}
