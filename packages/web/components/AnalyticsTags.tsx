// What analytics puts into the document (pages/_document.tsx): the app identity the view
// events carry, the third-party scripts and the audience-measurement fallback, each only
// when its setting is present.
import Script from "next/script";
import type { ReactElement } from "react";
import { APP_IDENTITY_ELEMENT_ID, serializeAppIdentity } from "@/lib/analytics/app-identity";
import type { AnalyticsSettings, AppIdentity } from "@/lib/settings";

/**
 * The configured scripts, none of which blocks rendering: the tag manager and session replay
 * load right after the page is interactive, audience measurement once the page has loaded.
 * A list rather than a component: in _document, Next registers next/script elements only when
 * they are direct children of <body>.
 */
export function analyticsScripts({
  tagManagerUrl,
  sessionReplaySnippet,
  audienceScriptUrl,
}: AnalyticsSettings): ReactElement[] {
  const scripts: ReactElement[] = [];
  if (tagManagerUrl) {
    scripts.push(
      <Script key="tag-manager" id="tag-manager" src={tagManagerUrl} strategy="afterInteractive" />,
    );
  }
  if (sessionReplaySnippet) {
    scripts.push(
      <Script key="session-replay" id="session-replay" strategy="afterInteractive">
        {sessionReplaySnippet}
      </Script>,
    );
  }
  if (audienceScriptUrl) {
    scripts.push(
      <Script
        key="audience-measurement"
        id="audience-measurement"
        src={audienceScriptUrl}
        strategy="lazyOnload"
      />,
    );
  }
  return scripts;
}

/** Counts visitors without JavaScript: a pixel inside <noscript>. */
export function AudienceNoscript({ pixelUrl }: { pixelUrl: string }) {
  return (
    <noscript>
      <img src={pixelUrl} alt="" width={1} height={1} style={{ display: "none" }} />
    </noscript>
  );
}

export function AppIdentityData({ app }: { app: AppIdentity }) {
  return (
    <script
      id={APP_IDENTITY_ELEMENT_ID}
      type="application/json"
      dangerouslySetInnerHTML={{ __html: serializeAppIdentity(app) }}
    />
  );
}
