// The investor_event post type: calls, meetings and conferences with their recordings.
import type { ResultOf } from "@graphql-typed-document-node/core";
import { graphql } from "@/lib/graphql/generated";

export const INVESTOR_EVENT_NODE_FIELDS = graphql(`
  fragment InvestorEventNodeFields on InvestorEvent {
    databaseId
    title
    dateGmt
    modifiedGmt
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
`);

export const INVESTOR_EVENTS_QUERY = graphql(`
  query InvestorEvents($first: Int!, $after: String, $language: LanguageCodeFilterEnum!) {
    investorEvents(first: $first, after: $after, where: { language: $language }) {
      nodes {
        ...InvestorEventNodeFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** One event, for its calendar file. */
export const INVESTOR_EVENT_QUERY = graphql(`
  query InvestorEvent($id: ID!) {
    investorEvent(id: $id, idType: DATABASE_ID) {
      ...InvestorEventNodeFields
      language {
        code
      }
    }
  }
`);

export type InvestorEventFields = ResultOf<typeof INVESTOR_EVENT_NODE_FIELDS>;
