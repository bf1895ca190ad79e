// WordPress's settings: generalSettings, readingSettings and allSettings (every setting WPGraphQL
// exposes, flattened). The site shows a static front page and keeps no posts page.
import type { ContentStore } from "../content/records.ts";
import { DEFAULT_LANGUAGE } from "../content/languages.ts";
import { toGlobalId } from "./ids.ts";

/** WordPress's defaults for what the seed does not set. */
const START_OF_WEEK_MONDAY = 1;

/**
 * Settings > Discussion: comments closed. WordPress gives each new post and attachment this
 * status, and pages "closed" whatever it says; the seed has no comments.
 */
export const DEFAULT_COMMENT_STATUS = "closed";

/** A settings group is a Node in WPGraphQL 2: its id is the global id of "setting_group:<key>". */
const settingGroup = (key: "general" | "reading") => ({
  kind: `${key}Settings`,
  id: toGlobalId("setting_group", key),
});

export function createSettingsResolvers(store: ContentStore) {
  const general = () => ({
    ...settingGroup("general"),
    ...store.generalSettings,
    // WordPress's Site Address: the CMS's own origin, as is its WordPress Address (url).
    homeUrl: store.homeUrl,
    startOfWeek: START_OF_WEEK_MONDAY,
    // WordPress's own Site Icon is unset: the seed's icon is the ACF option siteIconOptions.
    siteIcon: null,
    siteIconUrl: null,
  });
  const reading = () => ({
    ...settingGroup("reading"),
    pageForPosts: 0,
    // Polylang keeps the option the default language's front page.
    pageOnFront:
      store.pages.find((page) => page.isFrontPage && page.language === DEFAULT_LANGUAGE.code)
        ?.databaseId ?? 0,
    postsPerPage: store.readingSettings.postsPerPage,
    showOnFront: "page",
  });
  return {
    rootFields: {
      generalSettings: general,
      readingSettings: reading,
      allSettings: () => {
        const g = general();
        const r = reading();
        return {
          discussionSettingsDefaultCommentStatus: DEFAULT_COMMENT_STATUS,
          discussionSettingsDefaultPingStatus: "closed",
          generalSettingsDateFormat: g.dateFormat,
          generalSettingsDescription: g.description,
          generalSettingsEmail: g.email,
          generalSettingsHomeUrl: g.homeUrl,
          generalSettingsLanguage: g.language,
          generalSettingsStartOfWeek: g.startOfWeek,
          generalSettingsTimeFormat: g.timeFormat,
          generalSettingsTimezone: g.timezone,
          generalSettingsTitle: g.title,
          generalSettingsUrl: g.url,
          readingSettingsPageForPosts: r.pageForPosts,
          readingSettingsPageOnFront: r.pageOnFront,
          readingSettingsPostsPerPage: r.postsPerPage,
          readingSettingsShowOnFront: r.showOnFront,
          writingSettingsDefaultCategory: store.categories[0]?.databaseId ?? null,
          writingSettingsDefaultPostFormat: "standard",
          writingSettingsUseSmilies: false,
        };
      },
    },
  };
}
