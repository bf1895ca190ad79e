import type { ReactNode } from "react";
import type { Shell } from "@/lib/cms/shell";
import { PreviewBanner } from "./PreviewBanner";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";
import { SiteIcons } from "./SiteIcons";

interface LayoutProps {
  shell: Shell;
  /** Passed in so the server and the browser render the same year. */
  year: number;
  children: ReactNode;
  /** In draft mode: the preview banner's exit link. */
  previewExit?: string | undefined;
}

/** The application shell every route shares: skip link, header, main, footer. */
export function Layout({ shell, year, children, previewExit }: LayoutProps) {
  return (
    <>
      <SiteIcons icon={shell.siteIcon} />
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {previewExit && <PreviewBanner exitHref={previewExit} />}
      <SiteHeader shell={shell} />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter shell={shell} year={year} />
    </>
  );
}
