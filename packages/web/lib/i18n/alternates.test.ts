import { describe, expect, it } from "vitest";
import { alternatesOf, hreflangLinks, languageSwitch } from "./alternates";
import { localeOfPath } from "./locale";

const translation = (uri: string, code: string, fields: object = {}) => ({
  uri,
  status: "publish",
  hasPassword: false,
  language: { code },
  ...fields,
});

describe("localeOfPath", () => {
  it.each([
    ["/", "en"],
    ["/about-corus/", "en"],
    ["/fr/", "fr"],
    ["/fr", "fr"],
    ["/fr/a-propos/", "fr"],
    ["/french-page/", "en"],
    ["/frites/", "en"],
  ])("%s is %s", (path, locale) => {
    expect(localeOfPath(path)).toBe(locale);
  });
});

describe("alternatesOf", () => {
  it("lists the page itself first, then each published translation", () => {
    const node = { uri: "/about-corus/", translations: [translation("/fr/a-propos/", "FR")] };
    expect(alternatesOf(node, "en")).toEqual([
      { locale: "en", path: "/about-corus/" },
      { locale: "fr", path: "/fr/a-propos/" },
    ]);
  });

  it("leaves out drafts, pages behind a password, empty archives and unknown languages", () => {
    const node = {
      uri: "/fr/a-propos/",
      translations: [
        translation("/about-corus/", "EN", { status: "draft" }),
        translation("/about-corus/", "EN", { hasPassword: true }),
        translation("/de/uber-uns/", "DE"),
        { uri: "/category/x/", count: 0, language: { code: "EN" } },
        null,
      ],
    };
    expect(alternatesOf(node, "fr")).toEqual([{ locale: "fr", path: "/fr/a-propos/" }]);
  });

  it("keeps a category archive with posts", () => {
    const node = {
      uri: "/fr/category/dividendes/",
      translations: [{ uri: "/category/dividends/", count: 3, language: { code: "EN" } }],
    };
    expect(alternatesOf(node, "fr")).toContainEqual({ locale: "en", path: "/category/dividends/" });
  });
});

describe("languageSwitch", () => {
  it("leads to the translation", () => {
    const alternates = [
      { locale: "en" as const, path: "/about-corus/" },
      { locale: "fr" as const, path: "/fr/a-propos/" },
    ];
    expect(languageSwitch("en", alternates)).toEqual({
      locale: "fr",
      href: "/fr/a-propos/",
      toHome: false,
    });
    expect(languageSwitch("fr", alternates)).toEqual({
      locale: "en",
      href: "/about-corus/",
      toHome: false,
    });
  });

  it("leads to the other language's home page, saying so, without one", () => {
    expect(languageSwitch("en", [{ locale: "en", path: "/careers/" }])).toEqual({
      locale: "fr",
      href: "/fr/",
      toHome: true,
    });
    expect(languageSwitch("fr", [])).toEqual({ locale: "en", href: "/", toHome: true });
  });
});

describe("hreflangLinks", () => {
  const site = "https://www.example.com";

  it("names each version and the default language's as x-default", () => {
    expect(
      hreflangLinks(
        [
          { locale: "fr", path: "/fr/a-propos/" },
          { locale: "en", path: "/about-corus/" },
        ],
        site,
      ),
    ).toEqual([
      { hreflang: "fr-CA", href: `${site}/fr/a-propos/` },
      { hreflang: "en-CA", href: `${site}/about-corus/` },
      { hreflang: "x-default", href: `${site}/about-corus/` },
    ]);
  });

  it("says nothing for a page in one language", () => {
    expect(hreflangLinks([{ locale: "en", path: "/careers/" }], site)).toEqual([]);
  });
});
