// The structured templates as visitors get them, checked against what the real content
// service holds: tables, groupings, filters, disclosures, images, icons, structured data.
import { expect, test, type Page } from "@playwright/test";
import { FILE_TYPE_BY_EXTENSION } from "../../packages/web/lib/content/link-types.ts";
import { cms, cmsText, SITE_URL } from "./servers.ts";

const DIVIDENDS = "/investor-relations/dividends/history/";
const REPORTS = "/investor-relations/financial-reports/";
const EVENTS = "/investor-relations/events-and-presentations/";
const BRANDS = "/our-brands/";
const LEADERSHIP = "/about-corus/leadership/";

const TEMPLATE_PAGES = [
  "/",
  "/proposed-transaction/",
  "/sustainability/diversity-equity-inclusion/by-the-numbers/",
  "/about-corus/our-values/",
  LEADERSHIP,
  BRANDS,
  DIVIDENDS,
  REPORTS,
  EVENTS,
  "/media-centre/press-releases/",
];

const texts = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((elements) =>
      elements.map((element) => (element.textContent ?? "").replace(/\s+/g, " ").trim()),
    );

test.describe("dividend history", () => {
  interface DividendRecord {
    dividendFields: { payableDate: string; classAAmount: number; classBAmount: number };
  }

  test("lists every dividend record, newest first, in five columns", async ({ page }) => {
    const { dividends } = await cms<{ dividends: { nodes: DividendRecord[] } }>(
      `{ dividends(first: 100) { nodes { dividendFields { payableDate classAAmount classBAmount } } } }`,
    );
    await page.goto(DIVIDENDS);
    const table = page.locator("table.dividend-table");
    expect(await texts(page, "table.dividend-table thead th")).toEqual([
      "Declared",
      "Record date",
      "Payable",
      "Class A",
      "Class B",
    ]);
    const payable = await table
      .locator("tbody tr td:nth-child(3) time")
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute("datetime")));
    const expected = dividends.nodes
      .map((node) => node.dividendFields.payableDate)
      .sort()
      .reverse();
    expect(payable).toEqual(expected);
    const newest = dividends.nodes.find((node) => node.dividendFields.payableDate === expected[0]);
    expect(await texts(page, "table.dividend-table tbody tr:first-child td")).toEqual([
      expect.any(String),
      expect.any(String),
      expect.any(String),
      `$${newest!.dividendFields.classAAmount}`,
      `$${newest!.dividendFields.classBAmount}`,
    ]);
  });

  test("states the current rates: the latest quarterly amounts, four times a year", async ({
    page,
  }) => {
    await page.goto(DIVIDENDS);
    const rows = await page
      .locator("table.rates-table tbody tr")
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
    expect(rows).toEqual([
      ["Class A voting", "$0.02875", "$0.115"],
      ["Class B non-voting participating", "$0.03", "$0.12"],
    ]);
  });

  test.describe("on a 360-pixel screen", () => {
    test.use({ viewport: { width: 360, height: 780 } });

    test("keeps every column on screen, with no sideways scrolling", async ({ page }) => {
      await page.goto(DIVIDENDS);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      for (const header of await page.locator("table.dividend-table thead th").all()) {
        const box = await header.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(360);
      }
    });
  });
});

