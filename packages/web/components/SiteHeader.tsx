import type { PageShell } from "@/components/page-shell";
import { CmsImage } from "./CmsImage";
import { PrimaryNav } from "./PrimaryNav";

export function SiteHeader({ shell }: { shell: PageShell }) {
  const logo = shell.headerLogo;
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a href="/" className="site-header__logo">
          {logo ? (
            <CmsImage image={logo} alt={logo.alt || shell.siteName} sizes="160px" />
          ) : (
            shell.siteName
          )}
          <span className="visually-hidden"> {shell.strings.homePage}</span>
        </a>
        <PrimaryNav
          items={shell.primaryMenu}
          navImage={shell.headerNavImage}
          strings={shell.strings}
        />
      </div>
    </header>
  );
}
