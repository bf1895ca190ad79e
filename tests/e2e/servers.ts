// Where the browser tests' servers listen (apart from `npm start`'s defaults). Visitors reach each
// site as deployed, through a local CloudFront made from the stack's template (scripts/cdn/): its
// URL is the site's; the origin's (the site's own server) is for what tests check of the server
// itself, such as its caches' headers, which CloudFront keeps from visitors.
import { decodeHTML } from "entities";

export const CONTENT_PORT = Number(process.env.E2E_CONTENT_PORT || 4100);
export const CONTENT_URL = `http://127.0.0.1:${CONTENT_PORT}`;
/** The site's own server (the server function's part), and the CloudFront in front of it. */
export const ORIGIN_PORT = Number(process.env.E2E_SITE_PORT || 3100);
export const ORIGIN_URL = `http://127.0.0.1:${ORIGIN_PORT}`;
export const SITE_PORT = Number(process.env.E2E_CDN_PORT || 3110);
export const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;
/** A site whose CMS cannot be reached at all, to see what a visitor gets with nothing cached. */
export const NO_CMS_ORIGIN_PORT = Number(process.env.E2E_NO_CMS_SITE_PORT || 3102);
export const NO_CMS_ORIGIN_URL = `http://127.0.0.1:${NO_CMS_ORIGIN_PORT}`;
export const NO_CMS_SITE_PORT = Number(process.env.E2E_NO_CMS_CDN_PORT || 3112);
export const NO_CMS_SITE_URL = `http://127.0.0.1:${NO_CMS_SITE_PORT}`;
/**
 * The sites' CMS cache kept fresh for the whole run: nothing edits the shared content service
 * behind them, and answers compared across requests (headers, reused markup) must not change
 * because a cached answer passed its TTL between them (turning "stale", with a shorter s-maxage,
 * and refreshed with new objects). Expiry and stale serving are cms-outage.spec's, with servers
 * of its own.
 */
export const STEADY_CMS_CACHE = { CMS_CACHE_TTL_SECONDS: "3600" };

/** The same build with its clock fixed (fixed-clock.mjs), for the screenshot comparisons. */
export const SCREENSHOT_SITE_PORT = Number(process.env.E2E_SCREENSHOT_SITE_PORT || 3106);
export const SCREENSHOT_SITE_URL = `http://127.0.0.1:${SCREENSHOT_SITE_PORT}`;
/** The day the screenshot site believes it is: the baselines were taken on it. */
export const SCREENSHOT_CLOCK = "2026-11-27T12:00:00Z";

/** Asks the content service directly, to compare what the site shows with the CMS. */
export async function cms<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${CONTENT_URL}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as { data: T; errors?: { message: string }[] };
  if (answer.errors) throw new Error(answer.errors.map((e) => e.message).join("; "));
  return answer.data;
}

/** A site and content service of the outage tests' own, which they stop and restart. */
export const OUTAGE_CONTENT_PORT = Number(process.env.E2E_OUTAGE_CONTENT_PORT || 4101);
export const OUTAGE_SITE_PORT = Number(process.env.E2E_OUTAGE_SITE_PORT || 3103);

/** A site and content service of the publish tests' own: the content service reloads a copy
 * of the seed content when its files change and sends the site the signed webhook. */
export const PUBLISH_CONTENT_PORT = Number(process.env.E2E_PUBLISH_CONTENT_PORT || 4102);
export const PUBLISH_SITE_PORT = Number(process.env.E2E_PUBLISH_SITE_PORT || 3104);

/** A rendered CMS title as the site shows it: WordPress gives the public HTML, not the raw text. */
export const cmsText = (rendered: string) => decodeHTML(rendered);

/** A site and content service of the preview tests' own, with the CMS credentials and the
 * preview secret shared between them as `npm start` shares them. */
export const PREVIEW_CONTENT_PORT = Number(process.env.E2E_PREVIEW_CONTENT_PORT || 4103);
export const PREVIEW_SITE_PORT = Number(process.env.E2E_PREVIEW_SITE_PORT || 3105);
/** Where each of those sites' visitors reach it: a local CloudFront of the spec's own. */
export const PREVIEW_CDN_PORT = Number(process.env.E2E_PREVIEW_CDN_PORT || 3115);
export const PUBLISH_CDN_PORT = Number(process.env.E2E_PUBLISH_CDN_PORT || 3114);
export const OUTAGE_CDN_PORT = Number(process.env.E2E_OUTAGE_CDN_PORT || 3113);
