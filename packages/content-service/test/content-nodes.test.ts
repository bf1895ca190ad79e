// RootQuery.contentNodes and its keyword search, over HTTP, as WordPress answers them: every
// word in the title, excerpt or content, ignoring case and accents; quoted phrases whole;
// title matches first, then newest first; cursors like every connection.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentService } from "../src/server.ts";
import { graphql, startService } from "./helpers.ts";

let service: ContentService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

interface Result {
  __typename: "Page" | "Post";
  databaseId: number;
  date: string;
  title: string;
  excerpt?: string;
  /** The stand-in keeps an excerpt for pages as WordPress's database does; search reads it. */
  pageExcerpt?: string;
  content: string;
}

interface Connection {
  nodes: Result[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

const CONTENT_NODES = `
  query ($search: String, $types: [ContentTypeEnum], $first: Int, $after: String) {
    contentNodes(first: $first, after: $after, where: { search: $search, contentTypes: $types }) {
      nodes {
        __typename
        databaseId
        date
        ... on NodeWithTitle { title(format: RAW) }
        ... on NodeWithExcerpt { excerpt(format: RAW) }
        ... on Page { pageExcerpt: excerpt(format: RAW) }
        ... on NodeWithContentEditor { content }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

async function contentNodes(variables: {
  search?: string;
  types?: string[];
  first?: number;
  after?: string | null;
}): Promise<Connection> {
  const answer = await graphql<{ contentNodes: Connection }>(service, CONTENT_NODES, {
    first: 100,
    ...variables,
  });
  expect(answer.errors).toBeUndefined();
  return answer.data!.contentNodes;
}

/** Every result of a search, walking the cursors `first` at a time. */
async function all(search: string, first = 100): Promise<Result[]> {
  const results: Result[] = [];
  let after: string | null = null;
  for (;;) {
    const page: Connection = await contentNodes({ search, first, after });
    results.push(...page.nodes);
    if (!page.pageInfo.hasNextPage) return results;
    after = page.pageInfo.endCursor;
  }
}

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
const searchable = (result: Result) =>
  fold(`${result.title} ${result.excerpt ?? result.pageExcerpt ?? ""} ${result.content}`);

describe("contentNodes", () => {
  it("lists pages and posts, newest first, of the types asked for", async () => {
    const both = await all("");
    const pages = (await contentNodes({ types: ["PAGE"] })).nodes;
    const posts = (await contentNodes({ types: ["POST"] })).nodes;
    expect(new Set(pages.map((node) => node.__typename))).toEqual(new Set(["Page"]));
    expect(new Set(posts.map((node) => node.__typename))).toEqual(new Set(["Post"]));
    expect(both).toHaveLength(pages.length + posts.length);
    const dates = both.map((node) => node.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("gives posts an excerpt and pages none (WordPress pages do not support one)", async () => {
    const nodes = (await contentNodes({ search: "dividend" })).nodes;
    for (const node of nodes) {
      expect(node.title).toBeTruthy();
      expect("excerpt" in node).toBe(node.__typename === "Post");
    }
  });
});

describe("contentNodes(where: { search })", () => {
  it("requires every word, in the title, the excerpt or the content", async () => {
    const both = await all("dividend reinvestment");
    const dividend = await all("dividend");
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(dividend.length);
    for (const result of both) {
      expect(searchable(result)).toContain("dividend");
      expect(searchable(result)).toContain("reinvestment");
    }
    const found = new Set(both.map((result) => result.databaseId));
    for (const result of dividend) {
      expect(found.has(result.databaseId)).toBe(searchable(result).includes("reinvestment"));
    }
  });

  it("ignores case and accents", async () => {
    const ids = async (search: string) => (await all(search)).map((result) => result.databaseId);
    const quebec = await ids("quebec");
    expect(quebec.length).toBeGreaterThan(0);
    expect(await ids("Québec")).toEqual(quebec);
    expect(await ids("QUEBEC")).toEqual(quebec);
  });

  it("matches a quoted phrase whole", async () => {
    const phrase = await all('"annual meeting"');
    const words = await all("meeting annual");
    expect(phrase.length).toBeGreaterThan(0);
    for (const result of phrase) expect(searchable(result)).toContain("annual meeting");
    expect(words.length).toBeGreaterThanOrEqual(phrase.length);
  });

  it("leaves out common words, as WordPress's stopwords", async () => {
    const ids = async (search: string) => (await all(search)).map((result) => result.databaseId);
    expect(await ids("the dividend of")).toEqual(await ids("dividend"));
  });

  it("puts title matches first, each group newest first", async () => {
    const results = await all("dividend");
    const inTitle = results.map((result) => fold(result.title).includes("dividend"));
    const firstElsewhere = inTitle.indexOf(false);
    expect(inTitle.indexOf(true)).toBe(0);
    expect(firstElsewhere).toBeGreaterThan(0);
    expect(inTitle.slice(firstElsewhere)).not.toContain(true);
    for (const group of [results.slice(0, firstElsewhere), results.slice(firstElsewhere)]) {
      const dates = group.map((result) => result.date);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it("pages through the same results with cursors, none twice", async () => {
    const whole = (await all("corus")).map((result) => result.databaseId);
    const paged = (await all("corus", 7)).map((result) => result.databaseId);
    expect(whole.length).toBeGreaterThan(7);
    expect(paged).toEqual(whole);
    expect(new Set(paged).size).toBe(paged.length);
  });

  it("answers nothing, not an error, when nothing matches", async () => {
    const page = await contentNodes({ search: "<script>qwxzvbnm</script>" });
    expect(page).toEqual({ nodes: [], pageInfo: { hasNextPage: false, endCursor: null } });
  });
});
