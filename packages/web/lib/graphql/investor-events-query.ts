// The investor_event post type: calls, meetings and conferences with their recordings.
import { gql, type TypedDocumentNode } from "@apollo/client";
import type { ConnectionPage, ConnectionPageVariables } from "./all-nodes";
import { FILE_FIELDS, type FileFields } from "./fragments";

export interface InvestorEventFields {
  databaseId: number;
  title: string | null;
  investorEventFields: {
    startDate: string | null;
    eventType: string | null;
    location: string | null;
    description: string | null;
    webcastUrl: string | null;
    webcast: FileFields | null;
    audio: FileFields | null;
    slides: FileFields | null;
  } | null;
}

export const INVESTOR_EVENTS_QUERY: TypedDocumentNode<
  { investorEvents: ConnectionPage<InvestorEventFields> | null },
  ConnectionPageVariables
> = gql`
  query InvestorEvents($first: Int!, $after: String) {
    investorEvents(first: $first, after: $after) {
      nodes {
        databaseId
        title(format: RAW)
        investorEventFields {
          startDate
          eventType
          location
          description
          webcastUrl
          webcast {
            ...FileFields
          }
          audio {
            ...FileFields
          }
          slides {
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
