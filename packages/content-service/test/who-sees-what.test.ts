// Who sees what, as a real WordPress 6.1 with WPGraphQL 2.20 answered (tests/reference/
// wordpress-6.1-wpgraphql-2.20): a request with the editor's Application Password sees what a
// logged-in editor sees, anything else what the public sees. The site's public pages read
// without credentials, so these answers are what keeps an embargo.
import { copyFile, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startContentService, type ContentService } from "../src/server.ts";
import { copyOfSeedContent, type GraphQLAnswer } from "./helpers.ts";

const EDITOR = { user: "site-previews", appPassword: "abcd EFGH 1234 ijkl MNOP 5678" };
const DRAFT = {
  databaseId: 1044,
  slug: "corus-entertainment-to-release-first-quarter-fiscal-2027-results",
};
const FRENCH_DRAFT = { databaseId: 11044 };
const SCHEDULED = {
  databaseId: 1045,
  slug: "corus-entertainment-names-new-chief-financial-officer",
};
const PRIVATE = { databaseId: 1046, slug: "board-briefing-fiscal-2027-planning-calendar" };
const PROTECTED = { databaseId: 1047, slug: "analyst-day-2026-presentation-materials" };
const REVISED_PAGE = { databaseId: 102, revision: 1102, uri: "/about-corus/our-values/" };
const uriOf = (slug: string) => `/media-centre/press-releases/${slug}/`;

let service: ContentService;
let contentDir: string;

beforeAll(async () => {
  // The seed has a draft, a scheduled and a private post; a password-protected one is a
  // fixture (published, it would change every list the other tests count).
  contentDir = await copyOfSeedContent();
  const fixture = "2026-09-15-analyst-day-2026-presentation-materials.html";
  await copyFile(
    path.resolve(import.meta.dirname, "../../../tests/fixtures/posts", fixture),
    path.join(contentDir, "posts", fixture),
  );
  service = await startContentService({ port: 0, host: "127.0.0.1", contentDir, auth: EDITOR });
});
afterAll(async () => {
  await service.close();
  await rm(contentDir, { recursive: true, force: true });
});

type Caller = "editor" | "public" | "wrong password" | "bearer token";

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
const HEADERS: Record<Caller, Record<string, string>> = {
  editor: { authorization: basic(EDITOR.user, EDITOR.appPassword) },
  public: {},
  "wrong password": { authorization: basic(EDITOR.user, "abcd efgh 1234 ijkl mnop 0000") },
  "bearer token": { authorization: "Bearer abcdEFGH1234ijklMNOP5678" },
};

async function ask<T>(
  as: Caller,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLAnswer<T>> {
  const response = await fetch(service.graphqlUrl, {
    method: "POST",
    headers: { "content-type": "application/json", ...HEADERS[as] },
    body: JSON.stringify({ query, variables }),
  });
  // WordPress never refuses a read for its credentials: it answers as anonymous.
  expect(response.status).toBe(200);
  return (await response.json()) as GraphQLAnswer<T>;
}

type Node = {
  databaseId: number;
  status: string;
  uri: string;
  isPreview: boolean;
  hasPassword: boolean;
  password: string | null;
  title: string;
  content: string | null;
};
const NODE = `databaseId status uri isPreview
  ... on Post { hasPassword password title content }
  ... on Page { hasPassword password title content }`;
const BY_URI = `query ($uri: String!) { nodeByUri(uri: $uri) { ... on ContentNode { ${NODE} } } }`;
const BY_ID = `query ($id: ID!, $asPreview: Boolean) {
  contentNode(id: $id, idType: DATABASE_ID, asPreview: $asPreview) { ${NODE} }
}`;

describe("the viewer", () => {
  it.each<[Caller, object | null]>([
    ["editor", { databaseId: 5, name: "Site previews" }],
    ["public", null],
    ["wrong password", null],
    ["bearer token", null],
  ])("is the editor only with the right Application Password (%s)", async (as, viewer) => {
    const { data, errors } = await ask<{ viewer: unknown }>(as, "{ viewer { databaseId name } }");
    expect(errors).toBeUndefined();
    expect(data!.viewer).toEqual(viewer);
  });

  it("takes the password with or without WordPress's spaces", async () => {
    const response = await fetch(service.graphqlUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: basic(EDITOR.user, EDITOR.appPassword.replaceAll(" ", "")),
      },
      body: JSON.stringify({ query: "{ viewer { databaseId } }" }),
    });
    expect(((await response.json()) as GraphQLAnswer<{ viewer: unknown }>).data!.viewer).toEqual({
      databaseId: 5,
    });
  });
});

