// Loaded into the screenshot site's server (node --import): its clock starts at FIXED_CLOCK
// and ticks from there, so what a page shows by the date (the footer's year, which events are
// still to come, the current fiscal year) looks the same on any day the baselines are compared.
// With FIXED_CLOCK_SET_AT (the real time, in ms since the epoch, at which it was FIXED_CLOCK),
// every process that loads it reads one clock, however much later each one starts.
import { replaceDate } from "../../scripts/lib/replace-date.mjs";

const start = Date.parse(process.env.FIXED_CLOCK ?? "");
if (Number.isNaN(start))
  throw new Error("FIXED_CLOCK must be an ISO date, e.g. 2026-11-27T12:00:00Z");

const realNow = Date.now;
const offset = start - Number(process.env.FIXED_CLOCK_SET_AT || realNow());

replaceDate(() => realNow() + offset);
