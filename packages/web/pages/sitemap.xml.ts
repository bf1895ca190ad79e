// /sitemap.xml: every public page and post in the CMS; past the protocol's limit an index of
// numbered parts (/sitemap.xml?page=N).
import type { GetServerSideProps } from "next";
import { cmsSession } from "@/lib/cms";
import { describeError, isCmsUnavailable } from "@/lib/cms/errors";
import { cacheControlFor, RETRY_AFTER_SECONDS } from "@/lib/http/cache-control";
import { setCmsHeaders } from "@/lib/http/cms-headers";
import { pageQuery } from "@/lib/http/page-query";
import { parsePageNumber } from "@/lib/http/request";
import { log } from "@/lib/observability/log";
import { observePage } from "@/lib/http/observe-page";
import { siteSettings } from "@/lib/settings";
import { sitemapDocument } from "@/lib/sitemap/document";
import { sitemapEntries } from "@/lib/sitemap/entries";
import { loadSitemapNodes } from "@/lib/sitemap/load";

// Logged and counted as a page request (lib/http/observe-page.ts).
export const getServerSideProps: GetServerSideProps = (context) =>
  observePage({ ...context, operation: "sitemap" }, () => sitemap(context));

const sitemap: GetServerSideProps = async (context) => {
  const { res } = context;
  const { page } = pageQuery(context.query);
  const part = page === undefined ? null : parsePageNumber(page);
  if (page !== undefined && part === null) return { notFound: true };

  const { sitemapBaseUrl } = siteSettings();
  let xml: string | null;
  const cms = cmsSession();
  try {
    const nodes = await loadSitemapNodes(cms);
    xml = sitemapDocument(sitemapEntries(nodes, sitemapBaseUrl), part, sitemapBaseUrl);
  } catch (error) {
    if (!isCmsUnavailable(error)) throw error;
    log.error("sitemap: CMS unavailable, answering 503", { error: describeError(error) });
    setCmsHeaders(res, cms);
    res.statusCode = 503;
    res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
    res.setHeader("Cache-Control", cacheControlFor("unavailable"));
    res.end("The sitemap is briefly unavailable.\n");
    return { props: {} };
  }
  if (xml === null) return { notFound: true };

  setCmsHeaders(res, cms);
  res.setHeader("Content-Type", "application/xml; charset=utf-8");
  res.setHeader("Cache-Control", cacheControlFor("ok"));
  res.end(xml);
  return { props: {} };
};

/** Never rendered: getServerSideProps has answered with the XML. */
export default function Sitemap() {
  return null;
}
