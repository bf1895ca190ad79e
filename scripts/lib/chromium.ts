// Which Chromium the browser tests and the audit drive: CHROMIUM_PATH, else Debian's system
// Chromium, else the browser Playwright installed itself. None of them: say how to get one.
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const SYSTEM_CHROMIUM = "/usr/bin/chromium";

export function chromiumExecutable(): string | undefined {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH points at nothing: ${configured}`);
    return configured;
  }
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  if (existsSync(chromium.executablePath())) return undefined; // Playwright's own browser
  throw new Error(
    "No Chromium found for the browser tests. Install one with `sudo apt-get install -y chromium` " +
      "(Debian/Ubuntu) or `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium binary.",
  );
}

/** The same choice as a path, for tools that launch Chromium themselves (Lighthouse). */
export const chromiumPath = (): string => chromiumExecutable() ?? chromium.executablePath();
