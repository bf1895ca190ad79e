// The front page's data: its own text and blocks, the featured brands, the latest press
// releases and the current dividend rates (the investor snapshot).
import { brandView, featuredBrands, loadBrands } from "@/templates/brands/loader";
import { loadCurrentRates } from "@/lib/dividends/rates-loader";
import { templateStrings } from "@/lib/i18n/templates";
import { loadPostListPage } from "@/templates/post-list/load";
import { pageTemplate } from "@/templates/shared/page-template";
import { linkedPages } from "@/templates/shared/linked-pages";
import type { TemplateLoader } from "@/templates/shared/types";
import type { FrontPageProps } from "./FrontPage";

const LATEST_COUNT = 3;

export const loadFrontPage: TemplateLoader<FrontPageProps> = pageTemplate(
  async ({ cms, shell, locale }) => {
    const [list, brands, rates, links] = await Promise.all([
      loadPostListPage(cms, 1, null, locale),
      loadBrands(cms, locale),
      loadCurrentRates(cms, locale),
      linkedPages(cms, locale),
    ]);
    return {
      brands: featuredBrands(brands).flatMap((brand) => brandView(brand, shell.cmsHomeUrl) ?? []),
      latest: (list?.posts ?? []).slice(0, LATEST_COUNT),
      rates,
      links,
      text: templateStrings("frontPage", locale),
    };
  },
);
