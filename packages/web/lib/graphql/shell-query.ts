// The app shell every page shows: site settings, the three menus and the site options (among
// them the consent banner's wording, lib/consent/setup.ts), in one language: Polylang's menus
// and options per language (a French location is WordPress's `primary___fr`, which the bridge
// reads for `language: FR`; an options field left empty in French answers the English one).
import type { ResultOf } from "@graphql-typed-document-node/core";
import { graphql } from "./generated";

export const MENU_LOCATIONS = ["PRIMARY", "SECONDARY", "FOOTER"] as const;
export type MenuLocation = (typeof MENU_LOCATIONS)[number];

export const MENU_ITEMS_PAGE_FIELDS = graphql(`
  fragment MenuItemsPageFields on RootQueryToMenuItemConnection {
    nodes {
      ...MenuItemFields
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
`);
export type MenuItemsPage = ResultOf<typeof MENU_ITEMS_PAGE_FIELDS>;

// WPGraphQL returns 10 items unless asked and at most 100 a page: ask for the most and
// follow pageInfo (see MENU_ITEMS_PAGE_QUERY) for larger menus.
export const SHELL_QUERY = graphql(`
  query Shell($language: LanguageCodeFilterEnum!) {
    generalSettings {
      title
      description
      url
      timezone
    }
    siteOptions(language: $language) {
      headerOptions {
        headerLogoImage {
          node {
            ...ImageFields
          }
        }
        headerNavImage {
          node {
            ...ImageFields
          }
        }
      }
      footerOptions {
        footerLogoImage {
          node {
            ...ImageFields
          }
        }
      }
      socialIconsOptions {
        socialIcons {
          socialIconTitle
          socialIconLinkUrl
          socialIconImage {
            node {
              ...ImageFields
            }
          }
        }
      }
      siteIconOptions {
        siteIconImage {
          node {
            ...ImageFields
          }
        }
      }
      privacyOptions {
        privacyPolicyVersion
        privacyPolicyUrl
        consentBannerTitle
        consentBannerText
        consentGpcText
        necessaryLabel
        necessaryDescription
        measurementLabel
        measurementDescription
        sessionReplayLabel
        sessionReplayDescription
        audienceMeasurementLabel
        audienceMeasurementDescription
      }
    }
    primaryMenu: menuItems(first: 100, where: { location: PRIMARY, language: $language }) {
      ...MenuItemsPageFields
    }
    secondaryMenu: menuItems(first: 100, where: { location: SECONDARY, language: $language }) {
      ...MenuItemsPageFields
    }
    footerMenu: menuItems(first: 100, where: { location: FOOTER, language: $language }) {
      ...MenuItemsPageFields
    }
  }
`);

export type ShellQueryResult = ResultOf<typeof SHELL_QUERY>;

export const MENU_ITEMS_PAGE_QUERY = graphql(`
  query MenuItemsPage(
    $location: MenuLocationEnum!
    $language: LanguageCodeFilterEnum!
    $after: String!
  ) {
    menuItems(first: 100, after: $after, where: { location: $location, language: $language }) {
      ...MenuItemsPageFields
    }
  }
`);
