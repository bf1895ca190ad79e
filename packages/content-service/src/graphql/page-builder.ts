// Resolvers for the "Page Builder" field group (schema/acf-page-builder.graphql). Records have
// the GraphQL shape already; what is left is which layout type each block is, and the
// fieldGroupName WPGraphQL for ACF v0.x gives every group, repeater and layout.
import type { BlockRecord, PageBuilderRecord } from "../content/page-builder.ts";
import type { PageRecord } from "../content/store.ts";

const BLOCKS_UNION = "Page_Pagebuilder_Blocks";

/** ACF layout name -> its GraphQL type (<Union>_<LayoutName in PascalCase>). */
export const LAYOUT_TYPES: Record<BlockRecord["layout"], string> = {
  rich_text: `${BLOCKS_UNION}_RichText`,
  card_grid: `${BLOCKS_UNION}_CardGrid`,
  statistics: `${BLOCKS_UNION}_Statistics`,
  accordion: `${BLOCKS_UNION}_Accordion`,
  document_list: `${BLOCKS_UNION}_DocumentList`,
  contact: `${BLOCKS_UNION}_Contact`,
  call_to_action: `${BLOCKS_UNION}_CallToAction`,
  timeline: `${BLOCKS_UNION}_Timeline`,
  dividend_rates: `${BLOCKS_UNION}_DividendRates`,
  key_facts: `${BLOCKS_UNION}_KeyFacts`,
  analyst_coverage: `${BLOCKS_UNION}_AnalystCoverage`,
};

/** Repeater types inside layouts, with the ACF field name each reports. */
const REPEATER_TYPES: Record<string, string> = {
  [`${LAYOUT_TYPES.card_grid}_cards`]: "cards",
  [`${LAYOUT_TYPES.statistics}_statistics`]: "statistics",
  [`${LAYOUT_TYPES.accordion}_items`]: "items",
  [`${LAYOUT_TYPES.document_list}_documents`]: "documents",
  [`${LAYOUT_TYPES.timeline}_steps`]: "steps",
  [`${LAYOUT_TYPES.key_facts}_facts`]: "facts",
  [`${LAYOUT_TYPES.analyst_coverage}_analysts`]: "analysts",
};

/** A page the group is assigned to always has it, empty when nothing was entered. */
const EMPTY_PAGE_BUILDER: PageBuilderRecord = { heroTitle: null, heroText: null, blocks: [] };

export function createPageBuilderResolvers() {
  const constant = (value: string) => ({ fieldGroupName: () => value });
  return {
    Page: {
      pageBuilder: (page: PageRecord) => page.pageBuilder ?? EMPTY_PAGE_BUILDER,
    },
    Page_Pagebuilder: constant("pageBuilder"),
    [BLOCKS_UNION]: {
      __resolveType: (block: BlockRecord) => LAYOUT_TYPES[block.layout],
    },
    ...Object.fromEntries(Object.values(LAYOUT_TYPES).map((name) => [name, constant(name)])),
    ...Object.fromEntries(
      Object.entries(REPEATER_TYPES).map(([name, field]) => [name, constant(field)]),
    ),
  };
}
