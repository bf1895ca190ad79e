// The template loaders against the real content service over HTTP, with the clock fixed
// where a template depends on it: what each template gets to show.
import { appendFile, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startContentService, type ContentService } from "../../content-service/src/server";
import { copyOfSeedContent } from "../../content-service/test/helpers";
import { createServerCms } from "@/lib/cms/setup";
import { loadShell, type Shell } from "@/lib/cms/shell";
import { isShownNode, NODE_BY_URI_QUERY } from "@/lib/graphql/node-query";
import { PAGE_QUERY_PARAMETERS } from "@/lib/http/page-query";
import { readSettings } from "@/lib/settings";
import type { BrandsProps } from "./Brands";
import type { DefaultPageProps } from "./DefaultPage";
import type { DividendHistoryProps } from "./DividendHistory";
import type { EventsProps } from "./Events";
import type { FinancialReportsProps } from "./FinancialReports";
import type { FrontPageProps } from "./FrontPage";
import type { LeadershipProps } from "./Leadership";
import { templateLoaders } from "./loaders";
import type { NodeTemplateName } from "./registry";

/** A report dated the day after Q1 of fiscal 2025 ends: the spec's other edge. */
const DECEMBER_FIRST_REPORT = `
- databaseId: 2599
  title: Q2 2025 interim note
  date: 2025-04-10T07:00:00
  financialReportFields:
    reportDate: 2024-12-01
    kind: news_release
    document: documents/q2-2025-news-release.pdf
`;

let service: ContentService;
let contentDir: string;

beforeAll(async () => {
  contentDir = await copyOfSeedContent();
  await appendFile(path.join(contentDir, "financial-reports.yaml"), DECEMBER_FIRST_REPORT);
  service = await startContentService({ port: 0, host: "127.0.0.1", contentDir });
});

afterAll(async () => {
  await service.close();
  await rm(contentDir, { recursive: true, force: true });
});

/** Every query parameter a loader read, across this file's loads (see the last test). */
const parametersRead = new Set<string>();

/** `query` as a loader sees it, noting each parameter it reads. */
function recording(query: Record<string, string | string[]>) {
  return new Proxy(query, {
    get(target, name) {
      if (typeof name === "string") parametersRead.add(name);
      return Reflect.get(target, name);
    },
  });
}

async function load<Props>(
  templateName: NodeTemplateName,
  uri: string,
  {
    now = new Date(),
    query = {},
    cmsService = service,
  }: { now?: Date; query?: Record<string, string | string[]>; cmsService?: ContentService } = {},
): Promise<Props> {
  const settings = readSettings({ CMS_GRAPHQL_URL: cmsService.graphqlUrl });
  const cms = createServerCms(settings, {
    log: { info: () => {}, error: console.error },
  }).session();
  const shell: Shell = await loadShell(cms);
  const { data } = await cms.query(NODE_BY_URI_QUERY, { uri });
  const node = data?.nodeByUri;
  if (!node || !isShownNode(node)) throw new Error(`no page, post or category at ${uri}`);
  const props = await templateLoaders[templateName]({
    cms,
    node,
    page: 1,
    query: recording(query),
    shell,
    now,
    mediaOrigin: cmsService.url,
  });
  expect(props, `${templateName} at ${uri}`).not.toBeNull();
  return props as Props;
}

