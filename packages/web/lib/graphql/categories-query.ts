// The post categories, to filter press releases by.
import { graphql } from "./generated";

export const CATEGORIES_QUERY = graphql(`
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
`);
