// The server process's one set of CMS pieces (see setup.ts): every request of the process
// shares the cache, the circuit breaker and the CMS token.
import { siteSettings } from "../settings";
import { createServerCms } from "./setup";

const serverCms = createServerCms(siteSettings());

/** The CMS answers every request of this process shares (public answers only). */
export const cmsCache = serverCms.cache;

/** The CMS for one page request. */
export const cmsSession = serverCms.session;

export type { CmsSession } from "./reader";
