import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const webDir = fileURLToPath(new URL("./packages/web", import.meta.url));

// The site is no workspace (its React 19 and SST's React 18 cannot share node_modules): tests
// reach it by name as tsconfig.json's paths map it.
const reachTheSite = { alias: [{ find: /^@corus\/web\//, replacement: `${webDir}/` }] };

/** What needs the site's OpenNext bundle, which ./tests/opennext/global-setup.ts builds. */
const BUNDLE_TESTS = [
  "tests/opennext/**/*.test.ts",
  // The local CloudFront, made from the stack's template and the bundle's assets.
  "tests/cdn/distribution.test.ts",
  "tests/publish/simulation.test.ts",
  "tests/stacks/site.test.ts",
  "tests/stacks/monitoring.test.ts",
  "tests/monitoring/alarm-scenarios.test.ts",
];

export default defineConfig({
  test: {
    // Two files at a time, as the machine has two cores: the publish simulation (minutes, mostly
    // waiting on the servers it starts) runs beside the rest instead of before or after it.
    maxWorkers: 2,
    projects: [
      {
        resolve: reachTheSite,
        test: {
          name: "services",
          // Projects take no test options from the root: each names its own limit.
          testTimeout: 20_000,
          // As the web project's: the files share their worker's modules instead of importing
          // the content service, GraphQL and the stack's code anew for each (166 -> 123 CPU-s
          // for the project); a spy or a stubbed variable is undone after each test, so none
          // reaches another file.
          isolate: false,
          restoreMocks: true,
          unstubEnvs: true,
          include: [
            "packages/content-service/**/*.test.ts",
            "packages/site-rules/**/*.test.ts",
            "tests/**/*.test.ts",
          ],
          exclude: ["**/node_modules/**", "tests/e2e/**", ...BUNDLE_TESTS],
        },
      },
      {
        // Only these pay for the bundle's build (about a minute, skipped while it is newer
        // than the site's sources).
        resolve: reachTheSite,
        test: {
          name: "bundle",
          include: BUNDLE_TESTS,
          // A project's own: its first call of the server function is a Lambda cold start.
          testTimeout: 20_000,
          globalSetup: ["tests/opennext/global-setup.ts"],
          // The OpenNext bundle is loaded as Node loads it on Lambda, not transformed.
          server: { deps: { external: [/\.open-next\//] } },
        },
      },
      {
        root: webDir,
        // As packages/web/tsconfig.json's paths; the workspaces resolve by name through the
        // root's node_modules links, as for tsc and Next.
        resolve: { alias: { "@": webDir } },
        test: {
          name: "web",
          testTimeout: 20_000,
          // The site's unit tests share their worker's modules instead of importing React,
          // Apollo Client and the site's code anew for each of the 84 files: 74 s -> 30 s for
          // the project (imports 55 s -> 14 s), every test passing in any order. They stub no
          // environment, module or timer that another file could meet.
          isolate: false,
          include: ["**/*.test.{ts,tsx}"],
          exclude: ["**/node_modules/**", ".next/**"],
        },
      },
    ],
  },
});