describe("financial reports", () => {
  const REPORTS_PAGE = "/investor-relations/financial-reports/";
  const reports = (props: FinancialReportsProps, year: number, quarter: string) =>
    props.years
      .find((group) => group.fiscalYear === year)
      ?.quarters.find((group) => group.quarter === quarter)
      ?.reports.map((report) => report.reportDate) ?? [];
  const years = (props: FinancialReportsProps) =>
    props.years.map((year) => [year.fiscalYear, year.current]);

  it("puts November 30, 2024 in Q1 of fiscal 2025 and December 1 in Q2", async () => {
    const props = await load<FinancialReportsProps>("template-financial-reports", REPORTS_PAGE, {
      now: new Date("2025-03-15T12:00:00Z"),
    });
    expect(new Set(reports(props, 2025, "q1"))).toEqual(new Set(["2024-11-30"]));
    expect(new Set(reports(props, 2025, "q2"))).toEqual(new Set(["2024-12-01", "2025-02-28"]));
    // Fiscal 2026's records are in the seed already: they are listed, but 2025 is current.
    expect(years(props)).toEqual([
      [2026, false],
      [2025, true],
      [2024, false],
    ]);
    expect(props.years[2]!.annual.map((report) => report.kind)).toEqual([
      "mdna",
      "annual_report",
      "annual_information_form",
      "management_information_circular",
    ]);
  });

  it("lists fiscal 2026 quarter by quarter, as the results releases announced them", async () => {
    const props = await load<FinancialReportsProps>("template-financial-reports", REPORTS_PAGE, {
      now: new Date("2026-11-22T12:00:00Z"),
    });
    const fiscal2026 = props.years.find((year) => year.fiscalYear === 2026)!;
    expect(
      fiscal2026.quarters.map((quarter) => [
        quarter.heading,
        quarter.reports.map((report) => [report.kind, report.released?.iso]),
      ]),
    ).toEqual([
      [
        "Q1: September 1, 2025 to November 30, 2025",
        [
          ["news_release", "2026-01-14"],
          ["report_to_shareholders", "2026-01-14"],
        ],
      ],
      [
        "Q2: December 1, 2025 to February 28, 2026",
        [
          ["news_release", "2026-04-10"],
          ["report_to_shareholders", "2026-04-10"],
        ],
      ],
      [
        "Q3: March 1, 2026 to May 31, 2026",
        [
          ["news_release", "2026-07-10"],
          ["report_to_shareholders", "2026-07-10"],
        ],
      ],
      ["Q4: June 1, 2026 to August 31, 2026", [["news_release", "2026-10-23"]]],
    ]);
    expect(fiscal2026.annual.map((report) => report.kind)).toEqual([
      "annual_report",
      "annual_information_form",
    ]);
    expect(fiscal2026.note).toBeNull();
  });

  it("says what to expect in a current fiscal year with no report yet", async () => {
    const props = await load<FinancialReportsProps>("template-financial-reports", REPORTS_PAGE, {
      now: new Date("2026-11-22T12:00:00Z"),
    });
    expect(years(props)).toEqual([
      [2027, true],
      [2026, false],
      [2025, false],
      [2024, false],
    ]);
    expect(props.years[0]).toMatchObject({
      quarters: [],
      annual: [],
      note:
        "No reports for fiscal 2027 yet. The first, for the quarter from September 1, 2026 " +
        "to November 30, 2026, will be listed here when its results are released.",
    });
  });

  it("reads the current fiscal year in the CMS's time zone: August 31's evening in Toronto", async () => {
    // 22:30 on August 31, 2026 in Toronto; already September 1 in UTC, which would say 2027.
    const evening = await load<FinancialReportsProps>("template-financial-reports", REPORTS_PAGE, {
      now: new Date("2026-09-01T02:30:00Z"),
    });
    expect(years(evening)[0]).toEqual([2026, true]);
    expect(evening.years.map((year) => year.fiscalYear)).not.toContain(2027);
    // Midnight in Toronto: fiscal 2027 begins, with its heading and its note.
    const midnight = await load<FinancialReportsProps>("template-financial-reports", REPORTS_PAGE, {
      now: new Date("2026-09-01T04:00:00Z"),
    });
    expect(years(midnight).slice(0, 2)).toEqual([
      [2027, true],
      [2026, false],
    ]);
  });
});

