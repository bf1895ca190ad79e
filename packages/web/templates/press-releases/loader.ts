// The "Press Releases" template's data: the page's own text, then a numbered page of every
// release (every published post, in any category or none), with the categories to narrow it
// to. Its numbered pages are ?page=N.
import { contentView } from "@/templates/shared/content-view";
import { categoryLinks, loadPostListPage } from "@/templates/post-list/load";
import type { TemplateLoader } from "@/templates/shared/types";
import type { PressReleaseArchiveProps } from "./PressReleaseArchive";
import { templateStrings } from "@/lib/i18n/templates";

export const loadPressReleaseArchive: TemplateLoader<PressReleaseArchiveProps> = async ({
  cms,
  node,
  page,
  mediaOrigin,
  locale,
}) => {
  if (node.__typename !== "Page") return null;
  const [list, categories] = await Promise.all([
    loadPostListPage(cms, page, null, locale),
    categoryLinks(cms, locale),
  ]);
  if (!list) return null;
  return {
    page: contentView(node, mediaOrigin, locale),
    list,
    basePath: node.uri,
    categories,
    text: templateStrings("pressReleases", locale),
  };
};
