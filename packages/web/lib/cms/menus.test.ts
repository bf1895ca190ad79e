import { describe, expect, it } from "vitest";
import type { MenuItemFields } from "../graphql/fragments";
import { buildMenuTree } from "./menus";

const HOME = "https://cms.example.com";

const item = (
  databaseId: number,
  label: string,
  url: string,
  parentDatabaseId: number | null = null,
  target: string | null = null,
): MenuItemFields => ({
  id: `id-${databaseId}`,
  databaseId,
  parentDatabaseId,
  label,
  url,
  path: null,
  target,
});

describe("buildMenuTree", () => {
  it("nests items under their parents in CMS order", () => {
    const tree = buildMenuTree(
      [
        item(1, "About", `${HOME}/about/`),
        item(2, "Values", `${HOME}/about/values/`, 1),
        item(3, "Team", `${HOME}/about/team/`, 1),
        item(4, "Board", `${HOME}/about/team/board/`, 3),
        item(5, "Careers", `${HOME}/careers/`),
      ],
      HOME,
    );
    expect(tree.map((node) => node.label)).toEqual(["About", "Careers"]);
    expect(tree[0]!.children.map((node) => node.label)).toEqual(["Values", "Team"]);
    expect(tree[0]!.children[1]!.children.map((node) => node.href)).toEqual(["/about/team/board/"]);
  });

  it("turns CMS-host URLs into site paths and keeps other hosts as external", () => {
    const [internal, external, relative] = buildMenuTree(
      [
        item(1, "Careers", `${HOME}/careers/?from=menu#jobs`),
        item(2, "Media", "https://media.example.org/assets/", null, "_blank"),
        item(3, "Contact", "/contact-us/"),
      ],
      HOME,
    );
    expect(internal).toMatchObject({ href: "/careers/?from=menu#jobs", external: false });
    expect(external).toMatchObject({
      href: "https://media.example.org/assets/",
      external: true,
      opensInNewTab: true,
    });
    expect(relative).toMatchObject({ href: "/contact-us/", external: false });
  });

  it("decodes HTML entities in labels", () => {
    const [node] = buildMenuTree([item(1, "Terms &amp; Conditions", `${HOME}/t/`)], HOME);
    expect(node!.label).toBe("Terms & Conditions");
  });

  it("keeps an item whose parent is missing at the top level", () => {
    const tree = buildMenuTree([item(7, "Orphan", `${HOME}/o/`, 99)], HOME);
    expect(tree.map((node) => node.label)).toEqual(["Orphan"]);
  });

  it("leaves out items it cannot link to, with their children, keeping the rest", () => {
    const tree = buildMenuTree(
      [
        item(1, "Fine", `${HOME}/fine/`),
        item(2, "Script", "javascript:alert(1)"),
        item(3, "Under script", `${HOME}/under/`, 2),
        item(4, "Data", "data:text/html,x"),
        item(5, "Broken", "http://"),
        item(6, "Mail", "mailto:media@example.com"),
      ],
      HOME,
    );
    expect(tree.map((node) => node.label)).toEqual(["Fine", "Mail"]);
  });
});