describe("events", () => {
  const titles = (events: { title: string }[]) => events.map((event) => event.title);
  const EVENTS_PAGE = "/investor-relations/events-and-presentations/";

  it("splits at the clock, read in the CMS's time zone", async () => {
    // 10:30 in Toronto: the noteholder meeting (10:00) has begun, the shareholder meeting
    // (14:00) has not.
    const props = await load<EventsProps>("template-events", EVENTS_PAGE, {
      now: new Date("2026-01-21T15:30:00Z"),
    });
    expect(props.timeZoneLabel).toBe("Toronto time");
    expect(titles(props.upcoming)).toEqual([
      "Shareholder meeting on the proposed recapitalization",
      "First quarter fiscal 2027 results conference call",
      "2027 Annual Meeting of Shareholders",
    ]);
    expect(titles(props.past)).toEqual([
      "Noteholder meeting on the proposed recapitalization",
      "Second quarter fiscal 2025 results conference call",
      "2025 Annual Meeting of Shareholders",
      "First quarter fiscal 2025 results conference call",
    ]);
  });

  it("has everything upcoming before the first event and past after the last", async () => {
    const early = await load<EventsProps>("template-events", EVENTS_PAGE, {
      now: new Date("2024-06-01T12:00:00Z"),
    });
    expect(early.past).toEqual([]);
    const late = await load<EventsProps>("template-events", EVENTS_PAGE, {
      now: new Date("2028-01-01T12:00:00Z"),
    });
    expect(late.upcoming).toEqual([]);
    expect(late.past[0]).toMatchObject({
      title: "2027 Annual Meeting of Shareholders",
      webcastUrl: null,
    });
  });

  it("gives past events their recordings and upcoming ones their live webcast", async () => {
    const props = await load<EventsProps>("template-events", EVENTS_PAGE, {
      now: new Date("2026-11-22T12:00:00Z"),
    });
    const q1 = props.past.find((event) => event.title.startsWith("First quarter fiscal 2025"));
    expect(q1).toMatchObject({
      webcast: `${service.url}/wp-content/uploads/documents/q1-2025-webcast.mp4`,
      audio: `${service.url}/wp-content/uploads/documents/q1-2025-conference-call-audio.mp3`,
      slides: `${service.url}/wp-content/uploads/documents/q1-2025-conference-call-slides.pptx`,
    });
    expect(props.upcoming[0]).toMatchObject({
      start: "2027-01-14 08:00:00",
      webcastUrl: "https://webcasts.example.com/corus/q1-2027/",
    });
  });
});

describe("brands", () => {
  const radio = (query: Record<string, string | string[]>) =>
    load<BrandsProps>("template-brands", "/our-brands/", { query }).then((props) => props.radio);

  it.each([
    ["Ontario", "Ontario", 12],
    ["Quebec", "Québec", 2],
    ["québec", "Québec", 2],
    ["Newfoundland", "Newfoundland and Labrador", 1],
    ["Yukon", "Yukon", 0],
  ])("?province=%s shows the stations of %s", async (asked, province, count) => {
    const { stations, province: shown, total } = await radio({ province: asked });
    expect(shown).toBe(province);
    expect(stations).toHaveLength(count);
    expect(stations.every((station) => station.province === province)).toBe(true);
    expect(total).toBe(36);
  });

  it.each([["Atlantis"], ["<script>"], ["ON"], [""]])(
    "?province=%s is ignored: every station",
    async (asked) => {
      const { stations, province } = await radio({ province: asked });
      expect(province).toBeNull();
      expect(stations).toHaveLength(36);
    },
  );

  it("offers the provinces that have stations, and groups the other brands", async () => {
    const props = await load<BrandsProps>("template-brands", "/our-brands/");
    expect(props.radio.provinces).toEqual([
      "Alberta",
      "British Columbia",
      "Manitoba",
      "Newfoundland and Labrador",
      "Nova Scotia",
      "Ontario",
      "Québec",
      "Saskatchewan",
    ]);
    expect(props.categories.map((category) => [category.key, category.brands.length])).toEqual([
      ["conventional", 2],
      ["specialty", 9],
      ["streaming", 2],
      ["studios", 3],
    ]);
    const brands = props.categories.flatMap((category) => category.brands);
    expect(brands.filter((brand) => brand.logo?.alt === brand.name)).toHaveLength(brands.length);
    expect(props.radio.stations.every((station) => station.logo === null)).toBe(true);
  });
});

