// What each template needs from the CMS, gathered on the server only (getServerSideProps):
// the content pipeline runs here, so its HTML parser never reaches the browser.
import { decodeHTML } from "entities";
import { CATEGORIES_TAG } from "@/lib/cms/cache-tags";
import type { CmsSession } from "@/lib/cms/reader";
import { CATEGORIES_QUERY } from "@/lib/graphql/categories-query";
import { brandView, featuredBrands, loadBrands, loadBrandsPage } from "./brands-loader";
import type { CategoryArchiveProps } from "./CategoryArchive";
import type { CategoryLink } from "./CategoryFilter";
import { contentView } from "./content-view";
import { loadCurrentRates } from "./dividend-rates-loader";
import type { DefaultPageProps } from "./DefaultPage";
import { loadDividendHistory } from "./dividend-history-loader";
import { loadEvents } from "./events-loader";
import { loadFinancialReports } from "./financial-reports-loader";
import type { FrontPageProps } from "./FrontPage";
import { loadLeadership } from "./leadership-loader";
import { loadPageView } from "./page-view-loader";
import { CATCH_ALL_CATEGORY, loadPostListPage } from "./post-list";
import type { PressReleaseProps } from "./PressRelease";
import type { PressReleaseArchiveProps } from "./PressReleaseArchive";
import type { NodeTemplateName } from "./registry";
import type { TemplateLoader } from "./types";

const LATEST_COUNT = 3;

/** The categories a visitor can narrow press releases to: those with posts. */
async function categoryLinks(cms: CmsSession): Promise<CategoryLink[]> {
  const { data } = await cms.query(
    CATEGORIES_QUERY,
    {},
    { tags: [CATEGORIES_TAG], pageState: true },
  );
  return (data?.categories?.nodes ?? []).flatMap((category) =>
    category.uri && category.name && category.count && category.slug !== CATCH_ALL_CATEGORY
      ? [{ name: decodeHTML(category.name), uri: category.uri }]
      : [],
  );
}

const loadDefaultPage: TemplateLoader<DefaultPageProps> = async ({
  cms,
  node,
  page,
  shell,
  mediaOrigin,
}) => {
  if (node.__typename !== "Page" || page !== 1) return null;
  return { page: await loadPageView({ cms, shell, mediaOrigin }, node) };
};

const loadFrontPage: TemplateLoader<FrontPageProps> = async ({
  cms,
  node,
  page,
  shell,
  mediaOrigin,
}) => {
  if (node.__typename !== "Page" || page !== 1) return null;
  const [view, list, brands, rates] = await Promise.all([
    loadPageView({ cms, shell, mediaOrigin }, node),
    loadPostListPage(cms, 1, null),
    loadBrands(cms),
    loadCurrentRates(cms),
  ]);
  return {
    page: view,
    brands: featuredBrands(brands).flatMap((brand) => brandView(brand, shell.cmsHomeUrl) ?? []),
    latest: (list?.posts ?? []).slice(0, LATEST_COUNT),
    rates,
  };
};

const loadPressReleaseArchive: TemplateLoader<PressReleaseArchiveProps> = async ({
  cms,
  node,
  page,
  mediaOrigin,
}) => {
  if (node.__typename !== "Page") return null;
  const [list, categories] = await Promise.all([
    loadPostListPage(cms, page, CATCH_ALL_CATEGORY),
    categoryLinks(cms),
  ]);
  if (!list) return null;
  return { page: contentView(node, mediaOrigin), list, basePath: node.uri, categories };
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

const loadPressRelease: TemplateLoader<PressReleaseProps> = async ({ node, page, mediaOrigin }) => {
  if (node.__typename !== "Post" || page !== 1) return null;
  return { post: contentView(node, mediaOrigin) };
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
