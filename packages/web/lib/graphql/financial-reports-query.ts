// The financial_report post type: every published document with its period and kind.
import { gql, type TypedDocumentNode } from "@apollo/client";
import type { ConnectionPage, ConnectionPageVariables } from "./all-nodes";
import { FILE_FIELDS, type FileFields } from "./fragments";

export interface FinancialReportFields {
  databaseId: number;
  title: string | null;
  date: string | null;
  financialReportFields: {
    reportDate: string | null;
    kind: string | null;
    annual: boolean | null;
    document: FileFields | null;
  } | null;
}

export const FINANCIAL_REPORTS_QUERY: TypedDocumentNode<
  { financialReports: ConnectionPage<FinancialReportFields> | null },
  ConnectionPageVariables
> = gql`
  query FinancialReports($first: Int!, $after: String) {
    financialReports(first: $first, after: $after) {
      nodes {
        databaseId
        title(format: RAW)
        date
        financialReportFields {
          reportDate
          kind
          annual
          document {
            ...FileFields
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
  ${FILE_FIELDS}
`;
