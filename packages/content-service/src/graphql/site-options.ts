// Resolvers for the ACF options page "Site Options" (schema/acf-site-options.graphql), as
// WPGraphQL for ACF 2.x serves an options page: a node whose id is the global id of
// "acf_options_page:<menu slug>" (the site's plugin registers the page as site-options), with
// its field groups' values in the bridge's shapes (acf-fields.ts).
import type { ContentStore } from "../content/store.ts";
import { ACF_FIELD_RESOLVERS } from "./acf-fields.ts";

const MENU_SLUG = "site-options";
const TITLE = "Site Options";

export function createSiteOptionsResolvers(store: ContentStore) {
  return {
    RootQuery: {
      siteOptions: () => ({
        ...store.siteOptions,
        kind: "siteOptions",
        id: Buffer.from(`acf_options_page:${MENU_SLUG}`).toString("base64"),
        pageTitle: TITLE,
        menuTitle: TITLE,
        parentId: null,
      }),
    },
    HeaderOptions: ACF_FIELD_RESOLVERS.HeaderOptions,
    FooterOptions: ACF_FIELD_RESOLVERS.FooterOptions,
    SocialIconsOptionsSocialIcons: ACF_FIELD_RESOLVERS.SocialIconsOptionsSocialIcons,
    SiteIconOptions: ACF_FIELD_RESOLVERS.SiteIconOptions,
  };
}
