// The Lambda@Edge entry point (CloudFront origin-request): this container's settings, CMS
// lookup and cache, wired into the handler. Deployed by stacks/Site.ts.
import { fetchRedirection } from "@corus/site-rules/redirects";
import { createFailureMemory } from "./failure-memory.ts";
import { createLookupCache } from "./lookup-cache.ts";
import { createOriginRequestHandler } from "./origin-request.ts";
import { inlinedEdgeSettings } from "./inlined-settings.ts";

const settings = inlinedEdgeSettings(process.env);

export const handler = createOriginRequestHandler({
  lookup: (url) =>
    fetchRedirection({
      endpoint: settings.cmsGraphqlUrl,
      url,
      timeoutMs: settings.lookupTimeoutMs,
      headers: settings.cmsHeaders,
    }),
  cache: createLookupCache({ ttlSeconds: settings.cacheSeconds }),
  failures: createFailureMemory({ seconds: settings.failureSeconds }),
  log: console,
});
