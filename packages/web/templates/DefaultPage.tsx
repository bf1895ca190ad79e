import { ContentHtml } from "@/components/ContentHtml";
import { PageHeader } from "@/components/PageHeader";
import type { ContentView } from "./types";

export interface DefaultPageProps {
  page: ContentView;
}

export function DefaultPage({ page }: DefaultPageProps) {
  return (
    <article className="page">
      <PageHeader title={page.title} image={page.image} />
      <ContentHtml html={page.html} />
    </article>
  );
}
