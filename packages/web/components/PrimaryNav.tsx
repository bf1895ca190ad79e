import { useRouter } from "next/router";
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import type { Image } from "@/lib/cms/shell";
import type { MenuNode } from "@/lib/menus";
import { CmsImage } from "./CmsImage";
import { MenuLink } from "./MenuLink";

interface PrimaryNavProps {
  items: MenuNode[];
  navImage: Image | null;
}

const domId = (itemId: string) => `submenu-${itemId.replace(/[^A-Za-z0-9]/g, "")}`;

/**
 * The header menu as a disclosure navigation (WAI-ARIA APG): links stay links; each item
 * with children gets a button that shows or hides its submenu. Escape closes the innermost
 * open submenu and returns focus to its button. Under the mobile breakpoint the whole
 * menu sits behind one "Menu" button.
 */
export function PrimaryNav({ items, navImage }: PrimaryNavProps) {
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
      document.getElementById(`${domId(innermost)}-toggle`)?.focus();
    } else if (mobileOpen) {
      setMobileOpen(false);
      document.getElementById("primary-menu-toggle")?.focus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!navRef.current?.contains(event.relatedTarget as Node | null)) setOpenPath([]);
  };

  const currentPath = router.asPath.split(/[?#]/)[0];

  const renderList = (list: MenuNode[], depth: number, id?: string, hidden?: boolean) => (
    <ul className={`menu menu--level-${depth}`} id={id} hidden={hidden}>
      {list.map((item) => {
        const hasChildren = item.children.length > 0;
        const open = openPath[depth] === item.id;
        const submenuId = domId(item.id);
        return (
          <li key={item.id} className={`menu__item${hasChildren ? " menu__item--parent" : ""}`}>
            <span className="menu__row">
              <MenuLink item={item} className="menu__link" currentPath={currentPath} />
              {hasChildren && (
                <button
                  type="button"
                  className="menu__toggle"
                  id={`${submenuId}-toggle`}
                  aria-expanded={open}
                  aria-controls={submenuId}
                  onClick={() => toggle(item.id, depth)}
                >
                  <span className="visually-hidden">{item.label} submenu</span>
                  <span className="menu__chevron" aria-hidden="true" />
                </button>
              )}
            </span>
            {hasChildren && renderList(item.children, depth + 1, submenuId, !open)}
          </li>
        );
      })}
    </ul>
  );

  return (
    <nav
      className="primary-nav"
      aria-label="Main"
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
        Menu
      </button>
      <div className="primary-nav__panel" id="primary-menu" data-open={mobileOpen}>
        {renderList(items, 0)}
        {navImage && <CmsImage image={navImage} className="primary-nav__image" sizes="90vw" />}
      </div>
    </nav>
  );
}
