// The global Date replaced by one whose current instant is `now()`: what the clock preloads
// (scripts/lib/simulated-clock.mjs, tests/e2e/fixed-clock.mjs) install. A Date made from
// arguments, and Date.parse and Date.UTC, are Date's own.
export function replaceDate(now) {
  const RealDate = Date;
  class ClockDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(now());
      else super(...args);
    }

    static now() {
      return now();
    }
  }
  // Own properties, as Date's are: code that wraps Date (Next.js does) copies only those.
  for (const name of ["parse", "UTC"]) {
    Object.defineProperty(ClockDate, name, {
      value: RealDate[name],
      writable: true,
      configurable: true,
    });
  }
  globalThis.Date = ClockDate;
}
