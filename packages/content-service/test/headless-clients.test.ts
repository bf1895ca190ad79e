// The stand-in serves the queries public headless-WordPress front ends send, in their shapes:
// Faust.js's template-resolution seed query, the Next.js cms-wordpress example, the
// next-wordpress-starter, and WPGraphQL's documentation examples. Written for this seed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentService } from "../src/server.ts";
import { graphql, startService } from "./helpers.ts";

let service: ContentService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

const RECAPITALIZATION =
  "/media-centre/press-releases/corus-entertainment-announces-proposed-recapitalization/";

/** Faust.js resolves every route with one seed query, then picks a template from its answer. */
const SEED_QUERY = `
  query SeedNode($id: ID! = 0, $uri: String! = "", $asPreview: Boolean = false) {
    ... on RootQuery @skip(if: $asPreview) {
      nodeByUri(uri: $uri) {
        __typename
        ...SeedFields
      }
    }
    ... on RootQuery @include(if: $asPreview) {
      contentNode(id: $id, idType: DATABASE_ID, asPreview: true) {
        __typename
        ...SeedFields
      }
    }
  }
  fragment SeedFields on UniformResourceIdentifiable {
    __typename
    id
    uri
    ... on DatabaseIdentifier {
      databaseId
    }
    ... on ContentType {
      name
      isFrontPage
      isPostsPage
    }
    ... on User {
      name
      userId
      databaseId
    }
    ... on TermNode {
      isTermNode
      slug
      taxonomyName
    }
    ... on ContentNode {
      isContentNode
      slug
      contentType {
        node {
          name
        }
      }
      template {
        templateName
      }
    }
    ... on MediaItem {
      mimeType
    }
    ... on Page {
      isFrontPage
      isPostsPage
    }
  }
`;

