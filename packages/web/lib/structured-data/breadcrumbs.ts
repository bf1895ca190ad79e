// The breadcrumb trail of a page, from the header menu: the menu items leading to the page,
// or, for a page the menu does not list, to the nearest listed page above it in the URL.
import type { MenuNode } from "../cms/menus";
import type { Crumb } from "./json-ld";

interface TrailInput {
  menu: readonly MenuNode[];
  /** The page's path on this site, e.g. /investor-relations/dividends/history/. */
  path: string;
  /** The page's own name, for a page the menu does not list. */
  title: string;
  /** The site's public origin, without a trailing slash. */
  siteUrl: string;
  /** The home page's path and name, in the page's language ("/", "Home"; "/fr/", "Accueil"). */
  home: { path: string; name: string };
}

/** Home, then each menu level down to the page; [] for the home page itself. */
export function breadcrumbTrail({ menu, path, title, siteUrl, home }: TrailInput): Crumb[] {
  if (path === home.path) return [];
  const crumb = (name: string, href: string): Crumb => ({ name, url: `${siteUrl}${href}` });
  let ancestor = path;
  while (ancestor !== "/" && ancestor !== home.path) {
    const menuPath = findPath(menu, ancestor);
    if (menuPath) {
      const trail = menuPath
        .filter((item) => item.href !== home.path)
        .map((item) => crumb(item.label, item.href));
      if (ancestor !== path) trail.push(crumb(title, path));
      return [crumb(home.name, home.path), ...trail];
    }
    ancestor = ancestor.replace(/[^/]+\/$/, "");
  }
  return [crumb(home.name, home.path), crumb(title, path)];
}

/** The items from the menu's top level down to the internal item at `href`, if any. */
function findPath(items: readonly MenuNode[], href: string): MenuNode[] | null {
  for (const item of items) {
    if (!item.external && item.href === href) return [item];
    const below = findPath(item.children, href);
    if (below) return [item, ...below];
  }
  return null;
}
