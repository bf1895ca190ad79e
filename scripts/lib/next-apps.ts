// The site and the bare reference app, built and started the same way by the benchmark and the
// audit: both compare the site with a bare Next.js Pages Router page built with the site's own
// Next.js (and React) in the same run.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";
import { startServer, type Server } from "./processes.ts";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const WEB_DIR = path.join(ROOT, "packages/web");
/** Inside packages/web, so the bare app resolves the site's own `next`, `react` and `react-dom`. */
export const BARE_DIR = path.join(WEB_DIR, ".bench/bare-app");
const BARE_SOURCE = path.join(ROOT, "scripts/bench/bare-app");
const NEXT_BIN = path.join(WEB_DIR, "node_modules/next/dist/bin/next");

function nextBuild(dir: string) {
  execFileSync(process.execPath, [NEXT_BIN, "build"], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
}

export const hasBuild = (dir: string) => existsSync(path.join(dir, ".next/BUILD_ID"));

export function buildSite() {
  nextBuild(WEB_DIR);
}

/** The bare app's sources in BARE_DIR, afresh, to be built there. */
export function copyBareApp() {
  rmSync(BARE_DIR, { recursive: true, force: true });
  cpSync(BARE_SOURCE, BARE_DIR, { recursive: true });
}

export function buildBareApp() {
  copyBareApp();
  nextBuild(BARE_DIR);
}

export interface ServerOutput {
  /** Where the server's output goes; without it, nowhere. */
  logFile?: string;
}

/** The embedded CMS with its test controls on; `env` adds settings (auth, webhook, preview). */
export function startContentService(
  port: number,
  output: ServerOutput & { env?: NodeJS.ProcessEnv } = {},
): Promise<Server> {
  const url = `http://127.0.0.1:${port}`;
  return startServer({
    name: "content service",
    command: ["--import", "tsx", "packages/content-service/src/main.ts"],
    cwd: ROOT,
    env: {
      ...process.env,
      CONTENT_SERVICE_PORT: String(port),
      CONTENT_SERVICE_TEST_CONTROLS: "true",
      ...output.env,
    },
    readyUrl: `${url}/healthz`,
    url,
    quiet: true,
    logFile: output.logFile,
  });
}

/** `next start` of a built app (the site or the bare app) on 127.0.0.1. */
export function startNext(
  name: string,
  dir: string,
  port: number,
  env: NodeJS.ProcessEnv,
  output: ServerOutput = {},
): Promise<Server> {
  const url = `http://127.0.0.1:${port}`;
  return startServer({
    name,
    command: [NEXT_BIN, "start", "-p", String(port), "-H", "127.0.0.1"],
    cwd: dir,
    // A production build served as production: Vitest sets NODE_ENV=test, which `next start`
    // keeps, and React then runs its development build (checks and owner stacks on every
    // element: most of a render's time).
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env, NODE_ENV: "production" },
    readyUrl: `${url}/robots.txt`,
    url,
    quiet: true,
    logFile: output.logFile,
  });
}
