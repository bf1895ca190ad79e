import { ContentHtml } from "@/components/ContentHtml";
import { PageHeader } from "@/components/PageHeader";
import { contentView } from "./content-view";
import type { ContentView, Template } from "./types";

interface DefaultPageProps {
  page: ContentView;
}

function DefaultPage({ page }: DefaultPageProps) {
  return (
    <article className="page">
      <PageHeader title={page.title} image={page.image} />
      <ContentHtml html={page.html} />
    </article>
  );
}

export const defaultPageTemplate: Template<DefaultPageProps> = {
  async load({ node, page }) {
    if (node.__typename !== "Page" || page !== 1) return null;
    return { page: contentView(node) };
  },
  Component: DefaultPage,
};
