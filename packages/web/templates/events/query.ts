// The investor_event post type: calls, meetings and conferences with their recordings.
import type { ResultOf } from "@graphql-typed-document-node/core";
import { graphql } from "@/lib/graphql/generated";

export const INVESTOR_EVENTS_QUERY = graphql(`
  query InvestorEvents($first: Int!, $after: String) {
    investorEvents(first: $first, after: $after) {
      nodes {
        databaseId
        title
        investorEventFields {
          startDate
          eventType
          location
          description
          webcastUrl
          webcast {
            node {
              ...FileFields
            }
          }
          audio {
            node {
              ...FileFields
            }
          }
          slides {
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

export type InvestorEventFields = NonNullable<
  ResultOf<typeof INVESTOR_EVENTS_QUERY>["investorEvents"]
>["nodes"][number];
