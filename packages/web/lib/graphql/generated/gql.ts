/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

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
    "\n  query AppQuery($url: String!) {\n    redirection(url: $url) {\n      target\n      origin\n      code\n    }\n  }\n": typeof types.AppQueryDocument,
    "\n  query PostCategories {\n    categories(first: 100) {\n      nodes {\n        name\n        slug\n        uri\n        count\n      }\n    }\n  }\n": typeof types.PostCategoriesDocument,
    "\n  fragment ImageFields on MediaItem {\n    altText\n    sourceUrl\n    mediaDetails {\n      width\n      height\n    }\n  }\n": typeof types.ImageFieldsFragmentDoc,
    "\n  fragment MenuItemFields on MenuItem {\n    id\n    databaseId\n    parentDatabaseId\n    label\n    url\n    path\n    target\n  }\n": typeof types.MenuItemFieldsFragmentDoc,
    "\n  fragment SeoFields on PostTypeSEO {\n    title\n    metaDesc\n    metaRobotsNoindex\n    opengraphType\n    opengraphImage {\n      sourceUrl\n    }\n  }\n": typeof types.SeoFieldsFragmentDoc,
    "\n  fragment PostCardFields on Post {\n    id\n    databaseId\n    title\n    uri\n    date\n    excerpt\n  }\n": typeof types.PostCardFieldsFragmentDoc,
    "\n  fragment ContentViewFields on ContentNode {\n    databaseId\n    slug\n    date\n    template {\n      templateName\n    }\n    seo {\n      ...SeoFields\n    }\n    ... on NodeWithTitle {\n      title\n    }\n    ... on NodeWithContentEditor {\n      content\n    }\n    ... on NodeWithFeaturedImage {\n      featuredImage {\n        node {\n          ...ImageFields\n        }\n      }\n    }\n  }\n": typeof types.ContentViewFieldsFragmentDoc,
    "\n  query NodeByUri($uri: String!) {\n    nodeByUri(uri: $uri) {\n      __typename\n      id\n      uri\n      isFrontPage\n      ... on ContentNode {\n        ...ContentViewFields\n      }\n      ... on Post {\n        categories(first: 20) {\n          nodes {\n            name\n            slug\n          }\n        }\n      }\n      ... on Category {\n        databaseId\n        name\n        slug\n        description\n      }\n    }\n  }\n": typeof types.NodeByUriDocument,
    "\n  query Posts($first: Int!, $after: String, $categoryName: String) {\n    posts(\n      first: $first\n      after: $after\n      where: { categoryName: $categoryName, orderby: [{ field: DATE, order: DESC }] }\n    ) {\n      nodes {\n        ...PostCardFields\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n": typeof types.PostsDocument,
    "\n  query PostsCursor($first: Int!, $after: String, $categoryName: String) {\n    posts(\n      first: $first\n      after: $after\n      where: { categoryName: $categoryName, orderby: [{ field: DATE, order: DESC }] }\n    ) {\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.PostsCursorDocument,
    "\n  fragment MenuItemsPageFields on RootQueryToMenuItemConnection {\n    nodes {\n      ...MenuItemFields\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n": typeof types.MenuItemsPageFieldsFragmentDoc,
    "\n  query Shell {\n    generalSettings {\n      title\n      description\n      url\n    }\n    siteOptions {\n      headerOptions {\n        headerLogoImage {\n          ...ImageFields\n        }\n        headerNavImage {\n          ...ImageFields\n        }\n      }\n      footerOptions {\n        footerLogoImage {\n          ...ImageFields\n        }\n      }\n      socialIconsOptions {\n        socialIcons {\n          socialIconTitle\n          socialIconLinkUrl\n          socialIconImage {\n            ...ImageFields\n          }\n        }\n      }\n    }\n    primaryMenu: menuItems(first: 100, where: { location: PRIMARY }) {\n      ...MenuItemsPageFields\n    }\n    secondaryMenu: menuItems(first: 100, where: { location: SECONDARY }) {\n      ...MenuItemsPageFields\n    }\n    footerMenu: menuItems(first: 100, where: { location: FOOTER }) {\n      ...MenuItemsPageFields\n    }\n  }\n": typeof types.ShellDocument,
    "\n  query MenuItemsPage($location: MenuLocationEnum!, $after: String!) {\n    menuItems(first: 100, after: $after, where: { location: $location }) {\n      ...MenuItemsPageFields\n    }\n  }\n": typeof types.MenuItemsPageDocument,
    "\n  fragment SitemapNodeFields on ContentNode {\n    uri\n    modified\n    modifiedGmt\n    seo {\n      metaRobotsNoindex\n    }\n  }\n": typeof types.SitemapNodeFieldsFragmentDoc,
    "\n  query SitemapPages($first: Int!, $after: String) {\n    pages(first: $first, after: $after) {\n      nodes {\n        ...SitemapNodeFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.SitemapPagesDocument,
    "\n  query SitemapPosts($first: Int!, $after: String) {\n    posts(first: $first, after: $after) {\n      nodes {\n        ...SitemapNodeFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.SitemapPostsDocument,
};
const documents: Documents = {
    "\n  query AppQuery($url: String!) {\n    redirection(url: $url) {\n      target\n      origin\n      code\n    }\n  }\n": types.AppQueryDocument,
    "\n  query PostCategories {\n    categories(first: 100) {\n      nodes {\n        name\n        slug\n        uri\n        count\n      }\n    }\n  }\n": types.PostCategoriesDocument,
    "\n  fragment ImageFields on MediaItem {\n    altText\n    sourceUrl\n    mediaDetails {\n      width\n      height\n    }\n  }\n": types.ImageFieldsFragmentDoc,
    "\n  fragment MenuItemFields on MenuItem {\n    id\n    databaseId\n    parentDatabaseId\n    label\n    url\n    path\n    target\n  }\n": types.MenuItemFieldsFragmentDoc,
    "\n  fragment SeoFields on PostTypeSEO {\n    title\n    metaDesc\n    metaRobotsNoindex\n    opengraphType\n    opengraphImage {\n      sourceUrl\n    }\n  }\n": types.SeoFieldsFragmentDoc,
    "\n  fragment PostCardFields on Post {\n    id\n    databaseId\n    title\n    uri\n    date\n    excerpt\n  }\n": types.PostCardFieldsFragmentDoc,
    "\n  fragment ContentViewFields on ContentNode {\n    databaseId\n    slug\n    date\n    template {\n      templateName\n    }\n    seo {\n      ...SeoFields\n    }\n    ... on NodeWithTitle {\n      title\n    }\n    ... on NodeWithContentEditor {\n      content\n    }\n    ... on NodeWithFeaturedImage {\n      featuredImage {\n        node {\n          ...ImageFields\n        }\n      }\n    }\n  }\n": types.ContentViewFieldsFragmentDoc,
    "\n  query NodeByUri($uri: String!) {\n    nodeByUri(uri: $uri) {\n      __typename\n      id\n      uri\n      isFrontPage\n      ... on ContentNode {\n        ...ContentViewFields\n      }\n      ... on Post {\n        categories(first: 20) {\n          nodes {\n            name\n            slug\n          }\n        }\n      }\n      ... on Category {\n        databaseId\n        name\n        slug\n        description\n      }\n    }\n  }\n": types.NodeByUriDocument,
    "\n  query Posts($first: Int!, $after: String, $categoryName: String) {\n    posts(\n      first: $first\n      after: $after\n      where: { categoryName: $categoryName, orderby: [{ field: DATE, order: DESC }] }\n    ) {\n      nodes {\n        ...PostCardFields\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n": types.PostsDocument,
    "\n  query PostsCursor($first: Int!, $after: String, $categoryName: String) {\n    posts(\n      first: $first\n      after: $after\n      where: { categoryName: $categoryName, orderby: [{ field: DATE, order: DESC }] }\n    ) {\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.PostsCursorDocument,
    "\n  fragment MenuItemsPageFields on RootQueryToMenuItemConnection {\n    nodes {\n      ...MenuItemFields\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n": types.MenuItemsPageFieldsFragmentDoc,
    "\n  query Shell {\n    generalSettings {\n      title\n      description\n      url\n    }\n    siteOptions {\n      headerOptions {\n        headerLogoImage {\n          ...ImageFields\n        }\n        headerNavImage {\n          ...ImageFields\n        }\n      }\n      footerOptions {\n        footerLogoImage {\n          ...ImageFields\n        }\n      }\n      socialIconsOptions {\n        socialIcons {\n          socialIconTitle\n          socialIconLinkUrl\n          socialIconImage {\n            ...ImageFields\n          }\n        }\n      }\n    }\n    primaryMenu: menuItems(first: 100, where: { location: PRIMARY }) {\n      ...MenuItemsPageFields\n    }\n    secondaryMenu: menuItems(first: 100, where: { location: SECONDARY }) {\n      ...MenuItemsPageFields\n    }\n    footerMenu: menuItems(first: 100, where: { location: FOOTER }) {\n      ...MenuItemsPageFields\n    }\n  }\n": types.ShellDocument,
    "\n  query MenuItemsPage($location: MenuLocationEnum!, $after: String!) {\n    menuItems(first: 100, after: $after, where: { location: $location }) {\n      ...MenuItemsPageFields\n    }\n  }\n": types.MenuItemsPageDocument,
    "\n  fragment SitemapNodeFields on ContentNode {\n    uri\n    modified\n    modifiedGmt\n    seo {\n      metaRobotsNoindex\n    }\n  }\n": types.SitemapNodeFieldsFragmentDoc,
    "\n  query SitemapPages($first: Int!, $after: String) {\n    pages(first: $first, after: $after) {\n      nodes {\n        ...SitemapNodeFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.SitemapPagesDocument,
    "\n  query SitemapPosts($first: Int!, $after: String) {\n    posts(first: $first, after: $after) {\n      nodes {\n        ...SitemapNodeFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.SitemapPostsDocument,
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
export function graphql(source: "\n  query AppQuery($url: String!) {\n    redirection(url: $url) {\n      target\n      origin\n      code\n    }\n  }\n"): (typeof documents)["\n  query AppQuery($url: String!) {\n    redirection(url: $url) {\n      target\n      origin\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostCategories {\n    categories(first: 100) {\n      nodes {\n        name\n        slug\n        uri\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostCategories {\n    categories(first: 100) {\n      nodes {\n        name\n        slug\n        uri\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ImageFields on MediaItem {\n    altText\n    sourceUrl\n    mediaDetails {\n      width\n      height\n    }\n  }\n"): (typeof documents)["\n  fragment ImageFields on MediaItem {\n    altText\n    sourceUrl\n    mediaDetails {\n      width\n      height\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MenuItemFields on MenuItem {\n    id\n    databaseId\n    parentDatabaseId\n    label\n    url\n    path\n    target\n  }\n"): (typeof documents)["\n  fragment MenuItemFields on MenuItem {\n    id\n    databaseId\n    parentDatabaseId\n    label\n    url\n    path\n    target\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SeoFields on PostTypeSEO {\n    title\n    metaDesc\n    metaRobotsNoindex\n    opengraphType\n    opengraphImage {\n      sourceUrl\n    }\n  }\n"): (typeof documents)["\n  fragment SeoFields on PostTypeSEO {\n    title\n    metaDesc\n    metaRobotsNoindex\n    opengraphType\n    opengraphImage {\n      sourceUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostCardFields on Post {\n    id\n    databaseId\n    title\n    uri\n    date\n    excerpt\n  }\n"): (typeof documents)["\n  fragment PostCardFields on Post {\n    id\n    databaseId\n    title\n    uri\n    date\n    excerpt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContentViewFields on ContentNode {\n    databaseId\n    slug\n    date\n    template {\n      templateName\n    }\n    seo {\n      ...SeoFields\n    }\n    ... on NodeWithTitle {\n      title\n    }\n    ... on NodeWithContentEditor {\n      content\n    }\n    ... on NodeWithFeaturedImage {\n      featuredImage {\n        node {\n          ...ImageFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ContentViewFields on ContentNode {\n    databaseId\n    slug\n    date\n    template {\n      templateName\n    }\n    seo {\n      ...SeoFields\n    }\n    ... on NodeWithTitle {\n      title\n    }\n    ... on NodeWithContentEditor {\n      content\n    }\n    ... on NodeWithFeaturedImage {\n      featuredImage {\n        node {\n          ...ImageFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NodeByUri($uri: String!) {\n    nodeByUri(uri: $uri) {\n      __typename\n      id\n      uri\n      isFrontPage\n      ... on ContentNode {\n        ...ContentViewFields\n      }\n      ... on Post {\n        categories(first: 20) {\n          nodes {\n            name\n            slug\n          }\n        }\n      }\n      ... on Category {\n        databaseId\n        name\n        slug\n        description\n      }\n    }\n  }\n"): (typeof documents)["\n  query NodeByUri($uri: String!) {\n    nodeByUri(uri: $uri) {\n      __typename\n      id\n      uri\n      isFrontPage\n      ... on ContentNode {\n        ...ContentViewFields\n      }\n      ... on Post {\n        categories(first: 20) {\n          nodes {\n            name\n            slug\n          }\n        }\n      }\n      ... on Category {\n        databaseId\n        name\n        slug\n        description\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Posts($first: Int!, $after: String, $categoryName: String) {\n    posts(\n      first: $first\n      after: $after\n      where: { categoryName: $categoryName, orderby: [{ field: DATE, order: DESC }] }\n    ) {\n      nodes {\n        ...PostCardFields\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Posts($first: Int!, $after: String, $categoryName: String) {\n    posts(\n      first: $first\n      after: $after\n      where: { categoryName: $categoryName, orderby: [{ field: DATE, order: DESC }] }\n    ) {\n      nodes {\n        ...PostCardFields\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostsCursor($first: Int!, $after: String, $categoryName: String) {\n    posts(\n      first: $first\n      after: $after\n      where: { categoryName: $categoryName, orderby: [{ field: DATE, order: DESC }] }\n    ) {\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostsCursor($first: Int!, $after: String, $categoryName: String) {\n    posts(\n      first: $first\n      after: $after\n      where: { categoryName: $categoryName, orderby: [{ field: DATE, order: DESC }] }\n    ) {\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MenuItemsPageFields on RootQueryToMenuItemConnection {\n    nodes {\n      ...MenuItemFields\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  fragment MenuItemsPageFields on RootQueryToMenuItemConnection {\n    nodes {\n      ...MenuItemFields\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Shell {\n    generalSettings {\n      title\n      description\n      url\n    }\n    siteOptions {\n      headerOptions {\n        headerLogoImage {\n          ...ImageFields\n        }\n        headerNavImage {\n          ...ImageFields\n        }\n      }\n      footerOptions {\n        footerLogoImage {\n          ...ImageFields\n        }\n      }\n      socialIconsOptions {\n        socialIcons {\n          socialIconTitle\n          socialIconLinkUrl\n          socialIconImage {\n            ...ImageFields\n          }\n        }\n      }\n    }\n    primaryMenu: menuItems(first: 100, where: { location: PRIMARY }) {\n      ...MenuItemsPageFields\n    }\n    secondaryMenu: menuItems(first: 100, where: { location: SECONDARY }) {\n      ...MenuItemsPageFields\n    }\n    footerMenu: menuItems(first: 100, where: { location: FOOTER }) {\n      ...MenuItemsPageFields\n    }\n  }\n"): (typeof documents)["\n  query Shell {\n    generalSettings {\n      title\n      description\n      url\n    }\n    siteOptions {\n      headerOptions {\n        headerLogoImage {\n          ...ImageFields\n        }\n        headerNavImage {\n          ...ImageFields\n        }\n      }\n      footerOptions {\n        footerLogoImage {\n          ...ImageFields\n        }\n      }\n      socialIconsOptions {\n        socialIcons {\n          socialIconTitle\n          socialIconLinkUrl\n          socialIconImage {\n            ...ImageFields\n          }\n        }\n      }\n    }\n    primaryMenu: menuItems(first: 100, where: { location: PRIMARY }) {\n      ...MenuItemsPageFields\n    }\n    secondaryMenu: menuItems(first: 100, where: { location: SECONDARY }) {\n      ...MenuItemsPageFields\n    }\n    footerMenu: menuItems(first: 100, where: { location: FOOTER }) {\n      ...MenuItemsPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuItemsPage($location: MenuLocationEnum!, $after: String!) {\n    menuItems(first: 100, after: $after, where: { location: $location }) {\n      ...MenuItemsPageFields\n    }\n  }\n"): (typeof documents)["\n  query MenuItemsPage($location: MenuLocationEnum!, $after: String!) {\n    menuItems(first: 100, after: $after, where: { location: $location }) {\n      ...MenuItemsPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SitemapNodeFields on ContentNode {\n    uri\n    modified\n    modifiedGmt\n    seo {\n      metaRobotsNoindex\n    }\n  }\n"): (typeof documents)["\n  fragment SitemapNodeFields on ContentNode {\n    uri\n    modified\n    modifiedGmt\n    seo {\n      metaRobotsNoindex\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SitemapPages($first: Int!, $after: String) {\n    pages(first: $first, after: $after) {\n      nodes {\n        ...SitemapNodeFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query SitemapPages($first: Int!, $after: String) {\n    pages(first: $first, after: $after) {\n      nodes {\n        ...SitemapNodeFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SitemapPosts($first: Int!, $after: String) {\n    posts(first: $first, after: $after) {\n      nodes {\n        ...SitemapNodeFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query SitemapPosts($first: Int!, $after: String) {\n    posts(first: $first, after: $after) {\n      nodes {\n        ...SitemapNodeFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;