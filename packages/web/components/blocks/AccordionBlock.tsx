import { ContentHtml } from "../ContentHtml";
import { BlockSection } from "./BlockSection";
import type { PageBlock } from "./types";

/**
 * Questions that open to their answers: native disclosures (<details>), which keyboards,
 * screen readers and find-in-page handle without any script.
 */
export function AccordionBlock({ block }: { block: Extract<PageBlock, { kind: "accordion" }> }) {
  return (
    <BlockSection id={block.id} heading={block.heading} className="block--accordion">
      <div className="accordion">
        {block.items.map((item) => (
          <details key={item.question} className="accordion__item">
            <summary className="accordion__question">{item.question}</summary>
            <div className="accordion__answer">
              <ContentHtml html={item.answer} />
            </div>
          </details>
        ))}
      </div>
    </BlockSection>
  );
}
