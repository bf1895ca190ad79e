// Every CMS route: the page request is lib/route/resolve.ts, Next-free; here its answer is
// rendered in the shell, and applied to Next's response.
import type { GetServerSideProps } from "next";
import dynamic from "next/dynamic";
import type { ComponentType } from "react";
import { Layout } from "@/components/Layout";
import { seoTags, statusTags } from "@/components/head-tags";
import { cmsSession } from "@/lib/cms";
import { DRAFT_MODE_HEADERS } from "@/lib/http/cache-control";
import { setCmsHeaders } from "@/lib/http/cms-headers";
import { pageQuery } from "@/lib/http/page-query";
import { uriFromSegments } from "@/lib/http/request";
import { observePage } from "@/lib/http/observe-page";
import { carriesDraftModeCookie } from "@/lib/preview/draft-cookie";
import { grantFromPreviewData } from "@/lib/preview/grant";
import { pageMarkupCache } from "@/lib/render/page-markup-cache.server";
import { resolve, type RouteProps, type View } from "@/lib/route/resolve";
import { siteSettings } from "@/lib/settings";
import { FALLBACK_SITE_NAME } from "@/lib/site-name";
import { templateComponents } from "@/templates/components";

// The status pages' code is in their own chunks, as each template's is: most pages show neither.
const BareLayout = dynamic(() => import("@/components/BareLayout").then((m) => m.BareLayout));
const RouteStatus = dynamic(() => import("@/components/RouteStatus").then((m) => m.RouteStatus));

export default function CmsRoute(props: RouteProps) {
  // The status pages' words come in their props, in the page's language (lib/i18n/status.ts).
  const { shell } = props;
  if (!shell) {
    const text = (props as Extract<RouteProps, { kind: "unavailable" }>).status;
    return (
      <BareLayout
        siteName={FALLBACK_SITE_NAME}
        head={statusTags(text.title, FALLBACK_SITE_NAME)}
        skipToContent={text.skipToContent}
      >
        <RouteStatus text={text} />
      </BareLayout>
    );
  }
  return (
    <Layout
      shell={shell}
      head={headTags(props, shell.siteName)}
      structuredData={props.kind === "unavailable" ? [] : props.structuredData}
      previewExit={props.previewExit}
      languageSwitch={props.languageSwitch}
    >
      {props.kind === "view" && <TemplateView {...props} />}
      {props.kind !== "view" && <RouteStatus text={props.status} />}
    </Layout>
  );
}

/** The page's head: its SEO tags or a status page's. */
function headTags(props: RouteProps, siteName: string) {
  return props.kind === "view" ? seoTags(props.head) : statusTags(props.status.title, siteName);
}

function TemplateView({ templateName, templateProps }: View) {
  // Each template's loader made the props its component takes (templates/loaders.ts).
  const Template = templateComponents[templateName] as ComponentType<object>;
  return <Template {...templateProps} />;
}

// Logged and counted as a page request (lib/http/observe-page.ts).
export const getServerSideProps: GetServerSideProps<RouteProps> = (context) =>
  observePage({ ...context, operation: "page" }, async () => {
    const answer = await pageProps(context);
    // With the page's own headers set: a page seen before with the same props is answered
    // with the document it was sent (Next then renders nothing), else this one is kept.
    pageMarkupCache().answer(context.req, context.res, context.resolvedUrl);
    return answer;
  });

const pageProps: GetServerSideProps<RouteProps> = async (context) => {
  const { req, res } = context;
  const now = new Date();
  // An editor's preview: the one post their preview data grants (set by /api/preview, signed
  // and encrypted by Next, until it ends), read with the site's WordPress account; the rest as
  // the public sees it, past every cache. The draft-mode cookie alone grants nothing: an
  // editor keeps it for the whole build.
  const draftMode = context.draftMode === true;
  const grant = draftMode ? grantFromPreviewData(context.previewData, now.getTime()) : null;
  const settings = siteSettings();
  const cms = cmsSession({
    preview: grant !== null,
    waitMs: settings.cmsPageWaitMs,
    coldWaitMs: settings.cmsColdPageWaitMs,
  });
  try {
    const result = await resolve(uriFromSegments(context.params?.uri), {
      cms,
      query: pageQuery(context.query),
      requestUrl: context.resolvedUrl,
      headers: req.headers,
      now,
      settings,
      grant,
    });
    if (result.kind === "redirect") {
      return { redirect: { destination: result.location, statusCode: result.status } };
    }
    res.statusCode = result.status;
    for (const [name, value] of Object.entries(result.headers)) res.setHeader(name, value);
    // Anyone may see this page: its document may answer the next view with the same props. Not
    // found and unavailable pages are not kept: every unknown address a scanner tries would
    // otherwise push a real page out.
    if (!draftMode && result.kind === "view") pageMarkupCache().allowReuse(req, result.props);
    return { props: result.props };
  } finally {
    setCmsHeaders(res, cms);
    // Whatever a draft-mode request was shown, no shared cache keeps it; nor anything answered to
    // a request that merely carries the draft-mode cookie (lib/preview/draft-cookie.ts).
    if (draftMode || carriesDraftModeCookie(req.cookies)) {
      for (const [name, value] of Object.entries(DRAFT_MODE_HEADERS)) res.setHeader(name, value);
    }
  }
};
