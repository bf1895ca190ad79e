import { PageHeader } from "@/components/PageHeader";
import type { PostListPage } from "./post-list";
import { PostList } from "./PostList";

export interface CategoryArchiveProps {
  name: string;
  description: string;
  list: PostListPage;
  basePath: string;
}

export function CategoryArchive({ name, description, list, basePath }: CategoryArchiveProps) {
  return (
    <article className="page page--archive">
      <PageHeader title={name} image={null} />
      {description && <p className="archive-description">{description}</p>}
      <PostList list={list} basePath={basePath} headingId="category-post-list" />
    </article>
  );
}
