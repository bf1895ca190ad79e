// The static markup of closed submenus must be exactly what React renders for the same menu,
// or hydration and the browser tests would see two different menus.
import fc from "fast-check";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { MenuNode } from "@/lib/cms/menus";
import { closedMenuItemsHtml } from "./menu-markup";
import { MenuList } from "./MenuList";
import { withMenuHints } from "@/lib/cms/menus";
import { chromeStrings } from "@/lib/i18n/strings";

const node = (id: string, label: string, href: string, children: MenuNode[] = []): MenuNode => ({
  id,
  label,
  href,
  external: false,
  opensInNewTab: false,
  children,
});

const PLAIN_MENU: MenuNode[] = [
  node("cG9zdDox", "Home", "/"),
  node("cG9zdDoy", "About & <Us>", "/about/", [
    node("cG9zdDoz", `Our "Values"`, "/about/values/"),
    node("cG9zdDo0", "Leadership's team", "/about/leadership/", [
      node("cG9zdDo1", "Board", "/about/leadership/board/"),
    ]),
    {
      ...node("cG9zdDo2", "Media Assets", "https://media.example.com/?a=1&b=2"),
      external: true,
      opensInNewTab: true,
    },
    { ...node("cG9zdDo3", "Partner", "https://partner.example.com/"), external: true },
  ]),
];

/** The menu with its hidden hints, as the shell builds it in each language. */
const MENU = withMenuHints(PLAIN_MENU, chromeStrings("en").menuHints);
const FRENCH_MENU = withMenuHints(PLAIN_MENU, chromeStrings("fr").menuHints);

/** React's rendering of one open level whose submenus are all closed. */
const reactLevel = (items: MenuNode[], depth: number, currentPath: string) =>
  renderToStaticMarkup(
    <MenuList
      items={items}
      depth={depth}
      open
      currentPath={currentPath}
      openPath={[]}
      onToggle={() => {}}
    />,
  );

const staticLevel = (items: MenuNode[], depth: number, currentPath: string) =>
  `<ul class="menu menu--level-${depth}">${closedMenuItemsHtml(items, depth, currentPath)}</ul>`;

describe("closedMenuItemsHtml", () => {
  it.each([
    ["the top level", MENU, 0],
    ["a second level with links out", MENU[1]!.children, 1],
    ["a third level", MENU[1]!.children[1]!.children, 2],
  ])("is React's markup for %s", (_name, items, depth) => {
    for (const currentPath of ["/", "/about/values/", "/about/leadership/board/", "/elsewhere/"]) {
      expect(staticLevel(items, depth, currentPath)).toBe(reactLevel(items, depth, currentPath));
    }
  });

  it("says its hints in the menu's language, as React does", () => {
    const french = staticLevel(FRENCH_MENU[1]!.children, 1, "/");
    expect(french).toBe(reactLevel(FRENCH_MENU[1]!.children, 1, "/"));
    expect(french).toContain("(site externe, s’ouvre dans un nouvel onglet)");
    expect(french).toContain('aria-label="Sous-menu Leadership&#x27;s team"');
    expect(french).not.toContain("external site");
  });

  it("marks the current page and escapes what the CMS wrote", () => {
    const html = closedMenuItemsHtml(MENU, 0, "/about/values/");
    expect(html).toContain(
      '<a href="/about/values/" aria-current="page">Our &quot;Values&quot;</a>',
    );
    expect(html).toContain("About &amp; &lt;Us&gt;");
    expect(html).toContain('href="https://media.example.com/?a=1&amp;b=2"');
    expect(html).not.toContain("<Us>");
  });

  it("is React's markup for any labels and paths", () => {
    // Markup characters often, any text sometimes.
    const label = fc.oneof(
      fc.string({ unit: fc.constantFrom("&", "<", ">", '"', "'", "a", " ", "é"), minLength: 1 }),
      fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }),
    );
    const path = fc
      .array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { maxLength: 3 })
      .map((parts) => `/${parts.map((part) => `${part}/`).join("")}`);
    const leaf = fc
      .record({ label, href: path })
      .map(({ label: l, href }) => node("leaf", l, href));
    const tree = fc.array(
      fc
        .record({ label, href: path, children: fc.array(leaf, { maxLength: 3 }) })
        .map(({ label: l, href, children }) => node("parent", l, href, children)),
      { minLength: 1, maxLength: 4 },
    );
    fc.assert(
      fc.property(tree, path, (items, currentPath) => {
        // Ids are unique in a real menu (WordPress global ids).
        const unique = items.map((item, index) => ({
          ...item,
          id: `parent${index}`,
          children: item.children.map((child, j) => ({ ...child, id: `leaf${index}x${j}` })),
        }));
        expect(staticLevel(unique, 0, currentPath)).toBe(reactLevel(unique, 0, currentPath));
      }),
    );
  });
});
