import { defineConfig } from "@playwright/test";
import { chromiumExecutable } from "./tests/e2e/browser.ts";
import { CONTENT_PORT, CONTENT_URL, SITE_PORT, SITE_URL } from "./tests/e2e/servers.ts";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: SITE_URL,
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: [
    {
      command: "node --import tsx packages/content-service/src/main.ts",
      url: `${CONTENT_URL}/healthz`,
      env: { CONTENT_SERVICE_PORT: String(CONTENT_PORT) },
      reuseExistingServer: false,
      stdout: "pipe",
    },
    {
      command: `node node_modules/next/dist/bin/next start -p ${SITE_PORT} -H 127.0.0.1`,
      cwd: "packages/web",
      url: `${SITE_URL}/`,
      env: { CMS_GRAPHQL_URL: `${CONTENT_URL}/graphql`, NEXT_TELEMETRY_DISABLED: "1" },
      reuseExistingServer: false,
      stdout: "pipe",
    },
  ],
});
