import { PageHeader } from "@/components/PageHeader";
import { CategoryFilter, type CategoryLink } from "@/templates/post-list/CategoryFilter";
import type { PressReleasesStrings } from "@/lib/i18n/templates";
import type { PostListPage } from "@/templates/post-list/load";
import { PostList } from "@/templates/post-list/PostList";

export interface CategoryArchiveProps {
  name: string;
  description: string;
  list: PostListPage;
  basePath: string;
  /** The press releases page in the page's language. */
  pressReleasesPath: string;
  categories: CategoryLink[];
  /** The lists' words, in the page's language (lib/i18n/templates.ts). */
  text: PressReleasesStrings;
}

export function CategoryArchive({
  name,
  description,
  list,
  basePath,
  pressReleasesPath,
  categories,
  text,
}: CategoryArchiveProps) {
  return (
    <article className="page page--archive">
      <PageHeader title={name} image={null} />
      {description && <p className="archive-description">{description}</p>}
      <CategoryFilter
        categories={categories}
        currentPath={basePath}
        allPath={pressReleasesPath}
        text={text}
      />
      <PostList list={list} basePath={basePath} headingId="category-post-list" text={text} />
    </article>
  );
}
