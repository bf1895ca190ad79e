// The ACF "Page Builder" group on pages: hero text and the flexible-content blocks, one
// inline fragment per layout (WPGraphQL for ACF 2.x type names: PageBuilderBlocks<Layout>Layout).
import type { ResultOf } from "@graphql-typed-document-node/core";
import { graphql } from "./generated";

export const PAGE_BUILDER_FIELDS = graphql(`
  fragment PageBuilderFields on PageBuilder {
    heroTitle
    heroText
    blocks {
      __typename
      ... on PageBuilderBlocksRichTextLayout {
        heading
        text
      }
      ... on PageBuilderBlocksCardGridLayout {
        heading
        intro
        cards {
          title
          text
          image {
            node {
              ...ImageFields
            }
          }
          link {
            url
            title
            target
          }
        }
      }
      ... on PageBuilderBlocksStatisticsLayout {
        heading
        intro
        statistics {
          value
          label
          group
        }
        note
      }
      ... on PageBuilderBlocksAccordionLayout {
        heading
        items {
          question
          answer
        }
      }
      ... on PageBuilderBlocksDocumentListLayout {
        heading
        intro
        documents {
          title
          file {
            node {
              ...FileFields
            }
          }
        }
      }
      ... on PageBuilderBlocksContactLayout {
        heading
        text
        name
        email
        phone
        address
      }
      ... on PageBuilderBlocksCallToActionLayout {
        heading
        text
        link {
          url
          title
          target
        }
      }
      ... on PageBuilderBlocksDividendRatesLayout {
        heading
        text
      }
      ... on PageBuilderBlocksKeyFactsLayout {
        heading
        intro
        facts {
          label
          value
        }
      }
      ... on PageBuilderBlocksAnalystCoverageLayout {
        heading
        intro
        analysts {
          firm
          analyst
          location
        }
      }
      ... on PageBuilderBlocksTimelineLayout {
        heading
        steps {
          date
          title
          text
          status
        }
      }
    }
  }
`);

export type PageBuilderFields = ResultOf<typeof PAGE_BUILDER_FIELDS>;
export type PageBlockFields = NonNullable<NonNullable<PageBuilderFields["blocks"]>[number]>;
export type AcfLink = NonNullable<
  Extract<PageBlockFields, { __typename: "PageBuilderBlocksCallToActionLayout" }>["link"]
>;
