// The structured templates as visitors get them, checked against what the real content
// service holds: tables, groupings, filters, disclosures, images, icons, structured data.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { UPLOADS_DIR } from "@corus/content-service/src/paths.ts";
import type { Page } from "@playwright/test";
import { expect, test } from "./same-page.ts";
import ICAL from "ical.js";
import { cms, cmsText, CONTENT_URL, ORIGIN_URL, SITE_URL } from "./servers.ts";

/**
 * ACF values as WPGraphQL for ACF 2.x answers them: a date picker in RFC 3339 at midnight UTC,
 * a date-time picker the editor's wall time labelled +00:00. Here, the date and the wall time.
 */
const acfDate = (value: string) => value.slice(0, 10);
const acfWallTime = (value: string) => value.slice(0, 19).replace("T", " ");

const DIVIDENDS = "/investor-relations/dividends/history/";
const REPORTS = "/investor-relations/financial-reports/";
const EVENTS = "/investor-relations/events-and-presentations/";
const BRANDS = "/our-brands/";
const LEADERSHIP = "/about-corus/leadership/";

const OUR_VALUES = "/about-corus/our-values/";
const STOCK_INFORMATION = "/investor-relations/dividends/stock-information/";
const ANALYST_COVERAGE = "/investor-relations/shareholder-resources/analyst-coverage/";