test.describe("financial reports", () => {
  interface ReportRecord {
    title: string;
    financialReportFields: {
      reportDate: string;
      annual: boolean;
      document: { mediaItemUrl: string };
    };
  }

  const reportsOn = async (predicate: (report: ReportRecord) => boolean) => {
    const { financialReports } = await cms<{ financialReports: { nodes: ReportRecord[] } }>(
      `{ financialReports(first: 100) { nodes { title financialReportFields {
          reportDate annual document { mediaItemUrl }
      } } } }`,
    );
    return financialReports.nodes.filter(predicate).map((report) => cmsText(report.title));
  };

  /** The link titles under the h3 of a fiscal year's section. */
  const linksUnder = (page: Page, year: number, heading: string) =>
    page
      .locator(`section[aria-labelledby="fiscal-${year}-heading"] h3`, { hasText: heading })
      .locator("xpath=following-sibling::ul[1]")
      .locator("a")
      .evaluateAll((links) =>
        links.map((link) =>
          [...link.childNodes]
            .filter((child) => child.nodeType === Node.TEXT_NODE)
            .map((child) => child.textContent)
            .join("")
            .trim(),
        ),
      );

  test("groups by fiscal year, the current one first, each quarter by its months", async ({
    page,
  }) => {
    await page.goto(REPORTS);
    const now = new Date();
    // The fiscal year starts in September: from then on it is named for the next calendar year.
    const currentFiscalYear = now.getUTCFullYear() + (now.getUTCMonth() + 1 >= 9 ? 1 : 0);
    const years = await texts(page, "section.fiscal-year > h2");
    expect(years[0]).toBe(`Fiscal ${currentFiscalYear} (current fiscal year)`);
    expect(years).toEqual(expect.arrayContaining(["Fiscal 2025", "Fiscal 2024"]));

    // The spec's edge: a report dated November 30, 2024 is Q1 of fiscal 2025.
    expect(await linksUnder(page, 2025, "Q1: September 1, 2024 to November 30, 2024")).toEqual(
      expect.arrayContaining(
        await reportsOn((r) => r.financialReportFields.reportDate === "2024-11-30"),
      ),
    );
    expect(await linksUnder(page, 2025, "Q2: December 1, 2024 to February 28, 2025")).toEqual(
      expect.arrayContaining(
        await reportsOn((r) => r.financialReportFields.reportDate === "2025-02-28"),
      ),
    );
    expect((await linksUnder(page, 2024, "Annual documents")).sort()).toEqual(
      (await reportsOn((r) => r.financialReportFields.annual)).sort(),
    );
  });

  test("classes each document link by its file type", async ({ page }) => {
    await page.goto(REPORTS);
    const links = await page
      .locator("section.fiscal-year a")
      .evaluateAll((anchors) =>
        anchors.map((a) => ({ href: a.getAttribute("href")!, className: a.className })),
      );
    expect(links.length).toBeGreaterThan(5);
    for (const { href, className } of links) {
      const extension = href.slice(href.lastIndexOf(".") + 1).toLowerCase();
      expect(className, href).toContain(`link--${FILE_TYPE_BY_EXTENSION[extension] ?? "regular"}`);
    }
  });
});

test.describe("brands and the radio province filter", () => {
  interface BrandRecord {
    title: string;
    brandFields: { category: string; province: string | null };
  }

  /** The names a province goes by, as the spec's rule accepts them. */
  const SAME_PLACE: Record<string, string> = {
    Newfoundland: "Newfoundland and Labrador",
    Quebec: "Québec",
  };

  let stations: BrandRecord[];
  test.beforeAll(async () => {
    const { brands } = await cms<{ brands: { nodes: BrandRecord[] } }>(
      `{ brands(first: 100) { nodes { title brandFields { category province } } } }`,
    );
    stations = brands.nodes.filter((brand) => brand.brandFields.category === "radio");
  });

  const shownStations = (page: Page) => texts(page, ".station .brand__name");

  test("groups brands by category, radio among them", async ({ page }) => {
    await page.goto(BRANDS);
    expect(await texts(page, "main h2")).toEqual([
      "Conventional television",
      "Specialty channels",
      "Radio stations",
      "Streaming",
      "Studios and publishing",
    ]);
    expect(await shownStations(page)).toHaveLength(stations.length);
  });

  const PROVINCES = [
    "Alberta",
    "British Columbia",
    "Manitoba",
    "New Brunswick",
    "Newfoundland and Labrador",
    "Newfoundland",
    "Northwest Territories",
    "Nova Scotia",
    "Nunavut",
    "Ontario",
    "Prince Edward Island",
    "Québec",
    "Quebec",
    "Saskatchewan",
    "Yukon",
  ];

  for (const province of PROVINCES) {
    test(`?province=${province} shows that province's stations only`, async ({ page }) => {
      const place = SAME_PLACE[province] ?? province;
      const expected = stations
        .filter((station) => station.brandFields.province === place)
        .map((station) => cmsText(station.title));
      const response = await page.goto(`${BRANDS}?province=${encodeURIComponent(province)}`);
      expect(response?.status()).toBe(200);
      expect((await shownStations(page)).sort()).toEqual(expected.sort());
      await expect(page.locator(".radio__summary")).toHaveText(
        `Showing ${expected.length} of ${stations.length} stations: ${place}`,
      );
    });
  }

  const HOSTILE = [
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "Ontario' OR '1'='1",
    "../../etc/passwd",
    "%E0%A4%A",
    "x".repeat(4000),
    "Atlantis",
  ];

  for (const value of HOSTILE) {
    test(`?province=${value.slice(0, 30)} is ignored: every station, status 200`, async ({
      page,
    }) => {
      const response = await page.goto(`${BRANDS}?province=${encodeURIComponent(value)}`);
      expect(response?.status()).toBe(200);
      expect(await shownStations(page)).toHaveLength(stations.length);
      // The page never shows it (Next's own page data keeps the query, JSON-escaped).
      const shown = await page.locator("main").innerHTML();
      expect(shown.includes(value.slice(0, 200)), "the value shows in the page").toBe(false);
    });
  }

  test("a repeated ?province= is ignored too", async ({ page }) => {
    const response = await page.goto(`${BRANDS}?province=Ontario&province=Alberta`);
    expect(response?.status()).toBe(200);
    expect(await shownStations(page)).toHaveLength(stations.length);
  });

  test("the filter updates the page in place with JavaScript", async ({ page }) => {
    await page.goto(BRANDS);
    await page.evaluate(() => {
      (window as unknown as { stillThisDocument: boolean }).stillThisDocument = true;
    });
    await page.getByLabel("Province").selectOption("Alberta");
    await page.getByRole("button", { name: "Show stations" }).click();
    await expect(page).toHaveURL(`${SITE_URL}${BRANDS}?province=Alberta`);
    await expect(page.getByRole("status")).toHaveText(/: Alberta$/);
    expect(
      await page.evaluate(
        () => (window as unknown as { stillThisDocument?: boolean }).stillThisDocument,
      ),
    ).toBe(true);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the filter is a plain form that still works", async ({ page }) => {
      await page.goto(BRANDS);
      await page.getByLabel("Province").selectOption("Québec");
      await page.getByRole("button", { name: "Show stations" }).click();
      await expect(page).toHaveURL(/\?province=Qu%C3%A9bec$/);
      const expected = stations.filter((s) => s.brandFields.province === "Québec");
      expect(await shownStations(page)).toHaveLength(expected.length);
    });
  });
});

