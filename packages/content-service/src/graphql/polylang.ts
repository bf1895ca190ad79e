// Resolvers for wp-graphql-polylang's types and fields (schema/polylang.graphql): the
// languages, and on each translated type the record's language and translations, answered as
// the bridge answers them. A record's `language` has no homeUrl (the bridge fills it only in
// `languages` and `defaultLanguage`); `translations` are the group's other records the viewer
// may see; on an editor's preview (the pending changes of a published page or post) the
// language and translations are the original's, and `translation` is null, as the bridge looks
// the revision's own translations up and Polylang keeps none for it.
import type { ContentStore, LanguageCode, Translated } from "../content/records.ts";
import { DEFAULT_LANGUAGE, LANGUAGES, languageNamed, type Language } from "../content/languages.ts";
import { CUSTOM_POST_TYPES } from "./content-types.ts";
import type { RequestContext } from "./context.ts";
import { codeOf, type LanguageCodeValue } from "./language-filter.ts";
import { toGlobalId } from "./ids.ts";
import { createLookup } from "./lookup.ts";

/** Polylang's custom post types: every one but dividends. */
const TRANSLATED_POST_TYPES = CUSTOM_POST_TYPES.filter((type) => type.name !== "dividend");

/** A Language as the bridge answers it; `homeUrl` is the language's home page on the CMS. */
function languageAnswer(language: Language, homeUrl: string | null) {
  return {
    id: toGlobalId("Language", language.code),
    name: language.name,
    code: language.code.toUpperCase(),
    locale: language.locale,
    slug: language.code,
    homeUrl,
  };
}

type TranslatedRecord = Translated & { isPreview?: boolean };

/** language, translation(language:) and translations for a type whose records `find` finds. */
function translationFields<T extends TranslatedRecord>(
  find: (databaseId: number, context: RequestContext) => T | null,
) {
  return {
    language: (record: T) => languageAnswer(languageNamed(record.language), null),
    translation: (
      record: T,
      { language }: { language: LanguageCodeValue },
      context: RequestContext,
    ) => {
      if (record.isPreview) return null;
      const id = record.translations[codeOf(language)];
      return id === undefined ? null : find(id, context);
    },
    translations: (record: T, _: unknown, context: RequestContext) =>
      (Object.entries(record.translations) as [LanguageCode, number][]).flatMap(([language, id]) =>
        language === record.language ? [] : (find(id, context) ?? []),
      ),
  };
}

export function createPolylangResolvers(store: ContentStore) {
  const { findPost } = createLookup(store);
  const postsOf = (kind: Parameters<typeof findPost>[1][number]) =>
    translationFields((databaseId, context) => {
      const found = findPost({ id: String(databaseId), idType: "DATABASE_ID" }, [kind], context);
      return found && "translations" in found ? found : null;
    });
  const homeOf = (language: Language) => `${store.homeUrl}${language.prefix}/`;
  return {
    RootQuery: {
      languages: () => LANGUAGES.map((language) => languageAnswer(language, homeOf(language))),
      defaultLanguage: () => languageAnswer(DEFAULT_LANGUAGE, homeOf(DEFAULT_LANGUAGE)),
    },
    Page: postsOf("page"),
    Post: postsOf("post"),
    MediaItem: postsOf("media"),
    Category: translationFields((databaseId) => store.index.categoryById.get(databaseId) ?? null),
    ...Object.fromEntries(TRANSLATED_POST_TYPES.map((type) => [type.typeName, postsOf(type.name)])),
  };
}
