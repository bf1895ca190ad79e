// The CMS client's behaviour (retries, errors, auth, GET or POST) against the real content service
// over HTTP. The only seam is a fetch wrapper that records what went over the wire.
import { gql, type TypedDocumentNode } from "@apollo/client";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startContentService, type ContentService } from "@corus/content-service/src/server.ts";
import { applicationPassword } from "./links/credentials";
import { readSettings, type SiteSettings } from "../settings";
import { createCmsClient, createCmsLink } from "./client";

interface SentRequest {
  at: number;
  method: string;
  headers: Headers;
  body: string | null;
  credentials: RequestCredentials | undefined;
}

/** fetch that records each request before sending it for real. */
function recordingFetch() {
  const sent: SentRequest[] = [];
  const wrapped: typeof fetch = async (input, init) => {
    sent.push({
      at: performance.now(),
      method: init?.method ?? "GET",
      headers: new Headers(init?.headers),
      body: typeof init?.body === "string" ? init.body : null,
      credentials: init?.credentials,
    });
    return fetch(input, init);
  };
  return { sent, fetch: wrapped };
}

const TITLE_QUERY: TypedDocumentNode<{ generalSettings: { title: string } }> = gql`
  query SiteTitle {
    generalSettings {
      title
    }
  }
`;

let service: ContentService;
let settings: SiteSettings;

beforeAll(async () => {
  service = await startContentService({ port: 0, host: "127.0.0.1", testControls: true });
  settings = readSettings({ CMS_GRAPHQL_URL: service.graphqlUrl });
});
afterAll(() => service.close());
afterEach(() => {
  service.controls!.reset();
  vi.restoreAllMocks();
});

/** Errors the link logs: kept quiet, and read by the tests that check them. */
const quiet = { error: () => {} };

function clientFor(overrides: Partial<SiteSettings> = {}, { log = quiet } = {}) {
  const wire = recordingFetch();
  const merged = { ...settings, ...overrides };
  const client = createCmsClient(merged, createCmsLink(merged, { fetch: wire.fetch, log }));
  return { client, sent: wire.sent };
}

