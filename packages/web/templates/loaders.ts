// What each template needs from the CMS, gathered on the server only (getServerSideProps):
// the content pipeline runs here, so its HTML parser never reaches the browser.
import { decodeHTML } from "entities";
import type { CategoryArchiveProps } from "./CategoryArchive";
import { contentView } from "./content-view";
import type { DefaultPageProps } from "./DefaultPage";
import type { FrontPageProps } from "./FrontPage";
import { loadPostListPage } from "./post-list";
import type { PressReleaseProps } from "./PressRelease";
import type { PressReleaseArchiveProps } from "./PressReleaseArchive";
import type { TemplateName } from "./registry";
import type { TemplateLoader } from "./types";

const LATEST_COUNT = 3;

const loadDefaultPage: TemplateLoader<DefaultPageProps> = async ({ node, page }) => {
  if (node.__typename !== "Page" || page !== 1) return null;
  return { page: contentView(node) };
};

const loadFrontPage: TemplateLoader<FrontPageProps> = async ({ client, node, page }) => {
  if (node.__typename !== "Page" || page !== 1) return null;
  const list = await loadPostListPage(client, 1, null);
  return { page: contentView(node), latest: (list?.posts ?? []).slice(0, LATEST_COUNT) };
};

const loadPressReleaseArchive: TemplateLoader<PressReleaseArchiveProps> = async ({
  client,
  node,
  page,
}) => {
  if (node.__typename !== "Page") return null;
  const list = await loadPostListPage(client, page, "press-releases");
  if (!list) return null;
  return { page: contentView(node), list, basePath: node.uri };
};

const loadCategoryArchive: TemplateLoader<CategoryArchiveProps> = async ({
  client,
  node,
  page,
}) => {
  if (node.__typename !== "Category" || !node.slug) return null;
  const list = await loadPostListPage(client, page, node.slug);
  if (!list || list.posts.length === 0) return null;
  return {
    name: decodeHTML(node.name ?? node.slug),
    description: decodeHTML(node.description ?? ""),
    list,
    basePath: node.uri,
  };
};

const loadPressRelease: TemplateLoader<PressReleaseProps> = async ({ node, page }) => {
  if (node.__typename !== "Post" || page !== 1) return null;
  return { post: contentView(node) };
};

export const templateLoaders: Record<TemplateName, TemplateLoader<object>> = {
  "front-page": loadFrontPage,
  "template-press-releases": loadPressReleaseArchive,
  single: loadPressRelease,
  category: loadCategoryArchive,
  page: loadDefaultPage,
  index: loadDefaultPage,
};
