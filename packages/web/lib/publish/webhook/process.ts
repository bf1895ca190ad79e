// The server process's publish webhook: it purges the process's CMS cache (lib/cms).
import { cmsCache, cmsPurgeLog, cmsSession } from "../../cms";
import { createSecretReader } from "../../secrets";
import { siteSettings } from "../../settings";
import { createWebhookDependencies } from "./setup";

export const publishWebhook = createWebhookDependencies(siteSettings().publish, {
  purge: (selector) => cmsCache.purge(selector),
  cms: (options) => cmsSession(options),
  purgeLog: cmsPurgeLog,
  secrets: createSecretReader(),
});
