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

/** The investor events whose titles hold the phrase "annual meeting". */
const ANNUAL_MEETINGS = [
  "2025 Annual Meeting of Shareholders",
  "2027 Annual Meeting of Shareholders",
];

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
      people: { nodes: { menuOrder: number; personFields: { group: string[] } }[] };
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

  it.each([
    ["every word, in any order", "brands", "talk calgary", ["Calgary News Talk 77"]],
    ["ignoring accents and case", "people", "HELENE", ["Hélène Tremblay"]],
    [
      "leaving out what a minus excludes",
      "brands",
      "network -home",
      ["Flavour Network", "W Network"],
    ],
    ["a quoted phrase as a phrase", "investorEvents", '"annual meeting"', ANNUAL_MEETINGS],
  ])("searches as WordPress searches: %s", async (_case, root, search, expected) => {
    const answer = await graphql<Record<string, { nodes: { title: string }[] }>>(
      service,
      // The English records: their translations keep the names the searches find.
      `query ($search: String) { ${root}(first: 100, where: { search: $search, language: EN }) { nodes { title } } }`,
      { search },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data![root]!.nodes.map((node) => node.title).sort()).toEqual(
      [...expected].sort(),
    );
  });

  it("filters as WordPress's post connections do: in, notIn, name, title", async () => {
    const answer = await graphql<Record<string, { nodes: { databaseId: number }[] }>>(
      service,
      `
        {
          in: brands(where: { in: ["2101", "2102"] }) {
            nodes {
              databaseId
            }
          }
          notIn: people(first: 100, where: { notIn: [2001], language: EN }) {
            nodes {
              databaseId
            }
          }
          name: people(where: { name: "daniel-okafor" }) {
            nodes {
              databaseId
            }
          }
          title: brands(where: { title: "Global News", language: EN }) {
            nodes {
              databaseId
            }
          }
        }
      `,
    );
    expect(answer.errors).toBeUndefined();
    const ids = (key: string) => answer.data![key]!.nodes.map((node) => node.databaseId);
    expect(ids("in").sort()).toEqual([2101, 2102]);
    expect(ids("notIn")).not.toContain(2001);
    expect(ids("notIn").length).toBeGreaterThan(5);
    expect(ids("name")).toEqual([2001]);
    expect(ids("title")).toEqual([2102]);
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
          group: string[];
          photo: { node: { sourceUrl: string; altText: string; mediaDetails: { width: number } } };
          committees: { fieldGroupName: string; committee: string; role: string[] }[];
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
                node {
                  sourceUrl
                  altText
                  mediaDetails {
                    width
                  }
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
    // As WPGraphQL for ACF 2.x answers: fieldGroupName is the type's name, a select (group, a
    // committee's role) a list, even of one choice, and role, a text field, a string.
    expect(person).toMatchObject({
      __typename: "Person",
      title: "Priya Raman",
      contentTypeName: "person",
      uri: null,
      personFields: {
        fieldGroupName: "PersonFields",
        role: "Lead Independent Director",
        group: ["board"],
        committees: [
          {
            fieldGroupName: "PersonFieldsCommittees",
            committee: "Audit Committee",
            role: ["member"],
          },
        ],
      },
    });
    expect(person.personFields.biography).toMatch(/^<p>/);
    // The photo is the node of a one-to-one connection's edge.
    const photo = person.personFields.photo.node;
    expect(photo.altText).toContain("Priya Raman");
    expect(photo.mediaDetails.width).toBeGreaterThan(0);
    const file = await fetch(photo.sourceUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/jpeg");
  });

  it("serves radio stations with call sign, market, frequency and province", async () => {
    const answer = await graphql<{
      brands: {
        nodes: {
          brandFields: { category: string[] } & Record<
            "callSign" | "market" | "frequency" | "province" | "website",
            string | null
          >;
        }[];
      };
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
    const brands = answer.data!.brands.nodes;
    // The category, a select of one choice, is a list of that one choice (WPGraphQL for ACF 2.x).
    for (const { brandFields } of brands) expect(brandFields.category).toHaveLength(1);
    const isRadio = (brand: (typeof brands)[number]) => brand.brandFields.category[0] === "radio";
    const radio = brands.filter(isRadio);
    expect(radio.length).toBeGreaterThanOrEqual(30);
    for (const { brandFields } of radio) {
      expect(brandFields.callSign).toMatch(/^C[A-Z]{3}-(FM|AM)$/);
      expect(brandFields.market).toBeTruthy();
      expect(brandFields.frequency).toMatch(/^\d+(\.\d)? (FM|AM)$/);
      expect(brandFields.province).toBeTruthy();
    }
    const others = brands.filter((brand) => !isRadio(brand));
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((n) => n.brandFields.callSign === null)).toBe(true);
  });

  it("serves each brand's logo as a media item: alt text, size, and a file that answers", async () => {
    const answer = await graphql<{
      brands: {
        nodes: {
          title: string;
          brandFields: {
            fieldGroupName: string;
            category: string[];
            logo: {
              node: {
                altText: string;
                sourceUrl: string;
                mimeType: string;
                mediaDetails: { width: number; height: number };
              };
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
                fieldGroupName
                category
                logo {
                  node {
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
        }
      `,
    );
    const brands = answer.data!.brands.nodes;
    expect(new Set(brands.map((brand) => brand.brandFields.fieldGroupName))).toEqual(
      new Set(["BrandFields"]),
    );
    const isRadio = (brand: (typeof brands)[number]) =>
      brand.brandFields.category.includes("radio");
    const withLogos = brands.filter((brand) => brand.brandFields.logo);
    // Every brand but the radio stations has its wordmark; a radio station's unset logo is null.
    expect(withLogos.map((brand) => brand.title).sort()).toEqual(
      brands
        .filter((brand) => !isRadio(brand))
        .map((brand) => brand.title)
        .sort(),
    );
    const radio = brands.filter(isRadio);
    expect(radio.length).toBeGreaterThan(0);
    for (const { title, brandFields } of radio) expect(brandFields.logo, title).toBeNull();
    for (const { title, brandFields } of withLogos) {
      const logo = brandFields.logo!.node;
      expect(logo.altText, title).toBe(title);
      expect(logo.mimeType).toBe("image/svg+xml");
      expect(logo.mediaDetails).toEqual({ width: 240, height: 80 });
      const file = await fetch(logo.sourceUrl);
      expect(file.status, logo.sourceUrl).toBe(200);
    }
  });

  it("answers a brand's unset featured flag, a true/false field, as false", async () => {
    const answer = await graphql<{
      brands: { nodes: { slug: string; brandFields: { featured: boolean | null } }[] };
    }>(
      service,
      `
        {
          brands(first: 100, where: { language: EN }) {
            nodes {
              slug
              brandFields {
                featured
              }
            }
          }
        }
      `,
    );
    const brands = answer.data!.brands.nodes;
    const featured = brands.filter((brand) => brand.brandFields.featured === true);
    // The seed marks seven brands featured and leaves the flag unset on every other brand.
    expect(featured).toHaveLength(7);
    expect(brands.length).toBeGreaterThan(featured.length);
    for (const { slug, brandFields } of brands) {
      if (brandFields.featured !== true) expect(brandFields.featured, slug).toBe(false);
    }
  });

  it("serves dividends with dates in RFC 3339 at midnight UTC and amounts as floats", async () => {
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
                fieldGroupName
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
    // The seed's dates are 2024-01-11, 2024-03-15 and 2024-03-29: WPGraphQL for ACF 2.x answers
    // a date picker in RFC 3339, at midnight UTC.
    expect(answer.data!.dividends.nodes[0]).toEqual({
      title: "Dividend payable 2024-03-29",
      dividendFields: {
        fieldGroupName: "DividendFields",
        declaredDate: "2024-01-11T00:00:00+00:00",
        recordDate: "2024-03-15T00:00:00+00:00",
        payableDate: "2024-03-29T00:00:00+00:00",
        classAAmount: 0.02875,
        classBAmount: 0.03,
      },
    });
  });

  it("serves a financial report's document as a media item with its type", async () => {
    const answer = await graphql<{
      financialReport: {
        financialReportFields: {
          fieldGroupName: string;
          reportDate: string;
          kind: string[];
          annual: boolean;
          document: { node: { mediaItemUrl: string; mimeType: string; srcSet: string | null } };
        };
      };
    }>(
      service,
      `
        {
          financialReport(id: "2501", idType: DATABASE_ID) {
            financialReportFields {
              fieldGroupName
              reportDate
              kind
              annual
              document {
                node {
                  mediaItemUrl
                  mimeType
                  srcSet
                }
              }
            }
          }
        }
      `,
    );
    const fields = answer.data!.financialReport.financialReportFields;
    // A date picker in RFC 3339, a select as a list, and annual, a true/false the seed leaves
    // unset on this quarter's release, false (WPGraphQL for ACF 2.x).
    expect(fields).toEqual({
      fieldGroupName: "FinancialReportFields",
      reportDate: "2024-11-30T00:00:00+00:00",
      kind: ["news_release"],
      annual: false,
      document: {
        node: { mediaItemUrl: expect.any(String), mimeType: "application/pdf", srcSet: null },
      },
    });
    expect((await fetch(fields.document.node.mediaItemUrl)).status).toBe(200);
  });

  it("serves an event's start in site time and its recordings", async () => {
    const answer = await graphql<{
      investorEvents: {
        nodes: {
          title: string;
          investorEventFields: {
            fieldGroupName: string;
            startDate: string;
            eventType: string[];
            webcast: { node: { mimeType: string } } | null;
            audio: { node: { mimeType: string } } | null;
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
                fieldGroupName
                startDate
                eventType
                webcast {
                  node {
                    mimeType
                  }
                }
                audio {
                  node {
                    mimeType
                  }
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
    // The call starts at 08:00 site time (America/Toronto): WPGraphQL for ACF 2.x answers that
    // wall time labelled +00:00, not the instant in UTC (13:00Z).
    expect(q1?.investorEventFields).toEqual({
      fieldGroupName: "InvestorEventFields",
      startDate: "2025-01-14T08:00:00+00:00",
      eventType: ["earnings_call"],
      webcast: { node: { mimeType: "video/mp4" } },
      audio: { node: { mimeType: "audio/mpeg" } },
    });
  });
});

const PERSON_GLOBAL_ID = Buffer.from("post:2001").toString("base64");

describe("lookups", () => {
  it.each([
    ["DATABASE_ID", "2001"],
    ["ID", PERSON_GLOBAL_ID],
    ["SLUG", "daniel-okafor"],
    [null, PERSON_GLOBAL_ID],
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

  it("reads a global id without idType, as WPGraphQL's generated fields have no default", async () => {
    const answer = await graphql<{ person: { databaseId: number } }>(
      service,
      `
        query ($id: ID!) {
          person(id: $id) {
            databaseId
          }
        }
      `,
      { id: PERSON_GLOBAL_ID },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.person).toEqual({ databaseId: 2001 });
  });

  it("takes every idType WPGraphQL generates: a URI finds nothing, the records have none", async () => {
    const answer = await graphql<{ brand: null }>(
      service,
      `
        {
          brand(id: "/brands/global-news/", idType: URI) {
            databaseId
          }
        }
      `,
    );
    expect(answer).toEqual({ data: { brand: null } });
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

describe("content types", () => {
  const CUSTOM_TYPES = ["person", "brand", "dividend", "financial_report", "investor_event"];

  it("lists each post type among contentTypes, and is each record's contentType", async () => {
    const answer = await graphql<{
      contentTypes: { nodes: { name: string }[] };
      contentType: { label: string; graphqlSingleName: string; graphqlPluralName: string };
      brand: { contentTypeName: string; contentType: { node: { name: string } } };
      financialReport: { contentType: { node: { name: string; label: string } } };
    }>(
      service,
      `
        {
          contentTypes(first: 100) {
            nodes {
              name
            }
          }
          contentType(id: "investor_event", idType: NAME) {
            label
            graphqlSingleName
            graphqlPluralName
          }
          brand(id: "2102", idType: DATABASE_ID) {
            contentTypeName
            contentType {
              node {
                name
              }
            }
          }
          financialReport(id: "2501", idType: DATABASE_ID) {
            contentType {
              node {
                name
                label
              }
            }
          }
        }
      `,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.contentTypes.nodes.map((type) => type.name)).toEqual(
      expect.arrayContaining(["post", "page", "attachment", ...CUSTOM_TYPES]),
    );
    expect(answer.data!.contentType).toEqual({
      label: "Investor Events",
      graphqlSingleName: "investorEvent",
      graphqlPluralName: "investorEvents",
    });
    expect(answer.data!.brand).toEqual({
      contentTypeName: "brand",
      contentType: { node: { name: "brand" } },
    });
    expect(answer.data!.financialReport.contentType.node).toEqual({
      name: "financial_report",
      label: "Financial Reports",
    });
  });

  it.each([
    ["BRAND", "brands", "Brand"],
    ["PERSON", "people", "Person"],
    ["DIVIDEND", "dividends", "Dividend"],
    ["FINANCIAL_REPORT", "financialReports", "FinancialReport"],
    ["INVESTOR_EVENT", "investorEvents", "InvestorEvent"],
  ])("lists the records of %s in contentNodes", async (contentType, root, typename) => {
    const answer = await graphql<{
      contentNodes: { nodes: { __typename: string; databaseId: number }[] };
      own: { nodes: { databaseId: number }[] };
    }>(
      service,
      `
        {
          contentNodes(first: 100, where: { contentTypes: [${contentType}] }) {
            nodes {
              __typename
              databaseId
            }
          }
          own: ${root}(first: 100) {
            nodes {
              databaseId
            }
          }
        }
      `,
    );
    expect(answer.errors).toBeUndefined();
    const nodes = answer.data!.contentNodes.nodes;
    expect(nodes.length).toBeGreaterThan(0);
    expect(new Set(nodes.map((node) => node.__typename))).toEqual(new Set([typename]));
    expect(nodes.map((node) => node.databaseId)).toEqual(
      answer.data!.own.nodes.map((node) => node.databaseId),
    );
  });

  it("finds a record as a contentNode, of its content type only", async () => {
    const answer = await graphql<{
      byId: { __typename: string; title: string };
      asBrand: { databaseId: number };
      asPerson: null;
    }>(
      service,
      `
        {
          byId: contentNode(id: "2102", idType: DATABASE_ID) {
            __typename
            ... on NodeWithTitle {
              title
            }
          }
          asBrand: contentNode(id: "2102", idType: DATABASE_ID, contentType: BRAND) {
            databaseId
          }
          asPerson: contentNode(id: "2102", idType: DATABASE_ID, contentType: PERSON) {
            databaseId
          }
        }
      `,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({
      byId: { __typename: "Brand", title: "Global News" },
      asBrand: { databaseId: 2102 },
      asPerson: null,
    });
  });
});
