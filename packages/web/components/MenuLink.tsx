import type { ReactNode } from "react";
import type { MenuNode } from "@/lib/cms/menus";

interface MenuLinkProps {
  item: MenuNode;
  className?: string;
  currentPath?: string;
  children?: ReactNode;
}

/**
 * A menu entry: a link inside the site (navigated client-side, see
 * lib/navigation/client-links.ts), a marked external link outside it. MenuList's closed
 * submenus render the same markup as a string (menu-markup.ts).
 */
export function MenuLink({ item, className, currentPath, children }: MenuLinkProps) {
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
        <span className="visually-hidden">{item.externalHint}</span>
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
