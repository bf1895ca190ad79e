// Every CMS route: resolve the URI to its node, pick the template, render it in the shell.
// The search page (/search/?s=) takes the same path, with a search in place of a node.
import { decodeHTML } from "entities";
import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from "next";
import type { ComponentType } from "react";
import { BareLayout } from "@/components/BareLayout";
import { Layout } from "@/components/Layout";
import { seoTags, statusTags, structuredDataTags, type HeadData } from "@/components/head-tags";
import { StatusPage } from "@/components/StatusPage";
import { cmsSession, type CmsSession } from "@/lib/cms";
import { describeError, isCmsUnavailable } from "@/lib/cms/errors";
import { loadShell, type Shell } from "@/lib/cms/shell";
import type { UriNode } from "@/lib/graphql/node-query";
import { pageStateFrom } from "@/lib/graphql/page-state";
import { cacheControlFor, RETRY_AFTER_SECONDS } from "@/lib/http/cache-control";
import { setCmsHeaders } from "@/lib/http/cms-headers";
import { pageQuery } from "@/lib/http/page-query";
import { parsePageNumber, uriFromSegments } from "@/lib/http/request";
import { grantFromPreviewData, type PreviewGrant } from "@/lib/preview/grant";
import { previewNodeAt } from "@/lib/preview/node";
import { previewIdFromUri } from "@/lib/preview/paths";
import type { PageShell } from "@/lib/render/page-shell";
import { pageMarkupCache } from "@/lib/render/page-markup-cache.server";
import { pageShellFor } from "@/lib/render/page-shell.server";
import { pageTitle } from "@/lib/page-title";
import { findRedirect } from "@/lib/redirects/server-lookup";
import { fetchNode } from "@/lib/route/node";
import { SEARCH_PATH, searchHref } from "@/lib/search/route";
import { searchTitle } from "@/lib/search/wording";
import { siteSettings } from "@/lib/settings";
import { wallDate } from "@/lib/site-time";
import type { JsonLd as JsonLdData } from "@/lib/structured-data/json-ld";
import { nodeData, organizationData } from "@/lib/structured-data/page-data";
import { FALLBACK_SITE_NAME } from "@/lib/site-name";
import { chooseTemplate, templateCandidates } from "@/templates/hierarchy";
import { templateLoaders } from "@/templates/loaders";
import { templateComponents, type TemplateName } from "@/templates/components";
import { loadSearch } from "@/templates/search/loader";
import type { TemplateContext } from "@/templates/types";

/** What a URL shows: its head, structured data, and a template with its props. */
interface View {
  head: HeadData;
  /** JSON-LD: the organization, then the page's own (breadcrumbs, article). */
  structuredData: JsonLdData[];
  templateName: TemplateName;
  templateProps: object;
}

/** In draft mode only: where the preview banner's exit goes. */
type PreviewProps = { previewExit?: string };

type RouteProps = PreviewProps &
  (
    | ({ kind: "view"; shell: PageShell } & View)
    | { kind: "not-found"; shell: PageShell; structuredData: JsonLdData[] }
    | { kind: "unavailable"; shell: PageShell | null }
  );

const NOT_FOUND = {
  title: "Page not found",
  message:
    "We could not find the page you asked for. It may have moved, or the address may be mistyped; the menus above lead to every section of the site.",
};
const UNAVAILABLE = {
  title: "This page is briefly unavailable",
  message: "Our content service is not answering right now. Please try again in a minute.",
};

export default function CmsRoute(props: RouteProps) {
  if (!props.shell) {
    return (
      <BareLayout
        siteName={FALLBACK_SITE_NAME}
        head={statusTags(UNAVAILABLE.title, FALLBACK_SITE_NAME)}
      >
        <StatusPage {...UNAVAILABLE} />
      </BareLayout>
    );
  }
  const { shell } = props;
  return (
    <Layout shell={shell} head={headTags(props, shell.siteName)} previewExit={props.previewExit}>
      {props.kind === "view" && <TemplateView {...props} />}
      {props.kind === "not-found" && <StatusPage {...NOT_FOUND} />}
      {props.kind === "unavailable" && <StatusPage {...UNAVAILABLE} />}
    </Layout>
  );
}

