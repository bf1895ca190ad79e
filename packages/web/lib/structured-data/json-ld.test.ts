import { describe, expect, it } from "vitest";
import { breadcrumbList, jsonLdText, newsArticle, organization } from "./json-ld";

const SITE = "https://www.example.com";

describe("organization", () => {
  it("names the company with its logo and profiles", () => {
    expect(
      organization({
        name: "Corus Entertainment",
        siteUrl: SITE,
        logoUrl: "https://cms.example.com/wp-content/uploads/images/logo.svg",
        sameAs: ["https://www.linkedin.com/company/example/"],
      }),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": `${SITE}/#organization`,
      name: "Corus Entertainment",
      url: `${SITE}/`,
      logo: "https://cms.example.com/wp-content/uploads/images/logo.svg",
      sameAs: ["https://www.linkedin.com/company/example/"],
    });
  });

  it("leaves out what the CMS does not have", () => {
    const data = organization({ name: "X", siteUrl: SITE, logoUrl: null, sameAs: [] });
    expect(data).not.toHaveProperty("logo");
    expect(data).not.toHaveProperty("sameAs");
  });
});

describe("newsArticle", () => {
  it("describes a press release with its dates and publisher", () => {
    const data = newsArticle({
      headline: "Results",
      url: `${SITE}/media-centre/press-releases/results/`,
      datePublished: "2025-01-14T12:00:00Z",
      dateModified: "2025-01-15T12:00:00Z",
      imageUrl: null,
      siteUrl: SITE,
      publisherName: "Corus Entertainment",
      publisherLogoUrl: null,
      inLanguage: "fr-CA",
    });
    expect(data).toMatchObject({
      "@type": "NewsArticle",
      headline: "Results",
      inLanguage: "fr-CA",
      datePublished: "2025-01-14T12:00:00Z",
      publisher: { "@type": "Organization", name: "Corus Entertainment" },
    });
    expect(data).not.toHaveProperty("image");
  });
});

describe("breadcrumbList", () => {
  it("numbers the trail from 1", () => {
    expect(
      breadcrumbList([
        { name: "Home", url: `${SITE}/` },
        { name: "About", url: `${SITE}/about/` },
      ]).itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
      { "@type": "ListItem", position: 2, name: "About", item: `${SITE}/about/` },
    ]);
  });
});

describe("jsonLdText", () => {
  it("keeps CMS text from closing the script element, and parses back unchanged", () => {
    const data = organization({
      name: "</script><script>alert(1)</script>",
      siteUrl: SITE,
      logoUrl: null,
      sameAs: [],
    });
    const text = jsonLdText(data);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual(data);
  });
});
