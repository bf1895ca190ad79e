import path from "node:path";
import { contentSecurityPolicy } from "@corus/site-rules/content-security-policy";
import type { NextConfig } from "next";
import { mediaImagesConfig } from "./lib/images/media-config";
import { optimizerHeaderRule } from "./lib/images/optimizer-tag";
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
  // @corus/site-rules (packages/site-rules) is TypeScript with no build of its own: compiled
  // into the site's bundles, so nothing of it is looked up at run time. The site reaches it,
  // as every workspace, through the root's node_modules link (the root's install installs the
  // site): not a tsconfig path, which this file's own loader would rewrite relative to the
  // site's folder instead of the importing file (lib/settings.ts imports it).
  transpilePackages: ["@corus/site-rules"],
  // The server's dependencies compiled into its chunks, as the App Router does, not loaded from
  // node_modules at run time: a new Lambda container's first page otherwise spent most of its
  // time resolving and compiling the hundreds of files of Apollo Client, rxjs, graphql and zod
  // one by one (docs/benchmark-and-audit.md, "Cold start of the deployed shape"); bundled, they
  // are a few chunks, and what the server does not use of them is left out.
  bundlePagesRouterDependencies: true,
  turbopack: {
    // The site compiles packages/site-rules, outside its folder.
    root: path.join(import.meta.dirname, "../.."),
    resolveAlias: {
      // sanitize-html's style parser, which the content pipeline never calls
      // (lib/content/postcss-left-out.ts).
      postcss: "./lib/content/postcss-left-out.ts",
      // The browser's next/dynamic and next/head: what the site uses of Next's, lighter
      // (lib/render/dynamic.browser.tsx, lib/render/head.browser.tsx).
      "next/dynamic": { browser: "./lib/render/dynamic.browser.tsx" },
      "next/head": { browser: "./lib/render/head.browser.tsx" },
    },
  },
  outputFileTracingRoot: path.join(import.meta.dirname, "../.."),
  // `npm test` type-checks the site beside this build (scripts/test.sh, `npm run typecheck`,
  // whose failure fails it): the build need not do it again. Any other build checks its types.
  typescript: { ignoreBuildErrors: process.env.SITE_TYPECHECKED_BESIDE_BUILD === "true" },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders(contentSecurityPolicy(contentSources)) },
      // The optimizer's answers name their upload (OpenNext's image function: open-next.config.ts).
      optimizerHeaderRule,
    ];
  },
};

export default nextConfig;
