// Resolvers for the "Page Builder" field group (schema/acf-page-builder.graphql), named as
// WPGraphQL for ACF 2.x names them. Records have the GraphQL shape already; what is left is which
// layout type each block is, and fieldGroupName, which 2.x answers with the type's own name.
import type { BlockRecord, PageBuilderRecord, PageRecord } from "../content/records.ts";
import { ACF_FIELD_RESOLVERS } from "./acf-fields.ts";

const LAYOUT_INTERFACE = "PageBuilderBlocks_Layout";

/** ACF layout name -> its GraphQL type (PageBuilderBlocks<LayoutName in PascalCase>Layout). */
export const LAYOUT_TYPES: Record<BlockRecord["layout"], string> = {
  rich_text: "PageBuilderBlocksRichTextLayout",
  card_grid: "PageBuilderBlocksCardGridLayout",
  statistics: "PageBuilderBlocksStatisticsLayout",
  accordion: "PageBuilderBlocksAccordionLayout",
  document_list: "PageBuilderBlocksDocumentListLayout",
  contact: "PageBuilderBlocksContactLayout",
  call_to_action: "PageBuilderBlocksCallToActionLayout",
  timeline: "PageBuilderBlocksTimelineLayout",
  dividend_rates: "PageBuilderBlocksDividendRatesLayout",
  key_facts: "PageBuilderBlocksKeyFactsLayout",
  analyst_coverage: "PageBuilderBlocksAnalystCoverageLayout",
};

/** The repeaters inside layouts (PageBuilderBlocks<FieldName>). */
const REPEATER_TYPES = [
  "PageBuilderBlocksCards",
  "PageBuilderBlocksStatistics",
  "PageBuilderBlocksItems",
  "PageBuilderBlocksDocuments",
  "PageBuilderBlocksSteps",
  "PageBuilderBlocksFacts",
  "PageBuilderBlocksAnalysts",
];

/** A page the group is assigned to always has it, empty when nothing was entered. */
const EMPTY_PAGE_BUILDER: PageBuilderRecord = { heroTitle: null, heroText: null, blocks: [] };

export function createPageBuilderResolvers() {
  const acf: Record<string, object> = ACF_FIELD_RESOLVERS;
  const groups = ["PageBuilder", ...Object.values(LAYOUT_TYPES), ...REPEATER_TYPES];
  return {
    Page: {
      pageBuilder: (page: PageRecord) => page.pageBuilder ?? EMPTY_PAGE_BUILDER,
    },
    [LAYOUT_INTERFACE]: {
      __resolveType: (block: BlockRecord) => LAYOUT_TYPES[block.layout],
    },
    ...Object.fromEntries(
      groups.map((name) => [name, { fieldGroupName: () => name, ...acf[name] }]),
    ),
  };
}
