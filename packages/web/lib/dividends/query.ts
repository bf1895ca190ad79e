// The dividend post type, newest first (each is posted on its declaration date).
import type { ResultOf } from "@graphql-typed-document-node/core";
import { graphql } from "@/lib/graphql/generated";

export const DIVIDEND_NODE_FIELDS = graphql(`
  fragment DividendNodeFields on Dividend {
    databaseId
    dividendFields {
      declaredDate
      recordDate
      payableDate
      classAAmount
      classBAmount
    }
  }
`);
export type DividendFields = ResultOf<typeof DIVIDEND_NODE_FIELDS>;

export const DIVIDENDS_QUERY = graphql(`
  query Dividends($first: Int!, $after: String) {
    dividends(first: $first, after: $after, where: { orderby: [{ field: DATE, order: DESC }] }) {
      nodes {
        ...DividendNodeFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** The latest dividends only: enough for the current rates (front page snapshot). */
export const LATEST_DIVIDENDS_QUERY = graphql(`
  query LatestDividends {
    dividends(first: 2, where: { orderby: [{ field: DATE, order: DESC }] }) {
      nodes {
        ...DividendNodeFields
      }
    }
  }
`);
