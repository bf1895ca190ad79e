// The custom post types (people, brands, dividends, financial reports, investor events) as
// WPGraphQL with ACF serves them, checked over HTTP against the real service.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentService } from "../src/server.ts";
import { graphql, startService } from "./helpers.ts";

let service: ContentService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

interface Page<T> {
  nodes: T[];
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

describe("connections", () => {
  it.each(["people", "brands", "dividends", "financialReports", "investorEvents"])(
    "%s gives 10 items unless asked, as edges and as nodes",
    async (root) => {
      const answer = await graphql<Record<string, Page<{ databaseId: number }>>>(
        service,
        `{ ${root} { nodes { databaseId } edges { cursor node { databaseId } } pageInfo { hasNextPage endCursor } } }`,
      );
      expect(answer.errors).toBeUndefined();
      const connection = answer.data![root]!;
      expect(connection.nodes.length).toBeLessThanOrEqual(10);
      expect(connection.nodes.length).toBeGreaterThan(0);
      expect(connection.edges.map((edge) => edge.node)).toEqual(connection.nodes);
    },
  );

  it("pages through every brand with cursors, without overlap", async () => {
    const seen: number[] = [];
    let after: string | null = null;
    for (;;) {
      const answer: { data?: { brands: Page<{ databaseId: number }> } } = await graphql(
        service,
        `
          query ($after: String) {
            brands(first: 20, after: $after) {
              nodes {
                databaseId
              }
              pageInfo {
                hasNextPage
                endCursor
              }
            }
          }
        `,
        { after },
      );
      const brands = answer.data!.brands;
      seen.push(...brands.nodes.map((node) => node.databaseId));
      if (!brands.pageInfo.hasNextPage) break;
      after = brands.pageInfo.endCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThan(50);
  });

  it("caps a page at 100 and refuses first with last", async () => {
    const capped = await graphql<{ brands: Page<unknown> }>(
      service,
      `
        {
          brands(first: 500) {
            nodes {
              databaseId
            }
            pageInfo {
              hasNextPage
            }
          }
        }
      `,
    );
    expect(capped.data!.brands.nodes.length).toBeLessThanOrEqual(100);
    const both = await graphql(
      service,
      `
        {
          people(first: 1, last: 1) {
            nodes {
              databaseId
            }
          }
        }
      `,
    );
    expect(both.errors?.[0]?.message).toBe(
      "Passing both first and last to paginate is not supported.",
    );
  });

  it("orders newest first by default, and by menu order or title when asked", async () => {
    const answer = await graphql<{
      dividends: { nodes: { date: string }[] };
      people: { nodes: { menuOrder: number; personFields: { group: string } }[] };
      brands: { nodes: { title: string }[] };
    }>(
      service,
      `
        {
          dividends(first: 100) {
            nodes {
              date
            }
          }
          people(first: 100, where: { orderby: [{ field: MENU_ORDER, order: ASC }] }) {
            nodes {
              menuOrder
              personFields {
                group
              }
            }
          }
          brands(first: 100, where: { orderby: [{ field: TITLE, order: ASC }] }) {
            nodes {
              title
            }
          }
        }
      `,
    );
    const dates = answer.data!.dividends.nodes.map((node) => node.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const orders = answer.data!.people.nodes.map((node) => node.menuOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const titles = answer.data!.brands.nodes.map((node) => node.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
  });

  it("searches titles", async () => {
    const answer = await graphql<{ brands: { nodes: { title: string }[] } }>(
      service,
      `
        {
          brands(where: { search: "network" }) {
            nodes {
              title
            }
          }
        }
      `,
    );
    const titles = answer.data!.brands.nodes.map((node) => node.title);
    expect(titles).toEqual(expect.arrayContaining(["Flavour Network", "Home Network"]));
    expect(titles.every((title) => /network/i.test(title))).toBe(true);
  });
});

describe("records and their ACF field groups", () => {
  it("serves a person with photo, committees and biography", async () => {
    const answer = await graphql<{
      person: {
        __typename: string;
        title: string;
        contentTypeName: string;
        uri: string | null;
        personFields: {
          fieldGroupName: string;
          role: string;
          group: string;
          photo: { sourceUrl: string; altText: string; mediaDetails: { width: number } };
          committees: { fieldGroupName: string; committee: string; role: string }[];
          biography: string;
        };
      };
    }>(
      service,
      `
        {
          person(id: "priya-raman", idType: SLUG) {
            __typename
            title
            contentTypeName
            uri
            personFields {
              fieldGroupName
              role
              group
              biography
              photo {
                sourceUrl
                altText
                mediaDetails {
                  width
                }
              }
              committees {
                fieldGroupName
                committee
                role
              }
            }
          }
        }
      `,
    );
    const person = answer.data!.person;
    expect(person).toMatchObject({
      __typename: "Person",
      title: "Priya Raman",
      contentTypeName: "person",
      uri: null,
      personFields: {
        fieldGroupName: "personFields",
        role: "Lead Independent Director",
        group: "board",
        committees: [
          { fieldGroupName: "committees", committee: "Audit Committee", role: "member" },
        ],
      },
    });
    expect(person.personFields.biography).toMatch(/^<p>/);
    expect(person.personFields.photo.altText).toContain("Priya Raman");
    const photo = await fetch(person.personFields.photo.sourceUrl);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
  });

  it("serves radio stations with call sign, market, frequency and province", async () => {
    const answer = await graphql<{
      brands: { nodes: { brandFields: Record<string, string | null> }[] };
    }>(
      service,
      `
        {
          brands(first: 100) {
            nodes {
              brandFields {
                category
                callSign
                market
                frequency
                province
                website
              }
            }
          }
        }
      `,
    );
    const radio = answer.data!.brands.nodes.filter((n) => n.brandFields.category === "radio");
    expect(radio.length).toBeGreaterThanOrEqual(30);
    for (const { brandFields } of radio) {
      expect(brandFields.callSign).toMatch(/^C[A-Z]{3}-(FM|AM)$/);
      expect(brandFields.market).toBeTruthy();
      expect(brandFields.frequency).toMatch(/^\d+(\.\d)? (FM|AM)$/);
      expect(brandFields.province).toBeTruthy();
    }
    const others = answer.data!.brands.nodes.filter((n) => n.brandFields.category !== "radio");
    expect(others.every((n) => n.brandFields.callSign === null)).toBe(true);
  });

  it("serves each brand's logo as a media item: alt text, size, and a file that answers", async () => {
    const answer = await graphql<{
      brands: {
        nodes: {
          title: string;
          brandFields: {
            category: string;
            logo: {
              altText: string;
              sourceUrl: string;
              mimeType: string;
              mediaDetails: { width: number; height: number };
            } | null;
          };
        }[];
      };
    }>(
      service,
      `
        {
          brands(first: 100) {
            nodes {
              title
              brandFields {
                category
                logo {
                  altText
                  sourceUrl
                  mimeType
                  mediaDetails {
                    width
                    height
                  }
                }
              }
            }
          }
        }
      `,
    );
    const withLogos = answer.data!.brands.nodes.filter((brand) => brand.brandFields.logo);
    // Every brand but the radio stations has its wordmark.
    expect(withLogos.map((brand) => brand.title).sort()).toEqual(
      answer
        .data!.brands.nodes.filter((brand) => brand.brandFields.category !== "radio")
        .map((brand) => brand.title)
        .sort(),
    );
    for (const { title, brandFields } of withLogos) {
      const logo = brandFields.logo!;
      expect(logo.altText, title).toBe(title);
      expect(logo.mimeType).toBe("image/svg+xml");
      expect(logo.mediaDetails).toEqual({ width: 240, height: 80 });
      const file = await fetch(logo.sourceUrl);
      expect(file.status, logo.sourceUrl).toBe(200);
    }
  });

  it("serves dividends with dates as Y-m-d and amounts as floats", async () => {
    const answer = await graphql<{
      dividends: { nodes: { title: string; dividendFields: Record<string, unknown> }[] };
    }>(
      service,
      `
        {
          dividends(first: 1) {
            nodes {
              title
              dividendFields {
                declaredDate
                recordDate
                payableDate
                classAAmount
                classBAmount
              }
            }
          }
        }
      `,
    );
    expect(answer.data!.dividends.nodes[0]).toEqual({
      title: "Dividend payable 2024-03-29",
      dividendFields: {
        declaredDate: "2024-01-11",
        recordDate: "2024-03-15",
        payableDate: "2024-03-29",
        classAAmount: 0.02875,
        classBAmount: 0.03,
      },
    });
  });

  it("serves a financial report's document as a media item with its type", async () => {
    const answer = await graphql<{
      financialReport: {
        financialReportFields: {
          reportDate: string;
          kind: string;
          annual: boolean;
          document: { mediaItemUrl: string; mimeType: string; srcSet: string | null };
        };
      };
    }>(
      service,
      `
        {
          financialReport(id: "2501", idType: DATABASE_ID) {
            financialReportFields {
              reportDate
              kind
              annual
              document {
                mediaItemUrl
                mimeType
                srcSet
              }
            }
          }
        }
      `,
    );
    const fields = answer.data!.financialReport.financialReportFields;
    expect(fields).toMatchObject({
      reportDate: "2024-11-30",
      kind: "news_release",
      annual: false,
      document: { mimeType: "application/pdf", srcSet: null },
    });
    expect((await fetch(fields.document.mediaItemUrl)).status).toBe(200);
  });

  it("serves an event's start in site time and its recordings", async () => {
    const answer = await graphql<{
      investorEvents: {
        nodes: {
          title: string;
          investorEventFields: {
            startDate: string;
            eventType: string;
            webcast: { mimeType: string } | null;
            audio: { mimeType: string } | null;
          };
        }[];
      };
    }>(
      service,
      `
        {
          investorEvents(first: 100) {
            nodes {
              title
              investorEventFields {
                startDate
                eventType
                webcast {
                  mimeType
                }
                audio {
                  mimeType
                }
              }
            }
          }
        }
      `,
    );
    const q1 = answer.data!.investorEvents.nodes.find((n) =>
      n.title.startsWith("First quarter fiscal 2025"),
    );
    expect(q1?.investorEventFields).toEqual({
      startDate: "2025-01-14 08:00:00",
      eventType: "earnings_call",
      webcast: { mimeType: "video/mp4" },
      audio: { mimeType: "audio/mpeg" },
    });
  });
});

describe("lookups", () => {
  it.each([
    ["DATABASE_ID", "2001"],
    ["ID", Buffer.from("post:2001").toString("base64")],
    ["SLUG", "daniel-okafor"],
  ])("finds a person by %s", async (idType, id) => {
    const answer = await graphql<{ person: { databaseId: number } | null }>(
      service,
      `
        query ($id: ID!, $idType: PersonIdType) {
          person(id: $id, idType: $idType) {
            databaseId
          }
        }
      `,
      { id, idType },
    );
    expect(answer.data!.person).toEqual({ databaseId: 2001 });
  });

  it("answers null for an unknown record and resolves a record's global id as a node", async () => {
    const answer = await graphql<{
      brand: null;
      node: { __typename: string; title: string };
    }>(
      service,
      `{
        brand(id: "no-such-brand", idType: SLUG) { databaseId }
        node(id: "${Buffer.from("post:2102").toString("base64")}") { __typename ... on Brand { title } }
      }`,
    );
    expect(answer.data).toEqual({
      brand: null,
      node: { __typename: "Brand", title: "Global News" },
    });
  });
});