/** The page's head: its SEO tags or a status page's, then its structured data. */
function headTags(props: RouteProps, siteName: string) {
  switch (props.kind) {
    case "view":
      return [...seoTags(props.head), ...structuredDataTags(props.structuredData)];
    case "not-found":
      return [
        ...statusTags(NOT_FOUND.title, siteName),
        ...structuredDataTags(props.structuredData),
      ];
    case "unavailable":
      return statusTags(UNAVAILABLE.title, siteName);
  }
}

function TemplateView({ templateName, templateProps }: View) {
  // Each template's loader made the props its component takes (templates/loaders.ts).
  const Template = templateComponents[templateName] as ComponentType<object>;
  return <Template {...templateProps} />;
}

export const getServerSideProps: GetServerSideProps<RouteProps> = async (context) => {
  // An editor's preview: the one post their preview data grants (set by /api/preview, signed
  // and encrypted by Next, until it ends), read with the site's WordPress account; the rest as
  // the public sees it, past every cache. The draft-mode cookie alone grants nothing: an
  // editor keeps it for the whole build.
  const draftMode = context.draftMode === true;
  const grant = draftMode ? grantFromPreviewData(context.previewData, Date.now()) : null;
  const cms = cmsSession({ preview: grant !== null, waitMs: siteSettings().cmsPageWaitMs });
  try {
    const result = await routeProps(context, cms, grant);
    if (!("props" in result)) return result;
    if (grant) return withPreviewExit(result, context);
    if (draftMode) return result;
    // Anyone may see this page: its markup may serve the next view with the same props. Not
    // found and unavailable pages are not kept: every unknown address a scanner tries would
    // otherwise push a real page out.
    const props = await result.props;
    if (props.kind === "view") pageMarkupCache().allowReuse(context.req, props);
    return result;
  } finally {
    setCmsHeaders(context.res, cms);
    // Whatever a draft-mode request was shown, no shared cache keeps it.
    if (draftMode) {
      context.res.setHeader("Cache-Control", PREVIEW_CACHE_CONTROL);
      context.res.setHeader("X-Robots-Tag", "noindex");
    }
  }
};

const PREVIEW_CACHE_CONTROL = "private, no-store";

async function withPreviewExit(
  result: { props: RouteProps | Promise<RouteProps> },
  context: GetServerSidePropsContext,
) {
  // Back to the same address (a listing's ?page=, a search's ?s=); a draft's preview path
  // means nothing outside draft mode, so from there to the front page.
  const uri = uriFromSegments(context.params?.uri);
  const back = previewIdFromUri(uri) === null ? context.resolvedUrl : "/";
  return {
    props: {
      ...(await result.props),
      previewExit: `/api/exit-preview/?to=${encodeURIComponent(back)}`,
    },
  };
}

async function routeProps(
  context: GetServerSidePropsContext,
  cms: CmsSession,
  grant: PreviewGrant | null,
): Promise<GetServerSidePropsResult<RouteProps>> {
  const { res } = context;
  // The one clock of this request: the footer's year, and templates that depend on the date,
  // read in the CMS's time zone once the shell names it (UTC's year until then).
  const now = new Date();
  let year = now.getUTCFullYear();
  const uri = uriFromSegments(context.params?.uri);
  const query = pageQuery(context.query);
  const page = parsePageNumber(query.page);
  // The redirect step comes first and alone: in production the edge has usually done it
  // already (the origin then skips it), and a lookup that fails must not take the page with it.
  const siteOrigin = new URL(siteSettings().sitemapBaseUrl).origin;
  const redirect = await findRedirect(cms, context.resolvedUrl, context.req.headers, siteOrigin);
  if (redirect) return { redirect };

  let shell: Shell | null = null;
  try {
    shell = await loadShell(cms);
    year = wallDate(now, shell.timeZone).getUTCFullYear();
    if (page === null) return notFound(context, shell, year);
    const request = {
      cms,
      page,
      query,
      shell,
      now,
      mediaOrigin: siteSettings().cmsMediaOrigin,
    };
    const view =
      uri === SEARCH_PATH
        ? await searchView(request, siteOrigin)
        : await nodeView(uri, request, siteOrigin, grant);
    if (!view) return notFound(context, shell, year);
    res.setHeader(
      "Cache-Control",
      cacheControlFor(cms.trace.outcome() === "stale" ? "stale" : "ok"),
    );
    return {
      props: {
        kind: "view",
        shell: pageShellFor(shell, year),
        ...view,
        ...pageStateFrom(cms.pageStateReads(), siteSettings().cmsGraphqlUrl),
      },
    };
  } catch (error) {
    if (!isCmsUnavailable(error)) throw error;
    console.error(`page ${uri}: CMS unavailable, answering 503: ${describeError(error)}`);
    res.statusCode = 503;
    res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
    res.setHeader("Cache-Control", cacheControlFor("unavailable"));
    return {
      props: { kind: "unavailable", shell: shell ? pageShellFor(shell, year) : null },
    };
  }
}

