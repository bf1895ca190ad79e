// The pages templates link to by their template (the press releases list, the brands, the
// investor pages), in the page's language. Their English addresses are the site's
// (paths.ts); a French page links their French translations, which the CMS names
// (Polylang's `translations`), or the English page where none is published.
import type { CmsSession } from "@/lib/cms/reader";
import { uriTag } from "@/lib/cms/cache-tags";
import { graphql } from "@/lib/graphql/generated";
import { alternatesOf } from "@/lib/i18n/alternates";
import type { Locale } from "@/lib/i18n/locale";
import {
  BRANDS_PATH,
  DIVIDEND_HISTORY_PATH,
  EVENTS_PATH,
  FINANCIAL_REPORTS_PATH,
  PRESS_RELEASES_PATH,
} from "./paths";

export interface LinkedPages {
  pressReleases: string;
  brands: string;
  dividendHistory: string;
  financialReports: string;
  events: string;
}

const ENGLISH: LinkedPages = {
  pressReleases: PRESS_RELEASES_PATH,
  brands: BRANDS_PATH,
  dividendHistory: DIVIDEND_HISTORY_PATH,
  financialReports: FINANCIAL_REPORTS_PATH,
  events: EVENTS_PATH,
};

// Each page's databaseId and its translations': a translation published, moved or taken down
// purges the answer (cache-tags.ts, translations' tags). `translations`, not
// `translation(language:)`: wp-graphql-polylang 0.7.1 answers the latter with a draft's model,
// whose databaseId is then null, and the whole query fails (the real trial's French draft).
export const LINKED_PAGES_QUERY = graphql(`
  query LinkedPages(
    $pressReleases: ID!
    $brands: ID!
    $dividendHistory: ID!
    $financialReports: ID!
    $events: ID!
  ) {
    pressReleases: page(id: $pressReleases, idType: URI) {
      ...LinkedPageFields
    }
    brands: page(id: $brands, idType: URI) {
      ...LinkedPageFields
    }
    dividendHistory: page(id: $dividendHistory, idType: URI) {
      ...LinkedPageFields
    }
    financialReports: page(id: $financialReports, idType: URI) {
      ...LinkedPageFields
    }
    events: page(id: $events, idType: URI) {
      ...LinkedPageFields
    }
  }

  fragment LinkedPageFields on Page {
    databaseId
    translations {
      databaseId
      uri
      status
      hasPassword
      language {
        code
      }
    }
  }
`);

export async function linkedPages(cms: CmsSession, locale: Locale): Promise<LinkedPages> {
  if (locale === "en") return ENGLISH;
  const { data } = await cms.query(LINKED_PAGES_QUERY, ENGLISH, {
    tags: Object.values(ENGLISH).map(uriTag),
  });
  // The translation the public can see (alternatesOf: published, open), else the English page.
  const translated = (key: keyof LinkedPages) => {
    const page = data?.[key];
    const alternate = page && alternatesOf({ uri: ENGLISH[key], ...page }, "en");
    return alternate?.find((version) => version.locale === locale)?.path ?? ENGLISH[key];
  };
  return {
    pressReleases: translated("pressReleases"),
    brands: translated("brands"),
    dividendHistory: translated("dividendHistory"),
    financialReports: translated("financialReports"),
    events: translated("events"),
  };
}
