// A category's archive: its name and description, then a numbered page of its press
// releases (?page=N). A category without posts has no page.
import { decodeHTML } from "entities";
import { categoryLinks, loadPostListPage } from "@/templates/post-list/load";
import { linkedPages } from "@/templates/shared/linked-pages";
import type { TemplateLoader } from "@/templates/shared/types";
import type { CategoryArchiveProps } from "./CategoryArchive";
import { templateStrings } from "@/lib/i18n/templates";

export const loadCategoryArchive: TemplateLoader<CategoryArchiveProps> = async ({
  cms,
  node,
  page,
  locale,
}) => {
  if (node.__typename !== "Category" || !node.slug) return null;
  const [list, categories, links] = await Promise.all([
    loadPostListPage(cms, page, node.slug, locale),
    categoryLinks(cms, locale),
    linkedPages(cms, locale),
  ]);
  if (!list || list.posts.length === 0) return null;
  return {
    name: decodeHTML(node.name ?? node.slug),
    description: decodeHTML(node.description ?? ""),
    list,
    basePath: node.uri,
    pressReleasesPath: links.pressReleases,
    categories,
    text: templateStrings("pressReleases", locale),
  };
};
