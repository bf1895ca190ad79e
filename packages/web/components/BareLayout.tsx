import Head from "next/head";
import type { ReactElement, ReactNode } from "react";

interface BareLayoutProps {
  siteName: string;
  /** The page's own head tags (head-tags.tsx); the document adds the fallback icons. */
  head: ReactElement[];
  /** The skip link's words, in the page's language. */
  skipToContent: string;
  children: ReactNode;
}

/**
 * The shell for pages rendered without the CMS (build-time 404 and 500, CMS outage with
 * nothing cached): the same landmarks, with the site name in place of the menus.
 */
export function BareLayout({ siteName, head, skipToContent, children }: BareLayoutProps) {
  return (
    <>
      <Head>{head}</Head>
      <a className="skip-link" href="#main">
        {skipToContent}
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <a href="/" className="site-header__logo site-header__logo--text">
            {siteName}
          </a>
        </div>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <div className="site-footer__legal">
          <p className="site-footer__copyright">{siteName}</p>
        </div>
      </footer>
    </>
  );
}
