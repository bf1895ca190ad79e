// The search page's loader against the real content service over HTTP: what it shows for a
// search, counted and paged as the CMS orders its results, in terms that hold for
// WordPress's search as well as for the stand-in's.
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startContentService, type ContentService } from "@corus/content-service/src/server.ts";
import { copyOfSeedContent } from "@corus/content-service/test/helpers.ts";
import { createServerCms } from "@/lib/cms/setup";
import { loadShell, type Shell } from "@/lib/cms/shell";
import { changeTags } from "@/lib/publish/change-tags";
import { MAX_TERMS_LENGTH } from "@/lib/search/terms";
import { readSettings } from "@/lib/settings";
import { MAX_COUNTED_RESULTS, loadSearch } from "./loader";

/** A word only the generated archive notes hold, in their content alone. */
const ARCHIVE_WORD = "zephyrine";
const ARCHIVE_NOTES = MAX_COUNTED_RESULTS + 5;

let service: ContentService;
let contentDir: string;

beforeAll(async () => {
  contentDir = await copyOfSeedContent();
  await mkdir(path.join(contentDir, "posts"), { recursive: true });
  await Promise.all(
    Array.from({ length: ARCHIVE_NOTES }, (_, index) =>
      writeFile(
        path.join(contentDir, "posts", `2010-01-01-archive-note-${index}.html`),
        [
          "---",
          `databaseId: ${90000 + index}`,
          `title: Archive note ${index}`,
          `date: 2010-01-01T${String(Math.floor(index / 60) % 24).padStart(2, "0")}:${String(index % 60).padStart(2, "0")}:00`,
          "modified: 2010-01-01T00:00:00",
          "categories: [corporate]",
          "excerpt: A note kept for the archive.",
          "---",
          `<p>Filed under ${ARCHIVE_WORD} for the record.</p>`,
        ].join("\n"),
      ),
    ),
  );
  service = await startContentService({ port: 0, host: "127.0.0.1", contentDir });
});

afterAll(async () => {
  await service.close();
  await rm(contentDir, { recursive: true, force: true });
});

function serverCms() {
  const settings = readSettings({ CMS_GRAPHQL_URL: service.graphqlUrl });
  return createServerCms(settings, {
    log: { info: () => {}, warn: () => {}, error: console.error },
  });
}

async function search(query: Record<string, string>, page = 1, server = serverCms()) {
  const cms = server.session();
  const shell: Shell = await loadShell(cms, "en");
  const props = await loadSearch({ cms, page, query, shell, locale: "en" });
  return { props, shell, trace: cms.trace };
}

/** The CMS's own answer: every result's URI and title, in its order. */
async function cmsResults(terms: string) {
  const response = await fetch(service.graphqlUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: `query ($s: String!) { contentNodes(first: 100, where: { search: $s, language: EN, contentTypes: [PAGE, POST] }) { nodes { uri } pageInfo { hasNextPage } } }`,
      variables: { s: terms },
    }),
  });
  const { data } = (await response.json()) as {
    data: { contentNodes: { nodes: { uri: string }[]; pageInfo: { hasNextPage: boolean } } };
  };
  expect(data.contentNodes.pageInfo.hasNextPage).toBe(false);
  return data.contentNodes.nodes.map((node) => node.uri);
}

const marked = (pieces: string[]) => pieces.filter((_, index) => index % 2 === 1);

