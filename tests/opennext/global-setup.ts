// Builds the site's OpenNext bundle once per test run, for the tests that need it: stack
// synthesis (NextjsSite reads .open-next but skips its build in SST's test mode) and the
// server function run locally. Skipped when the bundle and the `next build` it ran are newer
// than every source they are built from, so repeated local runs stay quick; a fresh clone
// always builds. `npm test` (scripts/test.sh) then serves that same `next build` to the
// browser tests and the audit.
import { execFileSync } from "node:child_process";
import { closeSync, openSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";

export const WEB_DIR = path.resolve(import.meta.dirname, "../../packages/web");
export const OPEN_NEXT_OUTPUT = path.join(WEB_DIR, ".open-next/open-next.output.json");
const NEXT_BUILD_ID = path.join(WEB_DIR, ".next/BUILD_ID");

// The site compiles @corus/site-rules into its bundle.
const SOURCES = [WEB_DIR, path.resolve(WEB_DIR, "../site-rules/src")];
const NOT_SOURCES = new Set([
  "node_modules",
  ".next",
  ".open-next",
  ".open-next-build.lock",
  "tsconfig.tsbuildinfo",
]);

/** Held while one test run builds: two builds at once empty each other's output. */
const BUILD_LOCK = path.join(WEB_DIR, ".open-next-build.lock");
const LOCK_WAIT_MS = 10 * 60_000;

export async function setup() {
  const fresh = () => {
    const bundled = modifiedAt(OPEN_NEXT_OUTPUT);
    const built = modifiedAt(NEXT_BUILD_ID);
    if (bundled === undefined || built === undefined) return false;
    return SOURCES.every((dir) => newestIn(dir) < Math.min(bundled, built));
  };
  if (fresh()) return;
  await withBuildLock(() => {
    // Another run may have built it while this one waited.
    if (fresh()) return;
    execFileSync("npx", ["--no-install", "open-next", "build"], {
      cwd: WEB_DIR,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    });
  });
}

async function withBuildLock(build: () => void) {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      closeSync(openSync(BUILD_LOCK, "wx"));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      // A lock left by a run that died: older than any build takes.
      const since = modifiedAt(BUILD_LOCK);
      if (since !== undefined && Date.now() - since > LOCK_WAIT_MS) rmSync(BUILD_LOCK);
      if (Date.now() > deadline) throw new Error(`another build holds ${BUILD_LOCK}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  try {
    build();
  } finally {
    rmSync(BUILD_LOCK, { force: true });
  }
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
