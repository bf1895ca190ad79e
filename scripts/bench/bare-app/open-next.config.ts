// OpenNext's build of the bare reference app, as the site's (packages/web/open-next.config.ts,
// which this imports from where the benchmark builds the app: packages/web/.bench/bare-app),
// but for the app's place in Next's standalone output and the server function's wrapper. The app traces from the repository's
// root, as the site does, and OpenNext takes packages/web (the nearest lockfile) for the
// monorepo root: lift the app to .bench/bare-app under the output's top, and the site's traced
// node_modules (the app's Next and React) to its top.
// Next's type-check of the app leaves this file out (tsconfig.json): it would follow the
// site's configuration into the site's own code.
import site from "../../open-next.config";

const liftAppInStandaloneOutput = [
  "cd .next/standalone",
  "rm -rf node_modules",
  "mv packages/web/node_modules packages/web/.bench .",
  "rm -rf packages",
].join(" && ");

export default {
  ...site,
  // OpenNext's own wrapper: the site's does the site's first-request work at init (lib/lambda).
  default: {},
  buildCommand: `node ../../node_modules/next/dist/bin/next build && ${liftAppInStandaloneOutput}`,
};
