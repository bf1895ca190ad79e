// What a page hands the browser of the shell: what the header renders from (it is interactive),
// and the footer as finished markup (it is not). The footer's data stays on the server.
import type { Shell } from "../cms/shell";

export type PageShell = Pick<
  Shell,
  "siteName" | "siteIcon" | "headerLogo" | "headerNavImage" | "primaryMenu"
> & {
  /** The footer's content, rendered on the server from SiteFooterContent. */
  footerHtml: string;
};
