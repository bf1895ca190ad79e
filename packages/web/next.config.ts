import path from "node:path";
import type { NextConfig } from "next";
import { securityHeaders } from "./lib/security-headers";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // An ETag on a page rendered per request costs a hash of every response and saves no render;
  // the CDN caches by s-maxage instead (lib/http/cache-control.ts).
  generateEtags: false,
  // WordPress permalinks end in a slash; the site keeps them so links from the CMS match.
  trailingSlash: true,
  // The redirect rules live in packages/redirect-rules, shared with the edge handler.
  turbopack: { root: path.join(import.meta.dirname, "../..") },
  outputFileTracingRoot: path.join(import.meta.dirname, "../.."),
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
