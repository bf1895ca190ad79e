// The nodes a publish names, read against the real content service: as this server showed
// them (only what its cache held counts as shown) and as the CMS has them now.
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startContentService, type ContentService } from "@corus/content-service/src/server.ts";
import { createServerCms } from "@/lib/cms/setup";
import { fetchNode } from "@/lib/cms/node";
import { readSettings } from "@/lib/settings";
import { readChangedNodes } from "./changed-nodes";

const URI =
  "/media-centre/press-releases/corus-entertainment-shares-sustainability-progress-update/";
let service: ContentService;

beforeAll(async () => {
  service = await startContentService({ port: 0, host: "127.0.0.1" });
});
afterAll(() => service.close());

function serverCms() {
  const port = (service.server.address() as AddressInfo).port;
  const settings = readSettings({
    CMS_GRAPHQL_URL: `http://127.0.0.1:${port}/graphql`,
    SITEMAP_BASE_URL: "https://www.example.com",
  });
  return createServerCms(settings, { log: { info: () => {}, warn: () => {}, error: () => {} } });
}

describe("readChangedNodes", () => {
  const change = { type: "post" as const, uris: [URI], listedAt: [] };

  it("says what was shown is unknown when this server had not cached the URI", async () => {
    const cms = serverCms();
    const read = async () => {
      const nodes = await readChangedNodes(
        { shown: () => cms.session({}), now: cms.session({ fresh: true }) },
        [change],
      );
      return nodes[0]![0]!;
    };
    const cold = await read();
    expect(cold).toMatchObject({ uri: URI, shown: null, shownKnown: false });
    expect(cold.now).toMatchObject({ __typename: "Post", uri: URI });

    // A page view caches the answer (here, or another read through the cache).
    await fetchNode(cms.session({}), URI);
    const seen = await read();
    expect(seen).toMatchObject({ uri: URI, shownKnown: true });
    expect(seen.shown).toMatchObject({ __typename: "Post", uri: URI });
  });
});
