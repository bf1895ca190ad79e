import type { Shell } from "@/lib/cms/shell";
import { PrimaryNav } from "./PrimaryNav";

export function SiteHeader({ shell }: { shell: Shell }) {
  const logo = shell.headerLogo;
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a href="/" className="site-header__logo">
          {logo ? (
            <img
              src={logo.src}
              alt={logo.alt || shell.siteName}
              width={logo.width ?? undefined}
              height={logo.height ?? undefined}
            />
          ) : (
            shell.siteName
          )}
          <span className="visually-hidden"> home page</span>
        </a>
        <PrimaryNav items={shell.primaryMenu} navImage={shell.headerNavImage} />
      </div>
    </header>
  );
}
