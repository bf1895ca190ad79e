// Where WPGraphQL's typing shows to a client: per-connection PageInfo types, non-null legacy
// ids, lookups without an idType, raw formats for authenticated users only, and HTTP 200
// with `errors` for a request GraphQL refuses (WPGraphQL's Router keeps 200 for those), 500
// for one it cannot read (the Router's status when the request throws).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startContentService, type ContentService } from "../src/server.ts";
import { graphql, startService } from "./helpers.ts";

let service: ContentService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

describe("connections", () => {
  it("give each connection its own PageInfo type, a WPPageInfo", async () => {
    const answer = await graphql<
      Record<string, { pageInfo: { __typename: string; hasNextPage: boolean } }>
    >(
      service,
      `
        {
          posts(first: 1) {
            pageInfo {
              __typename
              ... on WPPageInfo {
                hasNextPage
              }
            }
          }
          menuItems(first: 1) {
            pageInfo {
              __typename
              hasNextPage
            }
          }
          categories(first: 1) {
            pageInfo {
              __typename
              hasNextPage
            }
          }
        }
      `,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.posts!.pageInfo).toEqual({
      __typename: "RootQueryToPostConnectionPageInfo",
      hasNextPage: true,
    });
    expect(answer.data!.menuItems!.pageInfo.__typename).toBe(
      "RootQueryToMenuItemConnectionPageInfo",
    );
    expect(answer.data!.categories!.pageInfo.__typename).toBe(
      "RootQueryToCategoryConnectionPageInfo",
    );
  });
});

describe("lookups by id", () => {
  it.each([
    ["without idType", `page(id: $id)`],
    ["with idType null", `page(id: $id, idType: null)`],
  ])("read a global id %s", async (_case, lookup) => {
    const answer = await graphql<{ page: { uri: string; pageId: number } }>(
      service,
      `query ($id: ID!) { ${lookup} { uri pageId } }`,
      { id: Buffer.from("post:100").toString("base64") },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.page).toEqual({ uri: "/about-corus/", pageId: 100 });
  });

  it("read a database id only when told so", async () => {
    const answer = await graphql<{ byGlobal: null; byDatabase: { uri: string } }>(
      service,
      `
        {
          byGlobal: page(id: "100") {
            uri
          }
          byDatabase: page(id: "100", idType: DATABASE_ID) {
            uri
          }
        }
      `,
    );
    expect(answer.data).toEqual({ byGlobal: null, byDatabase: { uri: "/about-corus/" } });
  });
});

describe("raw formats", () => {
  const QUERY = `{ post(id: "1033", idType: DATABASE_ID) { raw: title(format: RAW) rendered: title excerpt(format: RAW) } }`;

  it("are null for the public, as WordPress keeps them for logged-in users", async () => {
    const answer = await graphql<{
      post: { raw: string | null; rendered: string; excerpt: string | null };
    }>(service, QUERY);
    expect(answer.data!.post).toEqual({
      raw: null,
      rendered: "Corus Entertainment announces proposed recapitalization",
      excerpt: null,
    });
  });

  it("are given to an authenticated client", async () => {
    const secured = await startContentService({
      port: 0,
      host: "127.0.0.1",
      auth: { user: "site-previews", appPassword: "abcd efgh ijkl mnop qrst uvwx" },
    });
    try {
      const basic = Buffer.from("site-previews:abcd efgh ijkl mnop qrst uvwx").toString("base64");
      const response = await fetch(secured.graphqlUrl, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Basic ${basic}` },
        body: JSON.stringify({ query: QUERY }),
      });
      const answer = (await response.json()) as {
        data: { post: { raw: string; excerpt: string } };
      };
      expect(answer.data.post.raw).toBe("Corus Entertainment announces proposed recapitalization");
      expect(answer.data.post.excerpt).toMatch(/^Corus announced a proposed recapitalization/);
    } finally {
      await secured.close();
    }
  });
});

/** What Apollo Client sends by default: its HttpLink's content type and accept header. */
const APOLLO_HEADERS = {
  "content-type": "application/json",
  accept: "application/graphql-response+json,application/json;q=0.9",
};

describe("HTTP", () => {
  it.each([
    ["Apollo Client's default", APOLLO_HEADERS.accept],
    ["the GraphQL-over-HTTP media type only", "application/graphql-response+json"],
    ["JSON", "application/json"],
  ])(
    "answers an invalid query with 200 and errors when the client accepts %s",
    async (_case, accept) => {
      const response = await fetch(service.graphqlUrl, {
        method: "POST",
        headers: { "content-type": "application/json", accept },
        body: JSON.stringify({ query: "{ posts { nodes { noSuchField } } }" }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      const answer = (await response.json()) as { errors: { message: string }[] };
      expect(answer.errors[0]!.message).toMatch(/Cannot query field "noSuchField"/);
    },
  );

  const PAGE_BY_ID = "query PageById($id: ID!) { page(id: $id) { uri } }";
  it.each([
    [
      "a missing required variable",
      { query: PAGE_BY_ID, variables: {} },
      'Variable "$id" of required type "ID!" was not provided.',
    ],
    [
      "null for a required variable",
      { query: PAGE_BY_ID, variables: { id: null } },
      'Variable "$id" of non-null type "ID!" must not be null.',
    ],
    [
      "a wrongly typed variable",
      {
        query: "query Latest($first: Int) { posts(first: $first) { nodes { uri } } }",
        variables: { first: "ten" },
      },
      'Variable "$first" got invalid value "ten"; Int cannot represent non-integer value: "ten"',
    ],
    [
      "an operation name the document does not hold",
      { query: PAGE_BY_ID, variables: { id: "x" }, operationName: "Elsewhere" },
      "Could not determine what operation to execute.",
    ],
  ])("answers %s with 200 and errors, as WPGraphQL does", async (_case, body, message) => {
    const response = await fetch(service.graphqlUrl, {
      method: "POST",
      headers: APOLLO_HEADERS,
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      errors: [expect.objectContaining({ message })],
    });
  });

  it.each([
    ["unreadable JSON", "{ not json"],
    ["JSON that is no object", "null"],
  ])(
    "answers %s with 500 and errors, as WPGraphQL does when a request throws",
    async (_case, body) => {
      const response = await fetch(service.graphqlUrl, {
        method: "POST",
        headers: APOLLO_HEADERS,
        body,
      });
      expect(response.status).toBe(500);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      const answer = (await response.json()) as { errors: { message: string }[] };
      expect(answer.errors).toHaveLength(1);
    },
  );
});
