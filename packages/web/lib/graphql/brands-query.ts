// The brand post type, in the order the editors set: the Brands template and the front
// page's highlight.
import { gql, type TypedDocumentNode } from "@apollo/client";
import type { ConnectionPage, ConnectionPageVariables } from "./all-nodes";
import { IMAGE_FIELDS, type ImageFields } from "./fragments";

export interface BrandFields {
  databaseId: number;
  title: string | null;
  brandFields: {
    category: string | null;
    description: string | null;
    website: string | null;
    logo: ImageFields | null;
    featured: boolean | null;
    callSign: string | null;
    market: string | null;
    frequency: string | null;
    province: string | null;
  } | null;
}

export const BRANDS_QUERY: TypedDocumentNode<
  { brands: ConnectionPage<BrandFields> | null },
  ConnectionPageVariables
> = gql`
  query Brands($first: Int!, $after: String) {
    brands(first: $first, after: $after, where: { orderby: [{ field: MENU_ORDER, order: ASC }] }) {
      nodes {
        databaseId
        title(format: RAW)
        brandFields {
          category
          description
          website
          logo {
            ...ImageFields
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
  ${IMAGE_FIELDS}
`;
