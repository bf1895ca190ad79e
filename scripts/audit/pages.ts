// The pages the audit looks at in a browser: one of every template (Lighthouse measures these),
// and the states and blocks of templates that render different markup (axe checks them all).
// The browser tests (tests/e2e/accessibility.spec.ts) walk the same list. The audit's site has
// the three analytics tools configured, so a first visit shows the consent banner; pages with a
// recorded choice (choiceMade) show the state after it.
import { CONSENT_COOKIE, serializeConsent } from "@corus/web/lib/consent/record.ts";

export interface AuditedPage {
  /** The template, or the variant of one, the page stands for. */
  name: string;
  path: string;
  /** One page per template is measured by Lighthouse; variants are only checked. */
  lighthouse: boolean;
  /** The HTTP status the page answers with. */
  status: number;
  /** The visitor's recorded choice, sent as a cookie: the banner then stays away. */
  consentCookie?: { name: string; value: string };
}

/** How reports name a page: its path, and the consent state when a choice is recorded. */
export const pageLabel = (page: Pick<AuditedPage, "path" | "consentCookie">) =>
  page.consentCookie ? `${page.path} (choice made)` : page.path;

/** The page as a visitor sees it after "Reject all" under the CMS's current policy version. */
export function choiceMade(page: AuditedPage, policyVersion: string): AuditedPage {
  const value = serializeConsent({
    granted: [],
    decidedAt: Math.floor(Date.now() / 1000),
    policyVersion,
  });
  return { ...page, consentCookie: { name: CONSENT_COOKIE, value } };
}

/** The privacy policy version the CMS names (the consent banner records choices under it). */
export async function policyVersion(cmsGraphqlUrl: string): Promise<string> {
  const response = await fetch(cmsGraphqlUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: "{ siteOptions { privacyOptions { privacyPolicyVersion } } }",
    }),
  });
  const answer = (await response.json()) as {
    data?: { siteOptions?: { privacyOptions?: { privacyPolicyVersion?: string | null } } };
  };
  const version = answer.data?.siteOptions?.privacyOptions?.privacyPolicyVersion;
  if (!version) throw new Error("the CMS names no privacy policy version to record a choice under");
  return version;
}

const page = (name: string, path: string, lighthouse = false, status = 200): AuditedPage => ({
  name,
  path,
  lighthouse,
  status,
});

export const TEMPLATE_PAGES: AuditedPage[] = [
  page("front page", "/", true),
  page("default page (page builder blocks)", "/proposed-transaction/", true),
  page("default page (CMS HTML)", "/about-corus/our-values/"),
  page("blocks: analyst coverage", "/investor-relations/shareholder-resources/analyst-coverage/"),
  page(
    "blocks: key facts, dividend rates, documents",
    "/investor-relations/dividends/stock-information/",
  ),
  page("blocks: statistics", "/sustainability/diversity-equity-inclusion/by-the-numbers/"),
  page("blocks: contact, call to action", "/investor-relations/shareholder-resources/contact/"),
  page("leadership", "/about-corus/leadership/", true),
  page("brands", "/our-brands/", true),
  page("brands, filtered by province", "/our-brands/?province=Ontario"),
  page("dividend history", "/investor-relations/dividends/history/", true),
  page("financial reports", "/investor-relations/financial-reports/", true),
  page("events", "/investor-relations/events-and-presentations/", true),
  page("press release archive", "/media-centre/press-releases/", true),
  page("category archive", "/category/financial-results/", true),
  // Search pages are noindex, which Lighthouse's SEO category fails by design: checked, not
  // measured; as is the 404 page (any 4xx fails it too).
  page("search results", "/search/?s=dividend%20reinvestment"),
  page("search form, no query", "/search/"),
  page("search without results", "/search/?s=zzzyzzx"),
  // Lighthouse's SEO category fails any 4xx page by design.
  page("not found", "/no-such-page/", false, 404),
];

/**
 * The French pages (issue 42): the same templates, whose French words run longer. Lighthouse
 * measures the templates it measures in English (CI only those of FRENCH_MEASURED_IN_CI).
 */
export const FRENCH_TEMPLATE_PAGES: AuditedPage[] = [
  page("French front page", "/fr/", true),
  page("French default page (page builder blocks)", "/fr/transaction-proposee/", true),
  page("French default page (CMS HTML)", "/fr/a-propos/nos-valeurs/"),
  page(
    "French blocks: key facts, dividend rates, documents",
    "/fr/investisseurs/dividendes/renseignements-sur-les-actions/",
  ),
  page("French leadership", "/fr/a-propos/direction/", true),
  page("French brands", "/fr/nos-marques/", true),
  page("French dividend history", "/fr/investisseurs/dividendes/historique/", true),
  page("French financial reports", "/fr/investisseurs/rapports-financiers/", true),
  page("French events", "/fr/investisseurs/evenements-et-presentations/", true),
  page("French press release archive", "/fr/centre-des-medias/communiques/", true),
  page("French category archive", "/fr/category/resultats-financiers/", true),
  page("French search results", "/fr/recherche/?s=dividende"),
  page("French not found", "/fr/page-introuvable/", false, 404),
];

/** CI's French pages for Lighthouse: the front page and the longest list. */
export const FRENCH_MEASURED_IN_CI = ["/fr/", "/fr/centre-des-medias/communiques/"];

/**
 * The newest press release of a language (the single-post template), whose address the CMS
 * knows: Polylang's bridge lists both languages when asked for none.
 */
export async function pressReleasePage(
  cmsGraphqlUrl: string,
  language: "EN" | "FR",
): Promise<AuditedPage> {
  const response = await fetch(cmsGraphqlUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query:
        "query ($language: LanguageCodeFilterEnum!) { posts(first: 1, where: { language: $language }) { nodes { uri } } }",
      variables: { language },
    }),
  });
  const answer = (await response.json()) as { data?: { posts: { nodes: { uri: string }[] } } };
  const uri = answer.data?.posts.nodes[0]?.uri;
  if (!uri)
    throw new Error(`the CMS lists no ${language} post to audit the press-release template with`);
  return page(language === "FR" ? "French press release" : "press release", uri, true);
}
