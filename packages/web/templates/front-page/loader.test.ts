// The front page's template against the real content service.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "@/templates/test-service";

let test: TestService;
beforeAll(async () => {
  test = await startTestService();
});
afterAll(() => test.close());

describe("the front page", () => {
  it("gives the front page its hero, featured brands, latest releases and rates", async () => {
    const props = await test.load("front-page", "/");
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

  it("leads the French front page to the French pages of each template", async () => {
    const props = await test.load("front-page", "/fr/", { locale: "fr" });
    expect(props.links).toEqual({
      pressReleases: "/fr/centre-des-medias/communiques/",
      brands: "/fr/nos-marques/",
      dividendHistory: "/fr/investisseurs/dividendes/historique/",
      financialReports: "/fr/investisseurs/rapports-financiers/",
      events: "/fr/investisseurs/evenements-et-presentations/",
    });
    expect(props.latest.every((post) => post.uri.startsWith("/fr/"))).toBe(true);
  });

  it("leads the English front page to the English pages", async () => {
    const props = await test.load("front-page", "/");
    expect(props.links.pressReleases).toBe("/media-centre/press-releases/");
  });
});
