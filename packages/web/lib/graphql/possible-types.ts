// Which concrete WPGraphQL types stand behind the interfaces and unions the site's documents
// name, so Apollo's cache can match fragments on them. possible-types.test.ts keeps this in
// step with the schema and the documents.
const CUSTOM_POST_TYPES = ["Brand", "Dividend", "FinancialReport", "InvestorEvent", "Person"];

export const possibleTypes = {
  Node: [
    "Brand",
    "Category",
    "ContentType",
    "Dividend",
    "FinancialReport",
    "InvestorEvent",
    "MediaItem",
    "Menu",
    "MenuItem",
    "Page",
    "Person",
    "Post",
    "User",
  ],
  UniformResourceIdentifiable: [
    "Brand",
    "Category",
    "ContentType",
    "Dividend",
    "FinancialReport",
    "InvestorEvent",
    "MediaItem",
    "Page",
    "Person",
    "Post",
    "User",
  ],
  ContentNode: [...CUSTOM_POST_TYPES, "MediaItem", "Page", "Post"].sort(),
  ContentTemplate: [
    "DefaultTemplate",
    "Template_Brands",
    "Template_DividendHistory",
    "Template_Events",
    "Template_FinancialReports",
    "Template_Leadership",
    "Template_PressReleases",
  ],
  NodeWithTitle: [...CUSTOM_POST_TYPES, "MediaItem", "Page", "Post"].sort(),
  NodeWithContentEditor: ["Page", "Post"],
  NodeWithExcerpt: ["Post"],
  NodeWithFeaturedImage: ["Page", "Post"],
  Page_Pagebuilder_Blocks: [
    "Page_Pagebuilder_Blocks_Accordion",
    "Page_Pagebuilder_Blocks_CallToAction",
    "Page_Pagebuilder_Blocks_CardGrid",
    "Page_Pagebuilder_Blocks_Contact",
    "Page_Pagebuilder_Blocks_DocumentList",
    "Page_Pagebuilder_Blocks_RichText",
    "Page_Pagebuilder_Blocks_Statistics",
    "Page_Pagebuilder_Blocks_Timeline",
  ],
};
