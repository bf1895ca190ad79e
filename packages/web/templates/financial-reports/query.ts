// The financial_report post type: every published document with its period and kind.
import type { ResultOf } from "@graphql-typed-document-node/core";
import { graphql } from "@/lib/graphql/generated";

export const FINANCIAL_REPORTS_QUERY = graphql(`
  query FinancialReports($first: Int!, $after: String, $language: LanguageCodeFilterEnum!) {
    financialReports(first: $first, after: $after, where: { language: $language }) {
      nodes {
        databaseId
        title
        date
        financialReportFields {
          reportDate
          kind
          annual
          document {
            node {
              ...FileFields
            }
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export type FinancialReportFields = NonNullable<
  ResultOf<typeof FINANCIAL_REPORTS_QUERY>["financialReports"]
>["nodes"][number];