describe("posts not published, at their pretty URIs", () => {
  it.each([
    ["a draft", DRAFT, "draft", `/?p=${DRAFT.databaseId}`],
    ["a scheduled post", SCHEDULED, "future", `/?p=${SCHEDULED.databaseId}`],
    ["a private post", PRIVATE, "private", uriOf(PRIVATE.slug)],
  ])("%s is found by an editor, as WordPress finds it", async (_, post, status, uri) => {
    const { data } = await ask<{ nodeByUri: Node }>("editor", BY_URI, { uri: uriOf(post.slug) });
    expect(data!.nodeByUri).toMatchObject({ databaseId: post.databaseId, status, uri });
    expect(data!.nodeByUri.content).toMatch(/<p>/);
  });

  it.each([DRAFT, SCHEDULED, PRIVATE])(
    "is nothing to the public, nor to a wrong password: %j",
    async (post) => {
      for (const as of ["public", "wrong password", "bearer token"] as const) {
        const byUri = await ask<{ nodeByUri: Node | null }>(as, BY_URI, { uri: uriOf(post.slug) });
        expect(byUri.data!.nodeByUri).toBeNull();
        const byId = await ask<{ contentNode: Node | null }>(as, BY_ID, {
          id: String(post.databaseId),
        });
        expect(byId.data!.contentNode).toBeNull();
      }
    },
  );

  it("are in no list or search unless an editor asks for their status", async () => {
    const LISTS = `query ($search: String!) {
      posts(first: 100) { nodes { databaseId } }
      contentNodes(first: 100, where: { search: $search }) { nodes { databaseId } }
      asked: posts(first: 100, where: { stati: [DRAFT, FUTURE, PRIVATE] }) { nodes { databaseId } }
    }`;
    type Lists = Record<"posts" | "contentNodes" | "asked", { nodes: { databaseId: number }[] }>;
    // The French draft too (no language asked: both, as Polylang's bridge answers).
    const hidden = [DRAFT, SCHEDULED, PRIVATE, FRENCH_DRAFT].map((post) => post.databaseId);
    const ids = (answer: GraphQLAnswer<Lists>, list: keyof Lists) =>
      answer.data![list].nodes.map((node) => node.databaseId);
    for (const search of ["fiscal 2027", "Chief Financial Officer", "board briefing"]) {
      const editor = await ask<Lists>("editor", LISTS, { search });
      const visitor = await ask<Lists>("public", LISTS, { search });
      for (const answer of [editor, visitor]) {
        expect(ids(answer, "posts")).not.toEqual(
          expect.arrayContaining([expect.toBeOneOf(hidden)]),
        );
        expect(ids(answer, "contentNodes").filter((id) => hidden.includes(id))).toEqual([]);
      }
      expect(ids(editor, "asked").sort()).toEqual([...hidden].sort());
      expect(ids(visitor, "asked")).toEqual([]);
    }
  });
});

