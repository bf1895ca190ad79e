// Which concrete WPGraphQL types stand behind the interfaces the site's fragments name, so
// Apollo's cache can match fragments on interfaces.
const CUSTOM_POST_TYPES = ["Person", "Brand", "Dividend", "FinancialReport", "InvestorEvent"];

export const possibleTypes = {
  Node: ["Page", "Post", "Category", "MediaItem", "Menu", "MenuItem", ...CUSTOM_POST_TYPES],
  UniformResourceIdentifiable: ["Page", "Post", "Category", ...CUSTOM_POST_TYPES],
  ContentNode: ["Page", "Post", ...CUSTOM_POST_TYPES],
  NodeWithTitle: ["Page", "Post"],
  NodeWithExcerpt: ["Post"],
  NodeWithContentEditor: ["Page", "Post"],
  ContentTemplate: [
    "DefaultTemplate",
    "Template_PressReleases",
    "Template_Leadership",
    "Template_Brands",
    "Template_DividendHistory",
    "Template_FinancialReports",
    "Template_Events",
  ],
  Page_Pagebuilder_Blocks: [
    "Page_Pagebuilder_Blocks_RichText",
    "Page_Pagebuilder_Blocks_CardGrid",
    "Page_Pagebuilder_Blocks_Statistics",
    "Page_Pagebuilder_Blocks_Accordion",
    "Page_Pagebuilder_Blocks_DocumentList",
    "Page_Pagebuilder_Blocks_Contact",
    "Page_Pagebuilder_Blocks_CallToAction",
    "Page_Pagebuilder_Blocks_Timeline",
  ],
};
