import type { ServerResponse } from "node:http";
import { Head, Html, Main, NextScript, type DocumentContext } from "next/document";
import { useHtmlContext } from "next/dist/shared/lib/html-context.shared-runtime";
import { AppIdentityData, AudienceNoscript, ConsentRevealScript } from "@/components/AnalyticsTags";
import { iconTags } from "@/components/icon-tags";
import { appendServerTiming } from "@/lib/http/server-timing";
import { pageMarkupCache } from "@/lib/render/page-markup-cache.server";
import type { PageShell } from "@/components/page-shell";
import { pagePolicy } from "@/lib/security/page-policy.server";
import { siteSettings } from "@/lib/settings";
import { DEFAULT_LOCALE, INTL_LOCALE } from "@/lib/i18n/locale";

interface DocumentProps {
  /** The response of a page rendered per request; none when prerendered at build. */
  response?: ServerResponse | undefined;
}

// The document is rendered on the server only, per request for server-rendered pages, so the
// analytics settings are the running server's (pages prerendered at build, Next's own 404 and
// 500, carry the build's). It holds no third-party script: the tools load in the browser once
// the visitor grants their category (lib/consent), and the document is the same whatever the
// visitor chose (it never reads the consent cookie).
export default function Document({ response }: DocumentProps) {
  const settings = siteSettings();
  const { analytics } = settings;
  // The page's own policy, with the hashes of the inline scripts this document writes; sent
  // with the page, so the CDN keeps the two together.
  const html = useHtmlContext();
  if (response && !response.headersSent) {
    response.setHeader("Content-Security-Policy", pagePolicy(html, settings));
  }
  // A preview (draft mode) loads no analytics tool, whatever the visitor's consent: an
  // unreleased page must reach no third party (docs/previews.md). Its layout has no consent
  // banner, so no tool loads, and _app sends it no view event.
  const thirdPartiesOff = html.__NEXT_DATA__.isPreview === true;
  // The CMS's site icon, from the shell the page was rendered with; Next's own pages and a page
  // rendered without the CMS have none, and get the fallback files.
  const pageProps = html.__NEXT_DATA__.props?.pageProps as
    { shell?: PageShell | null; status?: { locale?: unknown } } | undefined;
  // The page's language (WCAG 3.1.1), from its shell's words, else its status page's.
  const locale = pageProps?.shell?.strings.locale ?? pageProps?.status?.locale;
  return (
    <Html lang={INTL_LOCALE[locale === "fr" ? "fr" : DEFAULT_LOCALE]}>
      <Head>
        <meta name="theme-color" content="#0b1f3a" />
        {iconTags(pageProps?.shell?.siteIcon ?? null)}
      </Head>
      <body>
        {!thirdPartiesOff && analytics.audienceNoscriptUrl && (
          <AudienceNoscript pixelUrl={analytics.audienceNoscriptUrl} />
        )}
        <Main />
        <ConsentRevealScript />
        <AppIdentityData app={analytics.app} />
        <NextScript />
      </body>
    </Html>
  );
}

/**
 * The app's markup, rendered (a page seen before with the same props is answered before this,
 * in getServerSideProps: lib/render/page-markup-cache.server.ts). Its time, and whether the
 * page is kept, go in the Server-Timing (the page has added the CMS part).
 */
Document.getInitialProps = async (context: DocumentContext) => {
  const started = performance.now();
  const initialProps = await context.defaultGetInitialProps(context);
  if (context.res && !context.res.headersSent) {
    appendServerTiming(context.res, [
      {
        name: "render",
        ms: performance.now() - started,
        description: pageMarkupCache().outcome(context.req),
      },
    ]);
  }
  return { ...initialProps, response: context.res };
};
