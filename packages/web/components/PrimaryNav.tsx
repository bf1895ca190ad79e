import { useRouter } from "@/lib/navigation/router";
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import type { Image } from "@/lib/cms/shell";
import type { MenuNode } from "@/lib/cms/menus";
import type { ChromeStrings } from "@/lib/i18n/strings";
import { CmsImage } from "./CmsImage";
import { submenuDomId } from "./menu-markup";
import { MenuList } from "./MenuList";
import { SearchForm } from "./SearchForm";

interface PrimaryNavProps {
  items: MenuNode[];
  navImage: Image | null;
  /** The page's own words, in its language (lib/i18n/strings.ts). */
  strings: ChromeStrings;
}

/**
 * The header menu as a disclosure navigation (WAI-ARIA APG, see MenuList). Escape closes the
 * innermost open submenu and returns focus to its button. Under the mobile breakpoint the
 * whole menu, and the site's search box after it, sit behind one "Menu" button.
 */
export function PrimaryNav({ items, navImage, strings }: PrimaryNavProps) {
  const router = useRouter();
  const navRef = useRef<HTMLElement>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  // Ids of the open submenus, outermost first: one open branch at a time.
  const [openPath, setOpenPath] = useState<string[]>([]);

  useEffect(() => {
    const closeAll = () => {
      setOpenPath([]);
      setMobileOpen(false);
    };
    router.events.on("routeChangeStart", closeAll);
    return () => router.events.off("routeChangeStart", closeAll);
  }, [router.events]);

  useEffect(() => {
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenPath([]);
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, []);

  const toggle = (itemId: string, depth: number) =>
    setOpenPath((path) =>
      path[depth] === itemId ? path.slice(0, depth) : [...path.slice(0, depth), itemId],
    );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape") return;
    const innermost = openPath.at(-1);
    if (innermost) {
      setOpenPath(openPath.slice(0, -1));
      navRef.current
        ?.querySelector<HTMLElement>(`[aria-controls="${submenuDomId(innermost)}"]`)
        ?.focus();
    } else if (mobileOpen) {
      setMobileOpen(false);
      document.getElementById("primary-menu-toggle")?.focus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!navRef.current?.contains(event.relatedTarget as Node | null)) setOpenPath([]);
  };

  const currentPath = router.asPath.split(/[?#]/)[0] ?? "/";

  return (
    <nav
      className="primary-nav"
      aria-label={strings.mainNavigation}
      ref={navRef}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        type="button"
        className="primary-nav__toggle"
        id="primary-menu-toggle"
        aria-expanded={mobileOpen}
        aria-controls="primary-menu"
        onClick={() => setMobileOpen((open) => !open)}
      >
        <span className="primary-nav__toggle-bars" aria-hidden="true" />
        {strings.menu}
      </button>
      <div className="primary-nav__panel" id="primary-menu" data-open={mobileOpen}>
        <MenuList
          items={items}
          depth={0}
          open
          currentPath={currentPath}
          openPath={openPath}
          onToggle={toggle}
        />
        <SearchForm
          inputId="site-search-input"
          landmarkLabel={strings.siteSearch}
          className="site-search"
          hideLabel
          strings={strings}
        />
        {navImage && <CmsImage image={navImage} className="primary-nav__image" sizes="90vw" />}
      </div>
    </nav>
  );
}
