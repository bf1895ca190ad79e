// Every CMS route: resolve the URI to its node, pick the template, render it in the shell.
import type { GetServerSideProps, GetServerSidePropsContext } from "next";
import { BareLayout } from "@/components/BareLayout";
import { Layout } from "@/components/Layout";
import { SeoHead, type HeadData } from "@/components/SeoHead";
import { StatusPage } from "@/components/StatusPage";
import { cmsClientForRequest, getShell } from "@/lib/cms";
import { describeError, isCmsUnavailable } from "@/lib/cms/errors";
import { fetchShell, type Shell } from "@/lib/cms/shell";
import { NODE_BY_URI_QUERY, type UriNode } from "@/lib/graphql/node-query";
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
  const client = cmsClientForRequest();

  const redirect = await findRedirect(client, context.resolvedUrl, context.req.headers);
  if (redirect) return { redirect };

  let shell: Shell | null = null;
  try {
    shell = await getShell(() => fetchShell(client));
    const page = parsePageNumber(context.query.page);
    if (page === null) return notFound(context, shell, year);
    // The node's raw HTML stays out of the cache the page hands to the browser.
    const { data } = await client.query({
      query: NODE_BY_URI_QUERY,
      variables: { uri },
      fetchPolicy: "no-cache",
    });
    const node = data?.nodeByUri;
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

function notFound(context: GetServerSidePropsContext, shell: Shell, year: number) {
  context.res.statusCode = 404;
  context.res.setHeader("Cache-Control", cacheControlFor("not-found"));
  return { props: { kind: "not-found" as const, shell, year } };
}

function headFor(node: UriNode, shell: Shell): HeadData {
  if (node.__typename === "Category") {
    return {
      title: `${node.name ?? ""} | ${shell.siteName}`,
      description: node.description || null,
      noindex: false,
      ogType: "website",
      ogImage: null,
    };
  }
  const seo = node.seo;
  return {
    title: seo?.title || `${node.title ?? ""} | ${shell.siteName}`,
    description: seo?.metaDesc || null,
    noindex: seo?.metaRobotsNoindex === "noindex",
    ogType: seo?.opengraphType || "website",
    ogImage: seo?.opengraphImage?.sourceUrl ?? null,
  };
}
