import { DividendRatesBlock } from "@/templates/dividends/DividendRatesBlock";
import { AccordionBlock } from "./AccordionBlock";
import { AnalystCoverageBlock } from "./AnalystCoverageBlock";
import { CallToActionBlock } from "./CallToActionBlock";
import { CardGridBlock } from "./CardGridBlock";
import { ContactBlock } from "./ContactBlock";
import { DocumentListBlock } from "./DocumentListBlock";
import { KeyFactsBlock } from "./KeyFactsBlock";
import { RichTextBlock } from "./RichTextBlock";
import { StatisticsBlock } from "./StatisticsBlock";
import { TimelineBlock } from "./TimelineBlock";
import type { PageBlock } from "./types";

/** The page builder's blocks in the editor's order, each by its own component. */
export function PageBlocks({ blocks }: { blocks: PageBlock[] }) {
  return (
    <>
      {blocks.map((block) => {
        switch (block.kind) {
          case "rich-text":
            return <RichTextBlock key={block.id} block={block} />;
          case "card-grid":
            return <CardGridBlock key={block.id} block={block} />;
          case "statistics":
            return <StatisticsBlock key={block.id} block={block} />;
          case "accordion":
            return <AccordionBlock key={block.id} block={block} />;
          case "document-list":
            return <DocumentListBlock key={block.id} block={block} />;
          case "contact":
            return <ContactBlock key={block.id} block={block} />;
          case "call-to-action":
            return <CallToActionBlock key={block.id} block={block} />;
          case "timeline":
            return <TimelineBlock key={block.id} block={block} />;
          case "dividend-rates":
            return <DividendRatesBlock key={block.id} block={block} />;
          case "key-facts":
            return <KeyFactsBlock key={block.id} block={block} />;
          case "analyst-coverage":
            return <AnalystCoverageBlock key={block.id} block={block} />;
        }
      })}
    </>
  );
}
