// The brand post type, in the order the editors set: the Brands template and the front
// page's highlight.
import type { ResultOf } from "@graphql-typed-document-node/core";
import { graphql } from "@/lib/graphql/generated";

export const BRANDS_QUERY = graphql(`
  query Brands($first: Int!, $after: String, $language: LanguageCodeFilterEnum!) {
    brands(
      first: $first
      after: $after
      where: { language: $language, orderby: [{ field: MENU_ORDER, order: ASC }] }
    ) {
      nodes {
        databaseId
        title
        brandFields {
          category
          description
          website
          logo {
            node {
              ...ImageFields
            }
          }
          featured
          callSign
          market
          frequency
          province
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export type BrandFields = NonNullable<ResultOf<typeof BRANDS_QUERY>["brands"]>["nodes"][number];
