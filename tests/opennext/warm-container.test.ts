// A container of the server function that OpenNext's warmer keeps started (stacks/warm.ts): it
// answers the warmer without rendering a page or calling the CMS, and has done at init what its
// first visitor's page would otherwise do for the first time (lib/lambda/server-wrapper.ts):
// loaded its modules and compiled their code.
// Each test runs new containers of the built bundle as Lambda starts them, against the real
// content service.
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startContentService, type ContentService } from "@corus/content-service/src/server.ts";
import { REDIRECT_CHECKED_HEADER } from "@corus/site-rules/redirects";
import { runContainer, warmerEvent } from "../../scripts/lib/lambda-container.ts";
import { functionUrlEvent } from "../../scripts/lib/lambda-event.ts";
import { WEB_DIR } from "./global-setup.ts";

const FUNCTION_DIR = path.join(WEB_DIR, ".open-next/server-functions/default");
/** A content page, as CloudFront forwards it once the edge found no redirect for it. */
const PAGE = functionUrlEvent({
  rawPath: "/about-corus/",
  headers: { [REDIRECT_CHECKED_HEADER]: "1" },
});

let service: ContentService;
/** Every HTTP request the CMS got, GraphQL or not. */
let cmsRequests = 0;

/** A new container answering `events`, and what the CMS was asked meanwhile. */
async function container(events: object[]) {
  cmsRequests = 0;
  const run = await runContainer(FUNCTION_DIR, events, { CMS_GRAPHQL_URL: service.graphqlUrl });
  return { ...run, cmsRequests };
}

/** One container that has answered the warmer alone, one that then answered a visitor. */
let warmed: Awaited<ReturnType<typeof container>>;
let visited: Awaited<ReturnType<typeof container>>;

beforeAll(async () => {
  service = await startContentService({ port: 0, host: "127.0.0.1" });
  service.server.on("request", () => {
    cmsRequests += 1;
  });
  // One at a time: each container's CMS requests are its own.
  warmed = await container([warmerEvent()]);
  visited = await container([warmerEvent(), PAGE]);
}, 120_000);

afterAll(() => service.close());

/** The code a container has loaded (not its data: manifests). */
const code = (loaded: string[]) => loaded.filter((file) => /\.c?js$/.test(file)).sort();

it("answers the warmer as OpenNext's warmer expects, without a page or a CMS request", () => {
  expect(warmed.answers).toEqual([
    {
      ms: expect.any(Number),
      compiledBytes: expect.any(Number),
      result: { type: "warmer", serverId: expect.any(String) },
    },
  ]);
  expect(warmed.cmsRequests).toBe(0);
  // A container's requests are counted: its first visitor's page read the CMS.
  expect(visited.answers[1]?.result.statusCode).toBe(200);
  expect(visited.cmsRequests).toBeGreaterThan(0);
});

it("has loaded at init every module its first page loads: that page loads nothing more", () => {
  expect(code(warmed.loaded)).toContain(".next/server/pages/[[...uri]].js");
  expect(code(visited.loaded)).toEqual(code(warmed.loaded));
});

it("has compiled at init the code its first page runs: that page compiles a fraction of it", () => {
  const page = visited.answers[1]!;
  expect(page.result.statusCode).toBe(200);
  // V8 compiles a function on its first call unless told otherwise: the pages' code, compiled
  // as it loads, leaves the first page some of OpenNext's and Node's own (its fetch) to compile.
  // Compiled on first call instead, the page compiled a fifth as much as the init.
  expect(page.compiledBytes).toBeLessThan(visited.compiledBytes / 10);
});
