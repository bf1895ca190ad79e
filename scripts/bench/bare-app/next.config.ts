import path from "node:path";
import type { NextConfig } from "next";

// Built inside packages/web/.bench/ so it uses the site's own Next.js and React, with the
// site's Turbopack root (the repository's): Turbopack also compiles the site's
// instrumentation.ts into this app, and that reaches @corus/site-rules through the root's
// node_modules, which a narrower root would hide.
const repositoryRoot = path.resolve(import.meta.dirname, "../../../..");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  turbopack: { root: repositoryRoot },
  outputFileTracingRoot: repositoryRoot,
};

export default nextConfig;
