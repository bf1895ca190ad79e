// The Brands template against the real content service: the radio stations narrowed to the
// province asked for (and every station for anything else), the other brands by category.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { templateStrings } from "@/lib/i18n/templates";
import { startTestService, type TestService } from "@/templates/test-service";
import { radioSummary } from "./Brands";

let test: TestService;
beforeAll(async () => {
  test = await startTestService();
});
afterAll(() => test.close());

describe("brands", () => {
  const radio = (query: Record<string, string | string[]>) =>
    test.load("template-brands", "/our-brands/", { query }).then((props) => props.radio);

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
    const props = await test.load("template-brands", "/our-brands/");
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

  it("counts one station without a plural, in each language", async () => {
    const props = await test.load("template-brands", "/our-brands/");
    const one = { ...props.radio, stations: props.radio.stations.slice(0, 1), total: 1 };
    expect(radioSummary(one, templateStrings("brands", "en"))).toBe("Showing our one station");
    expect(radioSummary(one, templateStrings("brands", "fr"))).toBe("Notre seule station");
    expect(radioSummary(props.radio, templateStrings("brands", "fr"))).toMatch(
      /^Les \d+ stations$/,
    );
  });
});
