// OpenNext's build of this site into Lambda bundles: `npx --no-install open-next build`, the
// build command stacks/Site.ts gives SST.
import type { OpenNextConfig } from "@opennextjs/aws/types/open-next";

// Next traces files from the repository root (next.config.ts: the site compiles
// packages/site-rules), so its standalone output holds the site under packages/web.
// OpenNext 4.1 takes the folder of the nearest lockfile, this one, for the monorepo root and
// looks for the site at the top of that output: lift it there. The root's own traced
// node_modules go; the site's, which shadow them at run time, take their place.
const liftSiteInStandaloneOutput = [
  "cd .next/standalone",
  "rm -rf node_modules",
  "mv packages/web/.next packages/web/* .",
  "rm -rf packages",
].join(" && ");

const config = {
  default: {
    // The work a first request would do for the first time, done at init (lib/lambda).
    override: {
      wrapper: () => import("./lib/lambda/server-wrapper").then((module) => module.default),
    },
  },
  buildCommand: `npm run build && ${liftSiteInStandaloneOutput}`,
  imageOptimization: {
    // Its answers name the upload they were made from in the cache-tag header, for the purge
    // of a media change (docs/publishing.md).
    override: {
      wrapper: () => import("./lib/images/optimizer-wrapper").then((module) => module.default),
    },
    // OpenNext's default sharp (0.32) downloads libvips from the internet at build time and
    // the build passes without it; 0.34 ships libvips in its npm packages. The image
    // function runs on arm64 Linux.
    install: {
      packages: ["sharp@0.34.5"],
      arch: "arm64",
      libc: "glibc",
      nodeVersion: "22",
      additionalArgs: "--os=linux --cpu=arm64",
    },
  },
  dangerous: {
    // A header the page sets wins over next.config.ts's headers(), as under `next start`:
    // OpenNext's default lets the config's win, which would replace each page's
    // Content-Security-Policy (with the hashes of its inline scripts) by the hashless one meant
    // for what has no page, and block the page's own scripts.
    headersAndCookiesPriority: () => "handler",
  },
} satisfies OpenNextConfig;

export default config;
