import { BlockLinkView } from "./BlockLinkView";
import { BlockSection } from "./BlockSection";
import type { PageBlock } from "./types";

export function CallToActionBlock({
  block,
}: {
  block: Extract<PageBlock, { kind: "call-to-action" }>;
}) {
  return (
    <BlockSection id={block.id} heading={block.heading} className="block--cta">
      {block.text && <p>{block.text}</p>}
      <p>
        <BlockLinkView link={block.link} className="button-link" />
      </p>
    </BlockSection>
  );
}