describe("dividends, leadership, front page and blocks", () => {
  it("lists dividends newest first with the rates they make", async () => {
    const props = await load<DividendHistoryProps>(
      "template-dividend-history",
      "/investor-relations/dividends/history/",
    );
    const payable = props.dividends.map((dividend) => dividend.payable.iso);
    expect(payable).toEqual([...payable].sort().reverse());
    expect(payable).toHaveLength(25);
    expect(props.dividends[0]).toMatchObject({
      payable: { iso: "2024-03-29", text: "Mar 29, 2024" },
      classA: "$0.02875",
      classB: "$0.03",
    });
    // Quarterly payments: four times the latest amount a year.
    expect(props.rates).toMatchObject({
      frequency: "quarterly",
      annual: { classA: "$0.115", classB: "$0.12" },
      payable: { iso: "2024-03-29", text: "March 29, 2024" },
    });
  });

  it("puts executives and directors in their groups, biographies cleaned", async () => {
    const props = await load<LeadershipProps>("template-leadership", "/about-corus/leadership/");
    expect(props.executives.map((person) => person.name)).toEqual([
      "Daniel Okafor",
      "Natalie Brenner",
      "Michael Donnelly",
      "Julia Sandoval",
    ]);
    expect(props.board).toHaveLength(11);
    expect(props.board[1]).toMatchObject({
      name: "Priya Raman",
      committees: [{ committee: "Audit Committee", chair: false }],
    });
    expect(props.board[1]!.biography).toMatch(/^<p>/);
  });

  it("gives the front page its hero, featured brands, latest releases and rates", async () => {
    const props = await load<FrontPageProps>("front-page", "/");
    expect(props.page.title).toBe("Stories that connect Canadians");
    expect(props.brands.map((brand) => brand.name)).toContain("Global News");
    expect(props.brands.length).toBeLessThan(10);
    // Each featured brand with its wordmark, sized, named by its alt text.
    for (const brand of props.brands) {
      expect(brand.logo, brand.name).toEqual({
        src: expect.stringMatching(/\/wp-content\/uploads\/images\/logo-[a-z-]+\.svg$/),
        alt: brand.name,
        width: 240,
        height: 80,
      });
    }
    expect(props.latest).toHaveLength(3);
    expect(props.rates?.payable.iso).toBe("2024-03-29");
    const [grid] = props.page.blocks;
    expect(grid).toMatchObject({ kind: "card-grid", heading: "Explore Corus" });
    // WordPress stores the link on its own host; the site links to its own page.
    expect(grid?.kind === "card-grid" && grid.cards[0]?.link).toEqual({
      href: "/about-corus/",
      title: "About the company",
      external: false,
      opensInNewTab: false,
    });
  });

  it("turns a page's blocks into their components' props, in order", async () => {
    const props = await load<DefaultPageProps>("page", "/proposed-transaction/");
    expect(props.page.blocks.map((block) => block.kind)).toEqual([
      "timeline",
      "rich-text",
      "document-list",
      "accordion",
      "rich-text",
    ]);
    const [timeline] = props.page.blocks;
    expect(timeline?.kind === "timeline" && timeline.steps.at(-1)?.status).toBe("current");
  });
});

