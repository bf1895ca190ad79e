import type { PageShell } from "@/components/page-shell";
import { CmsImage } from "./CmsImage";
import { PrimaryNav } from "./PrimaryNav";

/** `languageSwitch`: the link to the other language, as markup (language-switch-markup.ts). */
export function SiteHeader({
  shell,
  languageSwitch,
}: {
  shell: PageShell;
  languageSwitch: string;
}) {
  const logo = shell.headerLogo;
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a href={shell.strings.homePath} className="site-header__logo">
          {logo ? (
            <CmsImage image={logo} alt={logo.alt || shell.siteName} sizes="160px" />
          ) : (
            shell.siteName
          )}
          <span className="visually-hidden"> {shell.strings.homePage}</span>
        </a>
        <p className="language-switch" dangerouslySetInnerHTML={{ __html: languageSwitch }} />
        <PrimaryNav
          items={shell.primaryMenu}
          navImage={shell.headerNavImage}
          strings={shell.strings}
        />
      </div>
    </header>
  );
}
