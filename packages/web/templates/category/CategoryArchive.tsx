import { PageHeader } from "@/components/PageHeader";
import { CategoryFilter, type CategoryLink } from "@/templates/post-list/CategoryFilter";
import type { PostListPage } from "@/templates/post-list/load";
import { PostList } from "@/templates/post-list/PostList";

export interface CategoryArchiveProps {
  name: string;
  description: string;
  list: PostListPage;
  basePath: string;
  categories: CategoryLink[];
}

export function CategoryArchive({
  name,
  description,
  list,
  basePath,
  categories,
}: CategoryArchiveProps) {
  return (
    <article className="page page--archive">
      <PageHeader title={name} image={null} />
      {description && <p className="archive-description">{description}</p>}
      <CategoryFilter categories={categories} currentPath={basePath} />
      <PostList list={list} basePath={basePath} headingId="category-post-list" />
    </article>
  );
}
