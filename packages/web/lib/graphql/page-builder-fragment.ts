// The ACF "Page Builder" group on pages: hero text and the flexible-content blocks, one
// inline fragment per layout (WPGraphQL for ACF v0.x type names).
import { gql } from "@apollo/client";
import { FILE_FIELDS, IMAGE_FIELDS, type FileFields, type ImageFields } from "./fragments";

export interface AcfLink {
  url: string | null;
  title: string | null;
  target: string | null;
}

export type PageBlockFields =
  | { __typename: "Page_Pagebuilder_Blocks_RichText"; heading: string | null; text: string | null }
  | {
      __typename: "Page_Pagebuilder_Blocks_CardGrid";
      heading: string | null;
      intro: string | null;
      cards:
        | {
            title: string | null;
            text: string | null;
            image: ImageFields | null;
            link: AcfLink | null;
          }[]
        | null;
    }
  | {
      __typename: "Page_Pagebuilder_Blocks_Statistics";
      heading: string | null;
      intro: string | null;
      statistics: { value: string | null; label: string | null; group: string | null }[] | null;
      note: string | null;
    }
  | {
      __typename: "Page_Pagebuilder_Blocks_Accordion";
      heading: string | null;
      items: { question: string | null; answer: string | null }[] | null;
    }
  | {
      __typename: "Page_Pagebuilder_Blocks_DocumentList";
      heading: string | null;
      intro: string | null;
      documents: { title: string | null; file: FileFields | null }[] | null;
    }
  | {
      __typename: "Page_Pagebuilder_Blocks_Contact";
      heading: string | null;
      text: string | null;
      name: string | null;
      email: string | null;
      phone: string | null;
      address: string | null;
    }
  | {
      __typename: "Page_Pagebuilder_Blocks_CallToAction";
      heading: string | null;
      text: string | null;
      link: AcfLink | null;
    }
  | {
      __typename: "Page_Pagebuilder_Blocks_Timeline";
      heading: string | null;
      steps:
        | {
            date: string | null;
            title: string | null;
            text: string | null;
            status: string | null;
          }[]
        | null;
    };

export interface PageBuilderFields {
  heroTitle: string | null;
  heroText: string | null;
  blocks: (PageBlockFields | null)[] | null;
}

export const PAGE_BUILDER_FIELDS = gql`
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
  ${IMAGE_FIELDS}
  ${FILE_FIELDS}
`;
