// The markup of a closed submenu as one HTML string: exactly what MenuList renders (tested
// against React's own output), built once per menu and page instead of being rendered element
// by element on every request. A closed submenu is hidden and cannot be used until it opens,
// when MenuList renders it as React elements; meanwhile its links stay in the page for
// crawlers and readers without JavaScript. Measured: rendering the closed submenus as elements
// cost as much server time as the rest of a page together.
import type { MenuNode } from "@/lib/cms/menus";

/** The DOM id of an item's submenu (its toggle's aria-controls). */
export const submenuDomId = (itemId: string) => `submenu-${itemId.replace(/[^A-Za-z0-9]/g, "")}`;

/** Its submenu toggle's name (lib/cms/menus.ts's withMenuHints). */
export const submenuLabel = (item: MenuNode) => item.toggleLabel ?? item.label;

/** React's escaping of text and attribute values (react-dom's escapeTextForBrowser). */
const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

function linkHtml(item: MenuNode, currentPath: string): string {
  const href = escape(item.href);
  const label = escape(item.label);
  if (item.external) {
    const target = item.opensInNewTab ? ' target="_blank"' : "";
    return (
      `<a href="${href}" rel="external noopener noreferrer"${target} data-external="">${label}` +
      `<span class="visually-hidden">${escape(item.externalHint ?? "")}</span>` +
      `<span class="external-mark" aria-hidden="true">↗</span></a>`
    );
  }
  const current = item.href === currentPath ? ' aria-current="page"' : "";
  return `<a href="${href}"${current}>${label}</a>`;
}

function itemsHtml(items: MenuNode[], depth: number, currentPath: string): string {
  let html = "";
  for (const item of items) {
    html += `<li>${linkHtml(item, currentPath)}`;
    if (item.children.length > 0) {
      const id = submenuDomId(item.id);
      html +=
        `<button type="button" aria-label="${escape(submenuLabel(item))}" aria-expanded="false" aria-controls="${id}"></button>` +
        `<ul class="menu menu--level-${depth + 1}" id="${id}" hidden="">${itemsHtml(item.children, depth + 1, currentPath)}</ul>`;
    }
    html += "</li>";
  }
  return html;
}

/** Menus are reused across requests (one shell per CMS answer): so is their markup. */
const built = new WeakMap<MenuNode[], Map<string, string>>();
const hrefsOf = new WeakMap<MenuNode[], Set<string>>();

function hrefsIn(items: MenuNode[]): Set<string> {
  let hrefs = hrefsOf.get(items);
  if (!hrefs) {
    const found = new Set<string>();
    const walk = (list: MenuNode[]) => {
      for (const item of list) {
        found.add(item.href);
        walk(item.children);
      }
    };
    walk(items);
    hrefsOf.set(items, (hrefs = found));
  }
  return hrefs;
}

/** The `<li>` elements of a closed submenu at `depth` (its own depth), for `currentPath`. */
export function closedMenuItemsHtml(items: MenuNode[], depth: number, currentPath: string): string {
  // Keyed by the path only when it is in this menu, so unknown URLs share one entry.
  const path = hrefsIn(items).has(currentPath) ? currentPath : "";
  const key = `${depth} ${path}`;
  let byPath = built.get(items);
  if (!byPath) built.set(items, (byPath = new Map()));
  let html = byPath.get(key);
  if (html === undefined) {
    html = itemsHtml(items, depth, path);
    byPath.set(key, html);
  }
  return html;
}
