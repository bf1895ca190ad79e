import Link from "next/link";
import type { ReactNode } from "react";
import type { MenuNode } from "@/lib/menus";

interface MenuLinkProps {
  item: MenuNode;
  className?: string;
  currentPath?: string;
  children?: ReactNode;
}

/** A menu entry: a client-side link inside the site, a marked external link outside it. */
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
        <span className="visually-hidden">
          {item.opensInNewTab ? " (external site, opens in a new tab)" : " (external site)"}
        </span>
        <span className="external-mark" aria-hidden="true">
          ↗
        </span>
      </a>
    );
  }
  return (
    <Link
      className={className}
      href={item.href}
      aria-current={currentPath === item.href ? "page" : undefined}
    >
      {content}
    </Link>
  );
}
