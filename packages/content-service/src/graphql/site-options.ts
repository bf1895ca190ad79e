// Resolvers for the ACF options page "Site Options" (schema/acf-site-options.graphql), as
// WPGraphQL for ACF 2.x serves an options page: a node whose id is the global id of
// "acf_options_page:<menu slug>" (the site's plugin registers the page as site-options), with
// its field groups' values in the bridge's shapes (acf-fields.ts), in the language asked
// (wp-graphql-polylang's `language`; the default language's without one, DEFAULT or ALL).
import type { ContentStore } from "../content/records.ts";
import { ACF_FIELD_RESOLVERS } from "./acf-fields.ts";
import { optionsLanguage, type LanguageFilterValue } from "./language-filter.ts";

const MENU_SLUG = "site-options";
/** The page's field groups and repeaters; fieldGroupName answers each one's type name. */
const GROUPS = [
  "HeaderOptions",
  "FooterOptions",
  "SocialIconsOptions",
  "SocialIconsOptionsSocialIcons",
  "GlobalFormOptions",
  "SiteIconOptions",
  "PrivacyOptions",
];
const acf: Record<string, object> = ACF_FIELD_RESOLVERS;
const TITLE = "Site Options";

export function createSiteOptionsResolvers(store: ContentStore) {
  return {
    RootQuery: {
      siteOptions: (_: unknown, { language }: { language?: LanguageFilterValue | null }) => ({
        ...store.siteOptions[optionsLanguage(language)],
        kind: "siteOptions",
        id: Buffer.from(`acf_options_page:${MENU_SLUG}`).toString("base64"),
        pageTitle: TITLE,
        menuTitle: TITLE,
        parentId: null,
      }),
    },
    ...Object.fromEntries(
      GROUPS.map((name) => [name, { fieldGroupName: () => name, ...acf[name] }]),
    ),
  };
}
