// What each template needs from the CMS, gathered on the server only (getServerSideProps):
// the content pipeline runs here, so its HTML parser never reaches the browser.
import { decodeHTML } from "entities";
import type { CmsSession } from "@/lib/cms/reader";
import { CATEGORIES_QUERY } from "@/lib/graphql/categories-query";
import { LATEST_DIVIDENDS_QUERY } from "@/lib/graphql/dividends-query";
import { currentRates } from "@/lib/investors/dividends";
import { brandView, featuredBrands, loadBrands, loadBrandsPage } from "./brands-loader";
import type { CategoryArchiveProps } from "./CategoryArchive";
import type { CategoryLink } from "./CategoryFilter";
import { contentView, pageView } from "./content-view";
import { ratesView } from "./dividend-view";
import type { DefaultPageProps } from "./DefaultPage";
import { loadDividendHistory, toDividend } from "./dividend-history-loader";
import { loadEvents } from "./events-loader";
import { loadFinancialReports } from "./financial-reports-loader";
import type { FrontPageProps } from "./FrontPage";
import { loadLeadership } from "./leadership-loader";
import { CATCH_ALL_CATEGORY, loadPostListPage } from "./post-list";
import type { PressReleaseProps } from "./PressRelease";
import type { PressReleaseArchiveProps } from "./PressReleaseArchive";
import type { NodeTemplateName } from "./registry";
import { RECORD_TAGS } from "./record-tags";
import type { TemplateLoader } from "./types";

const LATEST_COUNT = 3;

/** The categories a visitor can narrow press releases to: those with posts. */
async function categoryLinks(cms: CmsSession): Promise<CategoryLink[]> {
  const { data } = await cms.query(
    CATEGORIES_QUERY,
    {},
    { tags: { kinds: ["listings"] }, pageState: true },
  );
  return (data?.categories?.nodes ?? []).flatMap((category) =>
    category.uri && category.name && category.count && category.slug !== CATCH_ALL_CATEGORY
      ? [{ name: decodeHTML(category.name), uri: category.uri }]
      : [],
  );
}

const loadDefaultPage: TemplateLoader<DefaultPageProps> = async ({ node, page, shell }) => {
  if (node.__typename !== "Page" || page !== 1) return null;
  return { page: pageView(node, shell.cmsHomeUrl) };
};

const loadFrontPage: TemplateLoader<FrontPageProps> = async ({ cms, node, page, shell }) => {
  if (node.__typename !== "Page" || page !== 1) return null;
  const [list, brands, dividends] = await Promise.all([
    loadPostListPage(cms, 1, null),
    loadBrands(cms),
    cms.query(LATEST_DIVIDENDS_QUERY, {}, { tags: RECORD_TAGS }),
  ]);
  return {
    page: pageView(node, shell.cmsHomeUrl),
    brands: featuredBrands(brands).flatMap((brand) => brandView(brand, shell.cmsHomeUrl) ?? []),
    latest: (list?.posts ?? []).slice(0, LATEST_COUNT),
    rates: ratesView(currentRates((dividends.data?.dividends?.nodes ?? []).flatMap(toDividend))),
  };
};

const loadPressReleaseArchive: TemplateLoader<PressReleaseArchiveProps> = async ({
  cms,
  node,
  page,
}) => {
  if (node.__typename !== "Page") return null;
  const [list, categories] = await Promise.all([
    loadPostListPage(cms, page, CATCH_ALL_CATEGORY),
    categoryLinks(cms),
  ]);
  if (!list) return null;
  return { page: contentView(node), list, basePath: node.uri, categories };
};

const loadCategoryArchive: TemplateLoader<CategoryArchiveProps> = async ({ cms, node, page }) => {
  if (node.__typename !== "Category" || !node.slug) return null;
  const [list, categories] = await Promise.all([
    loadPostListPage(cms, page, node.slug),
    categoryLinks(cms),
  ]);
  if (!list || list.posts.length === 0) return null;
  return {
    name: decodeHTML(node.name ?? node.slug),
    description: decodeHTML(node.description ?? ""),
    list,
    basePath: node.uri,
    categories,
  };
};

const loadPressRelease: TemplateLoader<PressReleaseProps> = async ({ node, page }) => {
  if (node.__typename !== "Post" || page !== 1) return null;
  return { post: contentView(node) };
};

export const templateLoaders: Record<NodeTemplateName, TemplateLoader<object>> = {
  "front-page": loadFrontPage,
  "template-press-releases": loadPressReleaseArchive,
  "template-leadership": loadLeadership,
  "template-brands": loadBrandsPage,
  "template-dividend-history": loadDividendHistory,
  "template-financial-reports": loadFinancialReports,
  "template-events": loadEvents,
  single: loadPressRelease,
  category: loadCategoryArchive,
  page: loadDefaultPage,
  index: loadDefaultPage,
};
