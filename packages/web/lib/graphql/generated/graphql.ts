/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";
/** Registered menu locations, as upper-case safe names of the theme's location slugs. */
export type MenuLocationEnum = "FOOTER" | "PRIMARY" | "SECONDARY";

export type AppQueryQueryVariables = Exact<{
  url: string;
}>;

export type AppQueryQuery = {
  redirection: { target: string | null; origin: string | null; code: number | null } | null;
};

export type BrandsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;

export type BrandsQuery = {
  brands: {
    nodes: Array<{
      databaseId: number;
      title: string | null;
      brandFields: {
        category: Array<string | null> | null;
        description: string | null;
        website: string | null;
        featured: boolean | null;
        callSign: string | null;
        market: string | null;
        frequency: string | null;
        province: string | null;
        logo: {
          node: {
            altText: string | null;
            sourceUrl: string | null;
            mediaDetails: { width: number | null; height: number | null } | null;
          };
        } | null;
      } | null;
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  } | null;
};

export type PostCategoriesQueryVariables = Exact<{ [key: string]: never }>;

export type PostCategoriesQuery = {
  categories: {
    nodes: Array<{
      name: string | null;
      slug: string | null;
      uri: string | null;
      count: number | null;
    }>;
  } | null;
};

export type DividendNodeFieldsFragment = {
  databaseId: number;
  dividendFields: {
    declaredDate: string | null;
    recordDate: string | null;
    payableDate: string | null;
    classAAmount: number | null;
    classBAmount: number | null;
  } | null;
};

export type DividendsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;

export type DividendsQuery = {
  dividends: {
    nodes: Array<{
      databaseId: number;
      dividendFields: {
        declaredDate: string | null;
        recordDate: string | null;
        payableDate: string | null;
        classAAmount: number | null;
        classBAmount: number | null;
      } | null;
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  } | null;
};

export type LatestDividendsQueryVariables = Exact<{ [key: string]: never }>;

export type LatestDividendsQuery = {
  dividends: {
    nodes: Array<{
      databaseId: number;
      dividendFields: {
        declaredDate: string | null;
        recordDate: string | null;
        payableDate: string | null;
        classAAmount: number | null;
        classBAmount: number | null;
      } | null;
    }>;
  } | null;
};

export type FinancialReportsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;

export type FinancialReportsQuery = {
  financialReports: {
    nodes: Array<{
      databaseId: number;
      title: string | null;
      date: string | null;
      financialReportFields: {
        reportDate: string | null;
        kind: Array<string | null> | null;
        annual: boolean | null;
        document: { node: { mediaItemUrl: string | null; mimeType: string | null } } | null;
      } | null;
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  } | null;
};

export type ImageFieldsFragment = {
  altText: string | null;
  sourceUrl: string | null;
  mediaDetails: { width: number | null; height: number | null } | null;
};

export type FileFieldsFragment = { mediaItemUrl: string | null; mimeType: string | null };

export type MenuItemFieldsFragment = {
  id: string;
  databaseId: number;
  parentDatabaseId: number | null;
  label: string | null;
  url: string | null;
  path: string | null;
  target: string | null;
};

export type SeoFieldsFragment = {
  title: string | null;
  metaDesc: string | null;
  metaRobotsNoindex: string | null;
  opengraphType: string | null;
  opengraphImage: { sourceUrl: string | null } | null;
};

export type PostCardFieldsFragment = {
  id: string;
  databaseId: number;
  title: string | null;
  uri: string | null;
  date: string | null;
  excerpt: string | null;
};

export type InvestorEventsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;

export type InvestorEventsQuery = {
  investorEvents: {
    nodes: Array<{
      databaseId: number;
      title: string | null;
      investorEventFields: {
        startDate: string | null;
        eventType: Array<string | null> | null;
        location: string | null;
        description: string | null;
        webcastUrl: string | null;
        webcast: { node: { mediaItemUrl: string | null; mimeType: string | null } } | null;
        audio: { node: { mediaItemUrl: string | null; mimeType: string | null } } | null;
        slides: { node: { mediaItemUrl: string | null; mimeType: string | null } } | null;
      } | null;
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  } | null;
};

type ContentViewFields_Brand_Fragment = {
  title: string | null;
  databaseId: number;
  slug: string | null;
  date: string | null;
  dateGmt: string | null;
  modifiedGmt: string | null;
  template:
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | null;
  seo: {
    title: string | null;
    metaDesc: string | null;
    metaRobotsNoindex: string | null;
    opengraphType: string | null;
    opengraphImage: { sourceUrl: string | null } | null;
  } | null;
};

type ContentViewFields_Dividend_Fragment = {
  title: string | null;
  databaseId: number;
  slug: string | null;
  date: string | null;
  dateGmt: string | null;
  modifiedGmt: string | null;
  template:
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | null;
  seo: {
    title: string | null;
    metaDesc: string | null;
    metaRobotsNoindex: string | null;
    opengraphType: string | null;
    opengraphImage: { sourceUrl: string | null } | null;
  } | null;
};

type ContentViewFields_FinancialReport_Fragment = {
  title: string | null;
  databaseId: number;
  slug: string | null;
  date: string | null;
  dateGmt: string | null;
  modifiedGmt: string | null;
  template:
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | null;
  seo: {
    title: string | null;
    metaDesc: string | null;
    metaRobotsNoindex: string | null;
    opengraphType: string | null;
    opengraphImage: { sourceUrl: string | null } | null;
  } | null;
};

type ContentViewFields_InvestorEvent_Fragment = {
  title: string | null;
  databaseId: number;
  slug: string | null;
  date: string | null;
  dateGmt: string | null;
  modifiedGmt: string | null;
  template:
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | null;
  seo: {
    title: string | null;
    metaDesc: string | null;
    metaRobotsNoindex: string | null;
    opengraphType: string | null;
    opengraphImage: { sourceUrl: string | null } | null;
  } | null;
};

type ContentViewFields_MediaItem_Fragment = {
  title: string | null;
  databaseId: number;
  slug: string | null;
  date: string | null;
  dateGmt: string | null;
  modifiedGmt: string | null;
  template:
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | null;
  seo: {
    title: string | null;
    metaDesc: string | null;
    metaRobotsNoindex: string | null;
    opengraphType: string | null;
    opengraphImage: { sourceUrl: string | null } | null;
  } | null;
};

type ContentViewFields_Page_Fragment = {
  title: string | null;
  content: string | null;
  databaseId: number;
  slug: string | null;
  date: string | null;
  dateGmt: string | null;
  modifiedGmt: string | null;
  featuredImage: {
    node: {
      altText: string | null;
      sourceUrl: string | null;
      mediaDetails: { width: number | null; height: number | null } | null;
    };
  } | null;
  template:
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | null;
  seo: {
    title: string | null;
    metaDesc: string | null;
    metaRobotsNoindex: string | null;
    opengraphType: string | null;
    opengraphImage: { sourceUrl: string | null } | null;
  } | null;
};

type ContentViewFields_Person_Fragment = {
  title: string | null;
  databaseId: number;
  slug: string | null;
  date: string | null;
  dateGmt: string | null;
  modifiedGmt: string | null;
  template:
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | null;
  seo: {
    title: string | null;
    metaDesc: string | null;
    metaRobotsNoindex: string | null;
    opengraphType: string | null;
    opengraphImage: { sourceUrl: string | null } | null;
  } | null;
};

type ContentViewFields_Post_Fragment = {
  title: string | null;
  content: string | null;
  databaseId: number;
  slug: string | null;
  date: string | null;
  dateGmt: string | null;
  modifiedGmt: string | null;
  featuredImage: {
    node: {
      altText: string | null;
      sourceUrl: string | null;
      mediaDetails: { width: number | null; height: number | null } | null;
    };
  } | null;
  template:
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | null;
  seo: {
    title: string | null;
    metaDesc: string | null;
    metaRobotsNoindex: string | null;
    opengraphType: string | null;
    opengraphImage: { sourceUrl: string | null } | null;
  } | null;
};

export type ContentViewFieldsFragment =
  | ContentViewFields_Brand_Fragment
  | ContentViewFields_Dividend_Fragment
  | ContentViewFields_FinancialReport_Fragment
  | ContentViewFields_InvestorEvent_Fragment
  | ContentViewFields_MediaItem_Fragment
  | ContentViewFields_Page_Fragment
  | ContentViewFields_Person_Fragment
  | ContentViewFields_Post_Fragment;

type ShownNodeFields_Brand_Fragment = {
  __typename: "Brand";
  status: string | null;
  id: string;
  uri: string | null;
  isFrontPage: boolean;
  title: string | null;
  databaseId: number;
  slug: string | null;
  date: string | null;
  dateGmt: string | null;
  modifiedGmt: string | null;
  template:
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | null;
  seo: {
    title: string | null;
    metaDesc: string | null;
    metaRobotsNoindex: string | null;
    opengraphType: string | null;
    opengraphImage: { sourceUrl: string | null } | null;
  } | null;
};

type ShownNodeFields_Category_Fragment = {
  __typename: "Category";
  databaseId: number;
  name: string | null;
  slug: string | null;
  description: string | null;
  id: string;
  uri: string | null;
  isFrontPage: boolean;
};

type ShownNodeFields_Comment_Fragment = {
  __typename: "Comment";
  id: string;
  uri: string | null;
  isFrontPage: boolean;
};

type ShownNodeFields_ContentType_Fragment = {
  __typename: "ContentType";
  id: string;
  uri: string | null;
  isFrontPage: boolean;
};

type ShownNodeFields_Dividend_Fragment = {
  __typename: "Dividend";
  status: string | null;
  id: string;
  uri: string | null;
  isFrontPage: boolean;
  title: string | null;
  databaseId: number;
  slug: string | null;
  date: string | null;
  dateGmt: string | null;
  modifiedGmt: string | null;
  template:
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | null;
  seo: {
    title: string | null;
    metaDesc: string | null;
    metaRobotsNoindex: string | null;
    opengraphType: string | null;
    opengraphImage: { sourceUrl: string | null } | null;
  } | null;
};

type ShownNodeFields_FinancialReport_Fragment = {
  __typename: "FinancialReport";
  status: string | null;
  id: string;
  uri: string | null;
  isFrontPage: boolean;
  title: string | null;
  databaseId: number;
  slug: string | null;
  date: string | null;
  dateGmt: string | null;
  modifiedGmt: string | null;
  template:
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | null;
  seo: {
    title: string | null;
    metaDesc: string | null;
    metaRobotsNoindex: string | null;
    opengraphType: string | null;
    opengraphImage: { sourceUrl: string | null } | null;
  } | null;
};

type ShownNodeFields_InvestorEvent_Fragment = {
  __typename: "InvestorEvent";
  status: string | null;
  id: string;
  uri: string | null;
  isFrontPage: boolean;
  title: string | null;
  databaseId: number;
  slug: string | null;
  date: string | null;
  dateGmt: string | null;
  modifiedGmt: string | null;
  template:
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | null;
  seo: {
    title: string | null;
    metaDesc: string | null;
    metaRobotsNoindex: string | null;
    opengraphType: string | null;
    opengraphImage: { sourceUrl: string | null } | null;
  } | null;
};

type ShownNodeFields_MediaItem_Fragment = {
  __typename: "MediaItem";
  status: string | null;
  id: string;
  uri: string | null;
  isFrontPage: boolean;
  title: string | null;
  databaseId: number;
  slug: string | null;
  date: string | null;
  dateGmt: string | null;
  modifiedGmt: string | null;
  template:
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | null;
  seo: {
    title: string | null;
    metaDesc: string | null;
    metaRobotsNoindex: string | null;
    opengraphType: string | null;
    opengraphImage: { sourceUrl: string | null } | null;
  } | null;
};

type ShownNodeFields_Page_Fragment = {
  __typename: "Page";
  status: string | null;
  hasPassword: boolean | null;
  id: string;
  uri: string | null;
  isFrontPage: boolean;
  title: string | null;
  content: string | null;
  databaseId: number;
  slug: string | null;
  date: string | null;
  dateGmt: string | null;
  modifiedGmt: string | null;
  pageBuilder: {
    heroTitle: string | null;
    heroText: string | null;
    blocks: Array<
      | {
          __typename: "PageBuilderBlocksAccordionLayout";
          heading: string | null;
          items: Array<{ question: string | null; answer: string | null } | null> | null;
        }
      | {
          __typename: "PageBuilderBlocksAnalystCoverageLayout";
          heading: string | null;
          intro: string | null;
          analysts: Array<{
            firm: string | null;
            analyst: string | null;
            location: string | null;
          } | null> | null;
        }
      | {
          __typename: "PageBuilderBlocksCallToActionLayout";
          heading: string | null;
          text: string | null;
          link: { url: string | null; title: string | null; target: string | null } | null;
        }
      | {
          __typename: "PageBuilderBlocksCardGridLayout";
          heading: string | null;
          intro: string | null;
          cards: Array<{
            title: string | null;
            text: string | null;
            image: {
              node: {
                altText: string | null;
                sourceUrl: string | null;
                mediaDetails: { width: number | null; height: number | null } | null;
              };
            } | null;
            link: { url: string | null; title: string | null; target: string | null } | null;
          } | null> | null;
        }
      | {
          __typename: "PageBuilderBlocksContactLayout";
          heading: string | null;
          text: string | null;
          name: string | null;
          email: string | null;
          phone: string | null;
          address: string | null;
        }
      | {
          __typename: "PageBuilderBlocksDividendRatesLayout";
          heading: string | null;
          text: string | null;
        }
      | {
          __typename: "PageBuilderBlocksDocumentListLayout";
          heading: string | null;
          intro: string | null;
          documents: Array<{
            title: string | null;
            file: { node: { mediaItemUrl: string | null; mimeType: string | null } } | null;
          } | null> | null;
        }
      | {
          __typename: "PageBuilderBlocksKeyFactsLayout";
          heading: string | null;
          intro: string | null;
          facts: Array<{ label: string | null; value: string | null } | null> | null;
        }
      | {
          __typename: "PageBuilderBlocksRichTextLayout";
          heading: string | null;
          text: string | null;
        }
      | {
          __typename: "PageBuilderBlocksStatisticsLayout";
          heading: string | null;
          intro: string | null;
          note: string | null;
          statistics: Array<{
            value: string | null;
            label: string | null;
            group: string | null;
          } | null> | null;
        }
      | {
          __typename: "PageBuilderBlocksTimelineLayout";
          heading: string | null;
          steps: Array<{
            date: string | null;
            title: string | null;
            text: string | null;
            status: Array<string | null> | null;
          } | null> | null;
        }
      | null
    > | null;
  } | null;
  featuredImage: {
    node: {
      altText: string | null;
      sourceUrl: string | null;
      mediaDetails: { width: number | null; height: number | null } | null;
    };
  } | null;
  template:
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | null;
  seo: {
    title: string | null;
    metaDesc: string | null;
    metaRobotsNoindex: string | null;
    opengraphType: string | null;
    opengraphImage: { sourceUrl: string | null } | null;
  } | null;
};

type ShownNodeFields_Person_Fragment = {
  __typename: "Person";
  status: string | null;
  id: string;
  uri: string | null;
  isFrontPage: boolean;
  title: string | null;
  databaseId: number;
  slug: string | null;
  date: string | null;
  dateGmt: string | null;
  modifiedGmt: string | null;
  template:
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | null;
  seo: {
    title: string | null;
    metaDesc: string | null;
    metaRobotsNoindex: string | null;
    opengraphType: string | null;
    opengraphImage: { sourceUrl: string | null } | null;
  } | null;
};

type ShownNodeFields_Post_Fragment = {
  __typename: "Post";
  status: string | null;
  hasPassword: boolean | null;
  id: string;
  uri: string | null;
  isFrontPage: boolean;
  title: string | null;
  content: string | null;
  databaseId: number;
  slug: string | null;
  date: string | null;
  dateGmt: string | null;
  modifiedGmt: string | null;
  categories: { nodes: Array<{ name: string | null; slug: string | null }> } | null;
  featuredImage: {
    node: {
      altText: string | null;
      sourceUrl: string | null;
      mediaDetails: { width: number | null; height: number | null } | null;
    };
  } | null;
  template:
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | { templateName: string | null }
    | null;
  seo: {
    title: string | null;
    metaDesc: string | null;
    metaRobotsNoindex: string | null;
    opengraphType: string | null;
    opengraphImage: { sourceUrl: string | null } | null;
  } | null;
};

type ShownNodeFields_PostFormat_Fragment = {
  __typename: "PostFormat";
  id: string;
  uri: string | null;
  isFrontPage: boolean;
};

type ShownNodeFields_Tag_Fragment = {
  __typename: "Tag";
  id: string;
  uri: string | null;
  isFrontPage: boolean;
};

type ShownNodeFields_User_Fragment = {
  __typename: "User";
  id: string;
  uri: string | null;
  isFrontPage: boolean;
};

export type ShownNodeFieldsFragment =
  | ShownNodeFields_Brand_Fragment
  | ShownNodeFields_Category_Fragment
  | ShownNodeFields_Comment_Fragment
  | ShownNodeFields_ContentType_Fragment
  | ShownNodeFields_Dividend_Fragment
  | ShownNodeFields_FinancialReport_Fragment
  | ShownNodeFields_InvestorEvent_Fragment
  | ShownNodeFields_MediaItem_Fragment
  | ShownNodeFields_Page_Fragment
  | ShownNodeFields_Person_Fragment
  | ShownNodeFields_Post_Fragment
  | ShownNodeFields_PostFormat_Fragment
  | ShownNodeFields_Tag_Fragment
  | ShownNodeFields_User_Fragment;

export type NodeByUriQueryVariables = Exact<{
  uri: string;
}>;

export type NodeByUriQuery = {
  nodeByUri:
    | {
        __typename: "Brand";
        status: string | null;
        id: string;
        uri: string | null;
        isFrontPage: boolean;
        title: string | null;
        databaseId: number;
        slug: string | null;
        date: string | null;
        dateGmt: string | null;
        modifiedGmt: string | null;
        template:
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | null;
        seo: {
          title: string | null;
          metaDesc: string | null;
          metaRobotsNoindex: string | null;
          opengraphType: string | null;
          opengraphImage: { sourceUrl: string | null } | null;
        } | null;
      }
    | {
        __typename: "Category";
        databaseId: number;
        name: string | null;
        slug: string | null;
        description: string | null;
        id: string;
        uri: string | null;
        isFrontPage: boolean;
      }
    | { __typename: "Comment"; id: string; uri: string | null; isFrontPage: boolean }
    | { __typename: "ContentType"; id: string; uri: string | null; isFrontPage: boolean }
    | {
        __typename: "Dividend";
        status: string | null;
        id: string;
        uri: string | null;
        isFrontPage: boolean;
        title: string | null;
        databaseId: number;
        slug: string | null;
        date: string | null;
        dateGmt: string | null;
        modifiedGmt: string | null;
        template:
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | null;
        seo: {
          title: string | null;
          metaDesc: string | null;
          metaRobotsNoindex: string | null;
          opengraphType: string | null;
          opengraphImage: { sourceUrl: string | null } | null;
        } | null;
      }
    | {
        __typename: "FinancialReport";
        status: string | null;
        id: string;
        uri: string | null;
        isFrontPage: boolean;
        title: string | null;
        databaseId: number;
        slug: string | null;
        date: string | null;
        dateGmt: string | null;
        modifiedGmt: string | null;
        template:
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | null;
        seo: {
          title: string | null;
          metaDesc: string | null;
          metaRobotsNoindex: string | null;
          opengraphType: string | null;
          opengraphImage: { sourceUrl: string | null } | null;
        } | null;
      }
    | {
        __typename: "InvestorEvent";
        status: string | null;
        id: string;
        uri: string | null;
        isFrontPage: boolean;
        title: string | null;
        databaseId: number;
        slug: string | null;
        date: string | null;
        dateGmt: string | null;
        modifiedGmt: string | null;
        template:
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | null;
        seo: {
          title: string | null;
          metaDesc: string | null;
          metaRobotsNoindex: string | null;
          opengraphType: string | null;
          opengraphImage: { sourceUrl: string | null } | null;
        } | null;
      }
    | {
        __typename: "MediaItem";
        status: string | null;
        id: string;
        uri: string | null;
        isFrontPage: boolean;
        title: string | null;
        databaseId: number;
        slug: string | null;
        date: string | null;
        dateGmt: string | null;
        modifiedGmt: string | null;
        template:
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | null;
        seo: {
          title: string | null;
          metaDesc: string | null;
          metaRobotsNoindex: string | null;
          opengraphType: string | null;
          opengraphImage: { sourceUrl: string | null } | null;
        } | null;
      }
    | {
        __typename: "Page";
        status: string | null;
        hasPassword: boolean | null;
        id: string;
        uri: string | null;
        isFrontPage: boolean;
        title: string | null;
        content: string | null;
        databaseId: number;
        slug: string | null;
        date: string | null;
        dateGmt: string | null;
        modifiedGmt: string | null;
        pageBuilder: {
          heroTitle: string | null;
          heroText: string | null;
          blocks: Array<
            | {
                __typename: "PageBuilderBlocksAccordionLayout";
                heading: string | null;
                items: Array<{ question: string | null; answer: string | null } | null> | null;
              }
            | {
                __typename: "PageBuilderBlocksAnalystCoverageLayout";
                heading: string | null;
                intro: string | null;
                analysts: Array<{
                  firm: string | null;
                  analyst: string | null;
                  location: string | null;
                } | null> | null;
              }
            | {
                __typename: "PageBuilderBlocksCallToActionLayout";
                heading: string | null;
                text: string | null;
                link: { url: string | null; title: string | null; target: string | null } | null;
              }
            | {
                __typename: "PageBuilderBlocksCardGridLayout";
                heading: string | null;
                intro: string | null;
                cards: Array<{
                  title: string | null;
                  text: string | null;
                  image: {
                    node: {
                      altText: string | null;
                      sourceUrl: string | null;
                      mediaDetails: { width: number | null; height: number | null } | null;
                    };
                  } | null;
                  link: { url: string | null; title: string | null; target: string | null } | null;
                } | null> | null;
              }
            | {
                __typename: "PageBuilderBlocksContactLayout";
                heading: string | null;
                text: string | null;
                name: string | null;
                email: string | null;
                phone: string | null;
                address: string | null;
              }
            | {
                __typename: "PageBuilderBlocksDividendRatesLayout";
                heading: string | null;
                text: string | null;
              }
            | {
                __typename: "PageBuilderBlocksDocumentListLayout";
                heading: string | null;
                intro: string | null;
                documents: Array<{
                  title: string | null;
                  file: { node: { mediaItemUrl: string | null; mimeType: string | null } } | null;
                } | null> | null;
              }
            | {
                __typename: "PageBuilderBlocksKeyFactsLayout";
                heading: string | null;
                intro: string | null;
                facts: Array<{ label: string | null; value: string | null } | null> | null;
              }
            | {
                __typename: "PageBuilderBlocksRichTextLayout";
                heading: string | null;
                text: string | null;
              }
            | {
                __typename: "PageBuilderBlocksStatisticsLayout";
                heading: string | null;
                intro: string | null;
                note: string | null;
                statistics: Array<{
                  value: string | null;
                  label: string | null;
                  group: string | null;
                } | null> | null;
              }
            | {
                __typename: "PageBuilderBlocksTimelineLayout";
                heading: string | null;
                steps: Array<{
                  date: string | null;
                  title: string | null;
                  text: string | null;
                  status: Array<string | null> | null;
                } | null> | null;
              }
            | null
          > | null;
        } | null;
        featuredImage: {
          node: {
            altText: string | null;
            sourceUrl: string | null;
            mediaDetails: { width: number | null; height: number | null } | null;
          };
        } | null;
        template:
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | null;
        seo: {
          title: string | null;
          metaDesc: string | null;
          metaRobotsNoindex: string | null;
          opengraphType: string | null;
          opengraphImage: { sourceUrl: string | null } | null;
        } | null;
      }
    | {
        __typename: "Person";
        status: string | null;
        id: string;
        uri: string | null;
        isFrontPage: boolean;
        title: string | null;
        databaseId: number;
        slug: string | null;
        date: string | null;
        dateGmt: string | null;
        modifiedGmt: string | null;
        template:
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | null;
        seo: {
          title: string | null;
          metaDesc: string | null;
          metaRobotsNoindex: string | null;
          opengraphType: string | null;
          opengraphImage: { sourceUrl: string | null } | null;
        } | null;
      }
    | {
        __typename: "Post";
        status: string | null;
        hasPassword: boolean | null;
        id: string;
        uri: string | null;
        isFrontPage: boolean;
        title: string | null;
        content: string | null;
        databaseId: number;
        slug: string | null;
        date: string | null;
        dateGmt: string | null;
        modifiedGmt: string | null;
        categories: { nodes: Array<{ name: string | null; slug: string | null }> } | null;
        featuredImage: {
          node: {
            altText: string | null;
            sourceUrl: string | null;
            mediaDetails: { width: number | null; height: number | null } | null;
          };
        } | null;
        template:
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | null;
        seo: {
          title: string | null;
          metaDesc: string | null;
          metaRobotsNoindex: string | null;
          opengraphType: string | null;
          opengraphImage: { sourceUrl: string | null } | null;
        } | null;
      }
    | { __typename: "PostFormat"; id: string; uri: string | null; isFrontPage: boolean }
    | { __typename: "Tag"; id: string; uri: string | null; isFrontPage: boolean }
    | { __typename: "User"; id: string; uri: string | null; isFrontPage: boolean }
    | null;
};

export type PreviewNodeQueryVariables = Exact<{
  id: string | number;
}>;

export type PreviewNodeQuery = {
  contentNode:
    | {
        __typename: "Brand";
        status: string | null;
        id: string;
        uri: string | null;
        isFrontPage: boolean;
        title: string | null;
        databaseId: number;
        slug: string | null;
        date: string | null;
        dateGmt: string | null;
        modifiedGmt: string | null;
        template:
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | null;
        seo: {
          title: string | null;
          metaDesc: string | null;
          metaRobotsNoindex: string | null;
          opengraphType: string | null;
          opengraphImage: { sourceUrl: string | null } | null;
        } | null;
      }
    | {
        __typename: "Dividend";
        status: string | null;
        id: string;
        uri: string | null;
        isFrontPage: boolean;
        title: string | null;
        databaseId: number;
        slug: string | null;
        date: string | null;
        dateGmt: string | null;
        modifiedGmt: string | null;
        template:
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | null;
        seo: {
          title: string | null;
          metaDesc: string | null;
          metaRobotsNoindex: string | null;
          opengraphType: string | null;
          opengraphImage: { sourceUrl: string | null } | null;
        } | null;
      }
    | {
        __typename: "FinancialReport";
        status: string | null;
        id: string;
        uri: string | null;
        isFrontPage: boolean;
        title: string | null;
        databaseId: number;
        slug: string | null;
        date: string | null;
        dateGmt: string | null;
        modifiedGmt: string | null;
        template:
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | null;
        seo: {
          title: string | null;
          metaDesc: string | null;
          metaRobotsNoindex: string | null;
          opengraphType: string | null;
          opengraphImage: { sourceUrl: string | null } | null;
        } | null;
      }
    | {
        __typename: "InvestorEvent";
        status: string | null;
        id: string;
        uri: string | null;
        isFrontPage: boolean;
        title: string | null;
        databaseId: number;
        slug: string | null;
        date: string | null;
        dateGmt: string | null;
        modifiedGmt: string | null;
        template:
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | null;
        seo: {
          title: string | null;
          metaDesc: string | null;
          metaRobotsNoindex: string | null;
          opengraphType: string | null;
          opengraphImage: { sourceUrl: string | null } | null;
        } | null;
      }
    | {
        __typename: "MediaItem";
        status: string | null;
        id: string;
        uri: string | null;
        isFrontPage: boolean;
        title: string | null;
        databaseId: number;
        slug: string | null;
        date: string | null;
        dateGmt: string | null;
        modifiedGmt: string | null;
        template:
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | null;
        seo: {
          title: string | null;
          metaDesc: string | null;
          metaRobotsNoindex: string | null;
          opengraphType: string | null;
          opengraphImage: { sourceUrl: string | null } | null;
        } | null;
      }
    | {
        __typename: "Page";
        status: string | null;
        hasPassword: boolean | null;
        id: string;
        uri: string | null;
        isFrontPage: boolean;
        title: string | null;
        content: string | null;
        databaseId: number;
        slug: string | null;
        date: string | null;
        dateGmt: string | null;
        modifiedGmt: string | null;
        pageBuilder: {
          heroTitle: string | null;
          heroText: string | null;
          blocks: Array<
            | {
                __typename: "PageBuilderBlocksAccordionLayout";
                heading: string | null;
                items: Array<{ question: string | null; answer: string | null } | null> | null;
              }
            | {
                __typename: "PageBuilderBlocksAnalystCoverageLayout";
                heading: string | null;
                intro: string | null;
                analysts: Array<{
                  firm: string | null;
                  analyst: string | null;
                  location: string | null;
                } | null> | null;
              }
            | {
                __typename: "PageBuilderBlocksCallToActionLayout";
                heading: string | null;
                text: string | null;
                link: { url: string | null; title: string | null; target: string | null } | null;
              }
            | {
                __typename: "PageBuilderBlocksCardGridLayout";
                heading: string | null;
                intro: string | null;
                cards: Array<{
                  title: string | null;
                  text: string | null;
                  image: {
                    node: {
                      altText: string | null;
                      sourceUrl: string | null;
                      mediaDetails: { width: number | null; height: number | null } | null;
                    };
                  } | null;
                  link: { url: string | null; title: string | null; target: string | null } | null;
                } | null> | null;
              }
            | {
                __typename: "PageBuilderBlocksContactLayout";
                heading: string | null;
                text: string | null;
                name: string | null;
                email: string | null;
                phone: string | null;
                address: string | null;
              }
            | {
                __typename: "PageBuilderBlocksDividendRatesLayout";
                heading: string | null;
                text: string | null;
              }
            | {
                __typename: "PageBuilderBlocksDocumentListLayout";
                heading: string | null;
                intro: string | null;
                documents: Array<{
                  title: string | null;
                  file: { node: { mediaItemUrl: string | null; mimeType: string | null } } | null;
                } | null> | null;
              }
            | {
                __typename: "PageBuilderBlocksKeyFactsLayout";
                heading: string | null;
                intro: string | null;
                facts: Array<{ label: string | null; value: string | null } | null> | null;
              }
            | {
                __typename: "PageBuilderBlocksRichTextLayout";
                heading: string | null;
                text: string | null;
              }
            | {
                __typename: "PageBuilderBlocksStatisticsLayout";
                heading: string | null;
                intro: string | null;
                note: string | null;
                statistics: Array<{
                  value: string | null;
                  label: string | null;
                  group: string | null;
                } | null> | null;
              }
            | {
                __typename: "PageBuilderBlocksTimelineLayout";
                heading: string | null;
                steps: Array<{
                  date: string | null;
                  title: string | null;
                  text: string | null;
                  status: Array<string | null> | null;
                } | null> | null;
              }
            | null
          > | null;
        } | null;
        featuredImage: {
          node: {
            altText: string | null;
            sourceUrl: string | null;
            mediaDetails: { width: number | null; height: number | null } | null;
          };
        } | null;
        template:
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | null;
        seo: {
          title: string | null;
          metaDesc: string | null;
          metaRobotsNoindex: string | null;
          opengraphType: string | null;
          opengraphImage: { sourceUrl: string | null } | null;
        } | null;
      }
    | {
        __typename: "Person";
        status: string | null;
        id: string;
        uri: string | null;
        isFrontPage: boolean;
        title: string | null;
        databaseId: number;
        slug: string | null;
        date: string | null;
        dateGmt: string | null;
        modifiedGmt: string | null;
        template:
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | null;
        seo: {
          title: string | null;
          metaDesc: string | null;
          metaRobotsNoindex: string | null;
          opengraphType: string | null;
          opengraphImage: { sourceUrl: string | null } | null;
        } | null;
      }
    | {
        __typename: "Post";
        status: string | null;
        hasPassword: boolean | null;
        id: string;
        uri: string | null;
        isFrontPage: boolean;
        title: string | null;
        content: string | null;
        databaseId: number;
        slug: string | null;
        date: string | null;
        dateGmt: string | null;
        modifiedGmt: string | null;
        categories: { nodes: Array<{ name: string | null; slug: string | null }> } | null;
        featuredImage: {
          node: {
            altText: string | null;
            sourceUrl: string | null;
            mediaDetails: { width: number | null; height: number | null } | null;
          };
        } | null;
        template:
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | { templateName: string | null }
          | null;
        seo: {
          title: string | null;
          metaDesc: string | null;
          metaRobotsNoindex: string | null;
          opengraphType: string | null;
          opengraphImage: { sourceUrl: string | null } | null;
        } | null;
      }
    | null;
};

export type PageBuilderFieldsFragment = {
  heroTitle: string | null;
  heroText: string | null;
  blocks: Array<
    | {
        __typename: "PageBuilderBlocksAccordionLayout";
        heading: string | null;
        items: Array<{ question: string | null; answer: string | null } | null> | null;
      }
    | {
        __typename: "PageBuilderBlocksAnalystCoverageLayout";
        heading: string | null;
        intro: string | null;
        analysts: Array<{
          firm: string | null;
          analyst: string | null;
          location: string | null;
        } | null> | null;
      }
    | {
        __typename: "PageBuilderBlocksCallToActionLayout";
        heading: string | null;
        text: string | null;
        link: { url: string | null; title: string | null; target: string | null } | null;
      }
    | {
        __typename: "PageBuilderBlocksCardGridLayout";
        heading: string | null;
        intro: string | null;
        cards: Array<{
          title: string | null;
          text: string | null;
          image: {
            node: {
              altText: string | null;
              sourceUrl: string | null;
              mediaDetails: { width: number | null; height: number | null } | null;
            };
          } | null;
          link: { url: string | null; title: string | null; target: string | null } | null;
        } | null> | null;
      }
    | {
        __typename: "PageBuilderBlocksContactLayout";
        heading: string | null;
        text: string | null;
        name: string | null;
        email: string | null;
        phone: string | null;
        address: string | null;
      }
    | {
        __typename: "PageBuilderBlocksDividendRatesLayout";
        heading: string | null;
        text: string | null;
      }
    | {
        __typename: "PageBuilderBlocksDocumentListLayout";
        heading: string | null;
        intro: string | null;
        documents: Array<{
          title: string | null;
          file: { node: { mediaItemUrl: string | null; mimeType: string | null } } | null;
        } | null> | null;
      }
    | {
        __typename: "PageBuilderBlocksKeyFactsLayout";
        heading: string | null;
        intro: string | null;
        facts: Array<{ label: string | null; value: string | null } | null> | null;
      }
    | { __typename: "PageBuilderBlocksRichTextLayout"; heading: string | null; text: string | null }
    | {
        __typename: "PageBuilderBlocksStatisticsLayout";
        heading: string | null;
        intro: string | null;
        note: string | null;
        statistics: Array<{
          value: string | null;
          label: string | null;
          group: string | null;
        } | null> | null;
      }
    | {
        __typename: "PageBuilderBlocksTimelineLayout";
        heading: string | null;
        steps: Array<{
          date: string | null;
          title: string | null;
          text: string | null;
          status: Array<string | null> | null;
        } | null> | null;
      }
    | null
  > | null;
};

export type PageTemplatesQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;

export type PageTemplatesQuery = {
  pages: {
    nodes: Array<{
      __typename: "Page";
      databaseId: number;
      slug: string | null;
      uri: string | null;
      isFrontPage: boolean;
      template:
        | { templateName: string | null }
        | { templateName: string | null }
        | { templateName: string | null }
        | { templateName: string | null }
        | { templateName: string | null }
        | { templateName: string | null }
        | { templateName: string | null }
        | null;
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  } | null;
};

export type PeopleQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;

export type PeopleQuery = {
  people: {
    nodes: Array<{
      databaseId: number;
      title: string | null;
      slug: string | null;
      personFields: {
        role: string | null;
        group: Array<string | null> | null;
        biography: string | null;
        photo: {
          node: {
            altText: string | null;
            sourceUrl: string | null;
            mediaDetails: { width: number | null; height: number | null } | null;
          };
        } | null;
        committees: Array<{
          committee: string | null;
          role: Array<string | null> | null;
        } | null> | null;
      } | null;
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  } | null;
};

export type PostsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  categoryName?: string | null | undefined;
}>;

export type PostsQuery = {
  posts: {
    nodes: Array<{
      id: string;
      databaseId: number;
      title: string | null;
      uri: string | null;
      date: string | null;
      excerpt: string | null;
    }>;
    pageInfo: {
      hasNextPage: boolean;
      hasPreviousPage: boolean;
      startCursor: string | null;
      endCursor: string | null;
    };
  } | null;
};

export type PostsCursorQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  categoryName?: string | null | undefined;
}>;

export type PostsCursorQuery = {
  posts: { pageInfo: { endCursor: string | null; hasNextPage: boolean } } | null;
};

export type SiteSearchQueryVariables = Exact<{
  search: string;
  first: number;
  after?: string | null | undefined;
}>;

export type SiteSearchQuery = {
  contentNodes: {
    nodes: Array<
      | {
          __typename: "Brand";
          title: string | null;
          id: string;
          uri: string | null;
          date: string | null;
        }
      | {
          __typename: "Dividend";
          title: string | null;
          id: string;
          uri: string | null;
          date: string | null;
        }
      | {
          __typename: "FinancialReport";
          title: string | null;
          id: string;
          uri: string | null;
          date: string | null;
        }
      | {
          __typename: "InvestorEvent";
          title: string | null;
          id: string;
          uri: string | null;
          date: string | null;
        }
      | {
          __typename: "MediaItem";
          title: string | null;
          id: string;
          uri: string | null;
          date: string | null;
        }
      | {
          __typename: "Page";
          title: string | null;
          content: string | null;
          id: string;
          uri: string | null;
          date: string | null;
        }
      | {
          __typename: "Person";
          title: string | null;
          id: string;
          uri: string | null;
          date: string | null;
        }
      | {
          __typename: "Post";
          title: string | null;
          excerpt: string | null;
          content: string | null;
          id: string;
          uri: string | null;
          date: string | null;
        }
    >;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  } | null;
};

export type SiteSearchCursorsQueryVariables = Exact<{
  search: string;
  first: number;
  after?: string | null | undefined;
}>;

export type SiteSearchCursorsQuery = {
  contentNodes: {
    edges: Array<{ cursor: string | null }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  } | null;
};

export type MenuItemsPageFieldsFragment = {
  nodes: Array<{
    id: string;
    databaseId: number;
    parentDatabaseId: number | null;
    label: string | null;
    url: string | null;
    path: string | null;
    target: string | null;
  }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

export type ShellQueryVariables = Exact<{ [key: string]: never }>;

export type ShellQuery = {
  generalSettings: {
    title: string | null;
    description: string | null;
    url: string | null;
    timezone: string | null;
  } | null;
  siteOptions: {
    headerOptions: {
      headerLogoImage: {
        node: {
          altText: string | null;
          sourceUrl: string | null;
          mediaDetails: { width: number | null; height: number | null } | null;
        };
      } | null;
      headerNavImage: {
        node: {
          altText: string | null;
          sourceUrl: string | null;
          mediaDetails: { width: number | null; height: number | null } | null;
        };
      } | null;
    } | null;
    footerOptions: {
      footerLogoImage: {
        node: {
          altText: string | null;
          sourceUrl: string | null;
          mediaDetails: { width: number | null; height: number | null } | null;
        };
      } | null;
    } | null;
    socialIconsOptions: {
      socialIcons: Array<{
        socialIconTitle: string | null;
        socialIconLinkUrl: string | null;
        socialIconImage: {
          node: {
            altText: string | null;
            sourceUrl: string | null;
            mediaDetails: { width: number | null; height: number | null } | null;
          };
        } | null;
      } | null> | null;
    } | null;
    siteIconOptions: {
      siteIconImage: {
        node: {
          altText: string | null;
          sourceUrl: string | null;
          mediaDetails: { width: number | null; height: number | null } | null;
        };
      } | null;
    } | null;
  } | null;
  primaryMenu: {
    nodes: Array<{
      id: string;
      databaseId: number;
      parentDatabaseId: number | null;
      label: string | null;
      url: string | null;
      path: string | null;
      target: string | null;
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  } | null;
  secondaryMenu: {
    nodes: Array<{
      id: string;
      databaseId: number;
      parentDatabaseId: number | null;
      label: string | null;
      url: string | null;
      path: string | null;
      target: string | null;
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  } | null;
  footerMenu: {
    nodes: Array<{
      id: string;
      databaseId: number;
      parentDatabaseId: number | null;
      label: string | null;
      url: string | null;
      path: string | null;
      target: string | null;
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  } | null;
};

export type MenuItemsPageQueryVariables = Exact<{
  location: MenuLocationEnum;
  after: string;
}>;

export type MenuItemsPageQuery = {
  menuItems: {
    nodes: Array<{
      id: string;
      databaseId: number;
      parentDatabaseId: number | null;
      label: string | null;
      url: string | null;
      path: string | null;
      target: string | null;
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  } | null;
};

type SitemapNodeFields_Brand_Fragment = {
  uri: string | null;
  modified: string | null;
  modifiedGmt: string | null;
  seo: { metaRobotsNoindex: string | null } | null;
};

type SitemapNodeFields_Dividend_Fragment = {
  uri: string | null;
  modified: string | null;
  modifiedGmt: string | null;
  seo: { metaRobotsNoindex: string | null } | null;
};

type SitemapNodeFields_FinancialReport_Fragment = {
  uri: string | null;
  modified: string | null;
  modifiedGmt: string | null;
  seo: { metaRobotsNoindex: string | null } | null;
};

type SitemapNodeFields_InvestorEvent_Fragment = {
  uri: string | null;
  modified: string | null;
  modifiedGmt: string | null;
  seo: { metaRobotsNoindex: string | null } | null;
};

type SitemapNodeFields_MediaItem_Fragment = {
  uri: string | null;
  modified: string | null;
  modifiedGmt: string | null;
  seo: { metaRobotsNoindex: string | null } | null;
};

type SitemapNodeFields_Page_Fragment = {
  uri: string | null;
  modified: string | null;
  modifiedGmt: string | null;
  seo: { metaRobotsNoindex: string | null } | null;
};

type SitemapNodeFields_Person_Fragment = {
  uri: string | null;
  modified: string | null;
  modifiedGmt: string | null;
  seo: { metaRobotsNoindex: string | null } | null;
};

type SitemapNodeFields_Post_Fragment = {
  uri: string | null;
  modified: string | null;
  modifiedGmt: string | null;
  seo: { metaRobotsNoindex: string | null } | null;
};

export type SitemapNodeFieldsFragment =
  | SitemapNodeFields_Brand_Fragment
  | SitemapNodeFields_Dividend_Fragment
  | SitemapNodeFields_FinancialReport_Fragment
  | SitemapNodeFields_InvestorEvent_Fragment
  | SitemapNodeFields_MediaItem_Fragment
  | SitemapNodeFields_Page_Fragment
  | SitemapNodeFields_Person_Fragment
  | SitemapNodeFields_Post_Fragment;

export type SitemapPagesQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;

export type SitemapPagesQuery = {
  pages: {
    nodes: Array<{
      uri: string | null;
      modified: string | null;
      modifiedGmt: string | null;
      seo: { metaRobotsNoindex: string | null } | null;
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  } | null;
};

export type SitemapPostsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;

export type SitemapPostsQuery = {
  posts: {
    nodes: Array<{
      uri: string | null;
      modified: string | null;
      modifiedGmt: string | null;
      seo: { metaRobotsNoindex: string | null } | null;
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  } | null;
};

export type PreviewTargetQueryVariables = Exact<{
  id: string | number;
}>;

export type PreviewTargetQuery = {
  viewer: { databaseId: number } | null;
  contentNode:
    | { databaseId: number; contentTypeName: string; status: string | null; uri: string | null }
    | { databaseId: number; contentTypeName: string; status: string | null; uri: string | null }
    | { databaseId: number; contentTypeName: string; status: string | null; uri: string | null }
    | { databaseId: number; contentTypeName: string; status: string | null; uri: string | null }
    | { databaseId: number; contentTypeName: string; status: string | null; uri: string | null }
    | { databaseId: number; contentTypeName: string; status: string | null; uri: string | null }
    | { databaseId: number; contentTypeName: string; status: string | null; uri: string | null }
    | { databaseId: number; contentTypeName: string; status: string | null; uri: string | null }
    | null;
};

export const DividendNodeFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "DividendNodeFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Dividend" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "databaseId" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "dividendFields" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "declaredDate" } },
                { kind: "Field", name: { kind: "Name", value: "recordDate" } },
                { kind: "Field", name: { kind: "Name", value: "payableDate" } },
                { kind: "Field", name: { kind: "Name", value: "classAAmount" } },
                { kind: "Field", name: { kind: "Name", value: "classBAmount" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DividendNodeFieldsFragment, unknown>;
export const PostCardFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PostCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Post" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "databaseId" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "uri" } },
          { kind: "Field", name: { kind: "Name", value: "date" } },
          { kind: "Field", name: { kind: "Name", value: "excerpt" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PostCardFieldsFragment, unknown>;
export const SeoFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "SeoFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PostTypeSEO" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "metaDesc" } },
          { kind: "Field", name: { kind: "Name", value: "metaRobotsNoindex" } },
          { kind: "Field", name: { kind: "Name", value: "opengraphType" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "opengraphImage" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "sourceUrl" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SeoFieldsFragment, unknown>;
export const ImageFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ImageFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "MediaItem" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "altText" } },
          { kind: "Field", name: { kind: "Name", value: "sourceUrl" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "mediaDetails" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "width" } },
                { kind: "Field", name: { kind: "Name", value: "height" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ImageFieldsFragment, unknown>;
export const ContentViewFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContentViewFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ContentNode" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "databaseId" } },
          { kind: "Field", name: { kind: "Name", value: "slug" } },
          { kind: "Field", name: { kind: "Name", value: "date" } },
          { kind: "Field", name: { kind: "Name", value: "dateGmt" } },
          { kind: "Field", name: { kind: "Name", value: "modifiedGmt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "template" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "templateName" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "seo" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "SeoFields" } }],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "NodeWithTitle" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "title" } }],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: {
              kind: "NamedType",
              name: { kind: "Name", value: "NodeWithContentEditor" },
            },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "content" } }],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: {
              kind: "NamedType",
              name: { kind: "Name", value: "NodeWithFeaturedImage" },
            },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "featuredImage" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "node" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            {
                              kind: "FragmentSpread",
                              name: { kind: "Name", value: "ImageFields" },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "SeoFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PostTypeSEO" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "metaDesc" } },
          { kind: "Field", name: { kind: "Name", value: "metaRobotsNoindex" } },
          { kind: "Field", name: { kind: "Name", value: "opengraphType" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "opengraphImage" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "sourceUrl" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ImageFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "MediaItem" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "altText" } },
          { kind: "Field", name: { kind: "Name", value: "sourceUrl" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "mediaDetails" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "width" } },
                { kind: "Field", name: { kind: "Name", value: "height" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ContentViewFieldsFragment, unknown>;
export const FileFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "FileFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "MediaItem" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "mediaItemUrl" } },
          { kind: "Field", name: { kind: "Name", value: "mimeType" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FileFieldsFragment, unknown>;
export const PageBuilderFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PageBuilderFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PageBuilder" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "heroTitle" } },
          { kind: "Field", name: { kind: "Name", value: "heroText" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "blocks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "__typename" } },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksRichTextLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "text" } },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksCardGridLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "intro" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "cards" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "title" } },
                            { kind: "Field", name: { kind: "Name", value: "text" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "image" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  {
                                    kind: "Field",
                                    name: { kind: "Name", value: "node" },
                                    selectionSet: {
                                      kind: "SelectionSet",
                                      selections: [
                                        {
                                          kind: "FragmentSpread",
                                          name: { kind: "Name", value: "ImageFields" },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "link" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  { kind: "Field", name: { kind: "Name", value: "url" } },
                                  { kind: "Field", name: { kind: "Name", value: "title" } },
                                  { kind: "Field", name: { kind: "Name", value: "target" } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksStatisticsLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "intro" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "statistics" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "value" } },
                            { kind: "Field", name: { kind: "Name", value: "label" } },
                            { kind: "Field", name: { kind: "Name", value: "group" } },
                          ],
                        },
                      },
                      { kind: "Field", name: { kind: "Name", value: "note" } },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksAccordionLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "items" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "question" } },
                            { kind: "Field", name: { kind: "Name", value: "answer" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksDocumentListLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "intro" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "documents" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "title" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "file" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  {
                                    kind: "Field",
                                    name: { kind: "Name", value: "node" },
                                    selectionSet: {
                                      kind: "SelectionSet",
                                      selections: [
                                        {
                                          kind: "FragmentSpread",
                                          name: { kind: "Name", value: "FileFields" },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksContactLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "text" } },
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                      { kind: "Field", name: { kind: "Name", value: "email" } },
                      { kind: "Field", name: { kind: "Name", value: "phone" } },
                      { kind: "Field", name: { kind: "Name", value: "address" } },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksCallToActionLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "text" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "link" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "url" } },
                            { kind: "Field", name: { kind: "Name", value: "title" } },
                            { kind: "Field", name: { kind: "Name", value: "target" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksDividendRatesLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "text" } },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksKeyFactsLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "intro" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "facts" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "label" } },
                            { kind: "Field", name: { kind: "Name", value: "value" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksAnalystCoverageLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "intro" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "analysts" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "firm" } },
                            { kind: "Field", name: { kind: "Name", value: "analyst" } },
                            { kind: "Field", name: { kind: "Name", value: "location" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksTimelineLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "steps" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "date" } },
                            { kind: "Field", name: { kind: "Name", value: "title" } },
                            { kind: "Field", name: { kind: "Name", value: "text" } },
                            { kind: "Field", name: { kind: "Name", value: "status" } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ImageFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "MediaItem" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "altText" } },
          { kind: "Field", name: { kind: "Name", value: "sourceUrl" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "mediaDetails" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "width" } },
                { kind: "Field", name: { kind: "Name", value: "height" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "FileFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "MediaItem" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "mediaItemUrl" } },
          { kind: "Field", name: { kind: "Name", value: "mimeType" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PageBuilderFieldsFragment, unknown>;
export const ShownNodeFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ShownNodeFields" },
      typeCondition: {
        kind: "NamedType",
        name: { kind: "Name", value: "UniformResourceIdentifiable" },
      },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "__typename" } },
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "uri" } },
          { kind: "Field", name: { kind: "Name", value: "isFrontPage" } },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ContentNode" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "status" } },
                { kind: "FragmentSpread", name: { kind: "Name", value: "ContentViewFields" } },
              ],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Page" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "hasPassword" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pageBuilder" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      {
                        kind: "FragmentSpread",
                        name: { kind: "Name", value: "PageBuilderFields" },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Post" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "hasPassword" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "categories" },
                  arguments: [
                    {
                      kind: "Argument",
                      name: { kind: "Name", value: "first" },
                      value: { kind: "IntValue", value: "20" },
                    },
                  ],
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "nodes" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "name" } },
                            { kind: "Field", name: { kind: "Name", value: "slug" } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Category" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "databaseId" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "slug" } },
                { kind: "Field", name: { kind: "Name", value: "description" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "SeoFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PostTypeSEO" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "metaDesc" } },
          { kind: "Field", name: { kind: "Name", value: "metaRobotsNoindex" } },
          { kind: "Field", name: { kind: "Name", value: "opengraphType" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "opengraphImage" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "sourceUrl" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ImageFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "MediaItem" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "altText" } },
          { kind: "Field", name: { kind: "Name", value: "sourceUrl" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "mediaDetails" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "width" } },
                { kind: "Field", name: { kind: "Name", value: "height" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "FileFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "MediaItem" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "mediaItemUrl" } },
          { kind: "Field", name: { kind: "Name", value: "mimeType" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContentViewFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ContentNode" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "databaseId" } },
          { kind: "Field", name: { kind: "Name", value: "slug" } },
          { kind: "Field", name: { kind: "Name", value: "date" } },
          { kind: "Field", name: { kind: "Name", value: "dateGmt" } },
          { kind: "Field", name: { kind: "Name", value: "modifiedGmt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "template" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "templateName" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "seo" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "SeoFields" } }],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "NodeWithTitle" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "title" } }],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: {
              kind: "NamedType",
              name: { kind: "Name", value: "NodeWithContentEditor" },
            },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "content" } }],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: {
              kind: "NamedType",
              name: { kind: "Name", value: "NodeWithFeaturedImage" },
            },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "featuredImage" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "node" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            {
                              kind: "FragmentSpread",
                              name: { kind: "Name", value: "ImageFields" },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PageBuilderFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PageBuilder" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "heroTitle" } },
          { kind: "Field", name: { kind: "Name", value: "heroText" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "blocks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "__typename" } },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksRichTextLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "text" } },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksCardGridLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "intro" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "cards" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "title" } },
                            { kind: "Field", name: { kind: "Name", value: "text" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "image" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  {
                                    kind: "Field",
                                    name: { kind: "Name", value: "node" },
                                    selectionSet: {
                                      kind: "SelectionSet",
                                      selections: [
                                        {
                                          kind: "FragmentSpread",
                                          name: { kind: "Name", value: "ImageFields" },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "link" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  { kind: "Field", name: { kind: "Name", value: "url" } },
                                  { kind: "Field", name: { kind: "Name", value: "title" } },
                                  { kind: "Field", name: { kind: "Name", value: "target" } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksStatisticsLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "intro" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "statistics" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "value" } },
                            { kind: "Field", name: { kind: "Name", value: "label" } },
                            { kind: "Field", name: { kind: "Name", value: "group" } },
                          ],
                        },
                      },
                      { kind: "Field", name: { kind: "Name", value: "note" } },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksAccordionLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "items" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "question" } },
                            { kind: "Field", name: { kind: "Name", value: "answer" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksDocumentListLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "intro" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "documents" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "title" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "file" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  {
                                    kind: "Field",
                                    name: { kind: "Name", value: "node" },
                                    selectionSet: {
                                      kind: "SelectionSet",
                                      selections: [
                                        {
                                          kind: "FragmentSpread",
                                          name: { kind: "Name", value: "FileFields" },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksContactLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "text" } },
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                      { kind: "Field", name: { kind: "Name", value: "email" } },
                      { kind: "Field", name: { kind: "Name", value: "phone" } },
                      { kind: "Field", name: { kind: "Name", value: "address" } },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksCallToActionLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "text" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "link" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "url" } },
                            { kind: "Field", name: { kind: "Name", value: "title" } },
                            { kind: "Field", name: { kind: "Name", value: "target" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksDividendRatesLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "text" } },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksKeyFactsLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "intro" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "facts" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "label" } },
                            { kind: "Field", name: { kind: "Name", value: "value" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksAnalystCoverageLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "intro" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "analysts" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "firm" } },
                            { kind: "Field", name: { kind: "Name", value: "analyst" } },
                            { kind: "Field", name: { kind: "Name", value: "location" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksTimelineLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "steps" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "date" } },
                            { kind: "Field", name: { kind: "Name", value: "title" } },
                            { kind: "Field", name: { kind: "Name", value: "text" } },
                            { kind: "Field", name: { kind: "Name", value: "status" } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ShownNodeFieldsFragment, unknown>;
export const MenuItemFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "MenuItemFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "MenuItem" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "databaseId" } },
          { kind: "Field", name: { kind: "Name", value: "parentDatabaseId" } },
          { kind: "Field", name: { kind: "Name", value: "label" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "path" } },
          { kind: "Field", name: { kind: "Name", value: "target" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MenuItemFieldsFragment, unknown>;
export const MenuItemsPageFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "MenuItemsPageFields" },
      typeCondition: {
        kind: "NamedType",
        name: { kind: "Name", value: "RootQueryToMenuItemConnection" },
      },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "nodes" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "MenuItemFields" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "pageInfo" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                { kind: "Field", name: { kind: "Name", value: "endCursor" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "MenuItemFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "MenuItem" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "databaseId" } },
          { kind: "Field", name: { kind: "Name", value: "parentDatabaseId" } },
          { kind: "Field", name: { kind: "Name", value: "label" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "path" } },
          { kind: "Field", name: { kind: "Name", value: "target" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MenuItemsPageFieldsFragment, unknown>;
export const SitemapNodeFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "SitemapNodeFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ContentNode" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "uri" } },
          { kind: "Field", name: { kind: "Name", value: "modified" } },
          { kind: "Field", name: { kind: "Name", value: "modifiedGmt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "seo" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "metaRobotsNoindex" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SitemapNodeFieldsFragment, unknown>;
export const AppQueryDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "AppQuery" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "url" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "redirection" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "url" },
                value: { kind: "Variable", name: { kind: "Name", value: "url" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "target" } },
                { kind: "Field", name: { kind: "Name", value: "origin" } },
                { kind: "Field", name: { kind: "Name", value: "code" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppQueryQuery, AppQueryQueryVariables>;
export const BrandsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "Brands" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "first" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "brands" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "first" },
                value: { kind: "Variable", name: { kind: "Name", value: "first" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "after" },
                value: { kind: "Variable", name: { kind: "Name", value: "after" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "where" },
                value: {
                  kind: "ObjectValue",
                  fields: [
                    {
                      kind: "ObjectField",
                      name: { kind: "Name", value: "orderby" },
                      value: {
                        kind: "ListValue",
                        values: [
                          {
                            kind: "ObjectValue",
                            fields: [
                              {
                                kind: "ObjectField",
                                name: { kind: "Name", value: "field" },
                                value: { kind: "EnumValue", value: "MENU_ORDER" },
                              },
                              {
                                kind: "ObjectField",
                                name: { kind: "Name", value: "order" },
                                value: { kind: "EnumValue", value: "ASC" },
                              },
                            ],
                          },
                        ],
                      },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "nodes" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "databaseId" } },
                      { kind: "Field", name: { kind: "Name", value: "title" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "brandFields" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "category" } },
                            { kind: "Field", name: { kind: "Name", value: "description" } },
                            { kind: "Field", name: { kind: "Name", value: "website" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "logo" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  {
                                    kind: "Field",
                                    name: { kind: "Name", value: "node" },
                                    selectionSet: {
                                      kind: "SelectionSet",
                                      selections: [
                                        {
                                          kind: "FragmentSpread",
                                          name: { kind: "Name", value: "ImageFields" },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                            { kind: "Field", name: { kind: "Name", value: "featured" } },
                            { kind: "Field", name: { kind: "Name", value: "callSign" } },
                            { kind: "Field", name: { kind: "Name", value: "market" } },
                            { kind: "Field", name: { kind: "Name", value: "frequency" } },
                            { kind: "Field", name: { kind: "Name", value: "province" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pageInfo" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                      { kind: "Field", name: { kind: "Name", value: "endCursor" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ImageFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "MediaItem" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "altText" } },
          { kind: "Field", name: { kind: "Name", value: "sourceUrl" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "mediaDetails" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "width" } },
                { kind: "Field", name: { kind: "Name", value: "height" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BrandsQuery, BrandsQueryVariables>;
export const PostCategoriesDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "PostCategories" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "categories" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "first" },
                value: { kind: "IntValue", value: "100" },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "nodes" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                      { kind: "Field", name: { kind: "Name", value: "slug" } },
                      { kind: "Field", name: { kind: "Name", value: "uri" } },
                      { kind: "Field", name: { kind: "Name", value: "count" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PostCategoriesQuery, PostCategoriesQueryVariables>;
export const DividendsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "Dividends" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "first" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "dividends" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "first" },
                value: { kind: "Variable", name: { kind: "Name", value: "first" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "after" },
                value: { kind: "Variable", name: { kind: "Name", value: "after" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "where" },
                value: {
                  kind: "ObjectValue",
                  fields: [
                    {
                      kind: "ObjectField",
                      name: { kind: "Name", value: "orderby" },
                      value: {
                        kind: "ListValue",
                        values: [
                          {
                            kind: "ObjectValue",
                            fields: [
                              {
                                kind: "ObjectField",
                                name: { kind: "Name", value: "field" },
                                value: { kind: "EnumValue", value: "DATE" },
                              },
                              {
                                kind: "ObjectField",
                                name: { kind: "Name", value: "order" },
                                value: { kind: "EnumValue", value: "DESC" },
                              },
                            ],
                          },
                        ],
                      },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "nodes" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      {
                        kind: "FragmentSpread",
                        name: { kind: "Name", value: "DividendNodeFields" },
                      },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pageInfo" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                      { kind: "Field", name: { kind: "Name", value: "endCursor" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "DividendNodeFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Dividend" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "databaseId" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "dividendFields" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "declaredDate" } },
                { kind: "Field", name: { kind: "Name", value: "recordDate" } },
                { kind: "Field", name: { kind: "Name", value: "payableDate" } },
                { kind: "Field", name: { kind: "Name", value: "classAAmount" } },
                { kind: "Field", name: { kind: "Name", value: "classBAmount" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DividendsQuery, DividendsQueryVariables>;
export const LatestDividendsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "LatestDividends" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "dividends" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "first" },
                value: { kind: "IntValue", value: "2" },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "where" },
                value: {
                  kind: "ObjectValue",
                  fields: [
                    {
                      kind: "ObjectField",
                      name: { kind: "Name", value: "orderby" },
                      value: {
                        kind: "ListValue",
                        values: [
                          {
                            kind: "ObjectValue",
                            fields: [
                              {
                                kind: "ObjectField",
                                name: { kind: "Name", value: "field" },
                                value: { kind: "EnumValue", value: "DATE" },
                              },
                              {
                                kind: "ObjectField",
                                name: { kind: "Name", value: "order" },
                                value: { kind: "EnumValue", value: "DESC" },
                              },
                            ],
                          },
                        ],
                      },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "nodes" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      {
                        kind: "FragmentSpread",
                        name: { kind: "Name", value: "DividendNodeFields" },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "DividendNodeFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Dividend" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "databaseId" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "dividendFields" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "declaredDate" } },
                { kind: "Field", name: { kind: "Name", value: "recordDate" } },
                { kind: "Field", name: { kind: "Name", value: "payableDate" } },
                { kind: "Field", name: { kind: "Name", value: "classAAmount" } },
                { kind: "Field", name: { kind: "Name", value: "classBAmount" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LatestDividendsQuery, LatestDividendsQueryVariables>;
export const FinancialReportsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "FinancialReports" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "first" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "financialReports" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "first" },
                value: { kind: "Variable", name: { kind: "Name", value: "first" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "after" },
                value: { kind: "Variable", name: { kind: "Name", value: "after" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "nodes" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "databaseId" } },
                      { kind: "Field", name: { kind: "Name", value: "title" } },
                      { kind: "Field", name: { kind: "Name", value: "date" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "financialReportFields" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "reportDate" } },
                            { kind: "Field", name: { kind: "Name", value: "kind" } },
                            { kind: "Field", name: { kind: "Name", value: "annual" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "document" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  {
                                    kind: "Field",
                                    name: { kind: "Name", value: "node" },
                                    selectionSet: {
                                      kind: "SelectionSet",
                                      selections: [
                                        {
                                          kind: "FragmentSpread",
                                          name: { kind: "Name", value: "FileFields" },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pageInfo" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                      { kind: "Field", name: { kind: "Name", value: "endCursor" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "FileFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "MediaItem" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "mediaItemUrl" } },
          { kind: "Field", name: { kind: "Name", value: "mimeType" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FinancialReportsQuery, FinancialReportsQueryVariables>;
export const InvestorEventsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "InvestorEvents" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "first" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "investorEvents" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "first" },
                value: { kind: "Variable", name: { kind: "Name", value: "first" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "after" },
                value: { kind: "Variable", name: { kind: "Name", value: "after" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "nodes" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "databaseId" } },
                      { kind: "Field", name: { kind: "Name", value: "title" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "investorEventFields" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "startDate" } },
                            { kind: "Field", name: { kind: "Name", value: "eventType" } },
                            { kind: "Field", name: { kind: "Name", value: "location" } },
                            { kind: "Field", name: { kind: "Name", value: "description" } },
                            { kind: "Field", name: { kind: "Name", value: "webcastUrl" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "webcast" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  {
                                    kind: "Field",
                                    name: { kind: "Name", value: "node" },
                                    selectionSet: {
                                      kind: "SelectionSet",
                                      selections: [
                                        {
                                          kind: "FragmentSpread",
                                          name: { kind: "Name", value: "FileFields" },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "audio" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  {
                                    kind: "Field",
                                    name: { kind: "Name", value: "node" },
                                    selectionSet: {
                                      kind: "SelectionSet",
                                      selections: [
                                        {
                                          kind: "FragmentSpread",
                                          name: { kind: "Name", value: "FileFields" },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "slides" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  {
                                    kind: "Field",
                                    name: { kind: "Name", value: "node" },
                                    selectionSet: {
                                      kind: "SelectionSet",
                                      selections: [
                                        {
                                          kind: "FragmentSpread",
                                          name: { kind: "Name", value: "FileFields" },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pageInfo" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                      { kind: "Field", name: { kind: "Name", value: "endCursor" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "FileFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "MediaItem" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "mediaItemUrl" } },
          { kind: "Field", name: { kind: "Name", value: "mimeType" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InvestorEventsQuery, InvestorEventsQueryVariables>;
export const NodeByUriDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "NodeByUri" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "uri" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "nodeByUri" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "uri" },
                value: { kind: "Variable", name: { kind: "Name", value: "uri" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ShownNodeFields" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "SeoFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PostTypeSEO" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "metaDesc" } },
          { kind: "Field", name: { kind: "Name", value: "metaRobotsNoindex" } },
          { kind: "Field", name: { kind: "Name", value: "opengraphType" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "opengraphImage" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "sourceUrl" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ImageFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "MediaItem" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "altText" } },
          { kind: "Field", name: { kind: "Name", value: "sourceUrl" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "mediaDetails" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "width" } },
                { kind: "Field", name: { kind: "Name", value: "height" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContentViewFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ContentNode" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "databaseId" } },
          { kind: "Field", name: { kind: "Name", value: "slug" } },
          { kind: "Field", name: { kind: "Name", value: "date" } },
          { kind: "Field", name: { kind: "Name", value: "dateGmt" } },
          { kind: "Field", name: { kind: "Name", value: "modifiedGmt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "template" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "templateName" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "seo" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "SeoFields" } }],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "NodeWithTitle" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "title" } }],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: {
              kind: "NamedType",
              name: { kind: "Name", value: "NodeWithContentEditor" },
            },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "content" } }],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: {
              kind: "NamedType",
              name: { kind: "Name", value: "NodeWithFeaturedImage" },
            },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "featuredImage" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "node" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            {
                              kind: "FragmentSpread",
                              name: { kind: "Name", value: "ImageFields" },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "FileFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "MediaItem" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "mediaItemUrl" } },
          { kind: "Field", name: { kind: "Name", value: "mimeType" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PageBuilderFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PageBuilder" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "heroTitle" } },
          { kind: "Field", name: { kind: "Name", value: "heroText" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "blocks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "__typename" } },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksRichTextLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "text" } },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksCardGridLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "intro" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "cards" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "title" } },
                            { kind: "Field", name: { kind: "Name", value: "text" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "image" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  {
                                    kind: "Field",
                                    name: { kind: "Name", value: "node" },
                                    selectionSet: {
                                      kind: "SelectionSet",
                                      selections: [
                                        {
                                          kind: "FragmentSpread",
                                          name: { kind: "Name", value: "ImageFields" },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "link" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  { kind: "Field", name: { kind: "Name", value: "url" } },
                                  { kind: "Field", name: { kind: "Name", value: "title" } },
                                  { kind: "Field", name: { kind: "Name", value: "target" } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksStatisticsLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "intro" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "statistics" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "value" } },
                            { kind: "Field", name: { kind: "Name", value: "label" } },
                            { kind: "Field", name: { kind: "Name", value: "group" } },
                          ],
                        },
                      },
                      { kind: "Field", name: { kind: "Name", value: "note" } },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksAccordionLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "items" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "question" } },
                            { kind: "Field", name: { kind: "Name", value: "answer" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksDocumentListLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "intro" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "documents" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "title" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "file" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  {
                                    kind: "Field",
                                    name: { kind: "Name", value: "node" },
                                    selectionSet: {
                                      kind: "SelectionSet",
                                      selections: [
                                        {
                                          kind: "FragmentSpread",
                                          name: { kind: "Name", value: "FileFields" },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksContactLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "text" } },
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                      { kind: "Field", name: { kind: "Name", value: "email" } },
                      { kind: "Field", name: { kind: "Name", value: "phone" } },
                      { kind: "Field", name: { kind: "Name", value: "address" } },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksCallToActionLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "text" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "link" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "url" } },
                            { kind: "Field", name: { kind: "Name", value: "title" } },
                            { kind: "Field", name: { kind: "Name", value: "target" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksDividendRatesLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "text" } },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksKeyFactsLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "intro" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "facts" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "label" } },
                            { kind: "Field", name: { kind: "Name", value: "value" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksAnalystCoverageLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "intro" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "analysts" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "firm" } },
                            { kind: "Field", name: { kind: "Name", value: "analyst" } },
                            { kind: "Field", name: { kind: "Name", value: "location" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksTimelineLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "steps" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "date" } },
                            { kind: "Field", name: { kind: "Name", value: "title" } },
                            { kind: "Field", name: { kind: "Name", value: "text" } },
                            { kind: "Field", name: { kind: "Name", value: "status" } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ShownNodeFields" },
      typeCondition: {
        kind: "NamedType",
        name: { kind: "Name", value: "UniformResourceIdentifiable" },
      },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "__typename" } },
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "uri" } },
          { kind: "Field", name: { kind: "Name", value: "isFrontPage" } },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ContentNode" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "status" } },
                { kind: "FragmentSpread", name: { kind: "Name", value: "ContentViewFields" } },
              ],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Page" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "hasPassword" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pageBuilder" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      {
                        kind: "FragmentSpread",
                        name: { kind: "Name", value: "PageBuilderFields" },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Post" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "hasPassword" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "categories" },
                  arguments: [
                    {
                      kind: "Argument",
                      name: { kind: "Name", value: "first" },
                      value: { kind: "IntValue", value: "20" },
                    },
                  ],
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "nodes" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "name" } },
                            { kind: "Field", name: { kind: "Name", value: "slug" } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Category" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "databaseId" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "slug" } },
                { kind: "Field", name: { kind: "Name", value: "description" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NodeByUriQuery, NodeByUriQueryVariables>;
export const PreviewNodeDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "PreviewNode" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "ID" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "contentNode" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "idType" },
                value: { kind: "EnumValue", value: "DATABASE_ID" },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "asPreview" },
                value: { kind: "BooleanValue", value: true },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ShownNodeFields" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "SeoFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PostTypeSEO" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "metaDesc" } },
          { kind: "Field", name: { kind: "Name", value: "metaRobotsNoindex" } },
          { kind: "Field", name: { kind: "Name", value: "opengraphType" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "opengraphImage" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "sourceUrl" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ImageFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "MediaItem" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "altText" } },
          { kind: "Field", name: { kind: "Name", value: "sourceUrl" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "mediaDetails" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "width" } },
                { kind: "Field", name: { kind: "Name", value: "height" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContentViewFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ContentNode" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "databaseId" } },
          { kind: "Field", name: { kind: "Name", value: "slug" } },
          { kind: "Field", name: { kind: "Name", value: "date" } },
          { kind: "Field", name: { kind: "Name", value: "dateGmt" } },
          { kind: "Field", name: { kind: "Name", value: "modifiedGmt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "template" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "templateName" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "seo" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "SeoFields" } }],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "NodeWithTitle" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "title" } }],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: {
              kind: "NamedType",
              name: { kind: "Name", value: "NodeWithContentEditor" },
            },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "content" } }],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: {
              kind: "NamedType",
              name: { kind: "Name", value: "NodeWithFeaturedImage" },
            },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "featuredImage" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "node" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            {
                              kind: "FragmentSpread",
                              name: { kind: "Name", value: "ImageFields" },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "FileFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "MediaItem" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "mediaItemUrl" } },
          { kind: "Field", name: { kind: "Name", value: "mimeType" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PageBuilderFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PageBuilder" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "heroTitle" } },
          { kind: "Field", name: { kind: "Name", value: "heroText" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "blocks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "__typename" } },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksRichTextLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "text" } },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksCardGridLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "intro" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "cards" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "title" } },
                            { kind: "Field", name: { kind: "Name", value: "text" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "image" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  {
                                    kind: "Field",
                                    name: { kind: "Name", value: "node" },
                                    selectionSet: {
                                      kind: "SelectionSet",
                                      selections: [
                                        {
                                          kind: "FragmentSpread",
                                          name: { kind: "Name", value: "ImageFields" },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "link" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  { kind: "Field", name: { kind: "Name", value: "url" } },
                                  { kind: "Field", name: { kind: "Name", value: "title" } },
                                  { kind: "Field", name: { kind: "Name", value: "target" } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksStatisticsLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "intro" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "statistics" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "value" } },
                            { kind: "Field", name: { kind: "Name", value: "label" } },
                            { kind: "Field", name: { kind: "Name", value: "group" } },
                          ],
                        },
                      },
                      { kind: "Field", name: { kind: "Name", value: "note" } },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksAccordionLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "items" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "question" } },
                            { kind: "Field", name: { kind: "Name", value: "answer" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksDocumentListLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "intro" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "documents" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "title" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "file" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  {
                                    kind: "Field",
                                    name: { kind: "Name", value: "node" },
                                    selectionSet: {
                                      kind: "SelectionSet",
                                      selections: [
                                        {
                                          kind: "FragmentSpread",
                                          name: { kind: "Name", value: "FileFields" },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksContactLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "text" } },
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                      { kind: "Field", name: { kind: "Name", value: "email" } },
                      { kind: "Field", name: { kind: "Name", value: "phone" } },
                      { kind: "Field", name: { kind: "Name", value: "address" } },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksCallToActionLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "text" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "link" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "url" } },
                            { kind: "Field", name: { kind: "Name", value: "title" } },
                            { kind: "Field", name: { kind: "Name", value: "target" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksDividendRatesLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "text" } },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksKeyFactsLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "intro" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "facts" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "label" } },
                            { kind: "Field", name: { kind: "Name", value: "value" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksAnalystCoverageLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      { kind: "Field", name: { kind: "Name", value: "intro" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "analysts" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "firm" } },
                            { kind: "Field", name: { kind: "Name", value: "analyst" } },
                            { kind: "Field", name: { kind: "Name", value: "location" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: {
                    kind: "NamedType",
                    name: { kind: "Name", value: "PageBuilderBlocksTimelineLayout" },
                  },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "heading" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "steps" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "date" } },
                            { kind: "Field", name: { kind: "Name", value: "title" } },
                            { kind: "Field", name: { kind: "Name", value: "text" } },
                            { kind: "Field", name: { kind: "Name", value: "status" } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ShownNodeFields" },
      typeCondition: {
        kind: "NamedType",
        name: { kind: "Name", value: "UniformResourceIdentifiable" },
      },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "__typename" } },
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "uri" } },
          { kind: "Field", name: { kind: "Name", value: "isFrontPage" } },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ContentNode" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "status" } },
                { kind: "FragmentSpread", name: { kind: "Name", value: "ContentViewFields" } },
              ],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Page" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "hasPassword" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pageBuilder" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      {
                        kind: "FragmentSpread",
                        name: { kind: "Name", value: "PageBuilderFields" },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Post" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "hasPassword" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "categories" },
                  arguments: [
                    {
                      kind: "Argument",
                      name: { kind: "Name", value: "first" },
                      value: { kind: "IntValue", value: "20" },
                    },
                  ],
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "nodes" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "name" } },
                            { kind: "Field", name: { kind: "Name", value: "slug" } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Category" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "databaseId" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "slug" } },
                { kind: "Field", name: { kind: "Name", value: "description" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PreviewNodeQuery, PreviewNodeQueryVariables>;
export const PageTemplatesDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "PageTemplates" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "first" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "pages" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "first" },
                value: { kind: "Variable", name: { kind: "Name", value: "first" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "after" },
                value: { kind: "Variable", name: { kind: "Name", value: "after" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "nodes" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "__typename" } },
                      { kind: "Field", name: { kind: "Name", value: "databaseId" } },
                      { kind: "Field", name: { kind: "Name", value: "slug" } },
                      { kind: "Field", name: { kind: "Name", value: "uri" } },
                      { kind: "Field", name: { kind: "Name", value: "isFrontPage" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "template" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "templateName" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pageInfo" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                      { kind: "Field", name: { kind: "Name", value: "endCursor" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PageTemplatesQuery, PageTemplatesQueryVariables>;
export const PeopleDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "People" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "first" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "people" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "first" },
                value: { kind: "Variable", name: { kind: "Name", value: "first" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "after" },
                value: { kind: "Variable", name: { kind: "Name", value: "after" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "where" },
                value: {
                  kind: "ObjectValue",
                  fields: [
                    {
                      kind: "ObjectField",
                      name: { kind: "Name", value: "orderby" },
                      value: {
                        kind: "ListValue",
                        values: [
                          {
                            kind: "ObjectValue",
                            fields: [
                              {
                                kind: "ObjectField",
                                name: { kind: "Name", value: "field" },
                                value: { kind: "EnumValue", value: "MENU_ORDER" },
                              },
                              {
                                kind: "ObjectField",
                                name: { kind: "Name", value: "order" },
                                value: { kind: "EnumValue", value: "ASC" },
                              },
                            ],
                          },
                        ],
                      },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "nodes" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "databaseId" } },
                      { kind: "Field", name: { kind: "Name", value: "title" } },
                      { kind: "Field", name: { kind: "Name", value: "slug" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "personFields" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "role" } },
                            { kind: "Field", name: { kind: "Name", value: "group" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "photo" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  {
                                    kind: "Field",
                                    name: { kind: "Name", value: "node" },
                                    selectionSet: {
                                      kind: "SelectionSet",
                                      selections: [
                                        {
                                          kind: "FragmentSpread",
                                          name: { kind: "Name", value: "ImageFields" },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "committees" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  { kind: "Field", name: { kind: "Name", value: "committee" } },
                                  { kind: "Field", name: { kind: "Name", value: "role" } },
                                ],
                              },
                            },
                            { kind: "Field", name: { kind: "Name", value: "biography" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pageInfo" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                      { kind: "Field", name: { kind: "Name", value: "endCursor" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ImageFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "MediaItem" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "altText" } },
          { kind: "Field", name: { kind: "Name", value: "sourceUrl" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "mediaDetails" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "width" } },
                { kind: "Field", name: { kind: "Name", value: "height" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PeopleQuery, PeopleQueryVariables>;
export const PostsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "Posts" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "first" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "categoryName" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "posts" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "first" },
                value: { kind: "Variable", name: { kind: "Name", value: "first" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "after" },
                value: { kind: "Variable", name: { kind: "Name", value: "after" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "where" },
                value: {
                  kind: "ObjectValue",
                  fields: [
                    {
                      kind: "ObjectField",
                      name: { kind: "Name", value: "categoryName" },
                      value: { kind: "Variable", name: { kind: "Name", value: "categoryName" } },
                    },
                    {
                      kind: "ObjectField",
                      name: { kind: "Name", value: "hasPassword" },
                      value: { kind: "BooleanValue", value: false },
                    },
                    {
                      kind: "ObjectField",
                      name: { kind: "Name", value: "orderby" },
                      value: {
                        kind: "ListValue",
                        values: [
                          {
                            kind: "ObjectValue",
                            fields: [
                              {
                                kind: "ObjectField",
                                name: { kind: "Name", value: "field" },
                                value: { kind: "EnumValue", value: "DATE" },
                              },
                              {
                                kind: "ObjectField",
                                name: { kind: "Name", value: "order" },
                                value: { kind: "EnumValue", value: "DESC" },
                              },
                            ],
                          },
                        ],
                      },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "nodes" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "PostCardFields" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pageInfo" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                      { kind: "Field", name: { kind: "Name", value: "hasPreviousPage" } },
                      { kind: "Field", name: { kind: "Name", value: "startCursor" } },
                      { kind: "Field", name: { kind: "Name", value: "endCursor" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PostCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Post" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "databaseId" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "uri" } },
          { kind: "Field", name: { kind: "Name", value: "date" } },
          { kind: "Field", name: { kind: "Name", value: "excerpt" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PostsQuery, PostsQueryVariables>;
export const PostsCursorDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "PostsCursor" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "first" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "categoryName" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "posts" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "first" },
                value: { kind: "Variable", name: { kind: "Name", value: "first" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "after" },
                value: { kind: "Variable", name: { kind: "Name", value: "after" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "where" },
                value: {
                  kind: "ObjectValue",
                  fields: [
                    {
                      kind: "ObjectField",
                      name: { kind: "Name", value: "categoryName" },
                      value: { kind: "Variable", name: { kind: "Name", value: "categoryName" } },
                    },
                    {
                      kind: "ObjectField",
                      name: { kind: "Name", value: "hasPassword" },
                      value: { kind: "BooleanValue", value: false },
                    },
                    {
                      kind: "ObjectField",
                      name: { kind: "Name", value: "orderby" },
                      value: {
                        kind: "ListValue",
                        values: [
                          {
                            kind: "ObjectValue",
                            fields: [
                              {
                                kind: "ObjectField",
                                name: { kind: "Name", value: "field" },
                                value: { kind: "EnumValue", value: "DATE" },
                              },
                              {
                                kind: "ObjectField",
                                name: { kind: "Name", value: "order" },
                                value: { kind: "EnumValue", value: "DESC" },
                              },
                            ],
                          },
                        ],
                      },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pageInfo" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "endCursor" } },
                      { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PostsCursorQuery, PostsCursorQueryVariables>;
export const SiteSearchDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "SiteSearch" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "search" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "first" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "contentNodes" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "first" },
                value: { kind: "Variable", name: { kind: "Name", value: "first" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "after" },
                value: { kind: "Variable", name: { kind: "Name", value: "after" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "where" },
                value: {
                  kind: "ObjectValue",
                  fields: [
                    {
                      kind: "ObjectField",
                      name: { kind: "Name", value: "search" },
                      value: { kind: "Variable", name: { kind: "Name", value: "search" } },
                    },
                    {
                      kind: "ObjectField",
                      name: { kind: "Name", value: "contentTypes" },
                      value: {
                        kind: "ListValue",
                        values: [
                          { kind: "EnumValue", value: "PAGE" },
                          { kind: "EnumValue", value: "POST" },
                        ],
                      },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "nodes" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "__typename" } },
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "uri" } },
                      { kind: "Field", name: { kind: "Name", value: "date" } },
                      {
                        kind: "InlineFragment",
                        typeCondition: {
                          kind: "NamedType",
                          name: { kind: "Name", value: "NodeWithTitle" },
                        },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [{ kind: "Field", name: { kind: "Name", value: "title" } }],
                        },
                      },
                      {
                        kind: "InlineFragment",
                        typeCondition: {
                          kind: "NamedType",
                          name: { kind: "Name", value: "NodeWithExcerpt" },
                        },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [{ kind: "Field", name: { kind: "Name", value: "excerpt" } }],
                        },
                      },
                      {
                        kind: "InlineFragment",
                        typeCondition: {
                          kind: "NamedType",
                          name: { kind: "Name", value: "NodeWithContentEditor" },
                        },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [{ kind: "Field", name: { kind: "Name", value: "content" } }],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pageInfo" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                      { kind: "Field", name: { kind: "Name", value: "endCursor" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SiteSearchQuery, SiteSearchQueryVariables>;
export const SiteSearchCursorsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "SiteSearchCursors" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "search" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "first" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "contentNodes" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "first" },
                value: { kind: "Variable", name: { kind: "Name", value: "first" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "after" },
                value: { kind: "Variable", name: { kind: "Name", value: "after" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "where" },
                value: {
                  kind: "ObjectValue",
                  fields: [
                    {
                      kind: "ObjectField",
                      name: { kind: "Name", value: "search" },
                      value: { kind: "Variable", name: { kind: "Name", value: "search" } },
                    },
                    {
                      kind: "ObjectField",
                      name: { kind: "Name", value: "contentTypes" },
                      value: {
                        kind: "ListValue",
                        values: [
                          { kind: "EnumValue", value: "PAGE" },
                          { kind: "EnumValue", value: "POST" },
                        ],
                      },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "edges" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "Field", name: { kind: "Name", value: "cursor" } }],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pageInfo" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                      { kind: "Field", name: { kind: "Name", value: "endCursor" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SiteSearchCursorsQuery, SiteSearchCursorsQueryVariables>;
export const ShellDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "Shell" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "generalSettings" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "description" } },
                { kind: "Field", name: { kind: "Name", value: "url" } },
                { kind: "Field", name: { kind: "Name", value: "timezone" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "siteOptions" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "headerOptions" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "headerLogoImage" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "node" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  {
                                    kind: "FragmentSpread",
                                    name: { kind: "Name", value: "ImageFields" },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "headerNavImage" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "node" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  {
                                    kind: "FragmentSpread",
                                    name: { kind: "Name", value: "ImageFields" },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "footerOptions" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "footerLogoImage" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "node" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  {
                                    kind: "FragmentSpread",
                                    name: { kind: "Name", value: "ImageFields" },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "socialIconsOptions" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "socialIcons" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "socialIconTitle" } },
                            { kind: "Field", name: { kind: "Name", value: "socialIconLinkUrl" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "socialIconImage" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  {
                                    kind: "Field",
                                    name: { kind: "Name", value: "node" },
                                    selectionSet: {
                                      kind: "SelectionSet",
                                      selections: [
                                        {
                                          kind: "FragmentSpread",
                                          name: { kind: "Name", value: "ImageFields" },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "siteIconOptions" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "siteIconImage" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "node" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  {
                                    kind: "FragmentSpread",
                                    name: { kind: "Name", value: "ImageFields" },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            alias: { kind: "Name", value: "primaryMenu" },
            name: { kind: "Name", value: "menuItems" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "first" },
                value: { kind: "IntValue", value: "100" },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "where" },
                value: {
                  kind: "ObjectValue",
                  fields: [
                    {
                      kind: "ObjectField",
                      name: { kind: "Name", value: "location" },
                      value: { kind: "EnumValue", value: "PRIMARY" },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "MenuItemsPageFields" } },
              ],
            },
          },
          {
            kind: "Field",
            alias: { kind: "Name", value: "secondaryMenu" },
            name: { kind: "Name", value: "menuItems" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "first" },
                value: { kind: "IntValue", value: "100" },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "where" },
                value: {
                  kind: "ObjectValue",
                  fields: [
                    {
                      kind: "ObjectField",
                      name: { kind: "Name", value: "location" },
                      value: { kind: "EnumValue", value: "SECONDARY" },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "MenuItemsPageFields" } },
              ],
            },
          },
          {
            kind: "Field",
            alias: { kind: "Name", value: "footerMenu" },
            name: { kind: "Name", value: "menuItems" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "first" },
                value: { kind: "IntValue", value: "100" },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "where" },
                value: {
                  kind: "ObjectValue",
                  fields: [
                    {
                      kind: "ObjectField",
                      name: { kind: "Name", value: "location" },
                      value: { kind: "EnumValue", value: "FOOTER" },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "MenuItemsPageFields" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "MenuItemFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "MenuItem" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "databaseId" } },
          { kind: "Field", name: { kind: "Name", value: "parentDatabaseId" } },
          { kind: "Field", name: { kind: "Name", value: "label" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "path" } },
          { kind: "Field", name: { kind: "Name", value: "target" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ImageFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "MediaItem" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "altText" } },
          { kind: "Field", name: { kind: "Name", value: "sourceUrl" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "mediaDetails" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "width" } },
                { kind: "Field", name: { kind: "Name", value: "height" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "MenuItemsPageFields" },
      typeCondition: {
        kind: "NamedType",
        name: { kind: "Name", value: "RootQueryToMenuItemConnection" },
      },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "nodes" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "MenuItemFields" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "pageInfo" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                { kind: "Field", name: { kind: "Name", value: "endCursor" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ShellQuery, ShellQueryVariables>;
export const MenuItemsPageDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "MenuItemsPage" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "location" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "MenuLocationEnum" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "menuItems" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "first" },
                value: { kind: "IntValue", value: "100" },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "after" },
                value: { kind: "Variable", name: { kind: "Name", value: "after" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "where" },
                value: {
                  kind: "ObjectValue",
                  fields: [
                    {
                      kind: "ObjectField",
                      name: { kind: "Name", value: "location" },
                      value: { kind: "Variable", name: { kind: "Name", value: "location" } },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "MenuItemsPageFields" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "MenuItemFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "MenuItem" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "databaseId" } },
          { kind: "Field", name: { kind: "Name", value: "parentDatabaseId" } },
          { kind: "Field", name: { kind: "Name", value: "label" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "path" } },
          { kind: "Field", name: { kind: "Name", value: "target" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "MenuItemsPageFields" },
      typeCondition: {
        kind: "NamedType",
        name: { kind: "Name", value: "RootQueryToMenuItemConnection" },
      },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "nodes" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "MenuItemFields" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "pageInfo" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                { kind: "Field", name: { kind: "Name", value: "endCursor" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MenuItemsPageQuery, MenuItemsPageQueryVariables>;
export const SitemapPagesDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "SitemapPages" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "first" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "pages" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "first" },
                value: { kind: "Variable", name: { kind: "Name", value: "first" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "after" },
                value: { kind: "Variable", name: { kind: "Name", value: "after" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "where" },
                value: {
                  kind: "ObjectValue",
                  fields: [
                    {
                      kind: "ObjectField",
                      name: { kind: "Name", value: "hasPassword" },
                      value: { kind: "BooleanValue", value: false },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "nodes" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      {
                        kind: "FragmentSpread",
                        name: { kind: "Name", value: "SitemapNodeFields" },
                      },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pageInfo" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                      { kind: "Field", name: { kind: "Name", value: "endCursor" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "SitemapNodeFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ContentNode" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "uri" } },
          { kind: "Field", name: { kind: "Name", value: "modified" } },
          { kind: "Field", name: { kind: "Name", value: "modifiedGmt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "seo" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "metaRobotsNoindex" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SitemapPagesQuery, SitemapPagesQueryVariables>;
export const SitemapPostsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "SitemapPosts" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "first" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "posts" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "first" },
                value: { kind: "Variable", name: { kind: "Name", value: "first" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "after" },
                value: { kind: "Variable", name: { kind: "Name", value: "after" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "where" },
                value: {
                  kind: "ObjectValue",
                  fields: [
                    {
                      kind: "ObjectField",
                      name: { kind: "Name", value: "hasPassword" },
                      value: { kind: "BooleanValue", value: false },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "nodes" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      {
                        kind: "FragmentSpread",
                        name: { kind: "Name", value: "SitemapNodeFields" },
                      },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pageInfo" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                      { kind: "Field", name: { kind: "Name", value: "endCursor" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "SitemapNodeFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ContentNode" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "uri" } },
          { kind: "Field", name: { kind: "Name", value: "modified" } },
          { kind: "Field", name: { kind: "Name", value: "modifiedGmt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "seo" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "metaRobotsNoindex" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SitemapPostsQuery, SitemapPostsQueryVariables>;
export const PreviewTargetDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "PreviewTarget" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "ID" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "viewer" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "databaseId" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "contentNode" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "idType" },
                value: { kind: "EnumValue", value: "DATABASE_ID" },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "databaseId" } },
                { kind: "Field", name: { kind: "Name", value: "contentTypeName" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                { kind: "Field", name: { kind: "Name", value: "uri" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PreviewTargetQuery, PreviewTargetQueryVariables>;
