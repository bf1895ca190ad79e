// One page request of the catch-all route, without Next: the redirect step, the shell, the node
// at the URI (or the search), its template and the template's props, and what the response
// says (status, Cache-Control). pages/[[...uri]].tsx hands the answer to Next; tests call it
// as it is. The search page (/search/?s=) takes the same path, with a search in place of a node.
import type { IncomingHttpHeaders } from "node:http";
import type { RedirectStatus } from "@corus/site-rules/redirects";
import { describeError, isCmsUnavailable } from "@/lib/cms/errors";
import type { CmsSession } from "@/lib/cms/reader";
import type { ReadOutcome } from "@/lib/cms/trace";
import { loadShell } from "@/lib/cms/shell";
import type { UriNode } from "@/lib/graphql/node-query";
import { pageStateFrom } from "@/lib/graphql/page-state";
import type { PageStateProps } from "@/lib/graphql/page-state-props";
import { DRAFT_MODE_HEADERS, pageResponse, type PageOutcome } from "@/lib/http/cache-control";
import type { PageQuery } from "@/lib/http/page-query";
import { parsePageNumber } from "@/lib/http/request";
import { log } from "@/lib/observability/log";
import type { PreviewGrant } from "@/lib/preview/grant";
import { previewNodeAt } from "@/lib/preview/node";
import { previewExitHref } from "@/lib/preview/paths";
import { findRedirect } from "@/lib/redirects/server-lookup";
import type { PageShell } from "@/components/page-shell";
import { localeOfCode, localeOfPath } from "@/lib/i18n/locale";
import { alternatesOf, hreflangLinks, languageSwitch, type Alternate } from "@/lib/i18n/alternates";
import { chromeStrings } from "@/lib/i18n/strings";
import { languageSwitchHtml } from "@/components/language-switch-markup";
import { statusText, type StatusText } from "@/lib/i18n/status";
import { pageShellFor } from "@/lib/render/page-shell.server";
import { searchLocaleOf, searchPaths } from "@/lib/search/paths";
import type { SiteSettings } from "@/lib/settings";
import { PageClock } from "@/lib/page-clock";
import { siteInstant, wallDate } from "@corus/site-rules/site-time";
import type { JsonLd } from "@/lib/structured-data/json-ld";
import { nodeData, organizationData } from "@/lib/structured-data/page-data";
import type { TemplateName } from "@/templates/components";
import { chooseTemplate, templateCandidates } from "@/templates/hierarchy";
import { templateLoaders } from "@/templates/loaders";
import { templateData } from "@/templates/structured-data";
import { loadSearch } from "@/templates/search/loader";
import type { TemplateContext } from "@/templates/shared/types";
import { nodeHead, searchHead, type HeadData } from "@/lib/head/page-head";
import { fetchNode } from "@/lib/cms/node";

/** What a request brings and the server provides: everything resolve() reads. */
export interface ResolveContext {
  /** The CMS for this request: through the server's cache, or past it in a preview. */
  cms: CmsSession;
  /** The query parameters pages read (lib/http/page-query.ts). */
  query: PageQuery;
  /** The address asked for (path and query) and the request's headers: the redirect lookup's. */
  requestUrl: string;
  headers: IncomingHttpHeaders;
  /** The one clock of this request: the footer's year, and templates that depend on the date. */
  now: Date;
  settings: Pick<SiteSettings, "sitemapBaseUrl" | "cmsMediaOrigin" | "cmsGraphqlUrl" | "analytics">;
  /** An editor's preview (lib/preview/grant.ts): the one post it grants; null for the public. */
  grant: PreviewGrant | null;
}

/** What a URL shows: its head, structured data, and a template with its props. */
export interface View {
  head: HeadData;
  /** Its versions in each language, its own first (the head's hreflang links). */
  alternates: Alternate[];
  /** JSON-LD: the organization, then the page's own (breadcrumbs, article). */
  structuredData: JsonLd[];
  templateName: TemplateName;
  templateProps: object;
}

