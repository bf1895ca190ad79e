// Loaded into the Next servers of the tests that run the site on a simulated clock (the publish
// simulation, the alarm scenarios; NODE_OPTIONS=--import): their clock is the one the test
// sets, held still between its moves, so the site, the content service and the CDN read one
// time. The test writes the instant (ms since the epoch) to SIMULATED_CLOCK_FILE; each server
// reads it again when the file changes, told by the kernel (fs.watch): polling its stat every
// few milliseconds cost each server a few percent of a core for the whole run.
import { readFileSync, watch } from "node:fs";
import { replaceDate } from "./replace-date.mjs";

const file = process.env.SIMULATED_CLOCK_FILE;
if (!file) throw new Error("SIMULATED_CLOCK_FILE must name the simulation's clock file");
/** The instant in the file; NaN while a write has emptied it and not yet written it. */
const read = () => {
  const text = readFileSync(file, "utf8").trim();
  return text ? Number(text) : NaN;
};
let now = read();
// The file is written in place (the same inode), so one watch sees every move.
watch(file, { persistent: false }, () => {
  const next = read();
  if (Number.isFinite(next)) now = next;
});

replaceDate(() => now);
