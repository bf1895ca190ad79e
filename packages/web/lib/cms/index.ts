// The server process's one set of CMS pieces (see setup.ts): every request of the process
// shares the cache, the circuit breaker and the CMS token. Next bundles each route (pages,
// the sitemap, the publish webhook) with its own copy of this module, so the one set is kept
// on globalThis: a purge by the webhook must reach the cache the pages read.
import { siteSettings } from "../settings";
import { createServerCms } from "./setup";

const PROCESS_KEY = Symbol.for("corus-site.server-cms");
const processWide = globalThis as { [PROCESS_KEY]?: ReturnType<typeof createServerCms> };
const serverCms = (processWide[PROCESS_KEY] ??= createServerCms(siteSettings()));

/** The CMS answers every request of this process shares (public answers only). */
export const cmsCache = serverCms.cache;

/** Purges shared with the other server instances, when deployed (lib/storage/purge-log). */
export const cmsPurgeLog = serverCms.purgeLog;

/** The CMS for one page request. */
export const cmsSession = serverCms.session;

export type { CmsSession } from "./reader";
