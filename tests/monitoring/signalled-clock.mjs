// Loaded into the alarm scenarios' Next servers (NODE_OPTIONS=--import): their clock is the
// one the scenarios set, held still between its moves. The scenarios write the instant (ms
// since the epoch) to SIMULATED_CLOCK_FILE, then send SIGUSR2 to each server's process group;
// the server reads the file again then. A signal, not polling the file: a dozen servers
// stat-ing a file every few milliseconds cost seconds of CPU over a run, idle.
import { readFileSync } from "node:fs";

const file = process.env.SIMULATED_CLOCK_FILE;
if (!file) throw new Error("SIMULATED_CLOCK_FILE must name the simulation's clock file");
const RealDate = Date;
const read = () => Number(readFileSync(file, "utf8"));
let now = read();
process.on("SIGUSR2", () => {
  const next = read();
  if (Number.isFinite(next)) now = next;
});

class SimulatedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(now);
    else super(...args);
  }
  static now() {
    return now;
  }
}
// Its own copies of Date's statics (parse, UTC): Next wraps the global Date and keeps only a
// constructor's own properties.
for (const name of ["parse", "UTC"]) {
  Object.defineProperty(SimulatedDate, name, {
    value: RealDate[name],
    writable: true,
    configurable: true,
  });
}
globalThis.Date = SimulatedDate;
