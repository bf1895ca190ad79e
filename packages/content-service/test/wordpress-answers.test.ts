// What a real WordPress answers where the stand-in once answered otherwise: the answers
// recorded from WordPress 6.1 with WPGraphQL 2.20 (tests/reference/wordpress-6.1-wpgraphql-2.20/
// in the repository), and WPGraphQL 2.20's models for the same fields: an empty value is
// null, an unset image is null, top-level menu items have parent 0, and the schema knows the
// tags, comments and post formats a WordPress always has, even when there are none.
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startContentService, type ContentService } from "../src/server.ts";
import { copyOfSeedContent, graphql, startService } from "./helpers.ts";

let service: ContentService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

const copies: string[] = [];
afterEach(async () => {
  await Promise.all(copies.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A copy of the seed content with `edits` applied, each a file and a change to its text. */
async function seedWith(edits: Record<string, (text: string) => string>) {
  const dir = await copyOfSeedContent();
  copies.push(dir);
  for (const [file, change] of Object.entries(edits)) {
    const at = path.join(dir, file);
    await writeFile(at, change(await readFile(at, "utf8")));
  }
  return dir;
}

/** Removes every line of the YAML (or front matter) that sets one of `fields`. */
const withoutFields =
  (...fields: string[]) =>
  (text: string) =>
    text.replace(new RegExp(`^ *(${fields.join("|")}): .*\n`, "gm"), "");

describe("menus", () => {
  interface Item {
    label: string;
    parentDatabaseId: number | null;
    parentId: string | null;
    url: string;
    path: string;
    uri: string | null;
  }
  const itemsOf = async (location: string) => {
    const answer = await graphql<{ menuItems: { nodes: Item[] } }>(
      service,
      `
        query ($location: MenuLocationEnum) {
          menuItems(first: 100, where: { location: $location }) {
            nodes {
              label
              parentDatabaseId
              parentId
              url
              path
              uri
            }
          }
        }
      `,
      { location },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.menuItems.nodes;
  };

  it("give top-level items the parent database id 0 and no parent id, as WordPress does", async () => {
    const items = await itemsOf("PRIMARY");
    const home = items.find((item) => item.label === "Home")!;
    expect(home).toMatchObject({ parentDatabaseId: 0, parentId: null });
    const child = items.find((item) => item.label === "Press Releases")!;
    expect(child.parentDatabaseId).toBeGreaterThan(0);
    expect(child.parentId).toBe(Buffer.from(`post:${child.parentDatabaseId}`).toString("base64"));
  });

  it("give an external item's URL as its path and uri, and an internal item's site path", async () => {
    const items = await itemsOf("FOOTER");
    const external = items.find((item) => item.label === "Media Centre")!;
    expect(external).toMatchObject({
      url: "https://mediacentre.corusent.com/",
      path: "https://mediacentre.corusent.com/",
      uri: "https://mediacentre.corusent.com/",
    });
    const internal = items.find((item) => item.label === "About the company")!;
    expect(internal).toMatchObject({ path: "/about-corus/", uri: "/about-corus/" });
  });
});

describe("empty values", () => {
  it("are null for a term's description and term group", async () => {
    const answer = await graphql<{
      nodeByUri: { description: string | null; termGroupId: number | null };
      dividends: { description: string | null };
    }>(
      service,
      `
        {
          nodeByUri(uri: "/category/corporate/") {
            ... on Category {
              description
              termGroupId
            }
          }
          dividends: category(id: "dividends", idType: SLUG) {
            description
          }
        }
      `,
    );
    expect(answer.data).toEqual({
      nodeByUri: { description: null, termGroupId: null },
      dividends: { description: "Quarterly dividend declarations." },
    });
  });

  it("are null for a media item's caption and description, rendered or raw", async () => {
    const answer = await graphql<{
      mediaItem: { caption: string | null; description: string | null };
    }>(
      service,
      `
        {
          mediaItem(id: "hero-home", idType: SLUG) {
            caption
            description
          }
        }
      `,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.mediaItem).toEqual({ caption: null, description: null });
  });

  it("are null for a page's empty body, and for a user's empty names and description", async () => {
    const dir = await seedWith({
      "pages/investor-relations/governance/governance-documents.html": (text) =>
        text.replace(/\n---\n[\s\S]*$/, "\n---\n"),
      "users.yaml": (text) =>
        text
          .replace(/^ {2}description: Investor relations lead.*\n/m, "")
          .replace("  firstName: Arjun\n  lastName: Mehta\n", ""),
    });
    const seeded = await startService(dir);
    try {
      const answer = await graphql<{
        nodeByUri: { content: string | null };
        user: { firstName: string | null; lastName: string | null; description: string | null };
      }>(
        seeded,
        `
          {
            nodeByUri(uri: "/investor-relations/governance/governance-documents/") {
              ... on Page {
                content
              }
            }
            user(id: "arjun-mehta", idType: SLUG) {
              firstName
              lastName
              description
            }
          }
        `,
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual({
        nodeByUri: { content: null },
        user: { firstName: null, lastName: null, description: null },
      });
    } finally {
      await seeded.close();
    }
  });
});

describe("images and files not set", () => {
  it("are null in every ACF image and file field, and as featured images", async () => {
    const dir = await seedWith({
      "site.yaml": (text) =>
        withoutFields(
          "headerLogoImage",
          "headerNavImage",
          "footerLogoImage",
          "socialIconImage",
          "siteIconImage",
        )(text)
          .replace("headerOptions:\n", "headerOptions: {}\n")
          .replace("footerOptions:\n", "footerOptions: {}\n")
          .replace("siteIconOptions:\n", "siteIconOptions: {}\n"),
      "pages/index.html": withoutFields("image", "featuredImage"),
      "pages/investor-relations/governance/governance-documents.html": withoutFields("file"),
      "posts/2025-11-13-corus-entertainment-announces-proposed-recapitalization.html":
        withoutFields("featuredImage"),
      "people.yaml": withoutFields("photo"),
      "brands.yaml": withoutFields("logo"),
      "financial-reports.yaml": withoutFields("document"),
      "investor-events.yaml": withoutFields("webcast", "audio", "slides"),
    });
    const seeded = await startService(dir);
    try {
      const answer = await graphql<Record<string, unknown>>(
        seeded,
        `
          fragment Image on MediaItem {
            sourceUrl
          }
          {
            siteOptions {
              headerOptions {
                headerLogoImage {
                  node {
                    ...Image
                  }
                }
                headerNavImage {
                  node {
                    ...Image
                  }
                }
              }
              footerOptions {
                footerLogoImage {
                  node {
                    ...Image
                  }
                }
              }
              socialIconsOptions {
                socialIcons {
                  socialIconImage {
                    node {
                      ...Image
                    }
                  }
                }
              }
              siteIconOptions {
                siteIconImage {
                  node {
                    ...Image
                  }
                }
              }
            }
            front: nodeByUri(uri: "/") {
              ... on Page {
                featuredImage {
                  node {
                    ...Image
                  }
                }
                featuredImageDatabaseId
                featuredImageId
                pageBuilder {
                  blocks {
                    ... on PageBuilderBlocksCardGridLayout {
                      cards {
                        image {
                          node {
                            ...Image
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
            documents: nodeByUri(uri: "/investor-relations/governance/governance-documents/") {
              ... on Page {
                pageBuilder {
                  blocks {
                    ... on PageBuilderBlocksDocumentListLayout {
                      documents {
                        file {
                          node {
                            ...Image
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
            post(id: "1033", idType: DATABASE_ID) {
              featuredImage {
                node {
                  ...Image
                }
              }
            }
            # The English records, left without files (their translations keep theirs).
            people(first: 100, where: { language: EN }) {
              nodes {
                personFields {
                  photo {
                    node {
                      ...Image
                    }
                  }
                }
              }
            }
            brands(first: 100, where: { language: EN }) {
              nodes {
                brandFields {
                  logo {
                    node {
                      ...Image
                    }
                  }
                }
              }
            }
            financialReports(first: 100, where: { language: EN }) {
              nodes {
                financialReportFields {
                  document {
                    node {
                      ...Image
                    }
                  }
                }
              }
            }
            investorEvents(first: 100, where: { language: EN }) {
              nodes {
                investorEventFields {
                  webcast {
                    node {
                      ...Image
                    }
                  }
                  audio {
                    node {
                      ...Image
                    }
                  }
                  slides {
                    node {
                      ...Image
                    }
                  }
                }
              }
            }
          }
        `,
      );
      expect(answer.errors).toBeUndefined();
      // Each field's path ([] for a list's items), and its value.
      const leaves = (value: unknown, path = ""): [string, unknown][] =>
        value !== null && typeof value === "object"
          ? Object.entries(value).flatMap(([key, child]) =>
              leaves(child, Array.isArray(value) ? `${path}[]` : path ? `${path}.${key}` : key),
            )
          : [[path, value]];
      const found = leaves(answer.data);
      expect(found.filter(([, value]) => value !== null)).toEqual([]);
      // ...and every field was there to be null, not left out with an empty list; an ACF image or
      // file field is null itself (WPGraphQL for ACF 2.x's edge), not an edge without a node.
      expect(new Set(found.map(([path]) => path))).toEqual(
        new Set([
          "siteOptions.headerOptions.headerLogoImage",
          "siteOptions.headerOptions.headerNavImage",
          "siteOptions.footerOptions.footerLogoImage",
          "siteOptions.socialIconsOptions.socialIcons[].socialIconImage",
          "siteOptions.siteIconOptions.siteIconImage",
          "front.featuredImage",
          "front.featuredImageDatabaseId",
          "front.featuredImageId",
          "front.pageBuilder.blocks[].cards[].image",
          "documents.pageBuilder.blocks[].documents[].file",
          "post.featuredImage",
          "people.nodes[].personFields.photo",
          "brands.nodes[].brandFields.logo",
          "financialReports.nodes[].financialReportFields.document",
          "investorEvents.nodes[].investorEventFields.webcast",
          "investorEvents.nodes[].investorEventFields.audio",
          "investorEvents.nodes[].investorEventFields.slides",
        ]),
      );
    } finally {
      await seeded.close();
    }
  });
});

describe("tags, comments and post formats", () => {
  it("are resource types a URI can name, and term nodes where they are terms", async () => {
    const answer = await graphql<{
      uri: { possibleTypes: { name: string }[] };
      term: { possibleTypes: { name: string }[] };
      linkable: { possibleTypes: { name: string }[] };
    }>(
      service,
      `
        {
          uri: __type(name: "UniformResourceIdentifiable") {
            possibleTypes {
              name
            }
          }
          term: __type(name: "TermNode") {
            possibleTypes {
              name
            }
          }
          linkable: __type(name: "MenuItemLinkable") {
            possibleTypes {
              name
            }
          }
        }
      `,
    );
    const names = (list: { possibleTypes: { name: string }[] }) =>
      list.possibleTypes.map((type) => type.name);
    expect(names(answer.data!.uri)).toEqual(
      expect.arrayContaining(["Comment", "PostFormat", "Tag"]),
    );
    expect(names(answer.data!.term).sort()).toEqual(["Category", "PostFormat", "Tag"]);
    expect(names(answer.data!.linkable).sort()).toEqual(["Category", "Page", "Post", "Tag"]);
  });

  it("are found by no URI, as the seed has none: a tag's URI answers null", async () => {
    const answer = await graphql<{ tag: null; format: null }>(
      service,
      `
        {
          tag: nodeByUri(uri: "/tag/no-such-tag/") {
            __typename
            ... on Tag {
              name
              count
            }
          }
          format: nodeByUri(uri: "/type/aside/") {
            ... on PostFormat {
              name
            }
            ... on Comment {
              content
            }
          }
        }
      `,
    );
    expect(answer).toEqual({ data: { tag: null, format: null } });
  });

  it("answer a post's tags and the site's tags as empty lists, and a tag by slug as null", async () => {
    const answer = await graphql<{
      post: { tags: unknown; commentCount: number; commentStatus: string; isComment: boolean };
      tags: unknown;
      tag: null;
    }>(
      service,
      `
        {
          post(id: "1033", idType: DATABASE_ID) {
            tags(first: 5) {
              nodes {
                name
                uri
              }
              pageInfo {
                hasNextPage
                endCursor
              }
            }
            commentCount
            commentStatus
            isComment
          }
          tags {
            edges {
              node {
                name
              }
            }
          }
          tag(id: "corporate", idType: SLUG) {
            name
            posts {
              nodes {
                title
              }
            }
          }
        }
      `,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({
      post: {
        tags: { nodes: [], pageInfo: { hasNextPage: false, endCursor: null } },
        // WordPress counts no comments as 0; comments are closed by the site's discussion settings.
        commentCount: 0,
        commentStatus: "closed",
        isComment: false,
      },
      tags: { edges: [] },
      tag: null,
    });
  });

  it("leave every other resource what it was: not a comment", async () => {
    const answer = await graphql<Record<string, { isComment: boolean } | null>>(
      service,
      `
        {
          page: nodeByUri(uri: "/") {
            isComment
          }
          category: nodeByUri(uri: "/category/corporate/") {
            isComment
          }
          user: nodeByUri(uri: "/author/arjun-mehta/") {
            isComment
          }
          media: mediaItem(id: "hero-home", idType: SLUG) {
            isComment
            commentCount
            commentStatus
          }
          person(id: "2001", idType: DATABASE_ID) {
            isComment
          }
        }
      `,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({
      page: { isComment: false },
      category: { isComment: false },
      user: { isComment: false },
      media: { isComment: false, commentCount: 0, commentStatus: "closed" },
      person: { isComment: false },
    });
  });
});

describe("general settings", () => {
  it("give the home URL, and no site icon: the seed's is an ACF option", async () => {
    const answer = await graphql<{ generalSettings: Record<string, unknown> }>(
      service,
      `
        {
          generalSettings {
            url
            homeUrl
            siteIconUrl(size: 192)
            siteIcon {
              node {
                sourceUrl
              }
            }
          }
          allSettings {
            generalSettingsHomeUrl
          }
        }
      `,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({
      generalSettings: {
        url: service.url,
        homeUrl: service.url,
        siteIconUrl: null,
        siteIcon: null,
      },
      allSettings: { generalSettingsHomeUrl: service.url },
    });
  });
});

describe("Yoast SEO", () => {
  it("gives pages, the front page too, the Open Graph type article, as for posts", async () => {
    const answer = await graphql<Record<string, { seo: { opengraphType: string } }>>(
      service,
      `
        {
          front: nodeByUri(uri: "/") {
            ... on Page {
              seo {
                opengraphType
              }
            }
          }
          page: nodeByUri(uri: "/media-centre/press-releases/") {
            ... on Page {
              seo {
                opengraphType
              }
            }
          }
        }
      `,
    );
    expect(answer.data).toEqual({
      front: { seo: { opengraphType: "article" } },
      page: { seo: { opengraphType: "article" } },
    });
  });
});

describe("users", () => {
  const QUERY = `
    {
      user(id: "arjun-mehta", idType: SLUG) {
        name
        slug
        url
        isRestricted
        nicename
        nickname
      }
    }
  `;

  it("are restricted for the public: only public fields, no nicename or nickname", async () => {
    const answer = await graphql<{ user: Record<string, unknown> }>(service, QUERY);
    expect(answer.data!.user).toEqual({
      name: "Arjun Mehta",
      slug: "arjun-mehta",
      url: null,
      isRestricted: true,
      nicename: null,
      nickname: null,
    });
  });

  it("are restricted for an editor too, but not to themselves", async () => {
    const auth = { user: "arjun-mehta", appPassword: "abcd efgh ijkl mnop qrst uvwx" };
    const secured = await startContentService({ port: 0, host: "127.0.0.1", auth });
    try {
      const basic = Buffer.from(`${auth.user}:${auth.appPassword}`).toString("base64");
      const ask = async (query: string) => {
        const response = await fetch(secured.graphqlUrl, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Basic ${basic}` },
          body: JSON.stringify({ query }),
        });
        return ((await response.json()) as { data: Record<string, Record<string, unknown>> }).data;
      };
      expect((await ask(QUERY)).user).toMatchObject({
        isRestricted: false,
        nicename: "arjun-mehta",
        nickname: expect.any(String),
      });
      const other = await ask(
        `{ user(id: "maya-lindqvist", idType: SLUG) { isRestricted nicename } }`,
      );
      expect(other.user).toEqual({ isRestricted: true, nicename: null });
    } finally {
      await secured.close();
    }
  });
});
