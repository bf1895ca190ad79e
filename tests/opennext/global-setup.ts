// Builds the site's OpenNext bundle once per test run, for the tests that need it: stack
// synthesis (NextjsSite reads .open-next but skips its build in SST's test mode) and the
// server function run locally. Skipped when the bundle is newer than every source it is
// built from, so repeated local runs stay quick; a fresh clone always builds.
import { execFileSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

export const WEB_DIR = path.resolve(import.meta.dirname, "../../packages/web");
export const OPEN_NEXT_OUTPUT = path.join(WEB_DIR, ".open-next/open-next.output.json");

const SOURCES = [WEB_DIR, path.resolve(WEB_DIR, "../redirect-rules/src")];
const NOT_SOURCES = new Set(["node_modules", ".next", ".open-next", "tsconfig.tsbuildinfo"]);

export function setup() {
  const built = modifiedAt(OPEN_NEXT_OUTPUT);
  if (built !== undefined && SOURCES.every((dir) => newestIn(dir) < built)) return;
  execFileSync("npx", ["--no-install", "open-next", "build"], {
    cwd: WEB_DIR,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
}

function modifiedAt(file: string): number | undefined {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

function newestIn(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (NOT_SOURCES.has(entry.name)) continue;
    const file = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(file) : statSync(file).mtimeMs);
  }
  return newest;
}
