// Each block kind is a chunk of its own (next/dynamic), as each template is
// (templates/components.ts): a page's HTML names the chunks of the blocks it shows, and no page
// loads the code of blocks it does not show (most templates' pages show none). This module is in
// the page's own chunk (templates/components.ts imports it), not only in the templates' chunks
// that render it: a next/dynamic component declared inside a chunk that is itself loaded with
// next/dynamic is not named in the page, and the browser would hydrate without its code. The
// rich-text block is not a chunk: it is the most common, and little more than the section and
// the content's wrapper that most blocks share, which come with it into the page's chunk (each
// block's chunk would otherwise carry a copy of them).
import dynamic from "next/dynamic";
import type { ComponentType } from "react";
import { RichTextBlock } from "./RichTextBlock";
import type { PageBlock } from "./types";

type BlockOf<Kind extends PageBlock["kind"]> = Extract<PageBlock, { kind: Kind }>;

const blockComponents: { [Kind in PageBlock["kind"]]: ComponentType<{ block: BlockOf<Kind> }> } = {
  "rich-text": RichTextBlock,
  "card-grid": dynamic(() => import("./CardGridBlock").then((m) => m.CardGridBlock)),
  statistics: dynamic(() => import("./StatisticsBlock").then((m) => m.StatisticsBlock)),
  accordion: dynamic(() => import("./AccordionBlock").then((m) => m.AccordionBlock)),
  "document-list": dynamic(() => import("./DocumentListBlock").then((m) => m.DocumentListBlock)),
  contact: dynamic(() => import("./ContactBlock").then((m) => m.ContactBlock)),
  "call-to-action": dynamic(() => import("./CallToActionBlock").then((m) => m.CallToActionBlock)),
  timeline: dynamic(() => import("./TimelineBlock").then((m) => m.TimelineBlock)),
  "dividend-rates": dynamic(() => import("./DividendRatesBlock").then((m) => m.DividendRatesBlock)),
  "key-facts": dynamic(() => import("./KeyFactsBlock").then((m) => m.KeyFactsBlock)),
  "analyst-coverage": dynamic(() =>
    import("./AnalystCoverageBlock").then((m) => m.AnalystCoverageBlock),
  ),
};

/** The page builder's blocks in the editor's order, each by its own component. */
export function PageBlocks({ blocks }: { blocks: PageBlock[] }) {
  return (
    <>
      {blocks.map((block) => {
        const Block = blockComponents[block.kind] as ComponentType<{ block: PageBlock }>;
        return <Block key={block.id} block={block} />;
      })}
    </>
  );
}
