// What a page hands the browser of the shell: what the header renders from (it is interactive),
// and the footer and the consent banner as finished markup (they render nothing in the browser). The footer's data stays on the server.
import type { Shell } from "@/lib/cms/shell";
import type { ConsentSetup } from "@/lib/consent/setup";
import type { ChromeStrings } from "@/lib/i18n/strings";

export type PageShell = Pick<
  Shell,
  "siteName" | "siteIcon" | "headerLogo" | "headerNavImage" | "primaryMenu"
> & {
  /** The footer's content, rendered on the server from SiteFooterContent. */
  footerHtml: string;
  /** The consent banner's wording and the tools it asks about; none: no banner, no tool. */
  consent: ConsentSetup | null;
  /** The consent banner, rendered on the server from ConsentBannerContent; empty without one. */
  consentBannerHtml: string;
  /** The site's own words on every page, in the page's language (lib/i18n/strings.ts). */
  strings: ChromeStrings;
};