/** In an editor's preview only: where its banner's exit goes. */
type PreviewProps = { previewExit?: string };

/** Every page with the site's header: where its language switcher leads. */
/** The header's link to the other language, as markup (components/language-switch-markup.ts). */
type LanguageProps = { languageSwitch: string };

/** The catch-all page's props. */
export type RouteProps =
  | (PreviewProps & LanguageProps & { kind: "view"; shell: PageShell } & View & PageStateProps)
  | (PreviewProps &
      LanguageProps & {
        kind: "not-found";
        shell: PageShell;
        structuredData: JsonLd[];
        status: StatusText;
      })
  | (PreviewProps &
      LanguageProps & { kind: "unavailable"; shell: PageShell | null; status: StatusText });

/** A page, and what its response says. */
interface Rendered<Props extends RouteProps> {
  kind: Props["kind"];
  status: 200 | 404 | 503;
  /** Set on the response as they are. */
  headers: Readonly<Record<string, string>>;
  props: Props;
}

export type Resolution =
  | { kind: "redirect"; status: RedirectStatus; location: string }
  | Rendered<Extract<RouteProps, { kind: "view" }>>
  | Rendered<Extract<RouteProps, { kind: "not-found" }>>
  | Rendered<Extract<RouteProps, { kind: "unavailable" }>>;

export async function resolve(uri: string, context: ResolveContext): Promise<Resolution> {
  const { cms, now, settings } = context;
  const siteOrigin = new URL(settings.sitemapBaseUrl).origin;
  // The redirect step comes first and alone: in production the edge has usually done it
  // already (the origin then skips it), and a lookup that fails must not take the page with it.
  const redirect = await findRedirect(cms, context.requestUrl, context.headers, siteOrigin);
  if (redirect) {
    return { kind: "redirect", status: redirect.statusCode, location: redirect.destination };
  }
  const preview = context.grant && { previewExit: previewExitHref(uri, context.requestUrl) };
  // The page's language, from its address as Polylang gives it (a directory per language but
  // the default's): known before the CMS answers, so the shell in it is read with the node.
  const locale = searchLocaleOf(uri) ?? localeOfPath(uri);
  const switchTo = (alternates: Alternate[]) =>
    languageSwitchHtml(languageSwitch(locale, alternates), chromeStrings(locale).languageSwitch);
  const toOtherLanguage = switchTo([]);
  // An editor's preview is never kept by a shared cache, whatever it shows.
  // What the page shows with the clock bounds how long shared caches keep it.
  const clock = new PageClock(now);
  const rendered = <Props extends RouteProps>(outcome: PageOutcome, props: Props) =>
    renderedPage(outcome, props, context.grant !== null, clock.secondsToChange());
  let shown: PageShell | null = null;
  try {
    const page = parsePageNumber(context.query.page);
    // The shell and the node at the URI do not depend on each other: asked together, a page the
    // cache does not hold waits for one CMS round trip, not two (a slow CMS's first visitor).
    const shellLoad = loadShell(cms, locale);
    const publicNode =
      page === null || searchLocaleOf(uri) || context.grant ? undefined : fetchNode(cms, uri);
    // Awaited in viewAt, unless the shell fails first.
    publicNode?.catch(() => {});
    const shell = await shellLoad;
    // The footer's year is the CMS's: read in its time zone, and turning with it.
    const year = wallDate(now, shell.timeZone).getUTCFullYear();
    clock.changesAt(siteInstant(`${year + 1}-01-01 00:00:00`, shell.timeZone));
    shown = pageShellFor(
      shell,
      year,
      // A preview loads no analytics tool, whatever the editor chose as a visitor.
      context.grant ? [] : settings.analytics.tools,
      locale,
    );
    const template = {
      cms,
      query: context.query,
      shell,
      clock,
      mediaOrigin: settings.cmsMediaOrigin,
      locale,
    };
    const view =
      page === null ? null : await viewAt(uri, { ...template, page }, context, publicNode);
    if (!view) {
      const structuredData = [organizationData(shell, siteOrigin)];
      return rendered("not-found", {
        kind: "not-found",
        shell: shown,
        structuredData,
        status: statusText("not-found", locale),
        languageSwitch: toOtherLanguage,
        ...preview,
      });
    }
    const pageState = pageStateFrom(cms.pageStateReads());
    return rendered(servedPastTtl(cms.trace.outcome()) ? "stale" : "ok", {
      kind: "view",
      shell: shown,
      ...view,
      languageSwitch: switchTo(view.alternates),
      ...pageState,
      ...preview,
    });
  } catch (error) {
    if (!isCmsUnavailable(error)) throw error;
    log.error("page: CMS unavailable, answering 503", { uri, error: describeError(error) });
    return rendered("unavailable", {
      kind: "unavailable",
      shell: shown,
      status: statusText("unavailable", locale),
      languageSwitch: toOtherLanguage,
      ...preview,
    });
  }
}

