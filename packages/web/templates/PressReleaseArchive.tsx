import { ContentHtml } from "@/components/ContentHtml";
import { PageHeader } from "@/components/PageHeader";
import { contentView } from "./content-view";
import { loadPostListPage, type PostListPage } from "./post-list";
import { PostList } from "./PostList";
import type { ContentView, Template } from "./types";

interface PressReleaseArchiveProps {
  page: ContentView;
  list: PostListPage;
  basePath: string;
}

/** A page with the "Press Releases" template: its own text, then every release, paginated. */
function PressReleaseArchive({ page, list, basePath }: PressReleaseArchiveProps) {
  return (
    <article className="page page--archive">
      <PageHeader title={page.title} image={page.image} />
      {list.page === 1 && <ContentHtml html={page.html} />}
      <PostList list={list} basePath={basePath} headingId="press-release-list" />
    </article>
  );
}

export const pressReleaseArchiveTemplate: Template<PressReleaseArchiveProps> = {
  async load({ client, node, page }) {
    if (node.__typename !== "Page") return null;
    const list = await loadPostListPage(client, page, "press-releases");
    if (!list) return null;
    return { page: contentView(node), list, basePath: node.uri };
  },
  Component: PressReleaseArchive,
};