describe("HTTP", () => {
  it("POSTs JSON with query, operationName and variables, credentials included", async () => {
    const { client, sent } = clientFor();
    await client.query({
      query: gql`
        query Lookup($url: String!) {
          redirection(url: $url) {
            code
          }
        }
      `,
      variables: { url: "/about/" },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe("POST");
    expect(sent[0]!.credentials).toBe("include");
    expect(sent[0]!.headers.get("content-type")).toMatch(/application\/json/);
    const body = JSON.parse(sent[0]!.body!);
    expect(body).toMatchObject({ operationName: "Lookup", variables: { url: "/about/" } });
    expect(body.query).toContain("redirection(url: $url)");
  });

  it("uses GET for queries only when configured", async () => {
    const { client, sent } = clientFor({ cmsUseGetForQueries: true });
    const { data } = await client.query({ query: TITLE_QUERY });
    expect(data?.generalSettings.title).toBe("Corus Entertainment");
    expect(sent[0]!.method).toBe("GET");
  });

  it("sends the client name and version headers when they are set, and not otherwise", async () => {
    const named = clientFor({ cmsClientName: "corus-web", cmsClientVersion: "1.2.3" });
    await named.client.query({ query: TITLE_QUERY });
    expect(named.sent[0]!.headers.get("apollographql-client-name")).toBe("corus-web");
    expect(named.sent[0]!.headers.get("apollographql-client-version")).toBe("1.2.3");

    const anonymous = clientFor();
    await anonymous.client.query({ query: TITLE_QUERY });
    expect(anonymous.sent[0]!.headers.has("apollographql-client-name")).toBe(false);
  });
});

describe("retries", () => {
  it("succeeds after 2 failed attempts: 3 requests reach the CMS", async () => {
    service.controls!.failNext(2, "500");
    const { client } = clientFor();
    const { data } = await client.query({ query: TITLE_QUERY });
    expect(data?.generalSettings.title).toBe("Corus Entertainment");
    expect(service.controls!.graphqlRequests()).toBe(3);
  });

  it("retries dropped connections too", async () => {
    service.controls!.failNext(2, "drop");
    const { client } = clientFor();
    await expect(client.query({ query: TITLE_QUERY })).resolves.toBeTruthy();
    expect(service.controls!.graphqlRequests()).toBe(3);
  });

  it("gives up after 3 attempts", async () => {
    service.controls!.failNext(3, "500");
    const { client } = clientFor();
    await expect(client.query({ query: TITLE_QUERY })).rejects.toThrow();
    expect(service.controls!.graphqlRequests()).toBe(3);
  });

  it("waits longer before each retry: about 50-100 ms, then 100-200 ms", async () => {
    service.controls!.failNext(2, "500");
    const { client, sent } = clientFor();
    await client.query({ query: TITLE_QUERY });
    const [first, second, third] = sent.map((request) => request.at);
    const gap1 = second! - first!;
    const gap2 = third! - second!;
    expect(gap1).toBeGreaterThanOrEqual(45);
    expect(gap1).toBeLessThan(100 + 80);
    expect(gap2).toBeGreaterThanOrEqual(95);
    expect(gap2).toBeLessThan(200 + 80);
  });

  it("does not retry a query the CMS rejects as invalid", async () => {
    const log = { error: vi.fn() };
    const { client } = clientFor({}, { log });
    await expect(
      client.query({
        query: gql`
          query Broken {
            generalSettings {
              noSuchField
            }
          }
        `,
      }),
    ).rejects.toThrow();
    expect(service.controls!.graphqlRequests()).toBe(1);
    expect(log.error).toHaveBeenCalledWith(
      "cms: GraphQL error",
      expect.objectContaining({
        error: expect.stringMatching(/^Cannot query field "noSuchField"/),
      }),
    );
  });
});

describe("error logging", () => {
  it("logs each GraphQL error with its message, location and path", async () => {
    const log = { error: vi.fn() };
    const { client } = clientFor({}, { log });
    await expect(
      client.query({
        query: gql`
          query Both {
            first: posts(first: 1, last: 1) {
              nodes {
                id
              }
            }
          }
        `,
      }),
    ).rejects.toThrow();
    expect(log.error).toHaveBeenCalledWith("cms: GraphQL error", {
      cms_operation: "Both",
      error: "Passing both first and last to paginate is not supported.",
      locations: [{ line: 2, column: 3 }],
      graphql_path: ["first"],
    });
  });

  it("logs a network error as a network error", async () => {
    const log = { error: vi.fn() };
    const closed = readSettings({ CMS_GRAPHQL_URL: "http://127.0.0.1:9/graphql" });
    const client = createCmsClient(closed, createCmsLink(closed, { log }));
    await expect(client.query({ query: TITLE_QUERY })).rejects.toThrow();
    expect(log.error).toHaveBeenCalledWith("cms: network error", {
      cms_operation: expect.any(String),
      error: expect.stringMatching(/^CmsNetworkError: the CMS could not be reached/),
    });
  });
});

describe("time limit", () => {
  it("gives up on a CMS that does not answer, after 3 attempts of the time limit each", async () => {
    service.controls!.delayNext(3, 1000);
    const { client } = clientFor({ cmsTimeoutMs: 150 });
    const started = performance.now();
    await expect(client.query({ query: TITLE_QUERY })).rejects.toThrow(
      /did not answer within 150 ms/,
    );
    expect(performance.now() - started).toBeLessThan(1000);
    expect(service.controls!.graphqlRequests()).toBe(3);
  });
});

describe("deferred queries", () => {
  it("consumes a multipart @defer answer: the deferred part arrives", async () => {
    const { client, sent } = clientFor();
    const deferred: TypedDocumentNode<{
      generalSettings: { title: string };
      posts: { nodes: { title: string }[] };
    }> = gql`
      query Deferred {
        generalSettings {
          title
        }
        ... @defer {
          posts(first: 2) {
            nodes {
              title
            }
          }
        }
      }
    `;
    const { data } = await client.query({ query: deferred });
    expect(sent[0]!.headers.get("accept")).toMatch(/multipart\/mixed/);
    expect(data?.generalSettings.title).toBe("Corus Entertainment");
    expect(data?.posts.nodes).toHaveLength(2);
  });
});

describe("the site's WordPress account (previews only)", () => {
  const EDITOR = { user: "site-previews", appPassword: "abcd efgh ijkl mnop qrst uvwx" };
  let secured: ContentService;
  beforeAll(async () => {
    secured = await startContentService({
      port: 0,
      host: "127.0.0.1",
      testControls: true,
      auth: EDITOR,
    });
  });
  afterAll(() => secured.close());

  const VIEWER_QUERY: TypedDocumentNode<{ viewer: { databaseId: number } | null }> = gql`
    query Viewer {
      viewer {
        databaseId
      }
    }
  `;

  /** The editor's link, its password read through `read` (which counts fresh reads). */
  function editorClient(password: (fresh: boolean) => Promise<string>) {
    const recorder = recordingFetch();
    const securedSettings = readSettings({ CMS_GRAPHQL_URL: secured.graphqlUrl });
    const credentials = applicationPassword({ user: EDITOR.user, password });
    const link = createCmsLink(securedSettings, { credentials, fetch: recorder.fetch, log: quiet });
    return { client: createCmsClient(securedSettings, link), sent: recorder.sent };
  }

  it("sends the Application Password as HTTP Basic auth, which WordPress takes as the user", async () => {
    const { client, sent } = editorClient(async () => EDITOR.appPassword);
    const { data } = await client.query({ query: VIEWER_QUERY });
    expect(data?.viewer).toMatchObject({ databaseId: 5 });
    expect(sent[0]!.headers.get("authorization")).toBe(
      `Basic ${Buffer.from(`${EDITOR.user}:${EDITOR.appPassword}`).toString("base64")}`,
    );
  });

  it("retries an UNAUTHENTICATED answer once, with the password read anew", async () => {
    const reads: boolean[] = [];
    const { client } = editorClient(async (fresh) => {
      reads.push(fresh);
      return EDITOR.appPassword;
    });
    secured.controls!.reset();
    await fetch(`${secured.url}/__test/unauthenticated-next`, { method: "POST" });
    const { data } = await client.query({ query: VIEWER_QUERY });
    expect(data?.viewer).toMatchObject({ databaseId: 5 });
    expect(secured.controls!.graphqlRequests()).toBe(2);
    expect(reads).toEqual([false, true]);
  });

  it("is answered as anonymous with a wrong password, as WordPress answers", async () => {
    const { client } = editorClient(async () => "wrong password");
    const { data } = await client.query({ query: VIEWER_QUERY });
    expect(data?.viewer).toBeNull();
  });

  it("is never sent by the public link", async () => {
    const recorder = recordingFetch();
    const publicSettings = readSettings({ CMS_GRAPHQL_URL: secured.graphqlUrl });
    const client = createCmsClient(
      publicSettings,
      createCmsLink(publicSettings, { fetch: recorder.fetch }),
    );
    const { data } = await client.query({ query: VIEWER_QUERY });
    expect(data?.viewer).toBeNull();
    expect(recorder.sent[0]!.headers.get("authorization")).toBeNull();
  });
});
