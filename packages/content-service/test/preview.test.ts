// Drafts and pending changes, as WordPress shows them: only to an authenticated client, and
// only by id or with asPreview; never by URI, in a list, a search or the sitemap's queries.
// And the stand-in's Preview button, which sends the editor to the site with a signed token.
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startContentService, type ContentService } from "../src/server.ts";
import type { GraphQLAnswer } from "./helpers.ts";

const DRAFT_ID = 1044;
const DRAFT_TITLE = "Corus Entertainment to release first quarter fiscal 2027 results";
const REVISED_PAGE_ID = 102;
const REVISED_TITLE = "Our Values, and How We Live Them";
const PREVIEW_SECRET = "preview-secret-for-tests";

let service: ContentService;
let token: string;

beforeAll(async () => {
  service = await startContentService({
    port: 0,
    host: "127.0.0.1",
    auth: { clientId: "site", clientSecret: "client-secret", tokenTtlSeconds: 600 },
    preview: { url: "http://127.0.0.1:9/api/preview/", secret: PREVIEW_SECRET },
  });
  const response = await fetch(`${service.url}/oauth/token`, {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from("site:client-secret").toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: "grant_type=client_credentials",
  });
  token = ((await response.json()) as { access_token: string }).access_token;
});
afterAll(() => service.close());

