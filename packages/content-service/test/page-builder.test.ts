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
              ... on Page_Pagebuilder_Blocks_RichText {
                fieldGroupName
                heading
                text
              }
              ... on Page_Pagebuilder_Blocks_CardGrid {
                fieldGroupName
                heading
                cards {
                  title
                  text
                  image {
                    sourceUrl
                    altText
                  }
                  link {
                    url
                    title
                    target
                  }
                }
              }
              ... on Page_Pagebuilder_Blocks_Statistics {
                fieldGroupName
                heading
                statistics {
                  fieldGroupName
                  value
                  label
                  group
                }
              }
              ... on Page_Pagebuilder_Blocks_Accordion {
                fieldGroupName
                heading
                items {
                  question
                  answer
                }
              }
              ... on Page_Pagebuilder_Blocks_DocumentList {
                fieldGroupName
                heading
                documents {
                  title
                  file {
                    mediaItemUrl
                    mimeType
                  }
                }
              }
              ... on Page_Pagebuilder_Blocks_Contact {
                fieldGroupName
                heading
                name
                email
                phone
              }
              ... on Page_Pagebuilder_Blocks_CallToAction {
                fieldGroupName
                heading
                link {
                  url
                  title
                }
              }
              ... on Page_Pagebuilder_Blocks_Timeline {
                fieldGroupName
                heading
                steps {
                  date
                  title
                  status
                }
              }
              ... on Page_Pagebuilder_Blocks_DividendRates {
                fieldGroupName
                heading
                text
              }
              ... on Page_Pagebuilder_Blocks_KeyFacts {
                fieldGroupName
                heading
                facts {
                  fieldGroupName
                  label
                  value
                }
              }
              ... on Page_Pagebuilder_Blocks_AnalystCoverage {
                fieldGroupName
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
      "Page_Pagebuilder_Blocks_Timeline",
      "Page_Pagebuilder_Blocks_RichText",
      "Page_Pagebuilder_Blocks_DocumentList",
      "Page_Pagebuilder_Blocks_Accordion",
      "Page_Pagebuilder_Blocks_RichText",
    ]);
    // WPGraphQL for ACF v0.x reports a layout's own type name as its field group name.
    expect(blocks.every((block) => block.fieldGroupName === block.__typename)).toBe(true);
  });

  it("serves key facts, analyst coverage, and dividend-rates blocks that hold no rates", async () => {
    const stock = await blocksOf("/investor-relations/dividends/stock-information/");
    expect(stock.map((block) => block.__typename)).toEqual([
      "Page_Pagebuilder_Blocks_RichText",
      "Page_Pagebuilder_Blocks_KeyFacts",
      "Page_Pagebuilder_Blocks_DividendRates",
      "Page_Pagebuilder_Blocks_DocumentList",
      "Page_Pagebuilder_Blocks_RichText",
      "Page_Pagebuilder_Blocks_RichText",
    ]);
    expect(stock[1]?.facts).toContainEqual({
      fieldGroupName: "facts",
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
      fieldGroupName: "analysts",
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
      fieldGroupName: "statistics",
      value: "48%",
      label: "women",
      group: "Employees",
    });
  });

  it("serves documents as media items reachable over HTTP", async () => {
    const blocks = await blocksOf("/investor-relations/governance/governance-documents/");
    const files = blocks.flatMap(
      (block) => (block.documents as { file: { mediaItemUrl: string; mimeType: string } }[]) ?? [],
    );
    expect(files.map((document) => document.file.mimeType)).toContain("application/msword");
    for (const { file } of files) {
      expect(file.mediaItemUrl.startsWith(`${service.url}/wp-content/uploads/documents/`)).toBe(
        true,
      );
      expect((await fetch(file.mediaItemUrl)).status).toBe(200);
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
      plain: { pageBuilder: { heroTitle: null; blocks: [] } };
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
              heroTitle
              blocks {
                __typename
              }
            }
          }
        }
      `,
    );
    expect(answer.data).toEqual({
      front: {
        pageBuilder: { fieldGroupName: "pageBuilder", heroTitle: "Stories that connect Canadians" },
      },
      plain: { pageBuilder: { heroTitle: null, blocks: [] } },
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
