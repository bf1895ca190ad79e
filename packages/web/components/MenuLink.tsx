import type { ReactNode } from "react";
import type { MenuNode } from "@/lib/cms/menus";
import type { MenuHints } from "@/lib/i18n/strings";
import { externalHint } from "./menu-markup";

interface MenuLinkProps {
  item: MenuNode;
  className?: string;
  currentPath?: string;
  children?: ReactNode;
  /** What it says to screen readers, in the page's language. */
  hints: MenuHints;
}

/**
 * A menu entry: a link inside the site (navigated client-side, see
 * lib/navigation/client-links.ts), a marked external link outside it. MenuList's closed
 * submenus render the same markup as a string (menu-markup.ts).
 */
export function MenuLink({ item, className, currentPath, children, hints }: MenuLinkProps) {
  const content = children ?? item.label;
  if (item.external) {
    return (
      <a
        className={className}
        href={item.href}
        rel="external noopener noreferrer"
        target={item.opensInNewTab ? "_blank" : undefined}
        data-external=""
      >
        {content}
        <span className="visually-hidden">{externalHint(item, hints)}</span>
        <span className="external-mark" aria-hidden="true">
          ↗
        </span>
      </a>
    );
  }
  return (
    <a
      className={className}
      href={item.href}
      aria-current={currentPath === item.href ? "page" : undefined}
    >
      {content}
    </a>
  );
}
