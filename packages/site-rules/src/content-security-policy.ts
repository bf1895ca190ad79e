// The Content-Security-Policy of the site's pages: the site itself, the CMS's media host, the
// video players content embeds and the configured analytics hosts, nothing else (the browser
// never calls the CMS's GraphQL endpoint: pages get their data from the site); and for scripts, no
// 'unsafe-inline': each inline script the page carries is allowed by its hash. Hashes, not nonces,
// because pages are cached at the CDN: a hash stays true of the cached markup, a nonce would be one
// value served to every visitor. The page sends it (packages/web/pages/_document.tsx), so the CDN
// keeps each page with its own policy; the stack's copy (stacks/Site.ts), built here from the same
// sources, covers what has no page.
//
// No 'strict-dynamic': the Pages Router loads its chunks with parser-inserted <script src>
// tags, which 'strict-dynamic' refuses unless each carries a nonce. So the site's scripts are
// trusted by origin ('self'), and a configured analytics host is an allowed origin too.
import { createHash } from "node:crypto";

/** What the policy allows besides the site itself: the site's settings hold them. */
export interface ContentSources {
  /** Origin CMS images, video and documents are served from. */
  mediaOrigin: string;
  /** Where the analytics tools load scripts from and report to. */
  analyticsOrigins: string[];
  /** Players content may embed (the video hosts, video-hosts.ts). */
  frameOrigins: string[];
}

/** `'sha256-...'` of an inline script's text, as it stands between its tags. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

export function contentSecurityPolicy(
  sources: ContentSources,
  scriptHashes: readonly string[] = [],
): string {
  const { mediaOrigin, analyticsOrigins, frameOrigins } = sources;
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...scriptHashes, ...analyticsOrigins]],
    ["style-src", ["'self'"]],
    // data: for the stylesheet's own icons (file types, external links), inline SVGs.
    ["img-src", ["'self'", "data:", mediaOrigin, ...analyticsOrigins]],
    ["media-src", ["'self'", mediaOrigin]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...analyticsOrigins]],
    ["frame-src", [...frameOrigins]],
    ["frame-ancestors", ["'self'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["object-src", ["'none'"]],
  ];
  return directives
    .map(([name, values]) => `${name} ${[...new Set(values)].join(" ") || "'none'"}`)
    .join("; ");
}