test.describe("events", () => {
  test("splits events at the server's clock, each with its recordings", async ({ page }) => {
    const { investorEvents } = await cms<{
      investorEvents: {
        nodes: {
          title: string;
          investorEventFields: { startDate: string; webcast: { mediaItemUrl: string } | null };
        }[];
      };
    }>(
      `{ investorEvents(first: 100) { nodes { title investorEventFields {
          startDate webcast { mediaItemUrl }
      } } } }`,
    );
    await page.goto(EVENTS);
    const upcoming = await texts(page, 'section[aria-labelledby="upcoming-events-heading"] h3');
    const past = await texts(page, 'section[aria-labelledby="past-events-heading"] h3');
    expect([...upcoming, ...past].sort()).toEqual(
      investorEvents.nodes.map((event) => cmsText(event.title)).sort(),
    );
    // Site time is Toronto's: compare as Toronto's wall clock reads now.
    const toronto = new Intl.DateTimeFormat("sv-SE", {
      timeZone: "America/Toronto",
      dateStyle: "short",
      timeStyle: "medium",
    }).format(new Date());
    for (const event of investorEvents.nodes) {
      const isUpcoming = event.investorEventFields.startDate > toronto;
      expect(isUpcoming ? upcoming : past, event.title).toContain(cmsText(event.title));
    }
    const webcasts = await page
      .locator('section[aria-labelledby="past-events-heading"] a.link--webcast')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(webcasts.sort()).toEqual(
      investorEvents.nodes.flatMap((e) => e.investorEventFields.webcast?.mediaItemUrl ?? []).sort(),
    );
  });
});

test.describe("leadership", () => {
  test("shows the executives and the board, with photos and roles", async ({ page }) => {
    const { people } = await cms<{
      people: { nodes: { title: string; personFields: { group: string } }[] };
    }>(`{ people(first: 100) { nodes { title personFields { group } } } }`);
    await page.goto(LEADERSHIP);
    const inSection = (id: string) =>
      texts(page, `section[aria-labelledby="${id}-heading"] .person__name`);
    const named = (group: string) =>
      people.nodes.filter((p) => p.personFields.group === group).map((p) => cmsText(p.title));
    expect((await inSection("executives")).sort()).toEqual(named("executive").sort());
    expect((await inSection("board")).sort()).toEqual(named("board").sort());
  });

  test("opens and closes each biography with the keyboard alone", async ({ page }) => {
    await page.goto(LEADERSHIP);
    const first = page.locator("details.person__biography").first();
    const name = (await first.locator("summary").textContent())!.trim();
    expect(name).toMatch(/^Biography of /);
    const biography = first.locator(".entry-content");
    await expect(biography).toBeHidden();

    for (let tabs = 0; tabs < 60; tabs += 1) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
      if (focused === name) break;
    }
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("SUMMARY");
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("open", "");
    await expect(biography).toBeVisible();
    await page.keyboard.press("Space");
    await expect(first).not.toHaveAttribute("open", "");
    await expect(biography).toBeHidden();
  });
});

test.describe("images", () => {
  for (const path of TEMPLATE_PAGES) {
    test(`${path}: every CMS raster image is sized and served through the optimizer`, async ({
      page,
      request,
    }) => {
      await page.goto(path);
      const images = await page.locator("img").evaluateAll((elements) =>
        elements.map((img) => ({
          src: img.getAttribute("src") ?? "",
          srcset: img.getAttribute("srcset") ?? "",
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
        })),
      );
      for (const image of images) {
        expect(image.width, image.src).toMatch(/^\d+$/);
        expect(image.height, image.src).toMatch(/^\d+$/);
        // SVGs (logos, icons) need no resizing: Next serves them as they are.
        if (image.src.endsWith(".svg")) continue;
        expect(image.srcset, image.src).toContain("/_next/image/?url=");
        const firstCandidate = image.srcset.split(",")[0]!.trim().split(" ")[0]!;
        const response = await request.get(firstCandidate);
        expect(response.status(), firstCandidate).toBe(200);
        expect(response.headers()["content-type"]).toMatch(/^image\/(webp|avif|jpeg|png)$/);
      }
    });
  }
});

