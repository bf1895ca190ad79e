// The redirect handler as Lambda@Edge runs it: bundled the way SST's EdgeFunction bundles it
// (esbuild, ESM, SST's banner), its settings inlined the way SST's deploy-time replacer
// inlines them, then imported and invoked. Reports the bundle's size.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import type { Metafile } from "esbuild";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startContentService, type ContentService } from "@corus/content-service/src/server.ts";
import type { handler as sourceHandler } from "@corus/edge/src/handler.ts";
import { bundleEdgeHandler, ENVIRONMENT_PLACEHOLDER } from "../../scripts/lib/edge-bundle.ts";
import { readStackSettings } from "../../stacks/settings.ts";
import { originRequestEvent } from "./cloudfront-event.ts";

// Lambda@Edge's limit for origin-request functions is 50 MB zipped (1 MB for viewer events);
// this handler should stay small (no GraphQL client, no SDK). Powertools' Logger and Metrics
// are about 33 KB of it (11 KB gzipped), loaded in about 15 ms at a cold start: the structured
// lines and metrics are worth that, and a hand-written EMF writer would only copy them.
const BUNDLE_BUDGET_BYTES = 64 * 1024;

let service: ContentService;
let workDir: string;
let code: string;
let metafile: Metafile;

beforeAll(async () => {
  service = await startContentService({ port: 0, host: "127.0.0.1", testControls: true });
  workDir = await mkdtemp(path.join(tmpdir(), "edge-bundle-"));
  ({ code, metafile } = await bundleEdgeHandler());
});

afterAll(async () => {
  await service.close();
  await rm(workDir, { recursive: true, force: true });
});

describe("the edge bundle", () => {
  it("is small, and made only of the handler, the shared rules and Powertools", () => {
    const bytes = Buffer.byteLength(code);
    const gzipped = gzipSync(code).length;
    console.log(`edge bundle: ${bytes} bytes minified, ${gzipped} bytes gzipped`);
    expect(bytes).toBeLessThan(BUNDLE_BUDGET_BYTES);
    const inputs = Object.keys(metafile.inputs);
    const outside = inputs.filter(
      (input) =>
        !/packages\/(edge|site-rules)\/src\//.test(input) &&
        !/node_modules\/@aws-lambda-powertools\/(logger|metrics|commons)\//.test(input),
    );
    // Powertools' own one dependency (its invoke store) and nothing else.
    expect(outside.every((input) => /node_modules\/@aws\/lambda-invoke-store\//.test(input))).toBe(
      true,
    );
  });

  it("reads the settings the stack inlines, and answers from the CMS with them", async () => {
    const { edgeEnvironment } = readStackSettings(
      { CMS_GRAPHQL_URL: service.graphqlUrl, REDIRECT_LOOKUP_TIMEOUT_MS: "400" },
      { name: "corus-site", stage: "local", mode: "deploy" },
    );
    expect(code).toContain(ENVIRONMENT_PLACEHOLDER);
    const file = path.join(workDir, "index.mjs");
    await writeFile(file, code.replace(ENVIRONMENT_PLACEHOLDER, JSON.stringify(edgeEnvironment)));
    const { handler } = (await import(pathToFileURL(file).href)) as {
      handler: typeof sourceHandler;
    };
    const invoke = (uri: string) => handler(originRequestEvent({ uri }));

    // Each invocation writes its metrics as one embedded-metric-format line, before it returns:
    // kept here, not printed (they are for CloudWatch, not the test run's log).
    const written = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    expect(await invoke("/about/")).toMatchObject({
      status: "301",
      headers: { location: [{ key: "Location", value: "/about-corus/" }] },
    });
    const lines = written.mock.calls.map(([chunk]) => String(chunk));
    const emf = lines.filter((line) => line.includes('"_aws"')).map((line) => JSON.parse(line));
    expect(emf).toEqual([
      {
        _aws: {
          Timestamp: expect.any(Number),
          CloudWatchMetrics: [
            {
              Namespace: "corus-site/local",
              Dimensions: [["service"]],
              Metrics: [{ Name: "RedirectLookupFound", Unit: "Count" }],
            },
          ],
        },
        service: "edge",
        RedirectLookupFound: 1,
      },
    ]);
    expect(await invoke("/about-corus/")).toMatchObject({ uri: "/about-corus/" });
    expect(service.controls!.graphqlRequests()).toBe(2);

    // The inlined timeout (400 ms) governs a slow CMS.
    service.controls!.delayNext(1, 2000);
    const started = performance.now();
    expect(await invoke("/not-cached-yet/")).toMatchObject({ uri: "/not-cached-yet/" });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