async function ask<T>(
  query: string,
  variables: Record<string, unknown>,
  as: "editor" | "public",
): Promise<GraphQLAnswer<T>> {
  const response = await fetch(service.graphqlUrl, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(as === "editor" && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLAnswer<T>;
}

type Node = { databaseId: number; title: string; status: string; uri: string; isPreview: boolean };
const NODE_FIELDS = "databaseId status uri isPreview ... on NodeWithTitle { title }";
const BY_ID = `query ($id: ID!, $asPreview: Boolean) {
  contentNode(id: $id, idType: DATABASE_ID, asPreview: $asPreview) { ${NODE_FIELDS} }
}`;

describe("drafts", () => {
  it("are found by id by an editor, with WordPress's id link for a URI", async () => {
    const { data } = await ask<{ contentNode: Node }>(BY_ID, { id: String(DRAFT_ID) }, "editor");
    expect(data!.contentNode).toMatchObject({
      databaseId: DRAFT_ID,
      status: "draft",
      uri: `/?p=${DRAFT_ID}`,
      isPreview: false,
    });
    expect(data!.contentNode.title).toContain(DRAFT_TITLE);
  });

  it("are shown as previews with asPreview", async () => {
    const { data } = await ask<{ contentNode: Node }>(
      BY_ID,
      { id: String(DRAFT_ID), asPreview: true },
      "editor",
    );
    expect(data!.contentNode).toMatchObject({ databaseId: DRAFT_ID, isPreview: true });
  });

  it.each([
    ["by id", BY_ID, { id: String(DRAFT_ID) }],
    ["by id with asPreview", BY_ID, { id: String(DRAFT_ID), asPreview: true }],
    [
      "as a post",
      `query ($id: ID!) { post(id: $id, idType: DATABASE_ID, asPreview: true) { ${NODE_FIELDS} } }`,
      { id: String(DRAFT_ID) },
    ],
  ])("are nothing to the public %s", async (_, query, variables) => {
    const { data, errors } = await ask<Record<string, Node | null>>(query, variables, "public");
    expect(errors).toBeUndefined();
    expect(Object.values(data!)).toEqual([null]);
  });

  it("are in no list, search or URI lookup, even for an editor", async () => {
    // Where the draft will live once published: its slug under the press releases.
    const draft = await ask<{ contentNode: { slug: string } }>(
      "query ($id: ID!) { contentNode(id: $id, idType: DATABASE_ID) { slug } }",
      { id: String(DRAFT_ID) },
      "editor",
    );
    const slug = draft.data!.contentNode.slug;
    expect(slug).toMatch(/^corus-entertainment-to-release-first-quarter/);
    const { data } = await ask<{
      posts: { nodes: { databaseId: number }[] };
      search: { nodes: { databaseId: number }[] };
      byUri: Node | null;
    }>(
      `query ($uri: String!) {
        posts(first: 100) { nodes { databaseId } }
        search: contentNodes(first: 100, where: { search: "first quarter fiscal 2027" }) {
          nodes { databaseId }
        }
        byUri: nodeByUri(uri: $uri) { ... on ContentNode { ${NODE_FIELDS} } }
      }`,
      { uri: `/media-centre/press-releases/${slug}/` },
      "editor",
    );
    expect(data!.posts.nodes.map((node) => node.databaseId)).not.toContain(DRAFT_ID);
    expect(data!.search.nodes.map((node) => node.databaseId)).not.toContain(DRAFT_ID);
    expect(data!.byUri).toBeNull();
  });
});

describe("pending changes of a published page", () => {
  it("are what an editor's asPreview shows, at the page's own URI", async () => {
    const { data } = await ask<{ contentNode: Node & { content: string } }>(
      `query ($id: ID!) {
        contentNode(id: $id, idType: DATABASE_ID, asPreview: true) {
          ${NODE_FIELDS} ... on NodeWithContentEditor { content }
        }
      }`,
      { id: String(REVISED_PAGE_ID) },
      "editor",
    );
    expect(data!.contentNode).toMatchObject({
      databaseId: REVISED_PAGE_ID,
      title: REVISED_TITLE,
      status: "publish",
      uri: "/about-corus/our-values/",
      isPreview: true,
    });
    expect(data!.contentNode.content).toContain("Earn trust, every day");
  });

  it.each([
    ["the public with asPreview", { id: String(REVISED_PAGE_ID), asPreview: true }, "public"],
    ["an editor without asPreview", { id: String(REVISED_PAGE_ID) }, "editor"],
  ] as const)("are not seen by %s: the published version is", async (_, variables, as) => {
    const { data } = await ask<{ contentNode: Node }>(BY_ID, variables, as);
    expect(data!.contentNode.isPreview).toBe(false);
    expect(data!.contentNode.title).not.toBe(REVISED_TITLE);
  });
});

describe("a custom post type's record", () => {
  const BRAND_ID = "2102";
  it.each([
    ["brand", "editor", `brand(id: $id, idType: DATABASE_ID, asPreview: true)`],
    ["brand", "public", `brand(id: $id, idType: DATABASE_ID, asPreview: true)`],
    ["contentNode", "editor", `contentNode(id: $id, idType: DATABASE_ID, asPreview: true)`],
  ] as const)(
    "is previewed through %s by the %s as a post is: without pending changes, itself",
    async (_root, as, lookup) => {
      const { data, errors } = await ask<{ found: Node }>(
        `query ($id: ID!) { found: ${lookup} { ${NODE_FIELDS} } }`,
        { id: BRAND_ID },
        as,
      );
      expect(errors).toBeUndefined();
      expect(data!.found).toEqual({
        databaseId: 2102,
        title: "Global News",
        status: "publish",
        uri: null,
        isPreview: false,
      });
    },
  );
});

describe("the Preview button (GET /wp-admin/preview?p=)", () => {
  const press = (p: string) =>
    fetch(`${service.url}/wp-admin/preview?p=${p}`, { redirect: "manual" });

  it("sends the editor to the site's preview URL with a token signed for the post", async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await press(String(DRAFT_ID));
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe("http://127.0.0.1:9/api/preview/");
    const [id, type, expires, nonce, signature] = location.searchParams.get("token")!.split(".");
    expect([id, type]).toEqual([String(DRAFT_ID), "post"]);
    expect(Number(expires) - before).toBeGreaterThanOrEqual(299);
    expect(Number(expires) - before).toBeLessThanOrEqual(301);
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    const expected = createHmac("sha256", PREVIEW_SECRET)
      .update(`preview:${id}.${type}.${expires}.${nonce}`)
      .digest("hex");
    expect(signature).toBe(expected);
  });

  it("signs a new token each time, and names a page's type", async () => {
    const tokens = await Promise.all(
      [REVISED_PAGE_ID, REVISED_PAGE_ID].map(async (id) =>
        new URL((await press(String(id))).headers.get("location")!).searchParams.get("token"),
      ),
    );
    expect(tokens[0]!.split(".")[1]).toBe("page");
    expect(tokens[0]).not.toBe(tokens[1]);
  });

  it.each(["999999", "abc", ""])("answers 404 for %j", async (p) => {
    expect((await press(p)).status).toBe(404);
  });

  it("lists what can be previewed", async () => {
    const response = await fetch(`${service.url}/wp-admin/preview`);
    const html = await response.text();
    expect(html).toContain(`/wp-admin/preview?p=${DRAFT_ID}`);
    expect(html).toContain(`/wp-admin/preview?p=${REVISED_PAGE_ID}`);
  });
});
