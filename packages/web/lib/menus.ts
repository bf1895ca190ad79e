// Turns WPGraphQL's flat menu item lists into the trees the navigation renders.
import { decodeHTML } from "entities";
import type { MenuItemFields } from "./graphql/fragments";

export interface MenuNode {
  id: string;
  label: string;
  /** A site path for internal items, the absolute URL for external ones. */
  href: string;
  external: boolean;
  opensInNewTab: boolean;
  children: MenuNode[];
}

/**
 * Builds the tree from parentDatabaseId, keeping the CMS order. An item is internal when
 * its URL is on the CMS's home origin (WordPress writes internal links there) or relative.
 */
export function buildMenuTree(items: MenuItemFields[], cmsHomeUrl: string): MenuNode[] {
  const homeOrigin = new URL(cmsHomeUrl).origin;
  const entries = items.map((item) => ({ item, node: toMenuNode(item, homeOrigin) }));
  const byId = new Map(entries.map(({ item, node }) => [item.databaseId, node]));
  const roots: MenuNode[] = [];
  for (const { item, node } of entries) {
    const parent = item.parentDatabaseId ? byId.get(item.parentDatabaseId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

function toMenuNode(item: MenuItemFields, homeOrigin: string): MenuNode {
  const raw = item.url ?? item.path ?? "/";
  const url = new URL(raw, homeOrigin);
  const external = url.origin !== homeOrigin;
  return {
    id: item.id,
    label: decodeHTML(item.label ?? ""),
    href: external ? url.toString() : `${url.pathname}${url.search}${url.hash}`,
    external,
    opensInNewTab: item.target === "_blank",
    children: [],
  };
}
