// The app shell every page shows: site settings, the three menus and the site options.
import { gql, type TypedDocumentNode } from "@apollo/client";
import { IMAGE_FIELDS, MENU_ITEM_FIELDS, type ImageFields, type MenuItemFields } from "./fragments";

export const MENU_LOCATIONS = ["PRIMARY", "SECONDARY", "FOOTER"] as const;
export type MenuLocation = (typeof MENU_LOCATIONS)[number];

interface MenuItemsPage {
  nodes: MenuItemFields[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

export interface ShellQueryResult {
  generalSettings: {
    title: string | null;
    description: string | null;
    url: string | null;
    timezone: string | null;
  } | null;
  siteOptions: {
    headerOptions: {
      headerLogoImage: ImageFields | null;
      headerNavImage: ImageFields | null;
    } | null;
    footerOptions: { footerLogoImage: ImageFields | null } | null;
    socialIconsOptions: {
      socialIcons:
        | ({
            socialIconTitle: string | null;
            socialIconLinkUrl: string | null;
            socialIconImage: ImageFields | null;
          } | null)[]
        | null;
    } | null;
    siteIconOptions: { siteIconImage: ImageFields | null } | null;
  } | null;
  primaryMenu: MenuItemsPage | null;
  secondaryMenu: MenuItemsPage | null;
  footerMenu: MenuItemsPage | null;
}

// WPGraphQL returns 10 items unless asked and at most 100 a page: ask for the most and
// follow pageInfo (see MENU_ITEMS_PAGE_QUERY) for larger menus.
export const SHELL_QUERY: TypedDocumentNode<ShellQueryResult, Record<string, never>> = gql`
  query Shell {
    generalSettings {
      title
      description
      url
      timezone
    }
    siteOptions {
      headerOptions {
        headerLogoImage {
          ...ImageFields
        }
        headerNavImage {
          ...ImageFields
        }
      }
      footerOptions {
        footerLogoImage {
          ...ImageFields
        }
      }
      socialIconsOptions {
        socialIcons {
          socialIconTitle
          socialIconLinkUrl
          socialIconImage {
            ...ImageFields
          }
        }
      }
      siteIconOptions {
        siteIconImage {
          ...ImageFields
        }
      }
    }
    primaryMenu: menuItems(first: 100, where: { location: PRIMARY }) {
      ...MenuItemsPage
    }
    secondaryMenu: menuItems(first: 100, where: { location: SECONDARY }) {
      ...MenuItemsPage
    }
    footerMenu: menuItems(first: 100, where: { location: FOOTER }) {
      ...MenuItemsPage
    }
  }
  fragment MenuItemsPage on RootQueryToMenuItemConnection {
    nodes {
      ...MenuItemFields
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
  ${IMAGE_FIELDS}
  ${MENU_ITEM_FIELDS}
`;

export const MENU_ITEMS_PAGE_QUERY: TypedDocumentNode<
  { menuItems: MenuItemsPage | null },
  { location: MenuLocation; after: string }
> = gql`
  query MenuItemsPage($location: MenuLocationEnum!, $after: String!) {
    menuItems(first: 100, after: $after, where: { location: $location }) {
      nodes {
        ...MenuItemFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
  ${MENU_ITEM_FIELDS}
`;
