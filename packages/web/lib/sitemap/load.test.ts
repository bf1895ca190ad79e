// The sitemap loader against a real content service holding more posts than WPGraphQL returns
// in one connection page: it must follow the cursors past 100.
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyOfSeedContent, startService } from "@corus/content-service/test/helpers.ts";
import { createServerCms } from "../cms/setup";
import { readSettings } from "../settings";
import { sitemapEntries } from "./entries";
import { loadSitemapNodes } from "./load";

const GENERATED_POSTS = 120;

let contentDir: string;
let service: Awaited<ReturnType<typeof startService>>;

beforeAll(async () => {
  contentDir = await copyOfSeedContent();
  await Promise.all(
    Array.from({ length: GENERATED_POSTS }, (_, index) => {
      const day = String((index % 28) + 1).padStart(2, "0");
      const seo = index === 0 ? "seo:\n  noindex: true\n" : "";
      return writeFile(
        path.join(contentDir, "posts", `2020-02-${day}-generated-${index}.html`),
        `---\ndatabaseId: ${9000 + index}\ntitle: Generated ${index}\ndate: 2020-02-${day}T10:00:00\nmodified: 2020-02-${day}T10:00:00\ncategories: [corporate]\nexcerpt: Generated for the sitemap test.\n${seo}---\n<p>Generated.</p>\n`,
      );
    }),
  );
  service = await startService(contentDir);
});

afterAll(async () => {
  await service?.close();
  await rm(contentDir, { recursive: true, force: true });
});

/** The loader as the site runs it: the site's CMS reader, with its cache, over HTTP. */
function loadFromService() {
  const settings = readSettings({ CMS_GRAPHQL_URL: service.graphqlUrl });
  return loadSitemapNodes(createServerCms(settings, { log: quiet }).session());
}

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describe("loadSitemapNodes", () => {
  it("pages through every page and post, past 100 per connection", async () => {
    const nodes = await loadFromService();

    const { pages, posts } = service.store;
    expect(posts.length).toBeGreaterThan(100);
    expect(nodes).toHaveLength(pages.length + posts.length);
    const uris = nodes.map((node) => node.uri);
    expect(new Set(uris).size).toBe(uris.length);
    expect(uris).toEqual(expect.arrayContaining([...pages, ...posts].map((record) => record.uri)));
  });

  it("gives what the entries need to leave the noindex post out", async () => {
    const nodes = await loadFromService();
    const excluded = nodes.find((node) => node.seo?.metaRobotsNoindex === "noindex");

    const entries = sitemapEntries(nodes, "https://www.example.com");

    expect(excluded?.uri).toMatch(/generated-0/);
    expect(entries).toHaveLength(nodes.length - 1);
    expect(entries.map((entry) => entry.loc)).not.toContain(
      `https://www.example.com${excluded!.uri}`,
    );
  });
});
