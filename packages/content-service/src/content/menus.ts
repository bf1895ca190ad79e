// Menus, their locations and their item trees (menus.yaml). An internal item names a public
// page's URI; each location holds one menu at most. Items get their ids in file order, the
// default language's first. A translation's menus.yaml (content/fr/) names the theme's locations,
// which it fills in Polylang's copies of them (PRIMARY: primary___fr, PRIMARY___FR in GraphQL).
import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { PublicUris } from "./checks.ts";
import { DEFAULT_LANGUAGE, menuLocationIn, type Language } from "./languages.ts";
import { ContentError, readYamlFile, type SeedFolder } from "./read.ts";
import type { MenuItemRecord, MenuRecord, ThemeLocation } from "./records.ts";

const MENUS_FILE = "menus.yaml";
/** Menu items are posts in WordPress: their ids must not meet pages', posts' or media's. */
const FIRST_MENU_ITEM_ID = 20000;

export interface MenuItemInput {
  label: string;
  path?: string | undefined;
  url?: string | undefined;
  target?: "_blank" | undefined;
  title?: string | undefined;
  description?: string | undefined;
  cssClasses: string[];
  children: MenuItemInput[];
}

const menuItemSchema: z.ZodType<MenuItemInput> = z.lazy(() =>
  z
    .object({
      label: z.string().min(1),
      path: z
        .string()
        .regex(/^\/([a-z0-9-]+\/)*$/, "expected a site path with a trailing slash, like /about/")
        .optional(),
      url: z.url({ protocol: /^https?$/ }).optional(),
      target: z.enum(["_blank"]).optional(),
      title: z.string().optional(),
      description: z.string().optional(),
      cssClasses: z.array(z.string()).default([]),
      children: z.array(menuItemSchema).default([]),
    })
    .strict()
    .refine((item) => (item.path === undefined) !== (item.url === undefined), {
      message: "a menu item needs exactly one of path (internal) or url (external)",
    }),
);

const menuLocations = [
  "PRIMARY",
  "SECONDARY",
  "FOOTER",
] as const satisfies readonly ThemeLocation[];

const menusFileSchema = z.array(
  z
    .object({
      databaseId: z.number().int().positive(),
      name: z.string().min(1),
      slug: z.string().regex(/^[a-z0-9-]+$/),
      locations: z.array(z.enum(menuLocations)),
      items: z.array(menuItemSchema).min(1),
    })
    .strict(),
);

export type MenusInput = z.infer<typeof menusFileSchema>;

/** The folder's menus.yaml: the default language's is required, a translation's not. */
export async function readMenusFile(
  { contentDir, rel }: SeedFolder,
  language: Language,
): Promise<MenusInput> {
  const file = path.join(contentDir, MENUS_FILE);
  if (language !== DEFAULT_LANGUAGE && !existsSync(file)) return [];
  return readYamlFile(file, menusFileSchema, rel);
}

/** One language's menus.yaml, read. */
export interface LanguageMenus {
  input: MenusInput;
  folder: SeedFolder;
  language: Language;
}

/** The menus, and their items flat, each menu's depth-first, as WordPress stores them. */
export function menuRecords(
  files: LanguageMenus[],
  { homeUrl, uris }: { homeUrl: string; uris: PublicUris },
): { menus: MenuRecord[]; menuItems: MenuItemRecord[] } {
  const menus: MenuRecord[] = [];
  const menuItems: MenuItemRecord[] = [];
  const fileOfMenu = new Map<number, string>();
  let nextMenuItemId = FIRST_MENU_ITEM_ID;
  for (const { input, folder, language } of files) {
    const menusFile = folder.rel(path.join(folder.contentDir, MENUS_FILE));
    input.forEach((menu, menuIndex) => {
      const other = fileOfMenu.get(menu.databaseId);
      if (other) {
        throw new ContentError(
          menusFile,
          `[${menuIndex}].databaseId`,
          `databaseId ${menu.databaseId} is already used by a menu of ${other}`,
        );
      }
      fileOfMenu.set(menu.databaseId, menusFile);
      menus.push({
        kind: "menu",
        databaseId: menu.databaseId,
        name: menu.name,
        slug: menu.slug,
        locations: menu.locations.map((location) => menuLocationIn(language, location)),
      });
      let order = 0;
      const addItems = (items: MenuItemInput[], parentDatabaseId: number | null, field: string) => {
        items.forEach((item, index) => {
          const itemField = `${field}[${index}]`;
          if (item.path !== undefined) uris.require(item.path, menusFile, `${itemField}.path`);
          const databaseId = nextMenuItemId++;
          order += 1;
          const url = item.url ?? `${homeUrl}${item.path}`;
          menuItems.push({
            kind: "menuItem",
            databaseId,
            menuDatabaseId: menu.databaseId,
            parentDatabaseId,
            label: item.label,
            url,
            // WPGraphQL's path: the site path of an item on the home URL, else the whole URL.
            path: item.path ?? url,
            target: item.target ?? null,
            title: item.title ?? null,
            description: item.description ?? null,
            cssClasses: item.cssClasses,
            order,
          });
          addItems(item.children, databaseId, `${itemField}.children`);
        });
      };
      addItems(menu.items, null, `[${menuIndex}].items`);
    });
    for (const location of new Set(menus.flatMap((menu) => menu.locations))) {
      if (menus.filter((menu) => menu.locations.includes(location)).length > 1) {
        throw new ContentError(menusFile, "locations", `${location} is assigned to two menus`);
      }
    }
  }
  return { menus, menuItems };
}
