import path from "node:path";
import type { NextConfig } from "next";
import { mediaImagesConfig } from "./lib/images/media-config";
import { contentSecurityPolicy } from "./lib/security/content-security-policy";
import { securityHeaders } from "./lib/security-headers";
import { readSettings } from "./lib/settings";

// Read at build (OpenNext bundles the image configuration then) and at `next start`.
const { cmsMediaOrigin, contentSources } = readSettings(process.env);

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // An ETag on a page rendered per request costs a hash of every response and saves no render;
  // the CDN caches by s-maxage instead (lib/http/cache-control.ts).
  generateEtags: false,
  // WordPress permalinks end in a slash; the site keeps them so links from the CMS match.
  trailingSlash: true,
  // CMS images go through Next's optimizer (OpenNext's image function when deployed).
  images: mediaImagesConfig(cmsMediaOrigin),
  // The redirect rules live in packages/redirect-rules, shared with the edge handler.
  turbopack: { root: path.join(import.meta.dirname, "../..") },
  outputFileTracingRoot: path.join(import.meta.dirname, "../.."),
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders(contentSecurityPolicy(contentSources)) }];
  },
};

export default nextConfig;
