// The Content-Security-Policy a page is sent with: the site's, with the hash of every inline
// script the page carries. Next writes one of its own, the Turbopack bootstrap that queues the
// page's chunks; its text is worked out here with Next's own function from the build manifest
// the document renders with, so hash and script cannot drift apart (tests/opennext and the
// browser tests hold every inline script of every template to the header). The consent
// banner's reveal script (lib/consent/reveal-script.ts) is another, and the session-replay
// snippet from the settings, which the consent code adds once its category is granted, the last.
import { getTurbopackChunkGroupBootstrap } from "next/dist/server/get-page-files";
import { htmlEscapeJsonString } from "next/dist/shared/lib/htmlescape";
import type { HtmlProps } from "next/dist/shared/lib/html-context.shared-runtime";
import { CONSENT_REVEAL_SCRIPT } from "../consent/reveal-script";
import type { SiteSettings } from "../settings";
import { contentSecurityPolicy, scriptHash } from "@corus/site-rules/content-security-policy";

/** The policy of each page of this build, by page (the settings hold for the process). */
const policies = new Map<string, string>();

export function pagePolicy(
  html: Pick<HtmlProps, "buildManifest" | "__NEXT_DATA__">,
  settings: Pick<SiteSettings, "contentSources" | "analytics">,
): string {
  const page = html.__NEXT_DATA__.page;
  let policy = policies.get(page);
  if (policy === undefined) {
    const { pagesChunkGroupBootstrapParams, chunkLoadingGlobal } = html.buildManifest;
    const bootstrap =
      pagesChunkGroupBootstrapParams && chunkLoadingGlobal
        ? getTurbopackChunkGroupBootstrap(pagesChunkGroupBootstrapParams, chunkLoadingGlobal, [
            "/_app",
            page,
          ])
        : undefined;
    const inline = [
      bootstrap && htmlEscapeJsonString(bootstrap),
      CONSENT_REVEAL_SCRIPT,
      ...settings.analytics.tools.flatMap((tool) => ("code" in tool.load ? [tool.load.code] : [])),
    ].filter((text): text is string => Boolean(text));
    policy = contentSecurityPolicy(settings.contentSources, inline.map(scriptHash));
    policies.set(page, policy);
  }
  return policy;
}
