// WordPress's search semantics on posts, pages and contentNodes: every word, "phrases",
// case and accents ignored, relevance order, cursor pagination, and no drafts ever.
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentService } from "../src/server.ts";
import { copyOfSeedContent, graphql, startService } from "./helpers.ts";

interface Found {
  __typename: string;
  title: string;
  date: string;
}

let service: ContentService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

const search = async (terms: string, connection = "contentNodes", orderby?: unknown) => {
  const answer = await graphql<Record<string, { nodes: Found[] }>>(
    service,
    `query ($search: String, $orderby: [PostObjectsConnectionOrderbyInput]) {
      found: ${connection}(first: 100, where: { search: $search, orderby: $orderby }) {
        nodes { __typename date ... on NodeWithTitle { title } }
      }
    }`,
    { search: terms, orderby },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.found!.nodes;
};
const titles = (nodes: Found[]) => nodes.map((node) => node.title);
const isNewestFirst = (nodes: Found[]) =>
  nodes.every((node, index) => index === 0 || nodes[index - 1]!.date >= node.date);

describe("search", () => {
  it("finds what holds every word, anywhere in title, excerpt or content", async () => {
    const both = titles(await search("dividend reinvestment"));
    const one = titles(await search("dividend"));
    expect(both).toContain("Dividend Reinvestment Plan");
    expect(one).toContain("Dividend History");
    expect(both).not.toContain("Dividend History");
    expect(both.every((title) => one.includes(title))).toBe(true);
  });

  it("matches a quoted phrase as a phrase, and leaves out what a minus excludes", async () => {
    const phrase = titles(await search('"fourth quarter"'));
    const words = titles(await search("fourth quarter"));
    expect(phrase).toHaveLength(4);
    expect(phrase.every((title) => /fourth quarter/.test(title))).toBe(true);
    expect(words.length).toBeGreaterThan(phrase.length);
    const withoutPlan = titles(await search("dividend -reinvestment"));
    expect(withoutPlan).toContain("Dividend History");
    expect(withoutPlan).not.toContain("Dividend Reinvestment Plan");
  });

  it.each([
    ["montreal", "Montréal"],
    ["MONTREAL", "Montréal"],
    ["quebec", "QUÉBEC"],
  ])("ignores case and accents: %s finds what %s finds", async (plain, accented) => {
    const found = titles(await search(plain));
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(titles(await search(accented)));
  });

  it("orders by relevance: title matches first, then the rest, newest first within each", async () => {
    const found = await search("recapitalization");
    const inTitle = found.filter((node) => /recapitalization/i.test(node.title));
    expect(inTitle.length).toBeGreaterThan(1);
    expect(found.slice(0, inTitle.length)).toEqual(inTitle);
    expect(isNewestFirst(inTitle)).toBe(true);
    expect(isNewestFirst(found.slice(inTitle.length))).toBe(true);
  });

  it("ranks the whole string in a title before each word in titles", async () => {
    const found = titles(await search("dividend reinvestment"));
    expect(found[0]).toBe("Dividend Reinvestment Plan");
  });

  it("keeps an explicit order", async () => {
    const found = await search("recapitalization", "posts", [{ field: "DATE", order: "ASC" }]);
    expect(found.map((node) => node.date)).toEqual(found.map((node) => node.date).sort());
  });

  it("searches each post type separately too, and contentNodes every post type", async () => {
    const byType = {
      Post: await search("quarter", "posts"),
      Page: await search("quarter", "pages"),
      InvestorEvent: await search("quarter", "investorEvents"),
    };
    for (const [typename, nodes] of Object.entries(byType)) {
      expect(nodes.length, typename).toBeGreaterThan(0);
      expect(new Set(nodes.map((node) => node.__typename))).toEqual(new Set([typename]));
    }
    expect(titles(await search("quarter")).sort()).toEqual(
      titles(Object.values(byType).flat()).sort(),
    );
  });

  it("pages through results with cursors, in the same order", async () => {
    const all = titles(await search("quarter", "posts"));
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 20; page += 1) {
      const answer: {
        data?: { posts: { nodes: Found[]; pageInfo: { hasNextPage: boolean; endCursor: string } } };
      } = await graphql(
        service,
        `
          query ($after: String) {
            posts(first: 4, after: $after, where: { search: "quarter" }) {
              nodes {
                title
                date
              }
              pageInfo {
                hasNextPage
                endCursor
              }
            }
          }
        `,
        { after },
      );
      seen.push(...titles(answer.data!.posts.nodes));
      if (!answer.data!.posts.pageInfo.hasNextPage) break;
      after = answer.data!.posts.pageInfo.endCursor;
    }
    expect(all.length).toBeGreaterThan(8);
    expect(seen).toEqual(all);
  });
});

describe("drafts", () => {
  let withDrafts: ContentService;
  let dir: string;
  beforeAll(async () => {
    dir = await copyOfSeedContent();
    const draft = (fields: string, body: string) => `---\n${fields}\nstatus: draft\n---\n${body}\n`;
    await writeFile(
      path.join(dir, "posts", "2026-11-20-zephyrine-partnership-draft.html"),
      draft(
        "databaseId: 1900\ntitle: Zephyrine partnership announced\ndate: 2026-11-20T07:00:00\nmodified: 2026-11-20T07:00:00\nauthor: sam-okoye\ncategories: [corporate]\nexcerpt: Not yet approved for release.",
        "<p>A zephyrine announcement still in review.</p>",
      ),
    );
    await writeFile(
      path.join(dir, "pages", "zephyrine.html"),
      draft(
        "databaseId: 190\ntitle: Zephyrine\ndate: 2026-11-20T07:00:00\nmodified: 2026-11-20T07:00:00",
        "<p>A zephyrine page in progress.</p>",
      ),
    );
    withDrafts = await startService(dir);
  });
  afterAll(async () => {
    await withDrafts.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("never match a search, and are nowhere else either", async () => {
    const answer = await graphql<{
      contentNodes: { nodes: unknown[] };
      posts: { nodes: unknown[] };
      pages: { nodes: unknown[] };
      draftPost: null;
      draftPage: null;
      byId: null;
      category: { count: number };
      author: null;
    }>(
      withDrafts,
      `
        {
          contentNodes(where: { search: "zephyrine" }) {
            nodes {
              id
            }
          }
          posts(where: { search: "zephyrine", stati: [DRAFT, PUBLISH] }) {
            nodes {
              id
            }
          }
          pages(where: { search: "zephyrine", status: DRAFT }) {
            nodes {
              id
            }
          }
          draftPost: nodeByUri(uri: "/media-centre/press-releases/zephyrine-partnership-draft/") {
            id
          }
          draftPage: nodeByUri(uri: "/zephyrine/") {
            id
          }
          byId: contentNode(id: "1900", idType: DATABASE_ID) {
            id
          }
          category(id: "corporate", idType: SLUG) {
            count
          }
          author: user(id: "sam-okoye", idType: SLUG) {
            id
          }
        }
      `,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({
      contentNodes: { nodes: [] },
      posts: { nodes: [] },
      pages: { nodes: [] },
      draftPost: null,
      draftPage: null,
      byId: null,
      category: { count: 7 },
      author: null,
    });
  });
});