/** A page showing `props`, with the status and headers of its outcome (a preview's, in one). */
function renderedPage<Props extends RouteProps>(
  outcome: PageOutcome,
  props: Props,
  preview: boolean,
  secondsToChange: number | null,
): Rendered<Props> {
  const { status, headers } = pageResponse(outcome, secondsToChange);
  return {
    kind: props.kind,
    status,
    headers: preview ? { ...headers, ...DRAFT_MODE_HEADERS } : headers,
    props,
  };
}

/**
 * What `uri` shows at this ?page=: the search page (WordPress's search template, for a search
 * rather than a node) or the node's template; null when nothing. `publicNode`: the public
 * node's read, when resolve() has already asked for it.
 */
async function viewAt(
  uri: string,
  template: Omit<TemplateContext, "node">,
  { grant, settings }: ResolveContext,
  publicNode?: Promise<UriNode | null>,
): Promise<View | null> {
  const { cms, shell, locale } = template;
  const siteOrigin = new URL(settings.sitemapBaseUrl).origin;
  if (searchLocaleOf(uri)) {
    const search = await loadSearch(template);
    if (!search) return null;
    return {
      head: searchHead(search, shell, siteOrigin, locale),
      alternates: searchPaths().map((path) => ({ locale: localeOfPath(path), path })),
      structuredData: [organizationData(shell, siteOrigin)],
      templateName: "search",
      templateProps: search,
    };
  }
  const node = grant
    ? await previewNodeAt(cms, grant, uri)
    : await (publicNode ?? fetchNode(cms, uri));
  if (!node) return null;
  // A node in the other language than its address says: a WordPress whose URI lookup knows
  // no languages (the must-use plugin's Polylang fix missing) answered /fr/contact/ with the
  // English /contact/. That page, under a French address, would be neither: no page.
  const language = "language" in node ? localeOfCode(node.language?.code) : null;
  if (language && language !== locale) {
    log.warn("page: the CMS answered a node in another language than its address", {
      uri,
      node_uri: node.uri,
      node_language: language,
    });
    return null;
  }
  const templateName = chooseTemplate(templateCandidates(node), templateLoaders);
  const templateProps = await templateLoaders[templateName]({ ...template, node });
  if (!templateProps) return null;
  const alternates = alternatesOf(node, locale);
  return {
    head: {
      ...nodeHead(node, shell, settings.sitemapBaseUrl, locale),
      languages: hreflangLinks(alternates, settings.sitemapBaseUrl),
    },
    alternates,
    structuredData: [
      organizationData(shell, siteOrigin),
      ...nodeData(node, shell, siteOrigin, locale),
      ...templateData(templateName, templateProps, {
        pageUrl: `${siteOrigin}${node.uri}`,
        siteOrigin,
        shell,
      }),
    ],
    templateName,
    templateProps,
  };
}

/**
 * Whether an answer the page shows was past the server cache's time to live: being refreshed
 * (a healthy CMS), or kept while the CMS failed. Either way the CDN should ask again soon.
 */
function servedPastTtl(outcome: ReadOutcome | null): boolean {
  return outcome === "refreshing" || outcome === "stale";
}