describe("the search page's loader", () => {
  it("shows the form alone, on one page, when nothing was searched", async () => {
    for (const query of [{}, { s: "" }, { s: " \t " }] as Record<string, string>[]) {
      const { props } = await search(query);
      expect(props).toMatchObject({ terms: "", results: [], total: 0, pageCount: 0 });
    }
    expect((await search({ s: "" }, 2)).props).toBeNull();
  });

  it("shows the CMS's results in its order, counted, ten to a page", async () => {
    const terms = "dividend reinvestment";
    const expected = await cmsResults(terms);
    expect(expected.length).toBeGreaterThan(10);
    const first = (await search({ s: terms })).props!;
    const second = (await search({ s: terms }, 2)).props!;
    expect(first.total).toBe(expected.length);
    expect(first.pageCount).toBe(Math.ceil(expected.length / 10));
    expect([...first.results, ...second.results].map((result) => result.uri)).toEqual(
      expected.slice(0, 20),
    );
    expect((await search({ s: terms }, first.pageCount + 1)).props).toBeNull();
  });

  it("searches the page's language only: French terms on the French search page", async () => {
    const cms = serverCms().session();
    const shell = await loadShell(cms, "fr");
    const french = await loadSearch({
      cms,
      page: 1,
      query: { s: "dividende" },
      shell,
      locale: "fr",
    });
    expect(french!.results.length).toBeGreaterThan(0);
    for (const result of french!.results) expect(result.uri).toMatch(/^\/fr\//);
    expect(french!.form).toMatchObject({
      searchPath: "/fr/recherche/",
      searchButton: "Rechercher",
    });
    const english = (await search({ s: "dividende" })).props!;
    for (const result of english.results) expect(result.uri).not.toMatch(/^\/fr\//);
  });

  it("marks the searched words, ignoring case and accents, in each result", async () => {
    const { props } = await search({ s: "dividend reinvestment" });
    for (const result of props!.results) {
      const marks = [...marked(result.title), ...marked(result.passage)];
      expect(marks.length, result.uri).toBeGreaterThan(0);
      for (const mark of marks) expect(mark.toLowerCase()).toMatch(/^(dividend|reinvestment)$/);
    }
    const accents = (await search({ s: "quebec" })).props!;
    expect(accents.results.length).toBeGreaterThan(0);
    expect(accents.results.flatMap((result) => marked(result.passage))).toContain("Québec");
  });

  it("says what each result is: pages, and press releases with their dates", async () => {
    const { props } = await search({ s: "dividend" });
    const kinds = new Set(props!.results.map((result) => result.kind));
    expect(kinds).toEqual(new Set(["page", "press-release"]));
    for (const result of props!.results) {
      if (result.kind === "press-release") {
        expect(result.date?.iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(result.date?.text).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      } else expect(result.date).toBeNull();
    }
  });

  it("suggests the header menu's sections when nothing matches", async () => {
    const { props, shell } = await search({ s: "qwxzvbnm" });
    expect(props).toMatchObject({ results: [], total: 0 });
    expect(props!.sections).toEqual(
      shell.primaryMenu
        .filter((item) => !item.external)
        .map((item) => ({ label: item.label, href: item.href })),
    );
    expect(props!.sections.length).toBeGreaterThan(3);
    expect((await search({ s: "qwxzvbnm" }, 2)).props).toBeNull();
  });

  it(`searches the first ${MAX_TERMS_LENGTH} characters of a longer search and says so`, async () => {
    const { props } = await search({ s: `dividend ${"x".repeat(200)}` });
    expect(props).toMatchObject({
      truncated: true,
      terms: `dividend ${"x".repeat(MAX_TERMS_LENGTH - 9)}`,
    });
  });

  it(`counts results across CMS pages of 100, up to ${MAX_COUNTED_RESULTS}, then says "more"`, async () => {
    const lastPage = MAX_COUNTED_RESULTS / 10;
    const { props } = await search({ s: ARCHIVE_WORD });
    expect(props).toMatchObject({ total: MAX_COUNTED_RESULTS, more: true, pageCount: lastPage });
    const last = (await search({ s: ARCHIVE_WORD }, lastPage)).props!;
    expect(last.results).toHaveLength(10);
    expect((await search({ s: ARCHIVE_WORD }, lastPage + 1)).props).toBeNull();
  });

  it("counts exactly across CMS pages when there are fewer", async () => {
    const { props } = await search({ s: `${ARCHIVE_WORD} "Archive note 1"` });
    // Archive note 1, 10-19, 100-199: every note whose title starts so.
    expect(props).toMatchObject({ total: 111, more: false, pageCount: 12 });
    expect(
      (await search({ s: `${ARCHIVE_WORD} "Archive note 1"` }, 12)).props!.results,
    ).toHaveLength(1);
  });

  it("reads through the server's CMS cache; a publish of a page or post purges the answers", async () => {
    const server = serverCms();
    expect((await search({ s: "annual meeting" }, 1, server)).trace.outcome()).toBe("miss");
    expect((await search({ s: "annual meeting" }, 1, server)).trace.outcome()).toBe("hit");
    // The count's cursors and the page of results; what a page's publish purges.
    const tags = changeTags([{ type: "page", uris: ["/careers/"], listedAt: [] }], [[]]);
    expect(tags).toContain("search");
    expect(server.cache.purge({ tags: tags === "everything" ? [] : tags })).toBe(2);
    expect((await search({ s: "annual meeting" }, 1, server)).trace.outcome()).toBe("miss");
  });
});
