import type { PageShell } from "@/components/page-shell";
import { CmsImage } from "./CmsImage";
import { LanguageSwitch } from "./LanguageSwitch";
import { PrimaryNav } from "./PrimaryNav";
import { homePathOf } from "@/lib/i18n/locale";
import type { LanguageSwitch as Switch } from "@/lib/i18n/alternates";

export function SiteHeader({
  shell,
  languageSwitch,
}: {
  shell: PageShell;
  languageSwitch: Switch;
}) {
  const logo = shell.headerLogo;
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a href={homePathOf(shell.strings.locale)} className="site-header__logo">
          {logo ? (
            <CmsImage image={logo} alt={logo.alt || shell.siteName} sizes="160px" />
          ) : (
            shell.siteName
          )}
          <span className="visually-hidden"> {shell.strings.homePage}</span>
        </a>
        <LanguageSwitch target={languageSwitch} strings={shell.strings.languageSwitch} />
        <PrimaryNav
          items={shell.primaryMenu}
          navImage={shell.headerNavImage}
          strings={shell.strings}
        />
      </div>
    </header>
  );
}
