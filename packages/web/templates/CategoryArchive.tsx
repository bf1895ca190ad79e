import { decodeHTML } from "entities";
import { PageHeader } from "@/components/PageHeader";
import { loadPostListPage, type PostListPage } from "./post-list";
import { PostList } from "./PostList";
import type { Template } from "./types";

interface CategoryArchiveProps {
  name: string;
  description: string;
  list: PostListPage;
  basePath: string;
}

function CategoryArchive({ name, description, list, basePath }: CategoryArchiveProps) {
  return (
    <article className="page page--archive">
      <PageHeader title={name} image={null} />
      {description && <p className="archive-description">{description}</p>}
      <PostList list={list} basePath={basePath} headingId="category-post-list" />
    </article>
  );
}

export const categoryArchiveTemplate: Template<CategoryArchiveProps> = {
  async load({ client, node, page }) {
    if (node.__typename !== "Category" || !node.slug) return null;
    const list = await loadPostListPage(client, page, node.slug);
    if (!list || list.posts.length === 0) return null;
    return {
      name: decodeHTML(node.name ?? node.slug),
      description: decodeHTML(node.description ?? ""),
      list,
      basePath: node.uri,
    };
  },
  Component: CategoryArchive,
};
