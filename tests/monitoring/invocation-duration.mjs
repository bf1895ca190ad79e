// Loaded into the alarm scenarios' Next servers (NODE_OPTIONS=--import): each request the
// scenarios count as an invocation (it carries INVOCATION_HEADER) writes its duration as a line
// of the server's output, measured where Lambda measures it, in the function's own process:
// from the request's arrival to its answer's end, less the time this process waited for a CPU
// (/proc/self/schedstat), as Lambda gives each invocation a CPU of its own. Measured from the
// test's process instead, the scenarios' own work on two shared cores (six worlds' CloudFront,
// CMS and edge in one event loop) read as the function's slowness: false p99 alarms.
import { readFileSync } from "node:fs";
import http from "node:http";

const waitedMs = () => {
  try {
    return Number(readFileSync("/proc/self/schedstat", "utf8").split(" ")[1]) / 1e6;
  } catch {
    return 0;
  }
};
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, req, res, ...rest) {
  // The header world.ts's function URL adds (INVOCATION_HEADER there).
  if (event === "request" && req.headers["x-alarm-scenario-invocation"]) {
    delete req.headers["x-alarm-scenario-invocation"];
    const started = performance.now();
    const waitedBefore = waitedMs();
    res.once("finish", () => {
      const ms = Math.max(0, performance.now() - started - (waitedMs() - waitedBefore));
      process.stdout.write(`${JSON.stringify({ invocation: { at: Date.now(), ms } })}\n`);
    });
  }
  return emit.call(this, event, req, res, ...rest);
};
