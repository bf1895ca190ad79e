// The Content-Security-Policy CloudFront adds to every response: the site itself, the CMS
// (the browser's GraphQL client and media) and the configured analytics hosts, nothing else.

export interface ContentSources {
  /** Origin of the CMS GraphQL endpoint, which the browser's client queries too. */
  cmsOrigin: string;
  /** Origin CMS images, video and documents are served from. */
  mediaOrigin: string;
  /** Where the analytics tools load scripts from and report to. */
  analyticsOrigins: string[];
  /** Players content may embed (the site's video hosts). */
  frameOrigins: string[];
}

// CloudFront refuses a longer Content-Security-Policy in a response-headers policy.
export const CLOUDFRONT_CSP_LIMIT = 1783;

export function contentSecurityPolicy(sources: ContentSources): string {
  const { cmsOrigin, mediaOrigin, analyticsOrigins, frameOrigins } = sources;
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    // Scripts are held to their sources, not to hashes: Next's Turbopack build starts every
    // page with an inline script whose text changes with each build and page, and the
    // session-replay snippet is inline too.
    ["script-src", ["'self'", "'unsafe-inline'", ...analyticsOrigins]],
    ["style-src", ["'self'"]],
    ["img-src", ["'self'", mediaOrigin, ...analyticsOrigins]],
    ["media-src", ["'self'", mediaOrigin]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", cmsOrigin, ...analyticsOrigins]],
    ["frame-src", frameOrigins],
    ["frame-ancestors", ["'self'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["object-src", ["'none'"]],
  ];
  const policy = directives
    .map(([name, values]) => `${name} ${[...new Set(values)].join(" ") || "'none'"}`)
    .join("; ");
  if (policy.length > CLOUDFRONT_CSP_LIMIT) {
    throw new Error(
      `The Content-Security-Policy is ${policy.length} characters, over CloudFront's ${CLOUDFRONT_CSP_LIMIT}: list fewer ANALYTICS_CSP_ORIGINS`,
    );
  }
  return policy;
}
