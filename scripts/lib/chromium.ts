// Which Chromium the tests and the audit drive. CHROMIUM_PATH, when set, is used for everything.
// Otherwise:
// - Playwright (the browser tests, axe, the plugin's editor test) drives Debian's headless shell,
//   Chromium's own build for automation (Playwright's default for headless runs too): the same
//   Blink and the same pixels as the full browser, at about half the CPU. The browser tests took
//   81 s with it against 176 s with the full browser, same specs, same machine.
// - Lighthouse drives the full browser in its new headless mode, which Lighthouse is made for:
//   its scores measure the browser visitors run.
// Each falls back to the other, then to the browser Playwright installed itself. None of them:
// say how to get one.
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const FULL_CHROMIUM = "/usr/bin/chromium";

function configured(): string | undefined {
  const path = process.env.CHROMIUM_PATH;
  if (path && !existsSync(path)) throw new Error(`CHROMIUM_PATH points at nothing: ${path}`);
  return path || undefined;
}

function firstPresent(paths: readonly string[]): string | undefined {
  const found = paths.find((path) => existsSync(path));
  if (found || existsSync(chromium.executablePath())) return found; // undefined: Playwright's own
  throw new Error(
    "No Chromium found for the browser tests. Install one with " +
      "`sudo apt-get install -y chromium-headless-shell chromium` (Debian) or " +
      "`npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium binary.",
  );
}

/** The browser Playwright launches (undefined: Playwright's own). */
export const chromiumExecutable = (): string | undefined =>
  configured() ?? firstPresent([HEADLESS_SHELL, FULL_CHROMIUM]);

/** The browser Lighthouse launches, as a path. */
export const lighthouseChromiumPath = (): string =>
  configured() ?? firstPresent([FULL_CHROMIUM, HEADLESS_SHELL]) ?? chromium.executablePath();
