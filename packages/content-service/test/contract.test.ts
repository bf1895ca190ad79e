// The WPGraphQL contract the site relies on, checked over HTTP against the real service.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentService } from "../src/server.ts";
import { graphql, startService } from "./helpers.ts";

let service: ContentService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

interface MenuItemShape {
  label: string;
  path: string;
  url: string;
  parentDatabaseId: number | null;
  databaseId: number;
}

interface PageInfoShape {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

describe("menus", () => {
  it.each([
    ["LOCATION", "PRIMARY"],
    ["NAME", "Header Menu"],
    ["SLUG", "header-menu"],
    ["DATABASE_ID", "11"],
    ["ID", Buffer.from("term:11").toString("base64")],
  ])("finds the header menu by %s", async (idType, id) => {
    const answer = await graphql<{ menu: { name: string; menuId: number; locations: string[] } }>(
      service,
      `
        query ($id: ID!, $idType: MenuNodeIdTypeEnum) {
          menu(id: $id, idType: $idType) {
            name
            menuId
            locations
          }
        }
      `,
      { id, idType },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.menu).toEqual({ name: "Header Menu", menuId: 11, locations: ["PRIMARY"] });
  });

  it("answers null for a menu that does not exist", async () => {
    const answer = await graphql<{ menu: null }>(
      service,
      `
        {
          menu(id: "no-such-menu", idType: SLUG) {
            name
          }
        }
      `,
    );
    expect(answer).toEqual({ data: { menu: null } });
  });

  it("lists menus with their locations and counts", async () => {
    const answer = await graphql<{
      menus: { nodes: { slug: string; count: number; locations: string[] }[] };
    }>(
      service,
      `
        {
          menus {
            nodes {
              slug
              count
              locations
            }
          }
        }
      `,
    );
    const bySlug = Object.fromEntries(answer.data!.menus.nodes.map((m) => [m.slug, m]));
    expect(bySlug["secondary-menu"]).toEqual({
      slug: "secondary-menu",
      count: 8,
      locations: ["SECONDARY"],
    });
    expect(bySlug["footer-menu"]?.count).toBe(6);
    expect(bySlug["header-menu"]?.count).toBeGreaterThan(40);
  });

  it("returns 10 menu items unless asked for more, and says there are more", async () => {
    const answer = await graphql<{ menuItems: { nodes: unknown[]; pageInfo: PageInfoShape } }>(
      service,
      `
        {
          menuItems(where: { location: PRIMARY }) {
            nodes {
              id
            }
            pageInfo {
              hasNextPage
              endCursor
            }
          }
        }
      `,
    );
    expect(answer.data!.menuItems.nodes).toHaveLength(10);
    expect(answer.data!.menuItems.pageInfo.hasNextPage).toBe(true);
  });

  it("gives the same items as edges and as nodes", async () => {
    const answer = await graphql<{
      menu: {
        menuItems: { edges: { cursor: string; node: { id: string } }[]; nodes: { id: string }[] };
      };
    }>(
      service,
      `
        {
          menu(id: "SECONDARY", idType: LOCATION) {
            menuItems(first: 100) {
              edges {
                cursor
                node {
                  id
                }
              }
              nodes {
                id
              }
            }
          }
        }
      `,
    );
    const { edges, nodes } = answer.data!.menu.menuItems;
    expect(edges.map((edge) => edge.node)).toEqual(nodes);
    expect(new Set(edges.map((edge) => edge.cursor)).size).toBe(8);
  });

  it("keeps the secondary menu's items in order", async () => {
    const answer = await graphql<{ menuItems: { nodes: MenuItemShape[] } }>(
      service,
      `
        {
          menuItems(first: 100, where: { location: SECONDARY }) {
            nodes {
              label
              path
            }
          }
        }
      `,
    );
    expect(answer.data!.menuItems.nodes.map((item) => item.path)).toEqual([
      "/accessibility/",
      "/terms-of-use/",
      "/privacy-policy/",
      "/contact-us/",
      "/regulatory/",
      "/faq/",
      "/technical-specifications/",
      "/terms-conditions/",
    ]);
  });

  it("nests items through childItems, three levels deep", async () => {
    const answer = await graphql<{
      menuItems: {
        nodes: {
          label: string;
          childItems: { nodes: { label: string; childItems: { nodes: { label: string }[] } }[] };
        }[];
      };
    }>(
      service,
      `
        {
          menuItems(first: 100, where: { location: PRIMARY, parentDatabaseId: 0 }) {
            nodes {
              label
              childItems(first: 100) {
                nodes {
                  label
                  childItems {
                    nodes {
                      label
                    }
                  }
                }
              }
            }
          }
        }
      `,
    );
    const top = answer.data!.menuItems.nodes;
    expect(top.map((item) => item.label)).toEqual([
      "Home",
      "About the company",
      "Our Brands",
      "Media Centre",
      "Sustainability",
      "Investor Relations",
      "Advertising",
      "Careers",
      "Proposed Transaction",
    ]);
    const sustainability = top.find((item) => item.label === "Sustainability")!;
    const dei = sustainability.childItems.nodes.find(
      (item) => item.label === "Diversity Equity & Inclusion",
    )!;
    expect(dei.childItems.nodes.map((item) => item.label)).toEqual([
      "DEI at Corus",
      "By the Numbers",
      "Culture of Equity and Inclusion",
      "DEI Action Plan",
    ]);
  });

  it("filters items by parentId and keeps external URLs", async () => {
    const media = await graphql<{ menuItems: { nodes: { databaseId: number }[] } }>(
      service,
      `
        {
          menuItems(first: 100, where: { location: PRIMARY }) {
            nodes {
              databaseId
              label
            }
          }
        }
      `,
    );
    const all = media.data!.menuItems.nodes as unknown as { databaseId: number; label: string }[];
    const mediaCentre = all.find((item) => item.label === "Media Centre")!;
    const children = await graphql<{ menuItems: { nodes: MenuItemShape[] } }>(
      service,
      `
        query ($parent: ID!) {
          menuItems(first: 100, where: { parentId: $parent }) {
            nodes {
              label
              url
            }
          }
        }
      `,
      { parent: String(mediaCentre.databaseId) },
    );
    const labels = children.data!.menuItems.nodes.map((item) => item.label);
    expect(labels).toEqual([
      "Press Releases",
      "Media Assets",
      "Viewer Relations",
      "Publicity Contacts",
    ]);
    const assets = children.data!.menuItems.nodes.find((item) => item.label === "Media Assets")!;
    expect(new URL(assets.url).origin).not.toBe(service.url);
  });
});

describe("connections", () => {
  it("refuses first and last together", async () => {
    const answer = await graphql(
      service,
      `
        {
          posts(first: 2, last: 2) {
            nodes {
              id
            }
          }
        }
      `,
    );
    expect(answer.errors?.[0]?.message).toMatch(/first and last/);
  });

  it("pages through posts with cursors, newest first, without overlap", async () => {
    const query = `query ($after: String) {
      posts(first: 5, after: $after) { nodes { databaseId date } pageInfo { hasNextPage hasPreviousPage endCursor } }
    }`;
    type Answer = {
      posts: { nodes: { databaseId: number; date: string }[]; pageInfo: PageInfoShape };
    };
    const first = await graphql<Answer>(service, query);
    const second = await graphql<Answer>(service, query, {
      after: first.data!.posts.pageInfo.endCursor,
    });
    const dates = [...first.data!.posts.nodes, ...second.data!.posts.nodes].map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const ids = [...first.data!.posts.nodes, ...second.data!.posts.nodes].map((p) => p.databaseId);
    expect(new Set(ids).size).toBe(10);
    expect(first.data!.posts.pageInfo.hasPreviousPage).toBe(false);
    expect(second.data!.posts.pageInfo.hasPreviousPage).toBe(true);
  });

  it("holds at least 25 press releases", async () => {
    const answer = await graphql<{ posts: { nodes: unknown[] } }>(
      service,
      `
        {
          posts(first: 100) {
            nodes {
              id
            }
          }
        }
      `,
    );
    expect(answer.data!.posts.nodes.length).toBeGreaterThanOrEqual(25);
  });

  it("pages backwards with last and before", async () => {
    const all = await graphql<{
      posts: { edges: { cursor: string; node: { databaseId: number } }[] };
    }>(
      service,
      `
        {
          posts(first: 8) {
            edges {
              cursor
              node {
                databaseId
              }
            }
          }
        }
      `,
    );
    const edges = all.data!.posts.edges;
    const answer = await graphql<{
      posts: { nodes: { databaseId: number }[]; pageInfo: PageInfoShape };
    }>(
      service,
      `
        query ($before: String) {
          posts(last: 3, before: $before) {
            nodes {
              databaseId
            }
            pageInfo {
              hasNextPage
              hasPreviousPage
            }
          }
        }
      `,
      {
        before: edges[7]!.cursor,
      },
    );
    expect(answer.data!.posts.nodes.map((n) => n.databaseId)).toEqual(
      edges.slice(4, 7).map((e) => e.node.databaseId),
    );
    expect(answer.data!.posts.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
  });
});

describe("nodes by URI", () => {
  it("resolves / to the front page", async () => {
    const answer = await graphql<{
      nodeByUri: { __typename: string; uri: string; isFrontPage: boolean };
    }>(
      service,
      `
        {
          nodeByUri(uri: "/") {
            __typename
            uri
            isFrontPage
          }
        }
      `,
    );
    expect(answer.data!.nodeByUri).toEqual({ __typename: "Page", uri: "/", isFrontPage: true });
  });

  it("resolves an unknown URI to null", async () => {
    const answer = await graphql(
      service,
      `
        {
          nodeByUri(uri: "/no/such/page/") {
            id
          }
        }
      `,
    );
    expect(answer).toEqual({ data: { nodeByUri: null } });
  });

  it("accepts a URI without its trailing slash, and a post's URI", async () => {
    const answer = await graphql<{
      page: { __typename: string; uri: string } | null;
      posts: { nodes: { uri: string }[] };
    }>(
      service,
      `
        {
          page: nodeByUri(uri: "/about-corus") {
            __typename
            uri
          }
          posts(first: 1) {
            nodes {
              uri
            }
          }
        }
      `,
    );
    expect(answer.data!.page).toEqual({ __typename: "Page", uri: "/about-corus/" });
    const postUri = answer.data!.posts.nodes[0]!.uri;
    const post = await graphql<{ nodeByUri: { __typename: string } }>(
      service,
      `
        query ($uri: String!) {
          nodeByUri(uri: $uri) {
            __typename
          }
        }
      `,
      { uri: postUri },
    );
    expect(post.data!.nodeByUri.__typename).toBe("Post");
  });

  it("finds pages by URI and content nodes by database id", async () => {
    const answer = await graphql<{
      page: { title: string; databaseId: number; template: { templateName: string } };
      contentNode: { uri: string };
    }>(
      service,
      `
        {
          page(id: "/media-centre/press-releases/", idType: URI) {
            title
            databaseId
            template {
              templateName
            }
          }
          contentNode(id: "2", idType: DATABASE_ID) {
            uri
          }
        }
      `,
    );
    expect(answer.data!.page.title).toBe("Press Releases");
    expect(answer.data!.page.template.templateName).toBe("Press Releases");
    expect(answer.data!.contentNode.uri).toBe("/");
  });
});

describe("settings and options", () => {
  it("serves general settings with the service's own URL", async () => {
    const answer = await graphql<{ generalSettings: { title: string; url: string } }>(
      service,
      `
        {
          generalSettings {
            title
            url
          }
        }
      `,
    );
    expect(answer.data!.generalSettings).toEqual({
      title: "Corus Entertainment",
      url: service.url,
    });
  });

  it("serves the site options, with an empty advertise form id, and their media over HTTP", async () => {
    const answer = await graphql<{
      siteOptions: {
        __typename: string;
        id: string;
        pageTitle: string;
        menuTitle: string;
        headerOptions: { headerLogoImage: { node: { altText: string; sourceUrl: string } } };
        socialIconsOptions: {
          socialIcons: { socialIconTitle: string; socialIconLinkUrl: string }[];
        };
        globalFormOptions: { fieldGroupName: string; advertiseFormId: string };
      };
    }>(
      service,
      `
        {
          siteOptions {
            __typename
            id
            pageTitle
            menuTitle
            headerOptions {
              headerLogoImage {
                node {
                  altText
                  sourceUrl
                }
              }
              headerNavImage {
                node {
                  altText
                  sourceUrl
                }
              }
            }
            footerOptions {
              footerLogoImage {
                node {
                  altText
                  sourceUrl
                }
              }
            }
            socialIconsOptions {
              socialIcons {
                socialIconTitle
                socialIconLinkUrl
                socialIconImage {
                  node {
                    sourceUrl
                  }
                }
              }
            }
            globalFormOptions {
              fieldGroupName
              advertiseFormId
            }
          }
        }
      `,
    );
    expect(answer.errors).toBeUndefined();
    const options = answer.data!.siteOptions;
    // WPGraphQL for ACF 2.x serves an options page as a node: its id is the global id of
    // "acf_options_page:" and the page's menu slug, and it has the page's titles.
    expect(options).toMatchObject({
      __typename: "SiteOptions",
      id: Buffer.from("acf_options_page:site-options").toString("base64"),
      pageTitle: "Site Options",
      menuTitle: "Site Options",
    });
    expect(options.globalFormOptions).toEqual({
      // As WPGraphQL for ACF 2.x answers a group's (deprecated) fieldGroupName: its type's name.
      fieldGroupName: "GlobalFormOptions",
      advertiseFormId: "",
    });
    expect(options.socialIconsOptions.socialIcons.map((icon) => icon.socialIconTitle)).toEqual([
      "LinkedIn",
      "X",
    ]);
    const headerLogo = options.headerOptions.headerLogoImage.node;
    const logo = await fetch(headerLogo.sourceUrl);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(headerLogo.altText).not.toBe("");
  });
});

describe("redirection", () => {
  const lookup = (url: string) =>
    graphql<{ redirection: { target: string; origin: string; code: number } | null }>(
      service,
      `
        query AppQuery($url: String!) {
          redirection(url: $url) {
            target
            origin
            code
          }
        }
      `,
      { url },
    );

  it("finds a legacy URL's rule", async () => {
    const answer = await lookup("/corporate-social-responsibility/industry/");
    expect(answer.data!.redirection).toEqual({
      target: "/sustainability/industry/",
      origin: "/corporate-social-responsibility/industry/",
      code: 301,
    });
  });

  it("matches without the trailing slash and ignores the query string", async () => {
    const answer = await lookup("/corporate-social-responsibility/industry?utm_source=x");
    expect(answer.data!.redirection?.target).toBe("/sustainability/industry/");
  });

  it("answers null for a URL without a rule and for a disabled rule", async () => {
    expect((await lookup("/about-corus/")).data!.redirection).toBeNull();
    expect((await lookup("/old-disabled-rule/")).data!.redirection).toBeNull();
  });
});

describe("HTTP", () => {
  it("serves documents linked from content", async () => {
    const answer = await graphql<{ page: { content: string } }>(
      service,
      `
        {
          page(id: "/sustainability/diversity-equity-inclusion/dei-action-plan/", idType: URI) {
            content
          }
        }
      `,
    );
    const href = /href="([^"]+\.pdf)"/.exec(answer.data!.page.content)?.[1];
    expect(href?.startsWith(`${service.url}/wp-content/uploads/`)).toBe(true);
    const pdf = await fetch(href!);
    expect(pdf.status).toBe(200);
    expect((await pdf.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it("answers 404 for paths it does not serve", async () => {
    expect((await fetch(`${service.url}/nope`)).status).toBe(404);
    expect((await fetch(`${service.url}/wp-content/uploads/nope.pdf`)).status).toBe(404);
  });
});
