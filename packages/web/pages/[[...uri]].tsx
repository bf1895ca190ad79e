// Every CMS route: resolve the URI to its node, pick the template, render it in the shell.
import type { ApolloClient } from "@apollo/client";
import { decodeHTML } from "entities";
import type { GetServerSideProps, GetServerSidePropsContext } from "next";
import { BareLayout } from "@/components/BareLayout";
import { Layout } from "@/components/Layout";
import { SeoHead, type HeadData } from "@/components/SeoHead";
import { StatusPage } from "@/components/StatusPage";
import { cmsClientForRequest, getShell } from "@/lib/cms";
import { describeError, isCmsUnavailable } from "@/lib/cms/errors";
import { fetchShell, type Shell } from "@/lib/cms/shell";
import { isShownNode, NODE_BY_URI_QUERY, type UriNode } from "@/lib/graphql/node-query";
import { cacheControlFor, RETRY_AFTER_SECONDS } from "@/lib/http/cache-control";
import { parsePageNumber, uriFromSegments } from "@/lib/http/request";
import { pageStateOf } from "@/lib/graphql/page-state";
import { findRedirect } from "@/lib/redirects/server-lookup";
import { siteSettings } from "@/lib/settings";
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
      templateName: TemplateName;
      templateProps: object;
    }
  | { kind: "not-found"; shell: Shell; year: number }
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
  const { res } = context;
  const year = new Date().getFullYear();
  const uri = uriFromSegments(context.params?.uri);
  const page = parsePageNumber(context.query.page);
  const client = cmsClientForRequest();

  // The redirect step comes first and alone: in production the edge has usually done it
  // already (the origin then skips it), and a lookup that fails must not take the page with it.
  const siteOrigin = new URL(siteSettings().sitemapBaseUrl).origin;
  const redirect = await findRedirect(client, context.resolvedUrl, context.req.headers, siteOrigin);
  if (redirect) return { redirect };

  let shell: Shell | null = null;
  try {
    shell = await getShell(() => fetchShell(client));
    if (page === null) return notFound(context, shell, year);
    const node = await fetchNode(client, uri);
    if (!node) return notFound(context, shell, year);
    const templateName = chooseTemplate(templateCandidates(node), templateLoaders);
    const templateProps = await templateLoaders[templateName]({ client, node, page });
    if (!templateProps) return notFound(context, shell, year);

    res.setHeader("Cache-Control", cacheControlFor("ok"));
    return {
      props: {
        kind: "node",
        shell,
        year,
        head: headFor(node, shell),
        templateName,
        templateProps,
        ...pageStateOf(client, siteSettings().cmsGraphqlUrl),
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
};

/**
 * The node at `uri`, or null when there is none the site shows (WordPress also resolves
 * authors, tags and media by URI). A field that fails leaves the rest of the page usable;
 * a query that yields no node because of errors fails.
 */
async function fetchNode(client: ApolloClient, uri: string): Promise<UriNode | null> {
  // no-cache: the node's raw HTML stays out of the state the page hands to the browser.
  const { data, error } = await client.query({
    query: NODE_BY_URI_QUERY,
    variables: { uri },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  const node = data?.nodeByUri;
  if (!node && error) throw error;
  return node && isShownNode(node) ? node : null;
}

function notFound(context: GetServerSidePropsContext, shell: Shell, year: number) {
  context.res.statusCode = 404;
  context.res.setHeader("Cache-Control", cacheControlFor("not-found"));
  return { props: { kind: "not-found" as const, shell, year } };
}

function headFor(node: UriNode, shell: Shell): HeadData {
  const canonical = new URL(node.uri, siteSettings().sitemapBaseUrl).toString();
  if (node.__typename === "Category") {
    return {
      title: `${decodeHTML(node.name ?? "")} | ${shell.siteName}`,
      description: decodeHTML(node.description ?? "") || null,
      canonical,
      noindex: false,
      ogType: "website",
      ogImage: null,
    };
  }
  const seo = node.seo;
  return {
    title: decodeHTML(seo?.title || `${node.title ?? ""} | ${shell.siteName}`),
    description: seo?.metaDesc ? decodeHTML(seo.metaDesc) : null,
    canonical,
    noindex: seo?.metaRobotsNoindex === "noindex",
    ogType: seo?.opengraphType || "website",
    ogImage: seo?.opengraphImage?.sourceUrl ?? null,
  };
}
