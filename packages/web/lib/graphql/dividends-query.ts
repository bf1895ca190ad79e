// The dividend post type, newest first (each is posted on its declaration date).
import { gql, type TypedDocumentNode } from "@apollo/client";
import type { ConnectionPage, ConnectionPageVariables } from "./all-nodes";

export interface DividendFields {
  databaseId: number;
  dividendFields: {
    declaredDate: string | null;
    recordDate: string | null;
    payableDate: string | null;
    classAAmount: number | null;
    classBAmount: number | null;
  } | null;
}

const DIVIDEND_NODE_FIELDS = `
  databaseId
  dividendFields {
    declaredDate
    recordDate
    payableDate
    classAAmount
    classBAmount
  }
`;

export const DIVIDENDS_QUERY: TypedDocumentNode<
  { dividends: ConnectionPage<DividendFields> | null },
  ConnectionPageVariables
> = gql`
  query Dividends($first: Int!, $after: String) {
    dividends(first: $first, after: $after, where: { orderby: [{ field: DATE, order: DESC }] }) {
      nodes {
        ${DIVIDEND_NODE_FIELDS}
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

/** The latest dividends only: enough for the current rates (front page snapshot). */
export const LATEST_DIVIDENDS_QUERY: TypedDocumentNode<
  { dividends: { nodes: DividendFields[] } | null },
  Record<string, never>
> = gql`
  query LatestDividends {
    dividends(first: 2, where: { orderby: [{ field: DATE, order: DESC }] }) {
      nodes {
        ${DIVIDEND_NODE_FIELDS}
      }
    }
  }
`;