describe("a password-protected post", () => {
  it("is listed and found by its URI, its content hidden from the public", async () => {
    const visitor = await ask<{ nodeByUri: Node }>("public", BY_URI, {
      uri: uriOf(PROTECTED.slug),
    });
    expect(visitor.data!.nodeByUri).toMatchObject({
      databaseId: PROTECTED.databaseId,
      status: "publish",
      hasPassword: true,
      password: null,
      content: null,
    });
    const editor = await ask<{ nodeByUri: Node }>("editor", BY_URI, { uri: uriOf(PROTECTED.slug) });
    expect(editor.data!.nodeByUri).toMatchObject({
      hasPassword: true,
      password: "analyst-day-2026",
    });
    expect(editor.data!.nodeByUri.content).toContain("registered analysts");
  });

  it("is filtered by hasPassword, and found by search only for an editor", async () => {
    const QUERY = `{
      locked: posts(where: { hasPassword: true }) { nodes { databaseId } }
      open: posts(first: 100, where: { hasPassword: false }) { nodes { databaseId } }
      search: contentNodes(where: { search: "segment results appendix" }) { nodes { databaseId } }
    }`;
    type Answer = Record<"locked" | "open" | "search", { nodes: { databaseId: number }[] }>;
    const visitor = (await ask<Answer>("public", QUERY)).data!;
    const editor = (await ask<Answer>("editor", QUERY)).data!;
    expect(visitor.locked.nodes).toEqual([{ databaseId: PROTECTED.databaseId }]);
    expect(visitor.open.nodes).not.toContainEqual({ databaseId: PROTECTED.databaseId });
    expect(visitor.search.nodes).toEqual([]);
    expect(editor.search.nodes).toEqual([{ databaseId: PROTECTED.databaseId }]);
  });
});

describe("asPreview", () => {
  it("gives an editor a published page's autosave revision: its own id, at the preview link", async () => {
    const { data } = await ask<{ contentNode: Node }>("editor", BY_ID, {
      id: String(REVISED_PAGE.databaseId),
      asPreview: true,
    });
    expect(data!.contentNode).toMatchObject({
      databaseId: REVISED_PAGE.revision,
      status: "inherit",
      uri: `${REVISED_PAGE.uri}?preview=true`,
      isPreview: true,
      title: "Our Values, and How We Live Them",
    });
  });

  it("gives the revision its page's breadcrumbs, though its URI is the preview link", async () => {
    const { data, errors } = await ask<{
      contentNode: { seo: { breadcrumbs: { text: string; url: string }[] } };
    }>(
      "editor",
      `query ($id: ID!) {
        contentNode(id: $id, idType: DATABASE_ID, asPreview: true) {
          seo { breadcrumbs { text url } }
        }
      }`,
      { id: String(REVISED_PAGE.databaseId) },
    );
    expect(errors).toBeUndefined();
    const urls = data!.contentNode.seo.breadcrumbs.map((crumb) => new URL(crumb.url).pathname);
    expect(urls).toEqual(["/", "/about-corus/", REVISED_PAGE.uri]);
  });

  it("gives an editor a draft without changes as it is", async () => {
    const { data } = await ask<{ contentNode: Node }>("editor", BY_ID, {
      id: String(DRAFT.databaseId),
      asPreview: true,
    });
    expect(data!.contentNode).toMatchObject({ databaseId: DRAFT.databaseId, status: "draft" });
  });

  it.each(["public", "wrong password"] as const)(
    "gives %s nothing, not even the published version",
    async (as) => {
      for (const id of [REVISED_PAGE.databaseId, DRAFT.databaseId, 2102]) {
        const { data, errors } = await ask<{ contentNode: Node | null }>(as, BY_ID, {
          id: String(id),
          asPreview: true,
        });
        expect(errors).toBeUndefined();
        expect(data!.contentNode).toBeNull();
      }
    },
  );

  it("without asPreview, an editor reads the published version", async () => {
    const { data } = await ask<{ contentNode: Node }>("editor", BY_ID, {
      id: String(REVISED_PAGE.databaseId),
    });
    expect(data!.contentNode).toMatchObject({
      databaseId: 102,
      status: "publish",
      isPreview: false,
    });
  });
});
