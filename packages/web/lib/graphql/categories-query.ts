// The post categories of one language, to filter its press releases by.
import { graphql } from "./generated";

export const CATEGORIES_QUERY = graphql(`
  query PostCategories($language: LanguageCodeFilterEnum!) {
    categories(first: 100, where: { language: $language }) {
      nodes {
        name
        slug
        uri
        count
      }
    }
  }
`);