describe("Faust.js's seed query", () => {
  it.each([
    [
      "/",
      {
        __typename: "Page",
        databaseId: 2,
        isFrontPage: true,
        contentType: { node: { name: "page" } },
      },
    ],
    [
      "/media-centre/press-releases/",
      { __typename: "Page", template: { templateName: "Press Releases" }, isFrontPage: false },
    ],
    [
      RECAPITALIZATION,
      { __typename: "Post", databaseId: 1033, contentType: { node: { name: "post" } } },
    ],
    [
      "/category/financial-results/dividends/",
      { __typename: "Category", isTermNode: true, slug: "dividends", taxonomyName: "category" },
    ],
    ["/author/arjun-mehta/", { __typename: "User", name: "Arjun Mehta", userId: 2, databaseId: 2 }],
    [
      "/about-corus/leadership/portrait-ceo/",
      {
        __typename: "MediaItem",
        mimeType: "image/jpeg",
        contentType: { node: { name: "attachment" } },
      },
    ],
  ])("resolves %s to what its template needs", async (uri, expected) => {
    const answer = await graphql<{ nodeByUri: Record<string, unknown> }>(service, SEED_QUERY, {
      uri,
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.nodeByUri).toMatchObject({ uri, ...expected });
  });

  it("answers null for a URI nothing has, so the front end can show its 404", async () => {
    const answer = await graphql(service, SEED_QUERY, { uri: "/no-such-page/" });
    expect(answer).toEqual({ data: { nodeByUri: null } });
  });

  // Faust asks with the editor's credentials; to anyone else WordPress answers a preview with
  // nothing (who-sees-what.test.ts covers the editor's answer).
  it("takes the preview branch by database id, which answers nothing to the public", async () => {
    const answer = await graphql<{ contentNode: Record<string, unknown> | null }>(
      service,
      SEED_QUERY,
      { id: 1033, asPreview: true },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.contentNode).toBeNull();
  });
});

describe("the Next.js cms-wordpress example", () => {
  it("finds what a route is, then its post with the author's name", async () => {
    const info = await graphql<{
      contentNode: { contentTypeName: string; databaseId: number; status: string };
    }>(
      service,
      `
        query RouteInfo($slug: ID!, $idType: ContentNodeIdTypeEnum!) {
          contentNode(id: $slug, idType: $idType) {
            contentTypeName
            databaseId
            status
            uri
          }
        }
      `,
      { slug: RECAPITALIZATION, idType: "URI" },
    );
    expect(info.data!.contentNode).toMatchObject({
      contentTypeName: "post",
      databaseId: 1033,
      status: "publish",
    });
    const post = await graphql<{
      post: { title: string; date: string; content: string; author: { node: { name: string } } };
    }>(
      service,
      `
        query Article($id: ID!, $preview: Boolean = false) {
          post(id: $id, idType: DATABASE_ID, asPreview: $preview) {
            title
            date
            content
            author {
              node {
                name
              }
            }
          }
        }
      `,
      { id: String(info.data!.contentNode.databaseId) },
    );
    expect(post.data!.post.author.node.name).toBe("Maya Lindqvist");
    expect(post.data!.post.content).toContain("<p>");
  });

  it("reads the full Yoast head fields of a content node", async () => {
    const answer = await graphql<{ contentNode: { seo: Record<string, unknown> } }>(
      service,
      `
        query Head($slug: ID!, $idType: ContentNodeIdTypeEnum) {
          contentNode(id: $slug, idType: $idType) {
            seo {
              canonical
              cornerstone
              focuskw
              metaDesc
              metaKeywords
              metaRobotsNofollow
              metaRobotsNoindex
              opengraphAuthor
              opengraphDescription
              opengraphModifiedTime
              opengraphPublishedTime
              opengraphPublisher
              opengraphSiteName
              opengraphTitle
              opengraphType
              opengraphUrl
              readingTime
              title
              twitterDescription
              twitterTitle
              fullHead
              opengraphImage {
                altText
                sourceUrl
                mediaDetails {
                  width
                  height
                }
              }
              twitterImage {
                sourceUrl
              }
            }
          }
        }
      `,
      { slug: RECAPITALIZATION, idType: "URI" },
    );
    expect(answer.errors).toBeUndefined();
    const seo = answer.data!.contentNode.seo;
    expect(seo).toMatchObject({
      canonical: `${service.url}${RECAPITALIZATION}`,
      opengraphType: "article",
      // 07:00 in Toronto (EST) is 12:00 GMT; Yoast writes ISO 8601 with the offset.
      opengraphPublishedTime: "2025-11-13T12:00:00+00:00",
      opengraphModifiedTime: "2025-11-13T23:45:00+00:00",
      metaRobotsNoindex: "index",
    });
    expect(seo.readingTime).toBeGreaterThanOrEqual(1);
    expect(seo.fullHead).toContain(
      `<link rel="canonical" href="${service.url}${RECAPITALIZATION}" />`,
    );
  });

  it("lists a menu location's items with their URIs", async () => {
    const answer = await graphql<{ menuItems: { nodes: { uri: string | null; label: string }[] } }>(
      service,
      `
        {
          menuItems(where: { location: FOOTER }) {
            nodes {
              uri
              target
              label
            }
          }
        }
      `,
    );
    expect(answer.data!.menuItems.nodes.length).toBeGreaterThan(0);
    expect(answer.data!.menuItems.nodes.every((item) => item.label)).toBe(true);
  });
});

describe("next-wordpress-starter", () => {
  it("lists posts without passwords, with sticky flags, categories as edges and author avatars", async () => {
    const answer = await graphql<{
      posts: {
        edges: {
          node: {
            postId: number;
            isSticky: boolean;
            categories: { edges: { node: { name: string; uri: string } }[] };
            author: { node: { name: string; avatar: { url: string; width: number } } };
            featuredImage: { node: { srcSet: string | null; caption: string | null } } | null;
          };
        }[];
      };
    }>(
      service,
      `
        {
          posts(first: 10000, where: { hasPassword: false }) {
            edges {
              node {
                id
                postId
                title
                uri
                date
                modified
                isSticky
                excerpt
                categories {
                  edges {
                    node {
                      databaseId
                      id
                      name
                      uri
                    }
                  }
                }
                author {
                  node {
                    id
                    name
                    uri
                    avatar {
                      height
                      url
                      width
                    }
                  }
                }
                featuredImage {
                  node {
                    altText
                    caption
                    sourceUrl
                    srcSet
                    sizes
                    id
                    mediaDetails {
                      width
                      height
                    }
                  }
                }
              }
            }
          }
        }
      `,
    );
    expect(answer.errors).toBeUndefined();
    const posts = answer.data!.posts.edges.map((edge) => edge.node);
    // Every language's, as the bridge lists without a language: 43 English and 8 French.
    expect(posts).toHaveLength(51);
    expect(posts.filter((post) => post.isSticky).map((post) => post.postId)).toEqual([1033]);
    const sticky = posts.find((post) => post.isSticky)!;
    expect(sticky.categories.edges.map((edge) => edge.node.uri)).toContain("/category/corporate/");
    expect(sticky.author.node.avatar).toMatchObject({
      width: 96,
      url: expect.stringMatching(/^https:\/\//),
    });
  });

  it("finds nothing password protected, and filters by category id", async () => {
    const answer = await graphql<{
      locked: { nodes: unknown[] };
      dividends: { nodes: { title: string }[] };
    }>(
      service,
      `
        query ($categoryId: Int!) {
          locked: posts(where: { hasPassword: true }) {
            nodes {
              id
            }
          }
          dividends: posts(first: 100, where: { categoryId: $categoryId, hasPassword: false }) {
            nodes {
              title
            }
          }
        }
      `,
      { categoryId: 8 },
    );
    expect(answer.data!.locked.nodes).toEqual([]);
    expect(answer.data!.dividends.nodes.map((post) => post.title)).toHaveLength(5);
    expect(answer.data!.dividends.nodes.every((post) => /dividend/i.test(post.title))).toBe(true);
  });

  it("builds its page tree from children, parent and menu order", async () => {
    const answer = await graphql<{
      pages: {
        edges: {
          node: {
            uri: string;
            menuOrder: number;
            parent: { node: { uri: string; title?: string } } | null;
            children: { edges: { node: { uri: string; title?: string } }[] };
          };
        }[];
      };
    }>(
      service,
      `
        {
          pages(first: 10000) {
            edges {
              node {
                id
                slug
                title
                uri
                menuOrder
                content
                parent {
                  node {
                    id
                    slug
                    uri
                    ... on Page {
                      title
                    }
                  }
                }
                children {
                  edges {
                    node {
                      id
                      slug
                      uri
                      ... on Page {
                        id
                        title
                      }
                    }
                  }
                }
                featuredImage {
                  node {
                    altText
                    caption
                    id
                    sizes
                    sourceUrl
                    srcSet
                  }
                }
              }
            }
          }
        }
      `,
    );
    const pages = answer.data!.pages.edges.map((edge) => edge.node);
    // WPGraphQL caps a connection at 100 nodes whatever `first` says.
    expect(pages.length).toBeLessThanOrEqual(100);
    const about = pages.find((page) => page.uri === "/about-corus/")!;
    expect(about.parent).toBeNull();
    expect(about.children.edges.map((edge) => edge.node.title).sort()).toEqual([
      "Our Company",
      "Our Leadership",
      "Our Values",
    ]);
    const values = pages.find((page) => page.uri === "/about-corus/our-values/")!;
    expect(values.parent?.node).toMatchObject({ uri: "/about-corus/", title: "About Corus" });
  });

  it("reads site data, reading settings, all settings and Yoast's site-wide settings", async () => {
    const answer = await graphql<{
      generalSettings: { title: string; url: string };
      readingSettings: { postsPerPage: number; showOnFront: string; pageOnFront: number };
      allSettings: { readingSettingsPostsPerPage: number };
      seo: {
        webmaster: { googleVerify: string | null };
        social: { twitter: { username: string; cardType: string }; linkedIn: { url: string } };
      };
    }>(
      service,
      `
        {
          generalSettings {
            description
            language
            title
            url
          }
          readingSettings {
            pageForPosts
            pageOnFront
            postsPerPage
            showOnFront
          }
          allSettings {
            readingSettingsPostsPerPage
          }
          seo {
            webmaster {
              yandexVerify
              msVerify
              googleVerify
              baiduVerify
            }
            social {
              youTube {
                url
              }
              wikipedia {
                url
              }
              twitter {
                username
                cardType
              }
              pinterest {
                metaTag
                url
              }
              mySpace {
                url
              }
              linkedIn {
                url
              }
              instagram {
                url
              }
              facebook {
                url
                defaultImage {
                  altText
                  sourceUrl
                  mediaDetails {
                    height
                    width
                  }
                }
              }
            }
          }
        }
      `,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.readingSettings).toMatchObject({
      postsPerPage: 10,
      showOnFront: "page",
      pageOnFront: 2,
    });
    expect(answer.data!.allSettings.readingSettingsPostsPerPage).toBe(10);
    expect(answer.data!.seo.social.twitter).toEqual({
      username: "corusent",
      cardType: "summary_large_image",
    });
    expect(answer.data!.seo.webmaster.googleVerify).toBeNull();
  });

  it("lists authors (only those who have published) and categories", async () => {
    const answer = await graphql<{
      users: { edges: { node: { name: string; uri: string } }[] };
      categories: { edges: { node: { name: string; databaseId: number } }[] };
    }>(
      service,
      `
        {
          users(first: 10000) {
            edges {
              node {
                id
                name
                uri
              }
            }
          }
          categories(first: 10000) {
            edges {
              node {
                databaseId
                description
                id
                name
                uri
              }
            }
          }
        }
      `,
    );
    expect(answer.data!.users.edges.map((edge) => edge.node.uri)).toEqual([
      "/author/arjun-mehta/",
      "/author/claire-fortin/",
      "/author/maya-lindqvist/",
    ]);
    expect(answer.data!.categories.edges.map((edge) => edge.node.name)).toContain("Dividends");
  });
});

describe("a post page's related posts", () => {
  // Public front ends list them as: the post's categories from its own query, then
  // posts(where: { categoryIn, notIn: [the post] }), newest first.
  const RELATED = `
    query RelatedPosts($categoryIn: [ID], $notIn: [ID], $first: Int) {
      posts(first: $first, where: { categoryIn: $categoryIn, notIn: $notIn }) {
        nodes {
          databaseId
          categories {
            nodes {
              databaseId
            }
          }
        }
      }
    }
  `;
  /** The posts filed in corporate (4) or proposed-transaction (7), newest first. */
  const CORPORATE_OR_TRANSACTION = [1037, 1036, 1034, 1033, 1026, 1024, 1015, 1008, 1004, 1001];

  it("lists the posts that share a category with the post, the post itself left out", async () => {
    const post = await graphql<{
      post: { databaseId: number; categories: { nodes: { databaseId: number; slug: string }[] } };
    }>(
      service,
      `
        query ($uri: ID!) {
          post(id: $uri, idType: URI) {
            databaseId
            categories {
              nodes {
                databaseId
                slug
              }
            }
          }
        }
      `,
      { uri: RECAPITALIZATION },
    );
    const { databaseId, categories } = post.data!.post;
    const shared = categories.nodes;
    expect(shared.map((category) => category.databaseId).sort()).toEqual([4, 7]);

    const answer = await graphql<{
      posts: { nodes: { databaseId: number; categories: { nodes: { databaseId: number }[] } }[] };
    }>(service, RELATED, {
      categoryIn: shared.map((category) => String(category.databaseId)),
      notIn: [String(databaseId)],
      first: 100,
    });
    expect(answer.errors).toBeUndefined();
    const related = answer.data!.posts.nodes;
    expect(related.map((node) => node.databaseId)).toEqual(
      CORPORATE_OR_TRANSACTION.filter((id) => id !== 1033),
    );
    for (const node of related) {
      const ids = node.categories.nodes.map((category) => category.databaseId);
      expect(ids.some((id) => id === 4 || id === 7)).toBe(true);
    }
  });

  it("takes global ids in both lists, and pages the first few", async () => {
    const global = (kind: string, id: number) => Buffer.from(`${kind}:${id}`).toString("base64");
    const answer = await graphql<{ posts: { nodes: { databaseId: number }[] } }>(service, RELATED, {
      categoryIn: [global("term", 7)],
      notIn: [global("post", 1037), "1036"],
      first: 3,
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.posts.nodes.map((node) => node.databaseId)).toEqual([1034, 1033]);
  });
});

describe("WPGraphQL's documentation examples", () => {
  it("gets a category by slug with its posts and children, and the ancestors of a child", async () => {
    const answer = await graphql<{
      category: {
        name: string;
        count: number;
        children: { nodes: { slug: string }[] };
        posts: { nodes: unknown[] };
      };
      child: { ancestors: { nodes: { slug: string }[] }; parent: { node: { slug: string } } };
    }>(
      service,
      `
        {
          category(id: "financial-results", idType: SLUG) {
            name
            count
            children {
              nodes {
                slug
              }
            }
            posts(first: 100) {
              nodes {
                title
              }
            }
          }
          child: category(id: "/category/financial-results/dividends/", idType: URI) {
            ancestors {
              nodes {
                slug
              }
            }
            parent {
              node {
                slug
              }
            }
          }
        }
      `,
    );
    const { category, child } = answer.data!;
    expect(category.children.nodes).toEqual([{ slug: "dividends" }]);
    // A category's posts include its children's, as in WordPress; its count does not.
    expect(category.posts.nodes).toHaveLength(21);
    expect(category.count).toBe(16);
    expect(child.ancestors.nodes).toEqual([{ slug: "financial-results" }]);
    expect(child.parent.node.slug).toBe("financial-results");
  });

  it("pages through content nodes of several types, and through media items", async () => {
    const answer = await graphql<{
      contentNodes: { nodes: { __typename: string }[] };
      mediaItems: { nodes: { uri: string; status: string }[]; pageInfo: { hasNextPage: boolean } };
      attachments: { nodes: unknown[] };
    }>(
      service,
      `
        {
          contentNodes(first: 100, where: { contentTypes: [PAGE, POST] }) {
            nodes {
              __typename
            }
          }
          mediaItems(first: 5) {
            nodes {
              uri
              status
            }
            pageInfo {
              hasNextPage
            }
          }
          attachments: contentNodes(where: { contentTypes: [ATTACHMENT] }) {
            nodes {
              id
            }
          }
        }
      `,
    );
    const types = new Set(answer.data!.contentNodes.nodes.map((node) => node.__typename));
    expect(types).toEqual(new Set(["Page", "Post"]));
    expect(answer.data!.mediaItems.nodes.every((media) => media.status === "inherit")).toBe(true);
    // As in WPGraphQL, media items (status inherit) are not published content.
    expect(answer.data!.attachments.nodes).toEqual([]);
  });

  it("filters posts by ids, slugs, author and category lists, and orders them", async () => {
    const answer = await graphql<{
      chosen: { nodes: { databaseId: number }[] };
      bySlug: { nodes: { slug: string }[] };
      byAuthor: { nodes: { author: { node: { slug: string } } }[] };
      notDividends: { nodes: { categories: { nodes: { slug: string }[] } }[] };
      oldest: { nodes: { date: string }[] };
    }>(
      service,
      `
        {
          chosen: posts(
            where: { in: ["1033", "cG9zdDoxMDAx"], orderby: [{ field: IN, order: ASC }] }
          ) {
            nodes {
              databaseId
            }
          }
          bySlug: posts(
            where: { nameIn: ["corus-entertainment-announces-proposed-recapitalization"] }
          ) {
            nodes {
              slug
            }
          }
          # The English posts (Polylang's filter): the counts below are theirs.
          byAuthor: posts(first: 100, where: { authorName: "arjun-mehta", language: EN }) {
            nodes {
              author {
                node {
                  slug
                }
              }
            }
          }
          notDividends: posts(first: 100, where: { categoryNotIn: ["8"], language: EN }) {
            nodes {
              categories {
                nodes {
                  slug
                }
              }
            }
          }
          oldest: posts(first: 2, where: { orderby: [{ field: DATE, order: ASC }] }) {
            nodes {
              date
            }
          }
        }
      `,
    );
    const data = answer.data!;
    expect(data.chosen.nodes.map((node) => node.databaseId)).toEqual([1033, 1001]);
    expect(data.bySlug.nodes).toHaveLength(1);
    expect(data.byAuthor.nodes.length).toBe(21);
    expect(data.byAuthor.nodes.every((node) => node.author.node.slug === "arjun-mehta")).toBe(true);
    expect(data.notDividends.nodes).toHaveLength(38);
    expect(data.oldest.nodes[0]!.date < data.oldest.nodes[1]!.date).toBe(true);
  });

  it("shows published content only: no other status is public", async () => {
    const answer = await graphql<{ drafts: { nodes: unknown[] }; published: { nodes: unknown[] } }>(
      service,
      `
        {
          drafts: posts(where: { status: DRAFT }) {
            nodes {
              id
            }
          }
          published: posts(where: { stati: [PUBLISH, DRAFT] }, first: 100) {
            nodes {
              id
            }
          }
        }
      `,
    );
    expect(answer.data!.drafts.nodes).toEqual([]);
    // The published posts of both languages (43 English, 8 French).
    expect(answer.data!.published.nodes).toHaveLength(51);
  });

  it("reads content types and a node's content type, and the privacy page", async () => {
    const answer = await graphql<{
      contentTypes: { nodes: { name: string; graphqlPluralName: string; hierarchical: boolean }[] };
      contentType: { label: string };
      page: { isPrivacyPage: boolean; contentType: { node: { name: string } } };
    }>(
      service,
      `
        {
          contentTypes {
            nodes {
              name
              graphqlPluralName
              hierarchical
            }
          }
          contentType(id: "page", idType: NAME) {
            label
          }
          page(id: "/privacy-policy/", idType: URI) {
            isPrivacyPage
            contentType {
              node {
                name
              }
            }
          }
        }
      `,
    );
    expect(answer.data!.contentTypes.nodes.map((type) => type.name)).toEqual([
      "post",
      "page",
      "attachment",
      "person",
      "brand",
      "dividend",
      "financial_report",
      "investor_event",
    ]);
    expect(answer.data!.contentType.label).toBe("Pages");
    expect(answer.data!.page).toEqual({
      isPrivacyPage: true,
      contentType: { node: { name: "page" } },
    });
  });
});
