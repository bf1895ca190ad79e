import { PageContent } from "@/components/PageContent";
import { PageHeader } from "@/components/PageHeader";
import { CategoryFilter, type CategoryLink } from "@/templates/post-list/CategoryFilter";
import type { PressReleasesStrings } from "@/lib/i18n/templates";
import type { PostListPage } from "@/templates/post-list/load";
import { PostList } from "@/templates/post-list/PostList";
import type { ContentView } from "@/templates/shared/types";

export interface PressReleaseArchiveProps {
  page: ContentView;
  list: PostListPage;
  basePath: string;
  categories: CategoryLink[];
  /** The lists' words, in the page's language (lib/i18n/templates.ts). */
  text: PressReleasesStrings;
}

/** A page with the "Press Releases" template: its own text, then every release, paginated. */
export function PressReleaseArchive({
  page,
  list,
  basePath,
  categories,
  text,
}: PressReleaseArchiveProps) {
  return (
    <article className="page page--archive">
      <PageHeader title={page.title} image={page.image} />
      {list.page === 1 && <PageContent {...page} />}
      <CategoryFilter
        categories={categories}
        currentPath={basePath}
        allPath={basePath}
        text={text}
      />
      <PostList list={list} basePath={basePath} headingId="press-release-list" text={text} />
    </article>
  );
}
