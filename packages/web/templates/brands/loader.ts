// The Brands template's data: brand records by category, and the radio stations narrowed to
// the province the query asks for (?province=, read with the province rule of
// @corus/site-rules/provinces).
import { decodeHTML } from "entities";
import { siteLink } from "@/lib/cms/links";
import type { CmsSession } from "@/lib/cms/reader";
import { toImage } from "@/lib/cms/shell";
import { mediaItem, selected } from "@/lib/graphql/acf-values";
import { allNodes } from "@/lib/cms/all-nodes";
import { canonicalProvince } from "@corus/site-rules/provinces";
import { pageTemplate } from "@/templates/shared/page-template";
import { recordTags } from "@/lib/cms/record-tags";
import type { TemplateLoader } from "@/templates/shared/types";
import { languageCode, type Locale } from "@/lib/i18n/locale";
import { templateStrings } from "@/lib/i18n/templates";
import type { BrandsProps } from "./Brands";
import { BRANDS_QUERY, type BrandFields } from "./query";
import { provinceOptions, requestedProvince, stationsIn } from "./radio-stations";
import { BRAND_CATEGORIES, type BrandView, type StationView } from "./view";

export function brandView(brand: BrandFields, cmsHomeUrl: string): BrandView | null {
  const name = decodeHTML(brand.title ?? "").trim();
  const fields = brand.brandFields;
  if (!name || !fields) return null;
  const website = fields.website ? siteLink(fields.website, cmsHomeUrl) : null;
  return {
    id: brand.databaseId,
    name,
    description: decodeHTML(fields.description ?? "").trim(),
    website: website?.external && website.href.startsWith("http") ? website.href : null,
    logo: toImage(mediaItem(fields.logo)),
  };
}

/** Every brand in `locale`, for templates that show some of them. */
export async function loadBrands(cms: CmsSession, locale: Locale): Promise<BrandFields[]> {
  return allNodes(cms, BRANDS_QUERY, (data) => data.brands, recordTags("brand"), {
    language: languageCode(locale),
  });
}

/** The brands the CMS marks as featured, category by category as the Brands page orders them. */
export function featuredBrands(brands: readonly BrandFields[]): BrandFields[] {
  const rank = (brand: BrandFields) =>
    BRAND_CATEGORIES.findIndex((key) => key === selected(brand.brandFields?.category));
  return brands.filter((brand) => brand.brandFields?.featured).sort((a, b) => rank(a) - rank(b));
}

export const loadBrandsPage: TemplateLoader<BrandsProps> = pageTemplate(
  async ({ cms, query, shell, locale }) => {
    const brands = await loadBrands(cms, locale);
    const inCategory = (category: string) =>
      brands.filter((brand) => selected(brand.brandFields?.category) === category);

    const stations = inCategory("radio").flatMap((brand): StationView[] => {
      const view = brandView(brand, shell.cmsHomeUrl);
      const fields = brand.brandFields;
      if (!view || !fields?.callSign) return [];
      return [
        {
          ...view,
          callSign: fields.callSign,
          frequency: fields.frequency ?? "",
          market: fields.market ?? "",
          province: canonicalProvince(fields.province),
        },
      ];
    });
    const province = requestedProvince(query.province);
    const text = templateStrings("brands", locale);

    return {
      categories: BRAND_CATEGORIES.flatMap((key) => {
        if (key === "radio") return [];
        const views = inCategory(key).flatMap((brand) => brandView(brand, shell.cmsHomeUrl) ?? []);
        return views.length > 0 ? [{ key, name: text.categories[key] ?? key, brands: views }] : [];
      }),
      radio: {
        stations: stationsIn(stations, province),
        total: stations.length,
        provinces: provinceOptions(stations),
        province,
      },
      text,
    };
  },
);
