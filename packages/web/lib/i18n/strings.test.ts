import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "./locale";
import { statusText, statusStrings } from "./status";
import { chromeStrings, footerStrings } from "./strings";
import { TEMPLATE_NAMES, templateStrings } from "./templates";
import { fill } from "./fill";

/** Every string of a catalog, by its path: "consent.acceptAll". */
function leaves(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  return Object.entries(value as object).flatMap(([key, inner]) =>
    leaves(inner, path ? `${path}.${key}` : key),
  );
}

const catalogs = (locale: Locale) => ({
  chrome: chromeStrings(locale),
  footer: footerStrings(locale),
  status: statusStrings(locale),
  ...Object.fromEntries(TEMPLATE_NAMES.map((name) => [name, templateStrings(name, locale)])),
});

describe("the site's own words", () => {
  it("has every string in both languages, none empty", () => {
    const english = leaves(catalogs("en")).map(([path]) => path);
    for (const locale of LOCALES) {
      const strings = leaves(catalogs(locale));
      expect(strings.map(([path]) => path)).toEqual(english);
      for (const [path, text] of strings) expect(text.trim(), `${locale} ${path}`).not.toBe("");
    }
  });

  it("is translated: French differs from English but for words the two languages share", () => {
    const english = new Map(leaves(catalogs("en")));
    const shared = new Set([
      "chrome.locale",
      "chrome.menu",
      "chrome.siteSearch",
      "chrome.consent.ok",
      "pressReleases.currentPage",
      "dividendRates.end",
      "brands.province",
      "search.kinds.page",
      "search.pageOf",
      "search.countOne",
    ]);
    for (const [path, text] of leaves(catalogs("fr"))) {
      if (!shared.has(path)) expect(text, path).not.toBe(english.get(path));
    }
  });

  it("writes French as Quebec does: a non-breaking space before a colon, semicolon or %, curly apostrophes", () => {
    for (const [path, text] of leaves(catalogs("fr"))) {
      expect(text, path).not.toMatch(/(^|[^\u00a0\u202f])[:;%]/);
      expect(text, path).not.toContain("'");
    }
  });

  it("leaves the same blanks in both languages, and fills them", () => {
    const english = new Map(leaves(catalogs("en")));
    const blanks = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
    for (const [path, text] of leaves(catalogs("fr"))) {
      expect(blanks(text), path).toEqual(blanks(english.get(path) ?? ""));
    }
    expect(
      fill(templateStrings("events", "fr").calendarContext, { title: "Assemblée annuelle" }),
    ).toBe("\u00a0: Assemblée annuelle (fichier iCalendar)");
    expect(fill("{title} and {other}", { title: "A" })).toBe("A and {other}");
  });

  it("gives each status page its title and message, with the way on", () => {
    expect(statusText("not-found", "fr")).toEqual({
      title: "Page introuvable",
      message: statusStrings("fr").notFound.message,
      homeLink: "Aller à la page d’accueil",
      skipToContent: "Passer au contenu principal",
      locale: "fr",
    });
    expect(statusText("not-found-bare", "en").message).toBe(
      "We could not find the page you asked for.",
    );
    expect(statusText("error", "en").title).toBe("Something went wrong");
  });
});
