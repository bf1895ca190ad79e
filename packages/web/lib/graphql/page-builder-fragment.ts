// The ACF "Page Builder" group on pages: hero text and the flexible-content blocks, one
// inline fragment per layout (WPGraphQL for ACF v0.x type names).
import type { ResultOf } from "@graphql-typed-document-node/core";
import { graphql } from "./generated";

export const PAGE_BUILDER_FIELDS = graphql(`
  fragment PageBuilderFields on Page_Pagebuilder {
    heroTitle
    heroText
    blocks {
      __typename
      ... on Page_Pagebuilder_Blocks_RichText {
        heading
        text
      }
      ... on Page_Pagebuilder_Blocks_CardGrid {
        heading
        intro
        cards {
          title
          text
          image {
            ...ImageFields
          }
          link {
            url
            title
            target
          }
        }
      }
      ... on Page_Pagebuilder_Blocks_Statistics {
        heading
        intro
        statistics {
          value
          label
          group
        }
        note
      }
      ... on Page_Pagebuilder_Blocks_Accordion {
        heading
        items {
          question
          answer
        }
      }
      ... on Page_Pagebuilder_Blocks_DocumentList {
        heading
        intro
        documents {
          title
          file {
            ...FileFields
          }
        }
      }
      ... on Page_Pagebuilder_Blocks_Contact {
        heading
        text
        name
        email
        phone
        address
      }
      ... on Page_Pagebuilder_Blocks_CallToAction {
        heading
        text
        link {
          url
          title
          target
        }
      }
      ... on Page_Pagebuilder_Blocks_DividendRates {
        heading
        text
      }
      ... on Page_Pagebuilder_Blocks_KeyFacts {
        heading
        intro
        facts {
          label
          value
        }
      }
      ... on Page_Pagebuilder_Blocks_AnalystCoverage {
        heading
        intro
        analysts {
          firm
          analyst
          location
        }
      }
      ... on Page_Pagebuilder_Blocks_Timeline {
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
  Extract<PageBlockFields, { __typename: "Page_Pagebuilder_Blocks_CallToAction" }>["link"]
>;
