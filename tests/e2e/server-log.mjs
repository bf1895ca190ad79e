// Loaded into each browser-test server (node --import): whatever the server writes to stdout and
// stderr goes on to Playwright as before, and is also appended to SERVER_LOG_FILE, so that
// log-privacy.spec.ts can read every line the servers wrote in the run. `next start` forks its
// server with these options, so the fork appends to the same file.
import { appendFileSync } from "node:fs";

const file = process.env.SERVER_LOG_FILE;
if (!file) throw new Error("SERVER_LOG_FILE must name the file the server's output is kept in");

for (const stream of [process.stdout, process.stderr]) {
  const write = stream.write;
  stream.write = function (chunk, ...rest) {
    appendFileSync(file, typeof chunk === "string" ? chunk : Buffer.from(chunk));
    return write.call(stream, chunk, ...rest);
  };
}
