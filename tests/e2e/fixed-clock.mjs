// Loaded into the screenshot site's server (node --import): its clock starts at FIXED_CLOCK
// and ticks from there, so what a page shows by the date (the footer's year, which events are
// still to come, the current fiscal year) looks the same on any day the baselines are compared.
// With FIXED_CLOCK_SET_AT (the real time, in ms since the epoch, at which it was FIXED_CLOCK),
// every process that loads it reads one clock, however much later each one starts.
const start = Date.parse(process.env.FIXED_CLOCK ?? "");
if (Number.isNaN(start))
  throw new Error("FIXED_CLOCK must be an ISO date, e.g. 2026-11-27T12:00:00Z");

const RealDate = Date;
const offset = start - Number(process.env.FIXED_CLOCK_SET_AT || RealDate.now());

class FixedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }

  static now() {
    return RealDate.now() + offset;
  }
}

// Own properties, as Date's are: code that wraps Date (Next.js does) copies only those.
for (const name of ["parse", "UTC"]) {
  Object.defineProperty(FixedDate, name, {
    value: RealDate[name],
    writable: true,
    configurable: true,
  });
}

globalThis.Date = FixedDate;
