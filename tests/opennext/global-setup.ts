// Builds the site's OpenNext bundle once per test run, for the tests that need it: stack
// synthesis (NextjsSite reads .open-next but skips its build in SST's test mode) and the
// server function run locally. Skipped when the bundle and the `next build` it ran are newer
// than every source they are built from, so repeated local runs stay quick; a fresh clone
// always builds. `npm test` (scripts/test.sh) then serves that same `next build` to the
// browser tests and the audit.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { modifiedAt, newestIn, withFileLock } from "../../scripts/lib/stale-builds.ts";

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
  // The benchmark's probes (`npm run bench`, git-ignored): none of them is in the bundle.
  ".bench",
]);

/** Held while one test run builds: two builds at once empty each other's output. */
const BUILD_LOCK = path.join(WEB_DIR, ".open-next-build.lock");
const LOCK_WAIT_MS = 10 * 60_000;

export async function setup() {
  // `npm test` built it moments ago (scripts/test.sh); a file the stack's synthesis writes into
  // the site's folder must not make it look stale.
  if (process.env.SITE_BUNDLE_BUILT_BY_TEST_RUN === "1") return;
  const fresh = () => {
    const bundled = modifiedAt(OPEN_NEXT_OUTPUT);
    const built = modifiedAt(NEXT_BUILD_ID);
    if (bundled === undefined || built === undefined) return false;
    return SOURCES.every((dir) => newestIn(dir, NOT_SOURCES) < Math.min(bundled, built));
  };
  if (fresh()) return;
  await withFileLock(BUILD_LOCK, LOCK_WAIT_MS, () => {
    // Another run may have built it while this one waited.
    if (fresh()) return;
    execFileSync("npx", ["--no-install", "open-next", "build"], {
      cwd: WEB_DIR,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    });
  });
}