describe("dividend rates, wherever a page shows them", () => {
  const RATES_PAGES = [
    "/investor-relations/dividends/",
    "/investor-relations/dividends/information/",
    "/investor-relations/dividends/stock-information/",
    "/investor-relations/shareholder-resources/frequently-asked-questions/",
  ];
  const ratesBlocks = async (uri: string, cmsService?: ContentService) => {
    const { page } = await load<DefaultPageProps>("page", uri, { cmsService });
    return page.blocks.flatMap((block) => (block.kind === "dividend-rates" ? [block.rates] : []));
  };

  it.each(RATES_PAGES)("%s states the rates the dividend records make", async (uri) => {
    const history = await load<DividendHistoryProps>(
      "template-dividend-history",
      "/investor-relations/dividends/history/",
    );
    expect(history.rates).not.toBeNull();
    expect(await ratesBlocks(uri)).toEqual([history.rates]);
  });

  describe("after the CMS records a new dividend", () => {
    // Two more quarterly dividends, at amounts no page has ever stated.
    const NEWER_DIVIDENDS = `
- databaseId: 2490
  dividendFields:
    declaredDate: 2026-07-09
    recordDate: 2026-09-15
    payableDate: 2026-09-30
    classAAmount: 0.0325
    classBAmount: 0.035
- databaseId: 2491
  dividendFields:
    declaredDate: 2026-10-22
    recordDate: 2026-12-15
    payableDate: 2026-12-31
    classAAmount: 0.0325
    classBAmount: 0.035
`;
    let newer: ContentService;
    let newerDir: string;
    beforeAll(async () => {
      newerDir = await copyOfSeedContent();
      await appendFile(path.join(newerDir, "dividends.yaml"), NEWER_DIVIDENDS);
      newer = await startContentService({ port: 0, host: "127.0.0.1", contentDir: newerDir });
    });
    afterAll(async () => {
      await newer.close();
      await rm(newerDir, { recursive: true, force: true });
    });

    const NEW_RATES = {
      classA: "$0.0325",
      classB: "$0.035",
      annual: { classA: "$0.13", classB: "$0.14" },
      frequency: "quarterly",
      payable: { iso: "2026-12-31", text: "December 31, 2026" },
      record: { iso: "2026-12-15", text: "December 15, 2026" },
    };

    it.each(RATES_PAGES)("%s states the new rates, with nothing to edit", async (uri) => {
      expect(await ratesBlocks(uri, newer)).toEqual([NEW_RATES]);
    });

    it("and so do the front page's snapshot and the dividend history", async () => {
      const front = await load<FrontPageProps>("front-page", "/", { cmsService: newer });
      expect(front.rates).toEqual(NEW_RATES);
      const history = await load<DividendHistoryProps>(
        "template-dividend-history",
        "/investor-relations/dividends/history/",
        { cmsService: newer },
      );
      expect(history.rates).toEqual(NEW_RATES);
    });
  });
});

describe("the query parameters templates read", () => {
  // One page of every template, each asked with every parameter a visitor might add.
  const PAGES: [NodeTemplateName, string][] = [
    ["front-page", "/"],
    ["template-press-releases", "/media-centre/press-releases/"],
    ["template-leadership", "/about-corus/leadership/"],
    ["template-brands", "/our-brands/"],
    ["template-dividend-history", "/investor-relations/dividends/history/"],
    ["template-financial-reports", "/investor-relations/financial-reports/"],
    ["template-events", "/investor-relations/events-and-presentations/"],
    [
      "single",
      "/media-centre/press-releases/corus-entertainment-announces-proposed-recapitalization/",
    ],
    ["category", "/category/financial-results/dividends/"],
    ["page", "/about-corus/"],
  ];

  it.each(PAGES)("%s reads only the parameters the CDN keys its cache by", async (name, uri) => {
    parametersRead.clear();
    await load(name, uri, { query: { province: "Ontario", page: "1", s: "x", utm_source: "y" } });
    for (const parameter of parametersRead) {
      expect(PAGE_QUERY_PARAMETERS as readonly string[]).toContain(parameter);
    }
  });

  it("covers every template that has a loader", () => {
    expect(new Set(PAGES.map(([name]) => name))).toEqual(
      new Set(Object.keys(templateLoaders).filter((name) => name !== "index")),
    );
  });
});
