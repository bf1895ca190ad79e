import { Head, Html, Main, NextScript } from "next/document";
import { analyticsScripts, AppIdentityData, AudienceNoscript } from "@/components/AnalyticsTags";
import { siteSettings } from "@/lib/settings";

// The document is rendered on the server only, per request for server-rendered pages, so the
// analytics settings are the running server's (pages prerendered at build, Next's own 404 and
// 500, carry the build's).
export default function Document() {
  const { analytics } = siteSettings();
  return (
    <Html lang="en-CA">
      <Head>
        <meta name="theme-color" content="#0b1f3a" />
      </Head>
      <body>
        {analytics.audienceNoscriptUrl && (
          <AudienceNoscript pixelUrl={analytics.audienceNoscriptUrl} />
        )}
        <Main />
        <AppIdentityData app={analytics.app} />
        <NextScript />
        {analyticsScripts(analytics)}
      </body>
    </Html>
  );
}