test.describe("icons", () => {
  test("the favicon and app icon come from the CMS's site icon, resized", async ({
    page,
    request,
  }) => {
    const errors: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    await page.goto("/");
    for (const rel of ["icon", "apple-touch-icon"]) {
      const href = await page.locator(`link[rel="${rel}"]`).getAttribute("href");
      expect(href, rel).toMatch(/^\/_next\/image\/\?url=.*site-icon\.png/);
      const response = await request.get(href!);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^image\//);
    }
    expect(errors).toEqual([]);
  });

  test("the fallback icons are in the site itself", async ({ request }) => {
    for (const path of ["/favicon.ico", "/icon.svg", "/apple-touch-icon.png"]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });
});

test.describe("structured data", () => {
  const jsonLd = async (page: Page) =>
    (
      await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""))
    ).map((text) => JSON.parse(text) as Record<string, unknown>);
  const ofType = (data: Record<string, unknown>[], type: string) =>
    data.filter((item) => item["@type"] === type);

  test("every page names the organization, with its logo and profiles", async ({ page }) => {
    const { siteOptions } = await cms<{
      siteOptions: { socialIconsOptions: { socialIcons: { socialIconLinkUrl: string }[] } };
    }>(`{ siteOptions { socialIconsOptions { socialIcons { socialIconLinkUrl } } } }`);
    for (const path of ["/", "/careers/", "/no-such-page/"]) {
      await page.goto(path);
      const [organization] = ofType(await jsonLd(page), "Organization");
      expect(organization, path).toMatchObject({
        "@context": "https://schema.org",
        name: "Corus Entertainment",
        url: `${SITE_URL}/`,
        sameAs: siteOptions.socialIconsOptions.socialIcons.map((icon) => icon.socialIconLinkUrl),
      });
      expect(String(organization!.logo)).toMatch(/^https?:\/\/.+\/wp-content\/uploads\//);
    }
  });

  test("a press release is a news article with its breadcrumbs", async ({ page }) => {
    const { posts } = await cms<{
      posts: { nodes: { uri: string; title: string; dateGmt: string }[] };
    }>(`{ posts(first: 1) { nodes { uri title dateGmt } } }`);
    const post = posts.nodes[0]!;
    await page.goto(post.uri);
    const data = await jsonLd(page);
    expect(ofType(data, "NewsArticle")[0]).toMatchObject({
      headline: cmsText(post.title),
      url: `${SITE_URL}${post.uri}`,
      datePublished: `${post.dateGmt}Z`,
      publisher: { "@type": "Organization", name: "Corus Entertainment" },
    });
    const [breadcrumbs] = ofType(data, "BreadcrumbList");
    expect(
      (breadcrumbs!.itemListElement as { name: string; item: string }[]).map((c) => [
        c.name,
        c.item,
      ]),
    ).toEqual([
      ["Home", `${SITE_URL}/`],
      ["Media Centre", `${SITE_URL}/media-centre/`],
      ["Press Releases", `${SITE_URL}/media-centre/press-releases/`],
      [cmsText(post.title), `${SITE_URL}${post.uri}`],
    ]);
  });

  test("a page's breadcrumbs follow the header menu", async ({ page }) => {
    await page.goto(DIVIDENDS);
    const [breadcrumbs] = ofType(await jsonLd(page), "BreadcrumbList");
    expect(breadcrumbs!.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${SITE_URL}/` },
      {
        "@type": "ListItem",
        position: 2,
        name: "Investor Relations",
        item: `${SITE_URL}/investor-relations/`,
      },
      {
        "@type": "ListItem",
        position: 3,
        name: "Dividends",
        item: `${SITE_URL}/investor-relations/dividends/`,
      },
      { "@type": "ListItem", position: 4, name: "History", item: `${SITE_URL}${DIVIDENDS}` },
    ]);
  });
});

test.describe("headings", () => {
  for (const path of TEMPLATE_PAGES) {
    test(`${path}: one h1, and no level skipped on the way down`, async ({ page }) => {
      await page.goto(path);
      const levels = await page
        .locator("main :is(h1, h2, h3, h4, h5, h6)")
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
      expect(levels[0]).toBe(1);
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      levels.forEach((level, index) => {
        if (index > 0)
          expect(level - levels[index - 1]!, `heading ${index}`).toBeLessThanOrEqual(1);
      });
    });
  }
});
