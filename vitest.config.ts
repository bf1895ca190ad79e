import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const webDir = fileURLToPath(new URL("./packages/web", import.meta.url));

export default defineConfig({
  test: {
    testTimeout: 20_000,
    // The suites start real servers (content service, SST synthesis): one file at a time
    // suits this 2-core machine better than contention.
    fileParallelism: false,
    projects: [
      {
        test: {
          name: "services",
          include: [
            "packages/content-service/**/*.test.ts",
            "packages/redirect-rules/**/*.test.ts",
            "tests/**/*.test.ts",
          ],
          exclude: ["**/node_modules/**", "tests/e2e/**"],
          globalSetup: ["tests/opennext/global-setup.ts"],
          // The OpenNext bundle is loaded as Node loads it on Lambda, not transformed.
          server: { deps: { external: [/\.open-next\//] } },
        },
      },
      {
        root: webDir,
        resolve: {
          alias: {
            "@": webDir,
            "@corus/redirect-rules": `${webDir}/../redirect-rules/src/index.ts`,
          },
        },
        test: {
          name: "web",
          include: ["**/*.test.{ts,tsx}"],
          exclude: ["**/node_modules/**", ".next/**"],
        },
      },
    ],
  },
});
