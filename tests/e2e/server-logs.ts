// Where the browser tests' servers keep what they write, one file per server, in a folder of the
// run's own (playwright.config.ts makes it, and its workers inherit the variable): read back by
// log-privacy.spec.ts, which looks for what visitors typed in every line of them.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const SERVER_LOG_PRELOAD = path.resolve(import.meta.dirname, "server-log.mjs");

function folder(): string {
  const dir = process.env.E2E_SERVER_LOGS;
  if (!dir) throw new Error("E2E_SERVER_LOGS is unset: playwright.config.ts sets it for the run");
  return dir;
}

/** The file a server started for the browser tests writes its output to. */
export const serverLogFile = (server: string) => path.join(folder(), `${server}.log`);

/** What `startServer` needs to keep a server's output in the run's folder. */
export const keptOutput = (server: string) => ({ logFile: serverLogFile(server) });

/** Every server's output so far: its name and its lines. */
export function serverLogs(): { server: string; lines: string[] }[] {
  return readdirSync(folder())
    .filter((file) => file.endsWith(".log"))
    .map((file) => ({
      server: file.slice(0, -".log".length),
      lines: readFileSync(path.join(folder(), file), "utf8").split("\n"),
    }));
}
