// The person post type, in the order the editors set (menu order): the Leadership template.
import type { ResultOf } from "@graphql-typed-document-node/core";
import { graphql } from "@/lib/graphql/generated";

export const PEOPLE_QUERY = graphql(`
  query People($first: Int!, $after: String, $language: LanguageCodeFilterEnum!) {
    people(
      first: $first
      after: $after
      where: { language: $language, orderby: [{ field: MENU_ORDER, order: ASC }] }
    ) {
      nodes {
        databaseId
        title
        slug
        personFields {
          role
          group
          photo {
            node {
              ...ImageFields
            }
          }
          committees {
            committee
            role
          }
          biography
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export type PersonFields = NonNullable<ResultOf<typeof PEOPLE_QUERY>["people"]>["nodes"][number];
