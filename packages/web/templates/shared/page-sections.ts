// The page's list of contents (components/PageContent.tsx) covers every h3 that no h2 of the
// template comes before: the page's own text, then rich-text blocks without a heading of their
// own up to the first block that has one. Their headings get ids to link to, unique on the page.
import type { PageBlock } from "@/components/blocks/types";
import { withSectionIds, type ContentSection } from "@/lib/content/sections";

export function withLeadingSections(
  blocks: readonly PageBlock[],
  textSections: readonly ContentSection[],
): { blocks: PageBlock[]; sections: ContentSection[] } {
  const sections = [...textSections];
  let leading = true;
  const marked = blocks.map((block): PageBlock => {
    leading &&= block.kind === "rich-text" && block.heading === null;
    if (!leading || block.kind !== "rich-text") return block;
    const { html, sections: found } = withSectionIds(block.html, sections);
    sections.push(...found);
    return { ...block, html };
  });
  return { blocks: marked, sections };
}
