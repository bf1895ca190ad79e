import path from "node:path";
import type { NextConfig } from "next";

// Built inside packages/web/.bench/ so it uses the site's own Next.js and React.
const webDir = path.resolve(import.meta.dirname, "../..");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  turbopack: { root: webDir },
  outputFileTracingRoot: webDir,
};

export default nextConfig;
