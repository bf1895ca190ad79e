
      export interface PossibleTypesResultData {
        possibleTypes: {
          [key: string]: string[]
        }
      }
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "ContentNode": [
      "Brand",
      "Dividend",
      "FinancialReport",
      "InvestorEvent",
      "MediaItem",
      "Page",
      "Person",
      "Post"
    ],
    "ContentTemplate": [
      "DefaultTemplate",
      "Template_Brands",
      "Template_DividendHistory",
      "Template_Events",
      "Template_FinancialReports",
      "Template_Leadership",
      "Template_PressReleases"
    ],
    "DatabaseIdentifier": [
      "Brand",
      "Category",
      "Comment",
      "Dividend",
      "FinancialReport",
      "InvestorEvent",
      "MediaItem",
      "Menu",
      "MenuItem",
      "Page",
      "Person",
      "Post",
      "PostFormat",
      "Tag",
      "User"
    ],
    "HierarchicalContentNode": [
      "MediaItem",
      "Page"
    ],
    "HierarchicalNode": [
      "Category",
      "MediaItem",
      "Page"
    ],
    "HierarchicalTermNode": [
      "Category"
    ],
    "MenuItemLinkable": [
      "Category",
      "Page",
      "Post",
      "Tag"
    ],
    "Node": [
      "Brand",
      "Category",
      "Comment",
      "ContentType",
      "Dividend",
      "FinancialReport",
      "GeneralSettings",
      "InvestorEvent",
      "MediaItem",
      "Menu",
      "MenuItem",
      "Page",
      "Person",
      "Post",
      "PostFormat",
      "ReadingSettings",
      "SiteOptions",
      "Tag",
      "User"
    ],
    "NodeWithAuthor": [
      "MediaItem",
      "Page",
      "Post"
    ],
    "NodeWithComments": [
      "MediaItem",
      "Page",
      "Post"
    ],
    "NodeWithContentEditor": [
      "Page",
      "Post"
    ],
    "NodeWithExcerpt": [
      "Post"
    ],
    "NodeWithFeaturedImage": [
      "Page",
      "Post"
    ],
    "NodeWithPageAttributes": [
      "Brand",
      "Dividend",
      "FinancialReport",
      "InvestorEvent",
      "Page",
      "Person"
    ],
    "NodeWithTemplate": [
      "Brand",
      "Dividend",
      "FinancialReport",
      "InvestorEvent",
      "MediaItem",
      "Page",
      "Person",
      "Post"
    ],
    "NodeWithTitle": [
      "Brand",
      "Dividend",
      "FinancialReport",
      "InvestorEvent",
      "MediaItem",
      "Page",
      "Person",
      "Post"
    ],
    "PageBuilderBlocks_Layout": [
      "PageBuilderBlocksAccordionLayout",
      "PageBuilderBlocksAnalystCoverageLayout",
      "PageBuilderBlocksCallToActionLayout",
      "PageBuilderBlocksCardGridLayout",
      "PageBuilderBlocksContactLayout",
      "PageBuilderBlocksDividendRatesLayout",
      "PageBuilderBlocksDocumentListLayout",
      "PageBuilderBlocksKeyFactsLayout",
      "PageBuilderBlocksRichTextLayout",
      "PageBuilderBlocksStatisticsLayout",
      "PageBuilderBlocksTimelineLayout"
    ],
    "PageInfo": [
      "CategoryToAncestorsCategoryConnectionPageInfo",
      "CategoryToCategoryConnectionPageInfo",
      "CategoryToPostConnectionPageInfo",
      "HierarchicalContentNodeToContentNodeAncestorsConnectionPageInfo",
      "HierarchicalContentNodeToContentNodeChildrenConnectionPageInfo",
      "MenuItemToMenuItemConnectionPageInfo",
      "MenuToMenuItemConnectionPageInfo",
      "PostToCategoryConnectionPageInfo",
      "PostToTagConnectionPageInfo",
      "RootQueryToBrandConnectionPageInfo",
      "RootQueryToCategoryConnectionPageInfo",
      "RootQueryToContentNodeConnectionPageInfo",
      "RootQueryToContentTypeConnectionPageInfo",
      "RootQueryToDividendConnectionPageInfo",
      "RootQueryToFinancialReportConnectionPageInfo",
      "RootQueryToInvestorEventConnectionPageInfo",
      "RootQueryToMediaItemConnectionPageInfo",
      "RootQueryToMenuConnectionPageInfo",
      "RootQueryToMenuItemConnectionPageInfo",
      "RootQueryToPageConnectionPageInfo",
      "RootQueryToPersonConnectionPageInfo",
      "RootQueryToPostConnectionPageInfo",
      "RootQueryToTagConnectionPageInfo",
      "RootQueryToUserConnectionPageInfo",
      "TagToPostConnectionPageInfo",
      "UserToPostConnectionPageInfo"
    ],
    "Previewable": [
      "Brand",
      "Dividend",
      "FinancialReport",
      "InvestorEvent",
      "Page",
      "Person",
      "Post"
    ],
    "TermNode": [
      "Category",
      "PostFormat",
      "Tag"
    ],
    "UniformResourceIdentifiable": [
      "Brand",
      "Category",
      "Comment",
      "ContentType",
      "Dividend",
      "FinancialReport",
      "InvestorEvent",
      "MediaItem",
      "Page",
      "Person",
      "Post",
      "PostFormat",
      "Tag",
      "User"
    ],
    "WPPageInfo": [
      "CategoryToAncestorsCategoryConnectionPageInfo",
      "CategoryToCategoryConnectionPageInfo",
      "CategoryToPostConnectionPageInfo",
      "HierarchicalContentNodeToContentNodeAncestorsConnectionPageInfo",
      "HierarchicalContentNodeToContentNodeChildrenConnectionPageInfo",
      "MenuItemToMenuItemConnectionPageInfo",
      "MenuToMenuItemConnectionPageInfo",
      "PostToCategoryConnectionPageInfo",
      "PostToTagConnectionPageInfo",
      "RootQueryToBrandConnectionPageInfo",
      "RootQueryToCategoryConnectionPageInfo",
      "RootQueryToContentNodeConnectionPageInfo",
      "RootQueryToContentTypeConnectionPageInfo",
      "RootQueryToDividendConnectionPageInfo",
      "RootQueryToFinancialReportConnectionPageInfo",
      "RootQueryToInvestorEventConnectionPageInfo",
      "RootQueryToMediaItemConnectionPageInfo",
      "RootQueryToMenuConnectionPageInfo",
      "RootQueryToMenuItemConnectionPageInfo",
      "RootQueryToPageConnectionPageInfo",
      "RootQueryToPersonConnectionPageInfo",
      "RootQueryToPostConnectionPageInfo",
      "RootQueryToTagConnectionPageInfo",
      "RootQueryToUserConnectionPageInfo",
      "TagToPostConnectionPageInfo",
      "UserToPostConnectionPageInfo"
    ]
  }
};
      export default result;
    