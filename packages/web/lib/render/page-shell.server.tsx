// The page shell of each shell, year and language, built on the server only (getServerSideProps): the
// footer and the consent banner are static, so they are rendered to markup once per shell and
// year instead of element by element on every request (and the browser gets their markup
// instead of the data and code behind them).
// The tools are the server's settings, the same for the whole process.
// React DOM's edge build is the one Next.js renders pages with: importing "react-dom/server"
// would load the Node build as well, two more 300 KB modules for a cold start to compile.
import { renderToStaticMarkup } from "react-dom/server.edge";
import { ConsentBannerContent } from "@/components/ConsentBanner";
import { SiteFooterContent } from "@/components/SiteFooter";
import type { Shell } from "../cms/shell";
import type { ConsentedTool } from "../consent/categories";
import { consentSetup } from "../consent/setup";
import type { PageShell } from "@/components/page-shell";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locale";
import { chromeStrings, footerStrings } from "../i18n/strings";
import { builtOnce } from "./page-markup-cache.server";

const built = new WeakMap<Shell, Map<string, PageShell>>();

export function pageShellFor(
  shell: Shell,
  year: number,
  tools: ConsentedTool[],
  locale: Locale = DEFAULT_LOCALE,
): PageShell {
  let byYearAndLanguage = built.get(shell);
  if (!byYearAndLanguage) built.set(shell, (byYearAndLanguage = new Map()));
  const key = `${year}:${locale}`;
  let pageShell = byYearAndLanguage.get(key);
  if (!pageShell) {
    const consent = consentSetup(shell.privacy, tools);
    const strings = chromeStrings(locale);
    // The same object for every page of this shell, year and language: the markup cache knows it by that.
    pageShell = builtOnce({
      siteName: shell.siteName,
      siteIcon: shell.siteIcon,
      headerLogo: shell.headerLogo,
      headerNavImage: shell.headerNavImage,
      primaryMenu: shell.primaryMenu,
      footerHtml: renderToStaticMarkup(
        <SiteFooterContent
          shell={shell}
          year={year}
          privacyChoices={consent !== null}
          strings={footerStrings(locale)}
        />,
      ),
      consent,
      consentBannerHtml: consent
        ? renderToStaticMarkup(
            <ConsentBannerContent wording={consent.wording} strings={strings.consent} />,
          )
        : "",
      strings,
    });
    byYearAndLanguage.set(key, pageShell);
  }
  return pageShell;
}
