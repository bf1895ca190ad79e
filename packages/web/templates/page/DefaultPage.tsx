import { PageBlocks } from "@/components/blocks/PageBlocks";
import { PageContent } from "@/components/PageContent";
import { PageHeader } from "@/components/PageHeader";
import type { PageView } from "@/templates/shared/types";

export interface DefaultPageProps {
  page: PageView;
}

/** A page's own text, then its page builder blocks: every page without its own template. */
export function DefaultPage({ page }: DefaultPageProps) {
  return (
    <article className="page">
      <PageHeader title={page.title} image={page.image} lead={page.lead} />
      <PageContent {...page} />
      <PageBlocks blocks={page.blocks} />
    </article>
  );
}
