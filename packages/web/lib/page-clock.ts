// The clock of one page request, and the first instant after it at which what the page shows
// changes with time: an event starts or ends, the fiscal year or the calendar year turns.
// Loaders read `now` and say when the part they made turns, from the data they show; the
// response's s-maxage stops there (lib/http/cache-control.ts), so no shared cache keeps the
// page past it. The server's caches need no such bound: CMS answers do not depend on the
// clock, and rendered markup is keyed by the props, which the clock changes.

export class PageClock {
  readonly now: Date;
  #next = Number.POSITIVE_INFINITY;

  constructor(now: Date) {
    this.now = now;
  }

  /** What the page shows changes at `instant`; an instant not after now changes nothing. */
  changesAt(instant: Date): void {
    const at = instant.getTime();
    if (at > this.now.getTime() && at < this.#next) this.#next = at;
  }

  /** The page's next change, or null when nothing it shows turns with the clock. */
  nextChange(): Date | null {
    return Number.isFinite(this.#next) ? new Date(this.#next) : null;
  }

  /** Whole seconds from now to the next change (rounded down), or null. */
  secondsToChange(): number | null {
    return Number.isFinite(this.#next)
      ? Math.floor((this.#next - this.now.getTime()) / 1000)
      : null;
  }
}
