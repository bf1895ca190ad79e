// The post categories, to filter press releases by.
import { gql, type TypedDocumentNode } from "@apollo/client";

export interface CategoryFields {
  name: string | null;
  slug: string | null;
  uri: string | null;
  count: number | null;
}

export const CATEGORIES_QUERY: TypedDocumentNode<
  { categories: { nodes: CategoryFields[] } | null },
  Record<string, never>
> = gql`
  query PostCategories {
    categories(first: 100) {
      nodes {
        name
        slug
        uri
        count
      }
    }
  }
`;
