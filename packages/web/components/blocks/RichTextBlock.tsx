import { ContentHtml } from "../ContentHtml";
import { BlockSection } from "./BlockSection";
import type { PageBlock } from "./types";

export function RichTextBlock({ block }: { block: Extract<PageBlock, { kind: "rich-text" }> }) {
  if (!block.heading) return <ContentHtml html={block.html} />;
  return (
    <BlockSection id={block.id} heading={block.heading} className="block--rich-text">
      <ContentHtml html={block.html} />
    </BlockSection>
  );
}
