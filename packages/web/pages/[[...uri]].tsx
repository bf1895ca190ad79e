// Every CMS route: resolve the URI to its node, pick the template, render it in the shell.
import { decodeHTML } from "entities";
import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from "next";
import { BareLayout } from "@/components/BareLayout";
import { JsonLd } from "@/components/JsonLd";
import { Layout } from "@/components/Layout";
import { SeoHead, type HeadData } from "@/components/SeoHead";
import { StatusPage } from "@/components/StatusPage";
import { cmsSession, type CmsSession } from "@/lib/cms";
import { describeError, isCmsUnavailable } from "@/lib/cms/errors";
import { loadShell, type Shell } from "@/lib/cms/shell";
import { isShownNode, NODE_BY_URI_QUERY, type UriNode } from "@/lib/graphql/node-query";
import { pageStateFrom } from "@/lib/graphql/page-state";
import { cacheControlFor, RETRY_AFTER_SECONDS } from "@/lib/http/cache-control";
import { setCmsHeaders } from "@/lib/http/cms-headers";
import { parsePageNumber, uriFromSegments } from "@/lib/http/request";
import { pageTitle } from "@/lib/page-title";
import { findRedirect } from "@/lib/redirects/server-lookup";
import { siteSettings } from "@/lib/settings";
import type { JsonLd as JsonLdData } from "@/lib/structured-data/json-ld";
import { nodeData, organizationData } from "@/lib/structured-data/page-data";
import { FALLBACK_SITE_NAME } from "@/lib/site-name";
import { chooseTemplate, templateCandidates } from "@/templates/hierarchy";
import { templateLoaders } from "@/templates/loaders";
import { templateComponents, type TemplateName } from "@/templates/registry";

type RouteProps =
  | {
      kind: "node";
      shell: Shell;
      year: number;
      head: HeadData;
      /** JSON-LD: the organization, then the page's own (breadcrumbs, article). */
      structuredData: JsonLdData[];
      templateName: TemplateName;
      templateProps: object;
    }
  | { kind: "not-found"; shell: Shell; year: number; structuredData: JsonLdData[] }
  | { kind: "unavailable"; shell: Shell | null; year: number };

export default function CmsRoute(props: RouteProps) {
  if (!props.shell) {
    return (
      <BareLayout siteName={FALLBACK_SITE_NAME}>
        <UnavailableMessage siteName={FALLBACK_SITE_NAME} />
      </BareLayout>
    );
  }
  const shell = props.shell;
  return (
    <Layout shell={shell} year={props.year}>
      {props.kind !== "unavailable" &&
        props.structuredData.map((data) => (
          <JsonLd key={String(data["@type"])} id={String(data["@type"])} data={data} />
        ))}
      {props.kind === "node" && <NodeView {...props} />}
      {props.kind === "not-found" && (
        <StatusPage
          title="Page not found"
          message="We could not find the page you asked for. It may have moved, or the address may be mistyped; the menus above lead to every section of the site."
          siteName={shell.siteName}
        />
      )}
      {props.kind === "unavailable" && <UnavailableMessage siteName={shell.siteName} />}
    </Layout>
  );
}

function NodeView({ head, templateName, templateProps }: Extract<RouteProps, { kind: "node" }>) {
  const Template = templateComponents[templateName];
  return (
    <>
      <SeoHead head={head} />
      <Template {...templateProps} />
    </>
  );
}

function UnavailableMessage({ siteName }: { siteName: string }) {
  return (
    <StatusPage
      title="This page is briefly unavailable"
      message="Our content service is not answering right now. Please try again in a minute."
      siteName={siteName}
    />
  );
}

export const getServerSideProps: GetServerSideProps<RouteProps> = async (context) => {
  const cms = cmsSession();
  try {
    return await routeProps(context, cms);
  } finally {
    setCmsHeaders(context.res, cms.trace);
  }
};

async function routeProps(
  context: GetServerSidePropsContext,
  cms: CmsSession,
): Promise<GetServerSidePropsResult<RouteProps>> {
  const { res } = context;
  // The one clock of this request: the footer's year, and templates that depend on the date.
  const now = new Date();
  const year = now.getFullYear();
  const uri = uriFromSegments(context.params?.uri);
  const page = parsePageNumber(context.query.page);
  // The redirect step comes first and alone: in production the edge has usually done it
  // already (the origin then skips it), and a lookup that fails must not take the page with it.
  const siteOrigin = new URL(siteSettings().sitemapBaseUrl).origin;
  const redirect = await findRedirect(cms, context.resolvedUrl, context.req.headers, siteOrigin);
  if (redirect) return { redirect };

  let shell: Shell | null = null;
  try {
    shell = await loadShell(cms);
    if (page === null) return notFound(context, shell, year);
    const node = await fetchNode(cms, uri);
    if (!node) return notFound(context, shell, year);
    const templateName = chooseTemplate(templateCandidates(node), templateLoaders);
    const templateProps = await templateLoaders[templateName]({
      cms,
      node,
      page,
      query: context.query,
      shell,
      now,
    });
    if (!templateProps) return notFound(context, shell, year);
    res.setHeader(
      "Cache-Control",
      cacheControlFor(cms.trace.outcome() === "stale" ? "stale" : "ok"),
    );
    return {
      props: {
        kind: "node",
        shell,
        year,
        head: headFor(node, shell),
        structuredData: [organizationData(shell, siteOrigin), ...nodeData(node, shell, siteOrigin)],
        templateName,
        templateProps,
        ...pageStateFrom(cms.pageStateReads(), siteSettings().cmsGraphqlUrl),
      },
    };
  } catch (error) {
    if (!isCmsUnavailable(error)) throw error;
    console.error(`page ${uri}: CMS unavailable, answering 503: ${describeError(error)}`);
    res.statusCode = 503;
    res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
    res.setHeader("Cache-Control", cacheControlFor("unavailable"));
    return { props: { kind: "unavailable", shell, year } };
  }
}

/**
 * The node at `uri`, or null when there is none the site shows (WordPress also resolves
 * authors, tags and media by URI). A field that fails leaves the rest of the page usable;
 * a query that yields no node because of errors fails.
 */
async function fetchNode(cms: CmsSession, uri: string): Promise<UriNode | null> {
  const { data, error } = await cms.query(
    NODE_BY_URI_QUERY,
    { uri },
    { tags: { uris: [uri] }, partial: true },
  );
  const node = data?.nodeByUri;
  if (!node && error) throw error;
  return node && isShownNode(node) ? node : null;
}

function notFound(context: GetServerSidePropsContext, shell: Shell, year: number) {
  context.res.statusCode = 404;
  context.res.setHeader("Cache-Control", cacheControlFor("not-found"));
  const siteOrigin = new URL(siteSettings().sitemapBaseUrl).origin;
  return {
    props: {
      kind: "not-found" as const,
      shell,
      year,
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