const TEMPLATE_PAGES = [
  "/",
  "/proposed-transaction/",
  "/sustainability/diversity-equity-inclusion/by-the-numbers/",
  OUR_VALUES,
  STOCK_INFORMATION,
  ANALYST_COVERAGE,
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

interface DividendRecord {
  dividendFields: { payableDate: string; classAAmount: number; classBAmount: number };
}

/** "$0.02875": a record's amount as the site writes it, at least to the cent. */
const dollars = (amount: number) =>
  `$${amount.toFixed(Math.max(2, String(amount).split(".")[1]?.length ?? 0))}`;

/**
 * The rows of the current-rates table, worked out here from the content service's dividend
 * records: the latest payment's amounts and, the payments being quarterly (about three months
 * apart), four of them a year.
 */
async function expectedRates(): Promise<string[][]> {
  const { dividends } = await cms<{ dividends: { nodes: DividendRecord[] } }>(
    `{ dividends(first: 100) { nodes { dividendFields { payableDate classAAmount classBAmount } } } }`,
  );
  const [latest, previous] = dividends.nodes
    .map((node) => node.dividendFields)
    .sort((a, b) => b.payableDate.localeCompare(a.payableDate));
  const days = (Date.parse(latest!.payableDate) - Date.parse(previous!.payableDate)) / 86_400_000;
  expect(days, "the seed's dividends are paid quarterly").toBeGreaterThan(80);
  expect(days).toBeLessThan(100);
  const yearly = (amount: number) => Math.round(amount * 4 * 1e6) / 1e6;
  return [
    ["Class A voting", dollars(latest!.classAAmount), dollars(yearly(latest!.classAAmount))],
    [
      "Class B non-voting participating",
      dollars(latest!.classBAmount),
      dollars(yearly(latest!.classBAmount)),
    ],
  ];
}

/** Each current-rates table on the page, as rows of cell texts. */
const ratesTables = (page: Page) =>
  page
    .locator("table.rates-table")
    .evaluateAll((tables) =>
      tables.map((table) =>
        [...table.querySelectorAll("tbody tr")].map((tr) =>
          [...tr.children].map((cell) => cell.textContent ?? ""),
        ),
      ),
    );

test.describe("current dividend rates, on every page that states them", () => {
  const PAGES = [
    "/",
    DIVIDENDS,
    "/investor-relations/dividends/",
    "/investor-relations/dividends/information/",
    STOCK_INFORMATION,
    "/investor-relations/shareholder-resources/frequently-asked-questions/",
  ];

  for (const path of PAGES) {
    test(`${path} shows the rates the dividend records make, and no other`, async ({
      samePage: page,
    }) => {
      await page.goto(path);
      expect(await ratesTables(page)).toEqual([await expectedRates()]);
      // No rate typed into the page's text: every dollar amount is in the records' table.
      const outside = await page.locator("main").evaluate((main) =>
        [...main.querySelectorAll(".entry-content, .block__intro")]
          .map((element) => element.textContent ?? "")
          .join(" ")
          .match(/\$\d+\.\d+/g),
      );
      expect(outside).toBeNull();
    });
  }
});

test.describe("dividend history", () => {
  test("lists every dividend record, newest first, in five columns", async ({ samePage: page }) => {
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
      .map((node) => acfDate(node.dividendFields.payableDate))
      .sort()
      .reverse();
    expect(payable).toEqual(expected);
    const newest = dividends.nodes.find(
      (node) => acfDate(node.dividendFields.payableDate) === expected[0],
    );
    expect(await texts(page, "table.dividend-table tbody tr:first-child td")).toEqual([
      expect.any(String),
      expect.any(String),
      expect.any(String),
      dollars(newest!.dividendFields.classAAmount),
      dollars(newest!.dividendFields.classBAmount),
    ]);
  });

  test("states the current rates: the latest amounts, four times a year", async ({
    samePage: page,
  }) => {
    await page.goto(DIVIDENDS);
    expect(await ratesTables(page)).toEqual([await expectedRates()]);
  });

  test.describe("on a 360-pixel screen", () => {
    test.use({ viewport: { width: 360, height: 780 } });

    test("keeps every column on screen, with no sideways scrolling", async ({ samePage: page }) => {
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
      document: { node: { mediaItemUrl: string } };
    };
  }

  const reportsOn = async (
    predicate: (report: ReportRecord) => boolean,
    value: (report: ReportRecord) => string = (report) => cmsText(report.title),
  ) => {
    const { financialReports } = await cms<{ financialReports: { nodes: ReportRecord[] } }>(
      `{ financialReports(first: 100, where: { language: EN }) { nodes { title financialReportFields {
          reportDate annual document { node { mediaItemUrl } }
      } } } }`,
    );
    return financialReports.nodes.filter(predicate).map(value);
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

  /** The fiscal year (September to August) of a Y-m-d date, the rule written out here. */
  const fiscalYearOf = (ymd: string) =>
    Number(ymd.slice(0, 4)) + (Number(ymd.slice(5, 7)) >= 9 ? 1 : 0);

  test("groups by fiscal year, the current one first, each quarter by its months", async ({
    samePage: page,
  }) => {
    await page.goto(REPORTS);
    // The company's calendar is Toronto's: its date now, whatever the machine's zone.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(
      new Date(),
    );
    const current = fiscalYearOf(today);
    const reportYears = new Set(
      (
        await reportsOn(
          () => true,
          (r) => acfDate(r.financialReportFields.reportDate),
        )
      ).map(fiscalYearOf),
    );
    const expectedYears = [...new Set([current, ...reportYears])].sort((a, b) => b - a);
    expect(await texts(page, "section.fiscal-year > h2")).toEqual(
      expectedYears.map((year) =>
        year === current ? `Fiscal ${year} (current fiscal year)` : `Fiscal ${year}`,
      ),
    );
    const currentSection = page.locator(`section[aria-labelledby="fiscal-${current}-heading"]`);
    if (!reportYears.has(current)) {
      await expect(currentSection.locator(".fiscal-year__note")).toHaveText(
        new RegExp(`^No reports for fiscal ${current} yet\\. `),
      );
    }

    // The quarters' edges: November 30, 2024 is the end of Q1 of fiscal 2025, December 1 the
    // start of Q2. Each quarter lists exactly its reports.
    const between = (from: string, to: string) => (r: ReportRecord) =>
      !r.financialReportFields.annual &&
      acfDate(r.financialReportFields.reportDate) >= from &&
      acfDate(r.financialReportFields.reportDate) <= to;
    const sorted = (titles: string[]) => [...titles].sort();
    expect(
      sorted(await linksUnder(page, 2025, "Q1: September 1, 2024 to November 30, 2024")),
    ).toEqual(sorted(await reportsOn(between("2024-09-01", "2024-11-30"))));
    expect(
      sorted(await linksUnder(page, 2025, "Q2: December 1, 2024 to February 28, 2025")),
    ).toEqual(sorted(await reportsOn(between("2024-12-01", "2025-02-28"))));
    expect(sorted(await linksUnder(page, 2026, "Q4: June 1, 2026 to August 31, 2026"))).toEqual(
      sorted(await reportsOn(between("2026-06-01", "2026-08-31"))),
    );
    for (const year of [2024, 2026]) {
      expect(sorted(await linksUnder(page, year, "Annual documents"))).toEqual(
        sorted(
          await reportsOn(
            (r) =>
              r.financialReportFields.annual &&
              fiscalYearOf(acfDate(r.financialReportFields.reportDate)) === year,
          ),
        ),
      );
    }
  });

  /** The file-type table, written out: the test's own, not the site's. */
  const EXPECTED_FILE_TYPES: Record<string, string> = {
    pdf: "document",
    odf: "document",
    doc: "document",
    docx: "document",
    ppt: "presentation",
    pptx: "presentation",
    wav: "audio",
    mp3: "audio",
    aac: "audio",
    ogg: "audio",
    flac: "audio",
    mp4: "webcast",
    mov: "webcast",
    xls: "report",
    xlsx: "report",
    ods: "report",
  };

  test("classes each document link by its file type", async ({ samePage: page }) => {
    await page.goto(REPORTS);
    const links = await page
      .locator("section.fiscal-year a")
      .evaluateAll((anchors) =>
        anchors.map((a) => ({ href: a.getAttribute("href")!, className: a.className })),
      );
    expect(links.length).toBeGreaterThan(5);
    const seen = new Set<string>();
    for (const { href, className } of links) {
      const extension = href.slice(href.lastIndexOf(".") + 1).toLowerCase();
      const type = EXPECTED_FILE_TYPES[extension] ?? "regular";
      seen.add(type);
      expect(className.split(" "), href).toContain(`link--${type}`);
    }
    // The reports are of several types, so the classes were not all the same by chance.
    expect([...seen].sort()).toEqual(["document", "presentation", "report"]);
  });
});

test.describe("brands and the radio province filter", () => {
  interface BrandRecord {
    title: string;
    brandFields: { category: string[]; province: string | null };
  }

  /** The names a province goes by, as the province rule accepts them. */
  const SAME_PLACE: Record<string, string> = {
    Newfoundland: "Newfoundland and Labrador",
    Quebec: "Québec",
  };

  let stations: BrandRecord[];
  test.beforeAll(async () => {
    const { brands } = await cms<{ brands: { nodes: BrandRecord[] } }>(
      `{ brands(first: 100, where: { language: EN }) { nodes { title brandFields { category province } } } }`,
    );
    stations = brands.nodes.filter((brand) => brand.brandFields.category[0] === "radio");
  });

  const shownStations = (page: Page) => texts(page, ".station .brand__name");

  test("groups brands by category, radio among them", async ({ samePage: page }) => {
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
    test(`?province=${province} shows that province's stations only`, async ({
      samePage: page,
    }) => {
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

  /** The page's elements, tag by tag, and its text: what a value could add to. */
  const mainContents = (page: Page) =>
    page.locator("main").evaluate((main) => ({
      elements: [...main.querySelectorAll("*")].map((element) => element.localName),
      text: main.textContent ?? "",
    }));

  for (const value of HOSTILE) {
    test(`?province=${value.slice(0, 30)} is ignored: every station, status 200`, async ({
      samePage: page,
    }) => {
      await page.goto(BRANDS);
      const unfiltered = await mainContents(page);
      const response = await page.goto(`${BRANDS}?province=${encodeURIComponent(value)}`);
      expect(response?.status()).toBe(200);
      expect(await shownStations(page)).toHaveLength(stations.length);
      const shown = await mainContents(page);
      // Nothing injected: the same elements as without the value, none of them its own.
      expect(shown.elements).toEqual(unfiltered.elements);
      // Not shown as text either (Next's own page data keeps the query, JSON-escaped).
      expect(shown.text.includes(value.slice(0, 200)), "the value shows in the page").toBe(false);
      expect(shown.text).toBe(unfiltered.text);
    });
  }

  test("a repeated ?province= is ignored too", async ({ samePage: page }) => {
    const response = await page.goto(`${BRANDS}?province=Ontario&province=Alberta`);
    expect(response?.status()).toBe(200);
    expect(await shownStations(page)).toHaveLength(stations.length);
  });

  test("the filter updates the page in place with JavaScript", async ({ samePage: page }) => {
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

    test("the filter is a plain form that still works", async ({ samePage: page }) => {
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
  test("gives each upcoming event its calendar file, its Event JSON-LD and its zone", async ({
    samePage: page,
    request,
  }) => {
    await page.goto(EVENTS);
    const upcoming = page.locator('section[aria-labelledby="upcoming-events-heading"] li.event');
    const titles = await upcoming.locator("h3").allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    // Every time shown names its zone.
    for (const facts of await page.locator(".event__facts").allTextContents()) {
      expect(facts).toMatch(/ E[SD]T \(Toronto time\)|\(all day\)/);
    }
    // One schema.org Event per upcoming event, with what search engines require.
    const events = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .filter((data) => data["@type"] === "Event");
    expect(events.map((event) => event.name)).toEqual(titles);
    for (const event of events) {
      expect(event).toMatchObject({
        startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}-0[45]:00)?$/),
        location: expect.anything(),
        eventAttendanceMode: expect.stringMatching(
          /^https:\/\/schema\.org\/\w+EventAttendanceMode$/,
        ),
        eventStatus: "https://schema.org/EventScheduled",
      });
    }
    // Each calendar file is iCalendar, parsed by ical.js, for the event it sits beside.
    const links = upcoming.getByRole("link", { name: /Add to calendar/ });
    expect(await links.count()).toBe(titles.length);
    for (const [index, href] of (
      await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))
    ).entries()) {
      const response = await request.get(href!);
      expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
      const vevent = new ICAL.Component(ICAL.parse(await response.text())).getFirstSubcomponent(
        "vevent",
      );
      expect(vevent?.getFirstPropertyValue("summary")).toBe(titles[index]);
    }
  });

  test("splits events at the server's clock, each with its recordings", async ({
    samePage: page,
  }) => {
    const { investorEvents } = await cms<{
      investorEvents: {
        nodes: {
          title: string;
          investorEventFields: {
            startDate: string;
            webcast: { node: { mediaItemUrl: string } } | null;
          };
        }[];
      };
    }>(
      `{ investorEvents(first: 100, where: { language: EN }) { nodes { title investorEventFields {
          startDate webcast { node { mediaItemUrl } }
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
      const isUpcoming = acfWallTime(event.investorEventFields.startDate) > toronto;
      expect(isUpcoming ? upcoming : past, event.title).toContain(cmsText(event.title));
    }
    const webcasts = await page
      .locator('section[aria-labelledby="past-events-heading"] a.link--webcast')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(webcasts.sort()).toEqual(
      investorEvents.nodes
        .flatMap((e) => e.investorEventFields.webcast?.node.mediaItemUrl ?? [])
        .sort(),
    );
  });
});

test.describe("leadership", () => {
  interface PersonRecord {
    title: string;
    personFields: {
      group: string[];
      role: string;
      photo: { node: { sourceUrl: string; altText: string } } | null;
    };
  }

  test("shows the executives and the board, with photos and roles", async ({ samePage: page }) => {
    const { people } = await cms<{ people: { nodes: PersonRecord[] } }>(
      `{ people(first: 100, where: { language: EN }) { nodes { title personFields {
          group role photo { node { sourceUrl altText } }
      } } } }`,
    );
    await page.goto(LEADERSHIP);
    const cardsIn = (id: string) =>
      page.locator(`section[aria-labelledby="${id}-heading"] li.person`).evaluateAll((cards) =>
        cards.map((card) => {
          const photo = card.querySelector("img.person__photo");
          return {
            name: card.querySelector(".person__name")?.textContent ?? "",
            role: card.querySelector(".person__role")?.textContent ?? null,
            photo: photo
              ? { alt: photo.getAttribute("alt"), src: photo.getAttribute("src") ?? "" }
              : null,
          };
        }),
      );
    const expected = (group: string) =>
      people.nodes
        .filter((person) => person.personFields.group[0] === group)
        .map((person) => ({
          name: cmsText(person.title),
          role: cmsText(person.personFields.role),
          photo: person.personFields.photo
            ? {
                alt: person.personFields.photo.node.altText,
                // Through the optimizer, which fetches the CMS's file.
                src: expect.stringContaining(
                  `/_next/image/?url=${encodeURIComponent(person.personFields.photo.node.sourceUrl)}&`,
                ),
              }
            : null,
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
    const byName = <T extends { name: string }>(cards: T[]) =>
      [...cards].sort((a, b) => a.name.localeCompare(b.name));
    const executives = byName(await cardsIn("executives"));
    const board = byName(await cardsIn("board"));
    expect(executives).toEqual(expected("executive"));
    expect(board).toEqual(expected("board"));
    // The seed has people with photos and without: both ways of showing a person were seen.
    const all = [...executives, ...board];
    expect(all.some((person) => person.photo)).toBe(true);
    expect(all.some((person) => !person.photo)).toBe(true);
    await expect(page.locator(".person__initials")).toHaveCount(
      all.filter((person) => !person.photo).length,
    );
  });

  test("asks for photos at the width they show at", async ({ samePage: page }) => {
    await page.goto(LEADERSHIP);
    const photos = await page.locator("img.person__photo").evaluateAll((images) =>
      images.map((image) => {
        const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
        const sizes = image.getAttribute("sizes") ?? "";
        return {
          sizes: /^\d+(\.\d+)?rem$/.test(sizes) ? parseFloat(sizes) * rem : null,
          shown: image.getBoundingClientRect().width,
        };
      }),
    );
    expect(photos.length).toBeGreaterThan(0);
    for (const photo of photos) expect(photo.sizes).toBe(photo.shown);
  });

  test("opens and closes each biography with the keyboard alone", async ({ samePage: page }) => {
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

test.describe("the Content-Security-Policy a page is sent with", () => {
  for (const path of TEMPLATE_PAGES) {
    test(`${path}: blocks nothing the page itself asks for`, async ({ samePage: page }) => {
      const violations: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && /Content Security Policy/.test(message.text())) {
          violations.push(message.text());
        }
      });
      await page.goto(path);
      // Below the fold too: lazy images and the stylesheet's icons load as they come into view.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState("networkidle");
      expect(violations).toEqual([]);
    });
  }
});

test.describe("images", () => {
  for (const path of TEMPLATE_PAGES) {
    test(`${path}: every CMS raster image is sized and served through the optimizer`, async ({
      samePage: page,
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

test.describe("images in the page's own HTML", () => {
  test("a CMS image in the text goes through the optimizer, sized, alt kept, lazily", async ({
    samePage: page,
    request,
  }) => {
    const { page: values } = await cms<{ page: { content: string } }>(
      `{ page(id: "${OUR_VALUES}", idType: URI) { content } }`,
    );
    // What the CMS sends: the media library's image with the size WordPress adds on output.
    const sent = values.content.match(/<img\b[^>]*>/)?.[0] ?? "";
    const attribute = (name: string) => sent.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
    expect(attribute("src")).toMatch(/\/wp-content\/uploads\/images\/values-circles\.jpg$/);

    await page.goto(OUR_VALUES);
    const image = page.locator(".entry-content--page img");
    await expect(image).toHaveCount(1);
    await expect(image).toHaveAttribute("alt", cmsText(attribute("alt")!));
    await expect(image).toHaveAttribute("width", attribute("width")!);
    await expect(image).toHaveAttribute("height", attribute("height")!);
    await expect(image).toHaveAttribute("loading", "lazy");
    const srcset = (await image.getAttribute("srcset")) ?? "";
    const candidates = srcset.split(", ").map((candidate) => candidate.split(" ")[0]!);
    expect(candidates.length).toBeGreaterThan(3);
    for (const candidate of candidates) {
      expect(candidate).toContain(`/_next/image/?url=${encodeURIComponent(attribute("src")!)}&w=`);
    }
    const resized = await request.get(candidates[0]!, { headers: { accept: "image/webp" } });
    expect(resized.status()).toBe(200);
    expect(resized.headers()["content-type"]).toBe("image/webp");
    // Named by its upload, so a media change purges every width and quality made from it: the
    // optimizer's answer tells CloudFront, which keeps the tags from visitors.
    const fromOptimizer = await request.get(new URL(candidates[0]!, ORIGIN_URL).toString(), {
      headers: { accept: "image/webp" },
    });
    expect(fromOptimizer.headers()["cache-tag"]).toBe(
      `media:${new URL(attribute("src")!).pathname}`,
    );
    expect(resized.headers()["cache-tag"]).toBeUndefined();
    // The browser picks a copy for the column's width, and the image keeps its proportions.
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toContain("/_next/image/?url=");
    const box = (await image.boundingBox())!;
    expect(Math.round((box.width / box.height) * 100)).toBe(
      Math.round((Number(attribute("width")) / Number(attribute("height"))) * 100),
    );
  });
});

test.describe("brand logos", () => {
  interface BrandLogo {
    title: string;
    brandFields: {
      featured: boolean;
      logo: {
        node: {
          altText: string;
          sourceUrl: string;
          mediaDetails: { width: number; height: number };
        };
      };
    };
  }

  const logos = async () => {
    const { brands } = await cms<{ brands: { nodes: BrandLogo[] } }>(
      `{ brands(first: 100, where: { language: EN }) { nodes { title brandFields { featured logo { node {
          altText sourceUrl mediaDetails { width height }
      } } } } } }`,
    );
    return brands.nodes.filter((brand) => brand.brandFields.logo);
  };

  for (const [where, path, only] of [
    ["the Brands page", BRANDS, () => true],
    ["the front page's highlight", "/", (brand: BrandLogo) => brand.brandFields.featured],
  ] as const) {
    test(`${where} names each brand by its logo, sized from the media library`, async ({
      samePage: page,
    }) => {
      const expected = (await logos()).filter(only);
      expect(expected.length).toBeGreaterThan(3);
      await page.goto(path);
      for (const brand of expected) {
        const logo = brand.brandFields.logo.node;
        // The logo is the heading's content: its alt text is the heading's name.
        const heading = page.getByRole("heading", { level: 3, name: logo.altText, exact: true });
        const image = heading.locator("img");
        await expect(image, brand.title).toHaveAttribute("src", logo.sourceUrl);
        await expect(image).toHaveAttribute("width", String(logo.mediaDetails.width));
        await expect(image).toHaveAttribute("height", String(logo.mediaDetails.height));
        await expect(image).toBeVisible();
      }
    });
  }
});

test.describe("icons", () => {
  test("the favicon and app icon come from the CMS's site icon, resized", async ({
    samePage: page,
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

  test("the fallback icons the page names when the CMS has none are in the site itself", async ({
    request,
  }) => {
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

  test("every page names the organization, with its logo and profiles", async ({
    samePage: page,
  }) => {
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

  test("a press release is a news article with its breadcrumbs", async ({ samePage: page }) => {
    const { posts } = await cms<{
      posts: { nodes: { uri: string; title: string; dateGmt: string }[] };
    }>(`{ posts(first: 1, where: { language: EN }) { nodes { uri title dateGmt } } }`);
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

  test("a page's breadcrumbs follow the header menu", async ({ samePage: page }) => {
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
    test(`${path}: one h1, no level skipped on the way down, none said twice`, async ({
      samePage: page,
    }) => {
      await page.goto(path);
      const headings = await page
        .locator("main :is(h1, h2, h3, h4, h5, h6)")
        .evaluateAll((elements) =>
          elements.map((heading) => ({
            level: Number(heading.tagName[1]),
            // What a screen reader announces: the text, or an image's alt text.
            name: (
              heading.textContent ||
              [...heading.querySelectorAll("img")].map((img) => img.alt).join(" ")
            ).trim(),
          })),
        );
      const levels = headings.map((heading) => heading.level);
      expect(levels[0]).toBe(1);
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      levels.forEach((level, index) => {
        if (index > 0)
          expect(level - levels[index - 1]!, `heading ${index}`).toBeLessThanOrEqual(1);
      });
      // No heading repeats the page's title (a hidden copy of it made screen readers say it twice).
      expect(headings.slice(1).map((heading) => heading.name)).not.toContain(headings[0]!.name);
      expect(headings.every((heading) => heading.name !== "")).toBe(true);
    });
  }

  test("a page's text with headings opens with its contents, each linked to its heading", async ({
    samePage: page,
  }) => {
    await page.goto(OUR_VALUES);
    const contents = page.getByRole("navigation", { name: "On this page" });
    const links = contents.getByRole("link");
    const headings = page.locator(".entry-content--page h3");
    expect(await links.allTextContents()).toEqual(await headings.allTextContents());
    expect(await links.count()).toBeGreaterThan(2);
    for (const link of await links.all()) {
      const target = (await link.getAttribute("href"))!;
      await expect(page.locator(target)).toHaveText((await link.textContent())!);
    }
    // By keyboard: the last section's link moves the reader to that heading.
    const last = links.last();
    await last.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${(await last.getAttribute("href"))!}$`));
    await expect(headings.last()).toBeInViewport();
  });
});

test.describe("the image optimizer", () => {
  test("fetches uploads from the CMS's own port only, not from another port of its host", async ({
    request,
  }) => {
    // Another server on the CMS's host, with the same file at the same path.
    const photo = readFileSync(path.join(UPLOADS_DIR, "images/hero-home.jpg"));
    const other = createServer((_req, res) =>
      res.writeHead(200, { "content-type": "image/jpeg" }).end(photo),
    );
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    const otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    const optimized = (origin: string) =>
      request.get(
        `/_next/image/?${new URLSearchParams({ url: `${origin}/wp-content/uploads/images/hero-home.jpg`, w: "640", q: "75" })}`,
      );
    try {
      const served = await optimized(CONTENT_URL);
      expect(served.status()).toBe(200);
      expect(served.headers()["content-type"]).toMatch(/^image\//);
      expect((await optimized(otherOrigin)).status()).toBe(400);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});

test("the accessibility page states the standard, how it is tested and how to give feedback", async ({
  samePage: page,
}) => {
  await page.goto("/accessibility/");
  const main = page.getByRole("main");
  await expect(main).toContainText("WCAG) 2.1 at Level AA");
  await expect(main.getByRole("heading", { name: "How we test it" })).toBeVisible();
  const feedback = main.getByRole("heading", { name: "Give feedback on accessibility" });
  await expect(feedback).toBeVisible();
  await expect(main.getByRole("link", { name: /^accessibility@/ })).toHaveAttribute(
    "href",
    /^mailto:/,
  );
  for (const means of ["Telephone:", "TTY:", "Mail:"]) await expect(main).toContainText(means);
});