type ViewRequest = Omit<TemplateContext, "node">;

/** The node at `uri` in its template; null when there is none, or nothing at this ?page=. */
async function nodeView(
  uri: string,
  request: ViewRequest,
  siteOrigin: string,
  grant: PreviewGrant | null,
): Promise<View | null> {
  const { cms } = request;
  const node = grant ? await previewNodeAt(cms, grant, uri) : await fetchNode(cms, uri);
  if (!node) return null;
  const templateName = chooseTemplate(templateCandidates(node), templateLoaders);
  const templateProps = await templateLoaders[templateName]({ ...request, node });
  if (!templateProps) return null;
  return {
    head: headFor(node, request.shell),
    structuredData: [
      organizationData(request.shell, siteOrigin),
      ...nodeData(node, request.shell, siteOrigin),
    ],
    templateName,
    templateProps,
  };
}

/** The search page for ?s= and ?page=; null past its last page. Never indexed. */
async function searchView(request: ViewRequest, siteOrigin: string): Promise<View | null> {
  const search = await loadSearch(request);
  if (!search) return null;
  const path = search.terms ? searchHref(search.terms, search.page) : SEARCH_PATH;
  return {
    head: {
      title: searchTitle(search, request.shell.siteName),
      description: null,
      canonical: new URL(path, siteOrigin).toString(),
      noindex: true,
      ogType: "website",
      ogImage: null,
    },
    structuredData: [organizationData(request.shell, siteOrigin)],
    templateName: "search",
    templateProps: search,
  };
}

function notFound(context: GetServerSidePropsContext, shell: Shell, year: number) {
  context.res.statusCode = 404;
  context.res.setHeader("Cache-Control", cacheControlFor("not-found"));
  const siteOrigin = new URL(siteSettings().sitemapBaseUrl).origin;
  return {
    props: {
      kind: "not-found" as const,
      shell: pageShellFor(shell, year),
      structuredData: [organizationData(shell, siteOrigin)],
    },
  };
}

function headFor(node: UriNode, shell: Shell): HeadData {
  const canonical = new URL(node.uri, siteSettings().sitemapBaseUrl).toString();
  if (node.__typename === "Category") {
    return {
      title: pageTitle(`${decodeHTML(node.name ?? "")} | ${shell.siteName}`, shell.siteName),
      // Search engines show a category's description; WordPress leaves it empty by default.
      description:
        decodeHTML(node.description ?? "") ||
        `News and press releases from ${shell.siteName} filed under ${decodeHTML(node.name ?? "")}.`,
      canonical,
      noindex: false,
      ogType: "website",
      ogImage: null,
    };
  }
  const seo = node.seo;
  return {
    title: pageTitle(
      decodeHTML(seo?.title || `${node.title ?? ""} | ${shell.siteName}`),
      shell.siteName,
    ),
    description: seo?.metaDesc ? decodeHTML(seo.metaDesc) : null,
    canonical,
    noindex: seo?.metaRobotsNoindex === "noindex",
    ogType: seo?.opengraphType || "website",
    ogImage: seo?.opengraphImage?.sourceUrl ?? null,
  };
}
