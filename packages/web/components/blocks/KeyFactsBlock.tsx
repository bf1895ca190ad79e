import { BlockSection } from "./BlockSection";
import type { PageBlock } from "./types";

/** Labelled facts as a description list: each label beside its value, stacked on phones. */
export function KeyFactsBlock({ block }: { block: Extract<PageBlock, { kind: "key-facts" }> }) {
  return (
    <BlockSection id={block.id} heading={block.heading} className="block--key-facts">
      {block.intro && <p className="block__intro">{block.intro}</p>}
      <dl className="key-facts">
        {block.facts.map((fact) => (
          <div key={fact.label} className="key-facts__item">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </BlockSection>
  );
}
