import type { MenuNode } from "@/lib/cms/menus";
import { closedMenuItemsHtml, submenuDomId, submenuLabel } from "./menu-markup";
import { MenuLink } from "./MenuLink";

export interface MenuListProps {
  items: MenuNode[];
  /** 0 for the top level. */
  depth: number;
  /** The DOM id of a submenu (its toggle's aria-controls). */
  id?: string;
  /** A closed submenu is hidden and rendered as static markup (see menu-markup.ts). */
  open: boolean;
  currentPath: string;
  /** Ids of the open submenus, outermost first. */
  openPath: string[];
  onToggle: (itemId: string, depth: number) => void;
}

/**
 * One level of the header menu: links stay links; an item with children gets a button that
 * shows or hides its submenu (the WAI-ARIA disclosure pattern). Lean markup on purpose: the
 * styles select by structure (styles/globals.css, "Header menu").
 */
export function MenuList({
  items,
  depth,
  id,
  open,
  currentPath,
  openPath,
  onToggle,
}: MenuListProps) {
  const className = `menu menu--level-${depth}`;
  // The server writes a closed submenu as one string of the same markup (menu-markup.ts); the
  // browser hydrates it, and renders it after, as elements, so its bundle carries no copy of
  // that string builder.
  if (!open && typeof window === "undefined") {
    return (
      <ul
        className={className}
        id={id}
        hidden
        dangerouslySetInnerHTML={{ __html: closedMenuItemsHtml(items, depth, currentPath) }}
      />
    );
  }
  return (
    <ul className={className} id={id} hidden={!open}>
      {items.map((item) => {
        const submenuId = submenuDomId(item.id);
        const itemOpen = openPath[depth] === item.id;
        return (
          <li key={item.id}>
            <MenuLink item={item} currentPath={currentPath} />
            {item.children.length > 0 && (
              <>
                <button
                  type="button"
                  aria-label={submenuLabel(item)}
                  aria-expanded={itemOpen}
                  aria-controls={submenuId}
                  onClick={() => onToggle(item.id, depth)}
                />
                {/* Keyed by state: static markup and elements never share one DOM node. */}
                <MenuList
                  key={itemOpen ? "open" : "closed"}
                  items={item.children}
                  depth={depth + 1}
                  id={submenuId}
                  open={itemOpen}
                  currentPath={currentPath}
                  openPath={openPath}
                  onToggle={onToggle}
                />
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
