// The person post type, in the order the editors set (menu order): the Leadership template.
import { gql, type TypedDocumentNode } from "@apollo/client";
import type { ConnectionPage, ConnectionPageVariables } from "./all-nodes";
import { IMAGE_FIELDS, type ImageFields } from "./fragments";

export interface PersonFields {
  databaseId: number;
  title: string | null;
  slug: string | null;
  personFields: {
    role: string | null;
    group: string | null;
    photo: ImageFields | null;
    committees: { committee: string | null; role: string | null }[] | null;
    biography: string | null;
  } | null;
}

export const PEOPLE_QUERY: TypedDocumentNode<
  { people: ConnectionPage<PersonFields> | null },
  ConnectionPageVariables
> = gql`
  query People($first: Int!, $after: String) {
    people(first: $first, after: $after, where: { orderby: [{ field: MENU_ORDER, order: ASC }] }) {
      nodes {
        databaseId
        title(format: RAW)
        slug
        personFields {
          role
          group
          photo {
            ...ImageFields
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
  ${IMAGE_FIELDS}
`;
