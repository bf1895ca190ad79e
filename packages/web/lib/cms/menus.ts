// Turns WPGraphQL's flat menu item lists into the trees the navigation renders.
import { decodeHTML } from "entities";
import { siteLink } from "./links";
import { fill } from "../i18n/fill";
import type { MenuHints } from "../i18n/strings";
import type { MenuItemFields } from "../graphql/fragments";

export interface MenuNode {
  id: string;
  label: string;
  /** A site path for internal items, the absolute URL for external ones. */
  href: string;
  external: boolean;
  opensInNewTab: boolean;
  children: MenuNode[];
  /**
   * What it says to screen readers only, in the menu's language (withMenuHints): its submenu
   * toggle's name, when it has children; after its label, when it leads off the site. Words
   * in the data, not in the menu's code, which is on every page's first load.
   */
  toggleLabel?: string;
  externalHint?: string;
}

/** The tree with each item's hidden hints, in the words of the menu's language. */
export function withMenuHints(nodes: readonly MenuNode[], hints: MenuHints): MenuNode[] {
  return nodes.map((node) => ({
    ...node,
    children: withMenuHints(node.children, hints),
    ...(node.children.length > 0 && { toggleLabel: fill(hints.submenu, { label: node.label }) }),
    ...(node.external && {
      externalHint: node.opensInNewTab ? hints.externalNewTab : hints.external,
    }),
  }));
}

/**
 * Builds the tree from parentDatabaseId, keeping the CMS order. An item is internal when
 * its URL is on the CMS's home origin (WordPress writes internal links there) or relative.
 * An item whose URL is malformed or of another scheme is left out with its children,
 * rather than failing the whole menu.
 */
export function buildMenuTree(items: MenuItemFields[], cmsHomeUrl: string): MenuNode[] {
  const nodes = new Map<number, MenuNode>();
  const left = new Set<number>();
  const roots: MenuNode[] = [];
  for (const item of items) {
    const node = toMenuNode(item, cmsHomeUrl);
    const parentId = item.parentDatabaseId ?? 0;
    if (!node || left.has(parentId)) {
      left.add(item.databaseId);
      continue;
    }
    nodes.set(item.databaseId, node);
    const parent = nodes.get(parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

function toMenuNode(item: MenuItemFields, cmsHomeUrl: string): MenuNode | null {
  const link = siteLink(item.url ?? item.path ?? "/", cmsHomeUrl);
  if (!link) return null;
  return {
    id: item.id,
    label: decodeHTML(item.label ?? ""),
    ...link,
    opensInNewTab: item.target === "_blank",
    children: [],
  };
}
