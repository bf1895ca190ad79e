/* eslint-disable */
import * as types from "./graphql";
import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  "\n  query AppQuery($url: String!) {\n    redirection(url: $url) {\n      target\n      origin\n      code\n    }\n  }\n": typeof types.AppQueryDocument;
  "\n  query Brands($first: Int!, $after: String) {\n    brands(first: $first, after: $after, where: { orderby: [{ field: MENU_ORDER, order: ASC }] }) {\n      nodes {\n        databaseId\n        title\n        brandFields {\n          category\n          description\n          website\n          logo {\n            node {\n              ...ImageFields\n            }\n          }\n          featured\n          callSign\n          market\n          frequency\n          province\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.BrandsDocument;
  "\n  query PostCategories {\n    categories(first: 100) {\n      nodes {\n        name\n        slug\n        uri\n        count\n      }\n    }\n  }\n": typeof types.PostCategoriesDocument;
  "\n  fragment DividendNodeFields on Dividend {\n    databaseId\n    dividendFields {\n      declaredDate\n      recordDate\n      payableDate\n      classAAmount\n      classBAmount\n    }\n  }\n": typeof types.DividendNodeFieldsFragmentDoc;
  "\n  query Dividends($first: Int!, $after: String) {\n    dividends(first: $first, after: $after, where: { orderby: [{ field: DATE, order: DESC }] }) {\n      nodes {\n        ...DividendNodeFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.DividendsDocument;
  "\n  query LatestDividends {\n    dividends(first: 2, where: { orderby: [{ field: DATE, order: DESC }] }) {\n      nodes {\n        ...DividendNodeFields\n      }\n    }\n  }\n": typeof types.LatestDividendsDocument;
  "\n  query FinancialReports($first: Int!, $after: String) {\n    financialReports(first: $first, after: $after) {\n      nodes {\n        databaseId\n        title\n        date\n        financialReportFields {\n          reportDate\n          kind\n          annual\n          document {\n            node {\n              ...FileFields\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.FinancialReportsDocument;
  "\n  fragment ImageFields on MediaItem {\n    altText\n    sourceUrl\n    mediaDetails {\n      width\n      height\n    }\n  }\n": typeof types.ImageFieldsFragmentDoc;
  "\n  fragment FileFields on MediaItem {\n    mediaItemUrl\n    mimeType\n  }\n": typeof types.FileFieldsFragmentDoc;
  "\n  fragment MenuItemFields on MenuItem {\n    id\n    databaseId\n    parentDatabaseId\n    label\n    url\n    path\n    target\n  }\n": typeof types.MenuItemFieldsFragmentDoc;
  "\n  fragment SeoFields on PostTypeSEO {\n    title\n    metaDesc\n    metaRobotsNoindex\n    opengraphType\n    opengraphImage {\n      sourceUrl\n    }\n  }\n": typeof types.SeoFieldsFragmentDoc;
  "\n  fragment PostCardFields on Post {\n    id\n    databaseId\n    title\n    uri\n    date\n    excerpt\n  }\n": typeof types.PostCardFieldsFragmentDoc;
  "\n  query InvestorEvents($first: Int!, $after: String) {\n    investorEvents(first: $first, after: $after) {\n      nodes {\n        databaseId\n        title\n        investorEventFields {\n          startDate\n          eventType\n          location\n          description\n          webcastUrl\n          webcast {\n            node {\n              ...FileFields\n            }\n          }\n          audio {\n            node {\n              ...FileFields\n            }\n          }\n          slides {\n            node {\n              ...FileFields\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.InvestorEventsDocument;
  "\n  fragment ContentViewFields on ContentNode {\n    databaseId\n    slug\n    date\n    dateGmt\n    modifiedGmt\n    template {\n      templateName\n    }\n    seo {\n      ...SeoFields\n    }\n    ... on NodeWithTitle {\n      title\n    }\n    ... on NodeWithContentEditor {\n      content\n    }\n    ... on NodeWithFeaturedImage {\n      featuredImage {\n        node {\n          ...ImageFields\n        }\n      }\n    }\n  }\n": typeof types.ContentViewFieldsFragmentDoc;
  "\n  fragment ShownNodeFields on UniformResourceIdentifiable {\n    __typename\n    id\n    uri\n    isFrontPage\n    ... on ContentNode {\n      status\n      ...ContentViewFields\n    }\n    ... on Page {\n      hasPassword\n      pageBuilder {\n        ...PageBuilderFields\n      }\n    }\n    ... on Post {\n      hasPassword\n      categories(first: 20) {\n        nodes {\n          name\n          slug\n        }\n      }\n    }\n    ... on Category {\n      databaseId\n      name\n      slug\n      description\n    }\n  }\n": typeof types.ShownNodeFieldsFragmentDoc;
  "\n  query NodeByUri($uri: String!) {\n    nodeByUri(uri: $uri) {\n      ...ShownNodeFields\n    }\n  }\n": typeof types.NodeByUriDocument;
  "\n  query PreviewNode($id: ID!) {\n    contentNode(id: $id, idType: DATABASE_ID, asPreview: true) {\n      ...ShownNodeFields\n    }\n  }\n": typeof types.PreviewNodeDocument;
  "\n  fragment PageBuilderFields on PageBuilder {\n    heroTitle\n    heroText\n    blocks {\n      __typename\n      ... on PageBuilderBlocksRichTextLayout {\n        heading\n        text\n      }\n      ... on PageBuilderBlocksCardGridLayout {\n        heading\n        intro\n        cards {\n          title\n          text\n          image {\n            node {\n              ...ImageFields\n            }\n          }\n          link {\n            url\n            title\n            target\n          }\n        }\n      }\n      ... on PageBuilderBlocksStatisticsLayout {\n        heading\n        intro\n        statistics {\n          value\n          label\n          group\n        }\n        note\n      }\n      ... on PageBuilderBlocksAccordionLayout {\n        heading\n        items {\n          question\n          answer\n        }\n      }\n      ... on PageBuilderBlocksDocumentListLayout {\n        heading\n        intro\n        documents {\n          title\n          file {\n            node {\n              ...FileFields\n            }\n          }\n        }\n      }\n      ... on PageBuilderBlocksContactLayout {\n        heading\n        text\n        name\n        email\n        phone\n        address\n      }\n      ... on PageBuilderBlocksCallToActionLayout {\n        heading\n        text\n        link {\n          url\n          title\n          target\n        }\n      }\n      ... on PageBuilderBlocksDividendRatesLayout {\n        heading\n        text\n      }\n      ... on PageBuilderBlocksKeyFactsLayout {\n        heading\n        intro\n        facts {\n          label\n          value\n        }\n      }\n      ... on PageBuilderBlocksAnalystCoverageLayout {\n        heading\n        intro\n        analysts {\n          firm\n          analyst\n          location\n        }\n      }\n      ... on PageBuilderBlocksTimelineLayout {\n        heading\n        steps {\n          date\n          title\n          text\n          status\n        }\n      }\n    }\n  }\n": typeof types.PageBuilderFieldsFragmentDoc;
  "\n  query PageTemplates($first: Int!, $after: String) {\n    pages(first: $first, after: $after) {\n      nodes {\n        __typename\n        databaseId\n        slug\n        uri\n        isFrontPage\n        template {\n          templateName\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.PageTemplatesDocument;
  "\n  query People($first: Int!, $after: String) {\n    people(first: $first, after: $after, where: { orderby: [{ field: MENU_ORDER, order: ASC }] }) {\n      nodes {\n        databaseId\n        title\n        slug\n        personFields {\n          role\n          group\n          photo {\n            node {\n              ...ImageFields\n            }\n          }\n          committees {\n            committee\n            role\n          }\n          biography\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.PeopleDocument;
  "\n  query Posts($first: Int!, $after: String, $categoryName: String) {\n    posts(\n      first: $first\n      after: $after\n      where: {\n        categoryName: $categoryName\n        hasPassword: false\n        orderby: [{ field: DATE, order: DESC }]\n      }\n    ) {\n      nodes {\n        ...PostCardFields\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n": typeof types.PostsDocument;
  "\n  query PostsCursor($first: Int!, $after: String, $categoryName: String) {\n    posts(\n      first: $first\n      after: $after\n      where: {\n        categoryName: $categoryName\n        hasPassword: false\n        orderby: [{ field: DATE, order: DESC }]\n      }\n    ) {\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.PostsCursorDocument;
  "\n  query SiteSearch($search: String!, $first: Int!, $after: String) {\n    contentNodes(\n      first: $first\n      after: $after\n      where: { search: $search, contentTypes: [PAGE, POST] }\n    ) {\n      nodes {\n        __typename\n        id\n        uri\n        date\n        ... on NodeWithTitle {\n          title\n        }\n        ... on NodeWithExcerpt {\n          excerpt\n        }\n        ... on NodeWithContentEditor {\n          content\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.SiteSearchDocument;
  "\n  query SiteSearchCursors($search: String!, $first: Int!, $after: String) {\n    contentNodes(\n      first: $first\n      after: $after\n      where: { search: $search, contentTypes: [PAGE, POST] }\n    ) {\n      edges {\n        cursor\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.SiteSearchCursorsDocument;
  "\n  fragment MenuItemsPageFields on RootQueryToMenuItemConnection {\n    nodes {\n      ...MenuItemFields\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n": typeof types.MenuItemsPageFieldsFragmentDoc;
  "\n  query Shell {\n    generalSettings {\n      title\n      description\n      url\n      timezone\n    }\n    siteOptions {\n      headerOptions {\n        headerLogoImage {\n          node {\n            ...ImageFields\n          }\n        }\n        headerNavImage {\n          node {\n            ...ImageFields\n          }\n        }\n      }\n      footerOptions {\n        footerLogoImage {\n          node {\n            ...ImageFields\n          }\n        }\n      }\n      socialIconsOptions {\n        socialIcons {\n          socialIconTitle\n          socialIconLinkUrl\n          socialIconImage {\n            node {\n              ...ImageFields\n            }\n          }\n        }\n      }\n      siteIconOptions {\n        siteIconImage {\n          node {\n            ...ImageFields\n          }\n        }\n      }\n    }\n    primaryMenu: menuItems(first: 100, where: { location: PRIMARY }) {\n      ...MenuItemsPageFields\n    }\n    secondaryMenu: menuItems(first: 100, where: { location: SECONDARY }) {\n      ...MenuItemsPageFields\n    }\n    footerMenu: menuItems(first: 100, where: { location: FOOTER }) {\n      ...MenuItemsPageFields\n    }\n  }\n": typeof types.ShellDocument;
  "\n  query MenuItemsPage($location: MenuLocationEnum!, $after: String!) {\n    menuItems(first: 100, after: $after, where: { location: $location }) {\n      ...MenuItemsPageFields\n    }\n  }\n": typeof types.MenuItemsPageDocument;
  "\n  fragment SitemapNodeFields on ContentNode {\n    uri\n    modified\n    modifiedGmt\n    seo {\n      metaRobotsNoindex\n    }\n  }\n": typeof types.SitemapNodeFieldsFragmentDoc;
  "\n  query SitemapPages($first: Int!, $after: String) {\n    pages(first: $first, after: $after, where: { hasPassword: false }) {\n      nodes {\n        ...SitemapNodeFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.SitemapPagesDocument;
  "\n  query SitemapPosts($first: Int!, $after: String) {\n    posts(first: $first, after: $after, where: { hasPassword: false }) {\n      nodes {\n        ...SitemapNodeFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.SitemapPostsDocument;
  "\n  query PreviewTarget($id: ID!) {\n    viewer {\n      databaseId\n    }\n    contentNode(id: $id, idType: DATABASE_ID) {\n      databaseId\n      contentTypeName\n      status\n      uri\n    }\n  }\n": typeof types.PreviewTargetDocument;
};
const documents: Documents = {
  "\n  query AppQuery($url: String!) {\n    redirection(url: $url) {\n      target\n      origin\n      code\n    }\n  }\n":
    types.AppQueryDocument,
  "\n  query Brands($first: Int!, $after: String) {\n    brands(first: $first, after: $after, where: { orderby: [{ field: MENU_ORDER, order: ASC }] }) {\n      nodes {\n        databaseId\n        title\n        brandFields {\n          category\n          description\n          website\n          logo {\n            node {\n              ...ImageFields\n            }\n          }\n          featured\n          callSign\n          market\n          frequency\n          province\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n":
    types.BrandsDocument,
  "\n  query PostCategories {\n    categories(first: 100) {\n      nodes {\n        name\n        slug\n        uri\n        count\n      }\n    }\n  }\n":
    types.PostCategoriesDocument,
  "\n  fragment DividendNodeFields on Dividend {\n    databaseId\n    dividendFields {\n      declaredDate\n      recordDate\n      payableDate\n      classAAmount\n      classBAmount\n    }\n  }\n":
    types.DividendNodeFieldsFragmentDoc,
  "\n  query Dividends($first: Int!, $after: String) {\n    dividends(first: $first, after: $after, where: { orderby: [{ field: DATE, order: DESC }] }) {\n      nodes {\n        ...DividendNodeFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n":
    types.DividendsDocument,
  "\n  query LatestDividends {\n    dividends(first: 2, where: { orderby: [{ field: DATE, order: DESC }] }) {\n      nodes {\n        ...DividendNodeFields\n      }\n    }\n  }\n":
    types.LatestDividendsDocument,
  "\n  query FinancialReports($first: Int!, $after: String) {\n    financialReports(first: $first, after: $after) {\n      nodes {\n        databaseId\n        title\n        date\n        financialReportFields {\n          reportDate\n          kind\n          annual\n          document {\n            node {\n              ...FileFields\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n":
    types.FinancialReportsDocument,
  "\n  fragment ImageFields on MediaItem {\n    altText\n    sourceUrl\n    mediaDetails {\n      width\n      height\n    }\n  }\n":
    types.ImageFieldsFragmentDoc,
  "\n  fragment FileFields on MediaItem {\n    mediaItemUrl\n    mimeType\n  }\n":
    types.FileFieldsFragmentDoc,
  "\n  fragment MenuItemFields on MenuItem {\n    id\n    databaseId\n    parentDatabaseId\n    label\n    url\n    path\n    target\n  }\n":
    types.MenuItemFieldsFragmentDoc,
  "\n  fragment SeoFields on PostTypeSEO {\n    title\n    metaDesc\n    metaRobotsNoindex\n    opengraphType\n    opengraphImage {\n      sourceUrl\n    }\n  }\n":
    types.SeoFieldsFragmentDoc,
  "\n  fragment PostCardFields on Post {\n    id\n    databaseId\n    title\n    uri\n    date\n    excerpt\n  }\n":
    types.PostCardFieldsFragmentDoc,
  "\n  query InvestorEvents($first: Int!, $after: String) {\n    investorEvents(first: $first, after: $after) {\n      nodes {\n        databaseId\n        title\n        investorEventFields {\n          startDate\n          eventType\n          location\n          description\n          webcastUrl\n          webcast {\n            node {\n              ...FileFields\n            }\n          }\n          audio {\n            node {\n              ...FileFields\n            }\n          }\n          slides {\n            node {\n              ...FileFields\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n":
    types.InvestorEventsDocument,
  "\n  fragment ContentViewFields on ContentNode {\n    databaseId\n    slug\n    date\n    dateGmt\n    modifiedGmt\n    template {\n      templateName\n    }\n    seo {\n      ...SeoFields\n    }\n    ... on NodeWithTitle {\n      title\n    }\n    ... on NodeWithContentEditor {\n      content\n    }\n    ... on NodeWithFeaturedImage {\n      featuredImage {\n        node {\n          ...ImageFields\n        }\n      }\n    }\n  }\n":
    types.ContentViewFieldsFragmentDoc,
  "\n  fragment ShownNodeFields on UniformResourceIdentifiable {\n    __typename\n    id\n    uri\n    isFrontPage\n    ... on ContentNode {\n      status\n      ...ContentViewFields\n    }\n    ... on Page {\n      hasPassword\n      pageBuilder {\n        ...PageBuilderFields\n      }\n    }\n    ... on Post {\n      hasPassword\n      categories(first: 20) {\n        nodes {\n          name\n          slug\n        }\n      }\n    }\n    ... on Category {\n      databaseId\n      name\n      slug\n      description\n    }\n  }\n":
    types.ShownNodeFieldsFragmentDoc,
  "\n  query NodeByUri($uri: String!) {\n    nodeByUri(uri: $uri) {\n      ...ShownNodeFields\n    }\n  }\n":
    types.NodeByUriDocument,
  "\n  query PreviewNode($id: ID!) {\n    contentNode(id: $id, idType: DATABASE_ID, asPreview: true) {\n      ...ShownNodeFields\n    }\n  }\n":
    types.PreviewNodeDocument,
  "\n  fragment PageBuilderFields on PageBuilder {\n    heroTitle\n    heroText\n    blocks {\n      __typename\n      ... on PageBuilderBlocksRichTextLayout {\n        heading\n        text\n      }\n      ... on PageBuilderBlocksCardGridLayout {\n        heading\n        intro\n        cards {\n          title\n          text\n          image {\n            node {\n              ...ImageFields\n            }\n          }\n          link {\n            url\n            title\n            target\n          }\n        }\n      }\n      ... on PageBuilderBlocksStatisticsLayout {\n        heading\n        intro\n        statistics {\n          value\n          label\n          group\n        }\n        note\n      }\n      ... on PageBuilderBlocksAccordionLayout {\n        heading\n        items {\n          question\n          answer\n        }\n      }\n      ... on PageBuilderBlocksDocumentListLayout {\n        heading\n        intro\n        documents {\n          title\n          file {\n            node {\n              ...FileFields\n            }\n          }\n        }\n      }\n      ... on PageBuilderBlocksContactLayout {\n        heading\n        text\n        name\n        email\n        phone\n        address\n      }\n      ... on PageBuilderBlocksCallToActionLayout {\n        heading\n        text\n        link {\n          url\n          title\n          target\n        }\n      }\n      ... on PageBuilderBlocksDividendRatesLayout {\n        heading\n        text\n      }\n      ... on PageBuilderBlocksKeyFactsLayout {\n        heading\n        intro\n        facts {\n          label\n          value\n        }\n      }\n      ... on PageBuilderBlocksAnalystCoverageLayout {\n        heading\n        intro\n        analysts {\n          firm\n          analyst\n          location\n        }\n      }\n      ... on PageBuilderBlocksTimelineLayout {\n        heading\n        steps {\n          date\n          title\n          text\n          status\n        }\n      }\n    }\n  }\n":
    types.PageBuilderFieldsFragmentDoc,
  "\n  query PageTemplates($first: Int!, $after: String) {\n    pages(first: $first, after: $after) {\n      nodes {\n        __typename\n        databaseId\n        slug\n        uri\n        isFrontPage\n        template {\n          templateName\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n":
    types.PageTemplatesDocument,
  "\n  query People($first: Int!, $after: String) {\n    people(first: $first, after: $after, where: { orderby: [{ field: MENU_ORDER, order: ASC }] }) {\n      nodes {\n        databaseId\n        title\n        slug\n        personFields {\n          role\n          group\n          photo {\n            node {\n              ...ImageFields\n            }\n          }\n          committees {\n            committee\n            role\n          }\n          biography\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n":
    types.PeopleDocument,
  "\n  query Posts($first: Int!, $after: String, $categoryName: String) {\n    posts(\n      first: $first\n      after: $after\n      where: {\n        categoryName: $categoryName\n        hasPassword: false\n        orderby: [{ field: DATE, order: DESC }]\n      }\n    ) {\n      nodes {\n        ...PostCardFields\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n":
    types.PostsDocument,
  "\n  query PostsCursor($first: Int!, $after: String, $categoryName: String) {\n    posts(\n      first: $first\n      after: $after\n      where: {\n        categoryName: $categoryName\n        hasPassword: false\n        orderby: [{ field: DATE, order: DESC }]\n      }\n    ) {\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n":
    types.PostsCursorDocument,
  "\n  query SiteSearch($search: String!, $first: Int!, $after: String) {\n    contentNodes(\n      first: $first\n      after: $after\n      where: { search: $search, contentTypes: [PAGE, POST] }\n    ) {\n      nodes {\n        __typename\n        id\n        uri\n        date\n        ... on NodeWithTitle {\n          title\n        }\n        ... on NodeWithExcerpt {\n          excerpt\n        }\n        ... on NodeWithContentEditor {\n          content\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n":
    types.SiteSearchDocument,
  "\n  query SiteSearchCursors($search: String!, $first: Int!, $after: String) {\n    contentNodes(\n      first: $first\n      after: $after\n      where: { search: $search, contentTypes: [PAGE, POST] }\n    ) {\n      edges {\n        cursor\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n":
    types.SiteSearchCursorsDocument,
  "\n  fragment MenuItemsPageFields on RootQueryToMenuItemConnection {\n    nodes {\n      ...MenuItemFields\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n":
    types.MenuItemsPageFieldsFragmentDoc,
  "\n  query Shell {\n    generalSettings {\n      title\n      description\n      url\n      timezone\n    }\n    siteOptions {\n      headerOptions {\n        headerLogoImage {\n          node {\n            ...ImageFields\n          }\n        }\n        headerNavImage {\n          node {\n            ...ImageFields\n          }\n        }\n      }\n      footerOptions {\n        footerLogoImage {\n          node {\n            ...ImageFields\n          }\n        }\n      }\n      socialIconsOptions {\n        socialIcons {\n          socialIconTitle\n          socialIconLinkUrl\n          socialIconImage {\n            node {\n              ...ImageFields\n            }\n          }\n        }\n      }\n      siteIconOptions {\n        siteIconImage {\n          node {\n            ...ImageFields\n          }\n        }\n      }\n    }\n    primaryMenu: menuItems(first: 100, where: { location: PRIMARY }) {\n      ...MenuItemsPageFields\n    }\n    secondaryMenu: menuItems(first: 100, where: { location: SECONDARY }) {\n      ...MenuItemsPageFields\n    }\n    footerMenu: menuItems(first: 100, where: { location: FOOTER }) {\n      ...MenuItemsPageFields\n    }\n  }\n":
    types.ShellDocument,
  "\n  query MenuItemsPage($location: MenuLocationEnum!, $after: String!) {\n    menuItems(first: 100, after: $after, where: { location: $location }) {\n      ...MenuItemsPageFields\n    }\n  }\n":
    types.MenuItemsPageDocument,
  "\n  fragment SitemapNodeFields on ContentNode {\n    uri\n    modified\n    modifiedGmt\n    seo {\n      metaRobotsNoindex\n    }\n  }\n":
    types.SitemapNodeFieldsFragmentDoc,
  "\n  query SitemapPages($first: Int!, $after: String) {\n    pages(first: $first, after: $after, where: { hasPassword: false }) {\n      nodes {\n        ...SitemapNodeFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n":
    types.SitemapPagesDocument,
  "\n  query SitemapPosts($first: Int!, $after: String) {\n    posts(first: $first, after: $after, where: { hasPassword: false }) {\n      nodes {\n        ...SitemapNodeFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n":
    types.SitemapPostsDocument,
  "\n  query PreviewTarget($id: ID!) {\n    viewer {\n      databaseId\n    }\n    contentNode(id: $id, idType: DATABASE_ID) {\n      databaseId\n      contentTypeName\n      status\n      uri\n    }\n  }\n":
    types.PreviewTargetDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query AppQuery($url: String!) {\n    redirection(url: $url) {\n      target\n      origin\n      code\n    }\n  }\n",
): (typeof documents)["\n  query AppQuery($url: String!) {\n    redirection(url: $url) {\n      target\n      origin\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query Brands($first: Int!, $after: String) {\n    brands(first: $first, after: $after, where: { orderby: [{ field: MENU_ORDER, order: ASC }] }) {\n      nodes {\n        databaseId\n        title\n        brandFields {\n          category\n          description\n          website\n          logo {\n            node {\n              ...ImageFields\n            }\n          }\n          featured\n          callSign\n          market\n          frequency\n          province\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n",
): (typeof documents)["\n  query Brands($first: Int!, $after: String) {\n    brands(first: $first, after: $after, where: { orderby: [{ field: MENU_ORDER, order: ASC }] }) {\n      nodes {\n        databaseId\n        title\n        brandFields {\n          category\n          description\n          website\n          logo {\n            node {\n              ...ImageFields\n            }\n          }\n          featured\n          callSign\n          market\n          frequency\n          province\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query PostCategories {\n    categories(first: 100) {\n      nodes {\n        name\n        slug\n        uri\n        count\n      }\n    }\n  }\n",
): (typeof documents)["\n  query PostCategories {\n    categories(first: 100) {\n      nodes {\n        name\n        slug\n        uri\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment DividendNodeFields on Dividend {\n    databaseId\n    dividendFields {\n      declaredDate\n      recordDate\n      payableDate\n      classAAmount\n      classBAmount\n    }\n  }\n",
): (typeof documents)["\n  fragment DividendNodeFields on Dividend {\n    databaseId\n    dividendFields {\n      declaredDate\n      recordDate\n      payableDate\n      classAAmount\n      classBAmount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query Dividends($first: Int!, $after: String) {\n    dividends(first: $first, after: $after, where: { orderby: [{ field: DATE, order: DESC }] }) {\n      nodes {\n        ...DividendNodeFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n",
): (typeof documents)["\n  query Dividends($first: Int!, $after: String) {\n    dividends(first: $first, after: $after, where: { orderby: [{ field: DATE, order: DESC }] }) {\n      nodes {\n        ...DividendNodeFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query LatestDividends {\n    dividends(first: 2, where: { orderby: [{ field: DATE, order: DESC }] }) {\n      nodes {\n        ...DividendNodeFields\n      }\n    }\n  }\n",
): (typeof documents)["\n  query LatestDividends {\n    dividends(first: 2, where: { orderby: [{ field: DATE, order: DESC }] }) {\n      nodes {\n        ...DividendNodeFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query FinancialReports($first: Int!, $after: String) {\n    financialReports(first: $first, after: $after) {\n      nodes {\n        databaseId\n        title\n        date\n        financialReportFields {\n          reportDate\n          kind\n          annual\n          document {\n            node {\n              ...FileFields\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n",
): (typeof documents)["\n  query FinancialReports($first: Int!, $after: String) {\n    financialReports(first: $first, after: $after) {\n      nodes {\n        databaseId\n        title\n        date\n        financialReportFields {\n          reportDate\n          kind\n          annual\n          document {\n            node {\n              ...FileFields\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment ImageFields on MediaItem {\n    altText\n    sourceUrl\n    mediaDetails {\n      width\n      height\n    }\n  }\n",
): (typeof documents)["\n  fragment ImageFields on MediaItem {\n    altText\n    sourceUrl\n    mediaDetails {\n      width\n      height\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment FileFields on MediaItem {\n    mediaItemUrl\n    mimeType\n  }\n",
): (typeof documents)["\n  fragment FileFields on MediaItem {\n    mediaItemUrl\n    mimeType\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment MenuItemFields on MenuItem {\n    id\n    databaseId\n    parentDatabaseId\n    label\n    url\n    path\n    target\n  }\n",
): (typeof documents)["\n  fragment MenuItemFields on MenuItem {\n    id\n    databaseId\n    parentDatabaseId\n    label\n    url\n    path\n    target\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment SeoFields on PostTypeSEO {\n    title\n    metaDesc\n    metaRobotsNoindex\n    opengraphType\n    opengraphImage {\n      sourceUrl\n    }\n  }\n",
): (typeof documents)["\n  fragment SeoFields on PostTypeSEO {\n    title\n    metaDesc\n    metaRobotsNoindex\n    opengraphType\n    opengraphImage {\n      sourceUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment PostCardFields on Post {\n    id\n    databaseId\n    title\n    uri\n    date\n    excerpt\n  }\n",
): (typeof documents)["\n  fragment PostCardFields on Post {\n    id\n    databaseId\n    title\n    uri\n    date\n    excerpt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query InvestorEvents($first: Int!, $after: String) {\n    investorEvents(first: $first, after: $after) {\n      nodes {\n        databaseId\n        title\n        investorEventFields {\n          startDate\n          eventType\n          location\n          description\n          webcastUrl\n          webcast {\n            node {\n              ...FileFields\n            }\n          }\n          audio {\n            node {\n              ...FileFields\n            }\n          }\n          slides {\n            node {\n              ...FileFields\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n",
): (typeof documents)["\n  query InvestorEvents($first: Int!, $after: String) {\n    investorEvents(first: $first, after: $after) {\n      nodes {\n        databaseId\n        title\n        investorEventFields {\n          startDate\n          eventType\n          location\n          description\n          webcastUrl\n          webcast {\n            node {\n              ...FileFields\n            }\n          }\n          audio {\n            node {\n              ...FileFields\n            }\n          }\n          slides {\n            node {\n              ...FileFields\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment ContentViewFields on ContentNode {\n    databaseId\n    slug\n    date\n    dateGmt\n    modifiedGmt\n    template {\n      templateName\n    }\n    seo {\n      ...SeoFields\n    }\n    ... on NodeWithTitle {\n      title\n    }\n    ... on NodeWithContentEditor {\n      content\n    }\n    ... on NodeWithFeaturedImage {\n      featuredImage {\n        node {\n          ...ImageFields\n        }\n      }\n    }\n  }\n",
): (typeof documents)["\n  fragment ContentViewFields on ContentNode {\n    databaseId\n    slug\n    date\n    dateGmt\n    modifiedGmt\n    template {\n      templateName\n    }\n    seo {\n      ...SeoFields\n    }\n    ... on NodeWithTitle {\n      title\n    }\n    ... on NodeWithContentEditor {\n      content\n    }\n    ... on NodeWithFeaturedImage {\n      featuredImage {\n        node {\n          ...ImageFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment ShownNodeFields on UniformResourceIdentifiable {\n    __typename\n    id\n    uri\n    isFrontPage\n    ... on ContentNode {\n      status\n      ...ContentViewFields\n    }\n    ... on Page {\n      hasPassword\n      pageBuilder {\n        ...PageBuilderFields\n      }\n    }\n    ... on Post {\n      hasPassword\n      categories(first: 20) {\n        nodes {\n          name\n          slug\n        }\n      }\n    }\n    ... on Category {\n      databaseId\n      name\n      slug\n      description\n    }\n  }\n",
): (typeof documents)["\n  fragment ShownNodeFields on UniformResourceIdentifiable {\n    __typename\n    id\n    uri\n    isFrontPage\n    ... on ContentNode {\n      status\n      ...ContentViewFields\n    }\n    ... on Page {\n      hasPassword\n      pageBuilder {\n        ...PageBuilderFields\n      }\n    }\n    ... on Post {\n      hasPassword\n      categories(first: 20) {\n        nodes {\n          name\n          slug\n        }\n      }\n    }\n    ... on Category {\n      databaseId\n      name\n      slug\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query NodeByUri($uri: String!) {\n    nodeByUri(uri: $uri) {\n      ...ShownNodeFields\n    }\n  }\n",
): (typeof documents)["\n  query NodeByUri($uri: String!) {\n    nodeByUri(uri: $uri) {\n      ...ShownNodeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query PreviewNode($id: ID!) {\n    contentNode(id: $id, idType: DATABASE_ID, asPreview: true) {\n      ...ShownNodeFields\n    }\n  }\n",
): (typeof documents)["\n  query PreviewNode($id: ID!) {\n    contentNode(id: $id, idType: DATABASE_ID, asPreview: true) {\n      ...ShownNodeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment PageBuilderFields on PageBuilder {\n    heroTitle\n    heroText\n    blocks {\n      __typename\n      ... on PageBuilderBlocksRichTextLayout {\n        heading\n        text\n      }\n      ... on PageBuilderBlocksCardGridLayout {\n        heading\n        intro\n        cards {\n          title\n          text\n          image {\n            node {\n              ...ImageFields\n            }\n          }\n          link {\n            url\n            title\n            target\n          }\n        }\n      }\n      ... on PageBuilderBlocksStatisticsLayout {\n        heading\n        intro\n        statistics {\n          value\n          label\n          group\n        }\n        note\n      }\n      ... on PageBuilderBlocksAccordionLayout {\n        heading\n        items {\n          question\n          answer\n        }\n      }\n      ... on PageBuilderBlocksDocumentListLayout {\n        heading\n        intro\n        documents {\n          title\n          file {\n            node {\n              ...FileFields\n            }\n          }\n        }\n      }\n      ... on PageBuilderBlocksContactLayout {\n        heading\n        text\n        name\n        email\n        phone\n        address\n      }\n      ... on PageBuilderBlocksCallToActionLayout {\n        heading\n        text\n        link {\n          url\n          title\n          target\n        }\n      }\n      ... on PageBuilderBlocksDividendRatesLayout {\n        heading\n        text\n      }\n      ... on PageBuilderBlocksKeyFactsLayout {\n        heading\n        intro\n        facts {\n          label\n          value\n        }\n      }\n      ... on PageBuilderBlocksAnalystCoverageLayout {\n        heading\n        intro\n        analysts {\n          firm\n          analyst\n          location\n        }\n      }\n      ... on PageBuilderBlocksTimelineLayout {\n        heading\n        steps {\n          date\n          title\n          text\n          status\n        }\n      }\n    }\n  }\n",
): (typeof documents)["\n  fragment PageBuilderFields on PageBuilder {\n    heroTitle\n    heroText\n    blocks {\n      __typename\n      ... on PageBuilderBlocksRichTextLayout {\n        heading\n        text\n      }\n      ... on PageBuilderBlocksCardGridLayout {\n        heading\n        intro\n        cards {\n          title\n          text\n          image {\n            node {\n              ...ImageFields\n            }\n          }\n          link {\n            url\n            title\n            target\n          }\n        }\n      }\n      ... on PageBuilderBlocksStatisticsLayout {\n        heading\n        intro\n        statistics {\n          value\n          label\n          group\n        }\n        note\n      }\n      ... on PageBuilderBlocksAccordionLayout {\n        heading\n        items {\n          question\n          answer\n        }\n      }\n      ... on PageBuilderBlocksDocumentListLayout {\n        heading\n        intro\n        documents {\n          title\n          file {\n            node {\n              ...FileFields\n            }\n          }\n        }\n      }\n      ... on PageBuilderBlocksContactLayout {\n        heading\n        text\n        name\n        email\n        phone\n        address\n      }\n      ... on PageBuilderBlocksCallToActionLayout {\n        heading\n        text\n        link {\n          url\n          title\n          target\n        }\n      }\n      ... on PageBuilderBlocksDividendRatesLayout {\n        heading\n        text\n      }\n      ... on PageBuilderBlocksKeyFactsLayout {\n        heading\n        intro\n        facts {\n          label\n          value\n        }\n      }\n      ... on PageBuilderBlocksAnalystCoverageLayout {\n        heading\n        intro\n        analysts {\n          firm\n          analyst\n          location\n        }\n      }\n      ... on PageBuilderBlocksTimelineLayout {\n        heading\n        steps {\n          date\n          title\n          text\n          status\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query PageTemplates($first: Int!, $after: String) {\n    pages(first: $first, after: $after) {\n      nodes {\n        __typename\n        databaseId\n        slug\n        uri\n        isFrontPage\n        template {\n          templateName\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n",
): (typeof documents)["\n  query PageTemplates($first: Int!, $after: String) {\n    pages(first: $first, after: $after) {\n      nodes {\n        __typename\n        databaseId\n        slug\n        uri\n        isFrontPage\n        template {\n          templateName\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query People($first: Int!, $after: String) {\n    people(first: $first, after: $after, where: { orderby: [{ field: MENU_ORDER, order: ASC }] }) {\n      nodes {\n        databaseId\n        title\n        slug\n        personFields {\n          role\n          group\n          photo {\n            node {\n              ...ImageFields\n            }\n          }\n          committees {\n            committee\n            role\n          }\n          biography\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n",
): (typeof documents)["\n  query People($first: Int!, $after: String) {\n    people(first: $first, after: $after, where: { orderby: [{ field: MENU_ORDER, order: ASC }] }) {\n      nodes {\n        databaseId\n        title\n        slug\n        personFields {\n          role\n          group\n          photo {\n            node {\n              ...ImageFields\n            }\n          }\n          committees {\n            committee\n            role\n          }\n          biography\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query Posts($first: Int!, $after: String, $categoryName: String) {\n    posts(\n      first: $first\n      after: $after\n      where: {\n        categoryName: $categoryName\n        hasPassword: false\n        orderby: [{ field: DATE, order: DESC }]\n      }\n    ) {\n      nodes {\n        ...PostCardFields\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n",
): (typeof documents)["\n  query Posts($first: Int!, $after: String, $categoryName: String) {\n    posts(\n      first: $first\n      after: $after\n      where: {\n        categoryName: $categoryName\n        hasPassword: false\n        orderby: [{ field: DATE, order: DESC }]\n      }\n    ) {\n      nodes {\n        ...PostCardFields\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query PostsCursor($first: Int!, $after: String, $categoryName: String) {\n    posts(\n      first: $first\n      after: $after\n      where: {\n        categoryName: $categoryName\n        hasPassword: false\n        orderby: [{ field: DATE, order: DESC }]\n      }\n    ) {\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n",
): (typeof documents)["\n  query PostsCursor($first: Int!, $after: String, $categoryName: String) {\n    posts(\n      first: $first\n      after: $after\n      where: {\n        categoryName: $categoryName\n        hasPassword: false\n        orderby: [{ field: DATE, order: DESC }]\n      }\n    ) {\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query SiteSearch($search: String!, $first: Int!, $after: String) {\n    contentNodes(\n      first: $first\n      after: $after\n      where: { search: $search, contentTypes: [PAGE, POST] }\n    ) {\n      nodes {\n        __typename\n        id\n        uri\n        date\n        ... on NodeWithTitle {\n          title\n        }\n        ... on NodeWithExcerpt {\n          excerpt\n        }\n        ... on NodeWithContentEditor {\n          content\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n",
): (typeof documents)["\n  query SiteSearch($search: String!, $first: Int!, $after: String) {\n    contentNodes(\n      first: $first\n      after: $after\n      where: { search: $search, contentTypes: [PAGE, POST] }\n    ) {\n      nodes {\n        __typename\n        id\n        uri\n        date\n        ... on NodeWithTitle {\n          title\n        }\n        ... on NodeWithExcerpt {\n          excerpt\n        }\n        ... on NodeWithContentEditor {\n          content\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query SiteSearchCursors($search: String!, $first: Int!, $after: String) {\n    contentNodes(\n      first: $first\n      after: $after\n      where: { search: $search, contentTypes: [PAGE, POST] }\n    ) {\n      edges {\n        cursor\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n",
): (typeof documents)["\n  query SiteSearchCursors($search: String!, $first: Int!, $after: String) {\n    contentNodes(\n      first: $first\n      after: $after\n      where: { search: $search, contentTypes: [PAGE, POST] }\n    ) {\n      edges {\n        cursor\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment MenuItemsPageFields on RootQueryToMenuItemConnection {\n    nodes {\n      ...MenuItemFields\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n",
): (typeof documents)["\n  fragment MenuItemsPageFields on RootQueryToMenuItemConnection {\n    nodes {\n      ...MenuItemFields\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query Shell {\n    generalSettings {\n      title\n      description\n      url\n      timezone\n    }\n    siteOptions {\n      headerOptions {\n        headerLogoImage {\n          node {\n            ...ImageFields\n          }\n        }\n        headerNavImage {\n          node {\n            ...ImageFields\n          }\n        }\n      }\n      footerOptions {\n        footerLogoImage {\n          node {\n            ...ImageFields\n          }\n        }\n      }\n      socialIconsOptions {\n        socialIcons {\n          socialIconTitle\n          socialIconLinkUrl\n          socialIconImage {\n            node {\n              ...ImageFields\n            }\n          }\n        }\n      }\n      siteIconOptions {\n        siteIconImage {\n          node {\n            ...ImageFields\n          }\n        }\n      }\n    }\n    primaryMenu: menuItems(first: 100, where: { location: PRIMARY }) {\n      ...MenuItemsPageFields\n    }\n    secondaryMenu: menuItems(first: 100, where: { location: SECONDARY }) {\n      ...MenuItemsPageFields\n    }\n    footerMenu: menuItems(first: 100, where: { location: FOOTER }) {\n      ...MenuItemsPageFields\n    }\n  }\n",
): (typeof documents)["\n  query Shell {\n    generalSettings {\n      title\n      description\n      url\n      timezone\n    }\n    siteOptions {\n      headerOptions {\n        headerLogoImage {\n          node {\n            ...ImageFields\n          }\n        }\n        headerNavImage {\n          node {\n            ...ImageFields\n          }\n        }\n      }\n      footerOptions {\n        footerLogoImage {\n          node {\n            ...ImageFields\n          }\n        }\n      }\n      socialIconsOptions {\n        socialIcons {\n          socialIconTitle\n          socialIconLinkUrl\n          socialIconImage {\n            node {\n              ...ImageFields\n            }\n          }\n        }\n      }\n      siteIconOptions {\n        siteIconImage {\n          node {\n            ...ImageFields\n          }\n        }\n      }\n    }\n    primaryMenu: menuItems(first: 100, where: { location: PRIMARY }) {\n      ...MenuItemsPageFields\n    }\n    secondaryMenu: menuItems(first: 100, where: { location: SECONDARY }) {\n      ...MenuItemsPageFields\n    }\n    footerMenu: menuItems(first: 100, where: { location: FOOTER }) {\n      ...MenuItemsPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query MenuItemsPage($location: MenuLocationEnum!, $after: String!) {\n    menuItems(first: 100, after: $after, where: { location: $location }) {\n      ...MenuItemsPageFields\n    }\n  }\n",
): (typeof documents)["\n  query MenuItemsPage($location: MenuLocationEnum!, $after: String!) {\n    menuItems(first: 100, after: $after, where: { location: $location }) {\n      ...MenuItemsPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment SitemapNodeFields on ContentNode {\n    uri\n    modified\n    modifiedGmt\n    seo {\n      metaRobotsNoindex\n    }\n  }\n",
): (typeof documents)["\n  fragment SitemapNodeFields on ContentNode {\n    uri\n    modified\n    modifiedGmt\n    seo {\n      metaRobotsNoindex\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query SitemapPages($first: Int!, $after: String) {\n    pages(first: $first, after: $after, where: { hasPassword: false }) {\n      nodes {\n        ...SitemapNodeFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n",
): (typeof documents)["\n  query SitemapPages($first: Int!, $after: String) {\n    pages(first: $first, after: $after, where: { hasPassword: false }) {\n      nodes {\n        ...SitemapNodeFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query SitemapPosts($first: Int!, $after: String) {\n    posts(first: $first, after: $after, where: { hasPassword: false }) {\n      nodes {\n        ...SitemapNodeFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n",
): (typeof documents)["\n  query SitemapPosts($first: Int!, $after: String) {\n    posts(first: $first, after: $after, where: { hasPassword: false }) {\n      nodes {\n        ...SitemapNodeFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query PreviewTarget($id: ID!) {\n    viewer {\n      databaseId\n    }\n    contentNode(id: $id, idType: DATABASE_ID) {\n      databaseId\n      contentTypeName\n      status\n      uri\n    }\n  }\n",
): (typeof documents)["\n  query PreviewTarget($id: ID!) {\n    viewer {\n      databaseId\n    }\n    contentNode(id: $id, idType: DATABASE_ID) {\n      databaseId\n      contentTypeName\n      status\n      uri\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
