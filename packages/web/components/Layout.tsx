import dynamic from "next/dynamic";
import Head from "next/head";
import type { ReactElement, ReactNode } from "react";
import type { PageShell } from "@/components/page-shell";
import type { JsonLd } from "@/lib/structured-data/json-ld";
import { ConsentControls } from "./ConsentControls";
import { structuredDataTags } from "./head-tags";
import { SiteHeader } from "./SiteHeader";

// Only editors' previews show it: its code is in a chunk of its own.
const PreviewBanner = dynamic(() => import("./PreviewBanner").then((m) => m.PreviewBanner));

interface LayoutProps {
  shell: PageShell;
  /** The page's own head tags (head-tags.tsx); the document adds the site's icons. */
  head: ReactElement[];
  /** The page's structured data, in the body: a <Head> holds only what React puts in <head>. */
  structuredData: readonly JsonLd[];
  children: ReactNode;
  /** In draft mode: the preview banner's exit link. */
  previewExit?: string | undefined;
  /** The header's language link, as markup (components/language-switch-markup.ts). */
  languageSwitch: string;
}

/** The application shell every route shares: head, skip link, header, main, footer. */
export function Layout({
  shell,
  head,
  structuredData,
  children,
  previewExit,
  languageSwitch,
}: LayoutProps) {
  return (
    <>
      <Head>{head}</Head>
      <a className="skip-link" href="#main">
        {shell.strings.skipToContent}
      </a>
      {previewExit && <PreviewBanner exitHref={previewExit} preview={shell.strings.preview} />}
      {/* No tool runs in an editor's preview, whatever the editor chose as a visitor. */}
      {shell.consent && !previewExit && (
        <>
          <div className="consent" dangerouslySetInnerHTML={{ __html: shell.consentBannerHtml }} />
          <ConsentControls setup={shell.consent} strings={shell.strings.consent} />
        </>
      )}
      <SiteHeader shell={shell} languageSwitch={languageSwitch} />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer" dangerouslySetInnerHTML={{ __html: shell.footerHtml }} />
      {structuredDataTags(structuredData)}
    </>
  );
}
