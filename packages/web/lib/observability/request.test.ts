// Where the server's metrics go: on Lambda, one embedded-metric-format line per request on
// stdout (CloudWatch reads them from the log); off Lambda (`npm start`, the tests), nothing
// unless asked, so the console stays a log a person reads.
import type { IncomingMessage } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readSettings } from "../settings.ts";

describe("readSettings: writeMetrics", () => {
  it.each<[string, Record<string, string>, boolean]>([
    ["npm start, the tests", {}, false],
    ["off Lambda, asked", { POWERTOOLS_METRICS_DISABLED: "false" }, true],
    ["off Lambda, Powertools' dev mode", { POWERTOOLS_DEV: "true" }, false],
    ["on Lambda", { AWS_LAMBDA_FUNCTION_NAME: "site-server" }, true],
    [
      "on Lambda, turned off",
      { AWS_LAMBDA_FUNCTION_NAME: "site-server", POWERTOOLS_METRICS_DISABLED: "true" },
      false,
    ],
  ])("%s: %j writes metrics: %s", (_, env, wanted) => {
    expect(readSettings(env).writeMetrics).toBe(wanted);
  });
});

describe("a request's metrics", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    // The site's test files share their worker's modules (vitest.config.ts): the modules imported
    // here under Lambda's settings must not be the ones the next file imports (it then wrote
    // metric lines into the test run's output).
    vi.resetModules();
  });

  /** The lines written to stdout while a request that counts one page runs, in a fresh process state. */
  async function linesOfOneRequest() {
    vi.resetModules();
    const { observeRequest } = await import("./request.ts");
    const { count } = await import("./metrics.ts");
    const written: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk: unknown) => {
      written.push(String(chunk));
      return true;
    });
    const req = { headers: {}, url: "/about-corus/?s=x" } as IncomingMessage;
    await observeRequest({ req, operation: "page" }, async () => count("PagesServed"));
    return written.join("").split("\n").filter(Boolean);
  }

  it("writes nothing off Lambda", async () => {
    vi.stubEnv("AWS_LAMBDA_FUNCTION_NAME", undefined);
    vi.stubEnv("POWERTOOLS_METRICS_DISABLED", undefined);
    expect(await linesOfOneRequest()).toEqual([]);
  });

  it("writes one embedded-metric-format line on Lambda", async () => {
    vi.stubEnv("AWS_LAMBDA_FUNCTION_NAME", "site-server");
    vi.stubEnv("POWERTOOLS_METRICS_DISABLED", undefined);
    const lines = await linesOfOneRequest();
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      _aws: { CloudWatchMetrics: [{ Metrics: [{ Name: "PagesServed" }] }] },
      PagesServed: 1,
      service: "web",
    });
  });
});
