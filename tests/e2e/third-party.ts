// Plays the tools' host for the analytics site (analytics-site.ts): serves each tool's script,
// which marks the page when it runs, and records every request made to the host.
import type { BrowserContext, Page } from "@playwright/test";
import { THIRD_PARTY, THIRD_PARTY_ORIGIN } from "./analytics-site.ts";

const SCRIPT_BODIES: Record<string, string> = {
  // As a tag manager does: it sets its cookie, and reads the Consent Mode commands already in
  // the data layer when it starts.
  [THIRD_PARTY.tagManager]: `window.tagManagerLoaded = true;
    document.cookie = "_tm_id=42; Path=/";
    window.consentSeenByTagManager = (window.dataLayer || [])
      .filter(function (entry) { return entry && entry[0] === "consent"; })
      .map(function (entry) { return Array.prototype.slice.call(entry); });`,
  [THIRD_PARTY.replay]: "window.replayLoaded = true;",
  [THIRD_PARTY.audience]: "window.audienceLoaded = true;",
};

/** Serves the host for every page of the context (or one page); returns the URLs asked for. */
export async function serveThirdParty(target: Page | BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await target.route(`${THIRD_PARTY_ORIGIN}/**`, (route) => {
    const url = route.request().url();
    requested.push(url);
    const body = SCRIPT_BODIES[url];
    return body === undefined
      ? route.fulfill({ status: 200, contentType: "image/gif", body: "" })
      : route.fulfill({ status: 200, contentType: "text/javascript", body });
  });
  return requested;
}

/** Which tools have run in the page. */
export const toolsRun = (page: Page) =>
  page.evaluate(() => ({
    tagManager: window.tagManagerLoaded === true,
    replay: window.replayStarted === true,
    replayScript: window.replayLoaded === true,
    audience: window.audienceLoaded === true,
  }));

declare global {
  interface Window {
    dataLayer?: object[];
    tagManagerLoaded?: boolean;
    consentSeenByTagManager?: unknown[][];
    replayStarted?: boolean;
    replayLoaded?: boolean;
    audienceLoaded?: boolean;
  }
}
