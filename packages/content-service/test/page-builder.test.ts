// The "Page Builder" field group on pages and the theme's page templates, over HTTP.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentService } from "../src/server.ts";
import { graphql, startService } from "./helpers.ts";

let service: ContentService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

type Block = { __typename: string; fieldGroupName: string } & Record<string, unknown>;

async function blocksOf(uri: string): Promise<Block[]> {
  const answer = await graphql<{ page: { pageBuilder: { blocks: Block[] } } }>(
    service,
    `
      query ($uri: ID!) {
        page(id: $uri, idType: URI) {
          pageBuilder {
            blocks {
              __typename
              fieldGroupName
              ... on PageBuilderBlocksRichTextLayout {
                heading
                text
              }
              ... on PageBuilderBlocksCardGridLayout {
                heading
                cards {
                  title
                  text
                  image {
                    node {
                      sourceUrl
                      altText
                    }
                  }
                  link {
                    url
                    title
                    target
                  }
                }
              }
              ... on PageBuilderBlocksStatisticsLayout {
                heading
                statistics {
                  fieldGroupName
                  value
                  label
                  group
                }
              }
              ... on PageBuilderBlocksAccordionLayout {
                heading
                items {
                  question
                  answer
                }
              }
              ... on PageBuilderBlocksDocumentListLayout {
                heading
                documents {
                  title
                  file {
                    node {
                      mediaItemUrl
                      mimeType
                    }
                  }
                }
              }
              ... on PageBuilderBlocksContactLayout {
                heading
                name
                email
                phone
              }
              ... on PageBuilderBlocksCallToActionLayout {
                heading
                link {
                  url
                  title
                }
              }
              ... on PageBuilderBlocksTimelineLayout {
                heading
                steps {
                  fieldGroupName
                  date
                  title
                  status
                }
              }
              ... on PageBuilderBlocksDividendRatesLayout {
                heading
                text
              }
              ... on PageBuilderBlocksKeyFactsLayout {
                heading
                facts {
                  fieldGroupName
                  label
                  value
                }
              }
              ... on PageBuilderBlocksAnalystCoverageLayout {
                heading
                intro
                analysts {
                  fieldGroupName
                  firm
                  analyst
                  location
                }
              }
            }
          }
        }
      }
    `,
    { uri },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.page.pageBuilder.blocks;
}

describe("page builder blocks", () => {
  it("serves each block as its layout's type, in the editor's order", async () => {
    const blocks = await blocksOf("/proposed-transaction/");
    expect(blocks.map((block) => block.__typename)).toEqual([
      "PageBuilderBlocksTimelineLayout",
      "PageBuilderBlocksRichTextLayout",
      "PageBuilderBlocksDocumentListLayout",
      "PageBuilderBlocksAccordionLayout",
      "PageBuilderBlocksRichTextLayout",
    ]);
    // WPGraphQL for ACF 2.x answers fieldGroupName with the layout's own type name.
    expect(blocks.map((block) => block.fieldGroupName)).toEqual(
      blocks.map((block) => block.__typename),
    );
  });

  it("answers a select as a list: a timeline step's status", async () => {
    const [timeline] = await blocksOf("/proposed-transaction/");
    const steps = timeline?.steps as { fieldGroupName: string; title: string; status: string[] }[];
    expect(steps.map((step) => step.status)).toEqual([
      ["complete"],
      ["complete"],
      ["complete"],
      ["complete"],
      ["current"],
    ]);
    expect(new Set(steps.map((step) => step.fieldGroupName))).toEqual(
      new Set(["PageBuilderBlocksSteps"]),
    );
  });

  it("serves key facts, analyst coverage, and dividend-rates blocks that hold no rates", async () => {
    const stock = await blocksOf("/investor-relations/dividends/stock-information/");
    expect(stock.map((block) => block.__typename)).toEqual([
      "PageBuilderBlocksRichTextLayout",
      "PageBuilderBlocksKeyFactsLayout",
      "PageBuilderBlocksDividendRatesLayout",
      "PageBuilderBlocksDocumentListLayout",
      "PageBuilderBlocksRichTextLayout",
      "PageBuilderBlocksRichTextLayout",
    ]);
    expect(stock[1]?.facts).toContainEqual({
      fieldGroupName: "PageBuilderBlocksFacts",
      label: "Symbol",
      value: "CJR.B",
    });
    // The rates come from the dividend records, not from fields of the block.
    expect(Object.keys(stock[2] ?? {}).sort()).toEqual([
      "__typename",
      "fieldGroupName",
      "heading",
      "text",
    ]);
    const [coverage] = await blocksOf(
      "/investor-relations/shareholder-resources/analyst-coverage/",
    );
    expect(coverage?.analysts).toContainEqual({
      fieldGroupName: "PageBuilderBlocksAnalysts",
      firm: "Lakehead Institutional",
      analyst: "Kevin Desrosiers",
      location: "Montréal",
    });
  });

  it("serves statistics with their groups", async () => {
    const [statistics] = await blocksOf(
      "/sustainability/diversity-equity-inclusion/by-the-numbers/",
    );
    expect(statistics?.statistics).toContainEqual({
      fieldGroupName: "PageBuilderBlocksStatistics",
      value: "48%",
      label: "women",
      group: "Employees",
    });
  });

  it("serves documents as media items reachable over HTTP, each the node of its field's edge", async () => {
    const blocks = await blocksOf("/investor-relations/governance/governance-documents/");
    const files = blocks.flatMap(
      (block) =>
        (block.documents as { file: { node: { mediaItemUrl: string; mimeType: string } } }[]) ?? [],
    );
    expect(files.map((document) => document.file.node.mimeType)).toContain("application/msword");
    for (const { file } of files) {
      expect(
        file.node.mediaItemUrl.startsWith(`${service.url}/wp-content/uploads/documents/`),
      ).toBe(true);
      expect((await fetch(file.node.mediaItemUrl)).status).toBe(200);
    }
  });

  it("serves card images as media items, each the node of its field's edge", async () => {
    const [grid] = await blocksOf("/");
    const cards = grid?.cards as { title: string; image: { node: Record<string, string> } }[];
    expect(cards.length).toBeGreaterThan(0);
    for (const { title, image } of cards) {
      expect(Object.keys(image), title).toEqual(["node"]);
      expect(image.node.altText, title).not.toBe("");
      const file = await fetch(image.node.sourceUrl!);
      expect(file.status, image.node.sourceUrl).toBe(200);
      expect(file.headers.get("content-type")).toMatch(/^image\//);
    }
  });

  it("stores links as WordPress does: site pages absolute on the CMS host, no target as empty", async () => {
    const [grid] = await blocksOf("/");
    const cards = grid?.cards as { link: { url: string; target: string } }[];
    expect(cards[0]?.link).toEqual({
      url: `${service.url}/about-corus/`,
      title: "About the company",
      // ACF keeps an empty target for a link that opens in the same window (recorded answers).
      target: "",
    });
  });

  it("gives the front page its hero and an empty group to pages without blocks", async () => {
    const answer = await graphql<{
      front: { pageBuilder: { fieldGroupName: string; heroTitle: string } };
      plain: { pageBuilder: { fieldGroupName: string; heroTitle: null; blocks: [] } };
    }>(
      service,
      `
        {
          front: page(id: "/", idType: URI) {
            pageBuilder {
              fieldGroupName
              heroTitle
            }
          }
          plain: page(id: "/careers/", idType: URI) {
            pageBuilder {
              fieldGroupName
              heroTitle
              blocks {
                __typename
              }
            }
          }
        }
      `,
    );
    // fieldGroupName is the group's type name (WPGraphQL for ACF 2.x), on an empty group too.
    expect(answer.data).toEqual({
      front: {
        pageBuilder: { fieldGroupName: "PageBuilder", heroTitle: "Stories that connect Canadians" },
      },
      plain: { pageBuilder: { fieldGroupName: "PageBuilder", heroTitle: null, blocks: [] } },
    });
  });
});

describe("page templates", () => {
  it.each([
    ["/about-corus/leadership/", "Template_Leadership", "Leadership"],
    ["/our-brands/", "Template_Brands", "Brands"],
    ["/investor-relations/dividends/history/", "Template_DividendHistory", "Dividend History"],
    ["/investor-relations/financial-reports/", "Template_FinancialReports", "Financial Reports"],
    ["/investor-relations/events-and-presentations/", "Template_Events", "Events"],
    ["/media-centre/press-releases/", "Template_PressReleases", "Press Releases"],
    ["/careers/", "DefaultTemplate", "Default"],
  ])("%s uses %s", async (uri, typeName, templateName) => {
    const answer = await graphql<{ page: { template: { __typename: string } } }>(
      service,
      `
        query ($uri: ID!) {
          page(id: $uri, idType: URI) {
            template {
              __typename
              templateName
            }
          }
        }
      `,
      { uri },
    );
    expect(answer.data!.page.template).toEqual({ __typename: typeName, templateName });
  });
});
