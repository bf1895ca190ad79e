import { BlockSection } from "./BlockSection";
import type { PageBlock } from "./types";
import { DividendRates } from "@/components/DividendRates";

/** The current dividend rates, worked out from the dividend records, under the editor's heading. */
export function DividendRatesBlock({
  block,
}: {
  block: Extract<PageBlock, { kind: "dividend-rates" }>;
}) {
  if (!block.rates) return null;
  return (
    <BlockSection id={block.id} heading={block.heading} className="block--dividend-rates">
      {block.text && <p className="block__intro">{block.text}</p>}
      <DividendRates rates={block.rates} />
    </BlockSection>
  );
}
