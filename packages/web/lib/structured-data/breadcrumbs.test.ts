import { describe, expect, it } from "vitest";
import type { MenuNode } from "../cms/menus";
import { breadcrumbTrail } from "./breadcrumbs";

const SITE = "https://www.example.com";
const node = (
  label: string,
  href: string,
  children: MenuNode[] = [],
  external = false,
): MenuNode => ({
  id: href,
  label,
  href,
  external,
  opensInNewTab: false,
  children,
});

const menu = [
  node("Home", "/"),
  node("Investor Relations", "/investor-relations/", [
    node("Dividends", "/investor-relations/dividends/", [
      node("History", "/investor-relations/dividends/history/"),
    ]),
  ]),
  node("Media Centre", "/media-centre/", [
    node("Press Releases", "/media-centre/press-releases/"),
    node("Media Assets", "https://media.example.com/", [], true),
  ]),
];

const trail = (path: string, title = "Page", home = { path: "/", name: "Home" }) =>
  breadcrumbTrail({ menu, path, title, siteUrl: SITE, home }).map((crumb) => [
    crumb.name,
    crumb.url.replace(SITE, ""),
  ]);

describe("breadcrumbTrail", () => {
  it("starts a French page's trail at the French home page, and gives that none", () => {
    const home = { path: "/fr/", name: "Accueil" };
    expect(trail("/fr/a-propos/", "À propos", home)).toEqual([
      ["Accueil", "/fr/"],
      ["À propos", "/fr/a-propos/"],
    ]);
    expect(trail("/fr/", "Accueil", home)).toEqual([]);
  });

  it("follows the menu down to the page", () => {
    expect(trail("/investor-relations/dividends/history/")).toEqual([
      ["Home", "/"],
      ["Investor Relations", "/investor-relations/"],
      ["Dividends", "/investor-relations/dividends/"],
      ["History", "/investor-relations/dividends/history/"],
    ]);
  });

  it("hangs a page the menu does not list under its nearest listed ancestor", () => {
    expect(trail("/media-centre/press-releases/q1-results/", "Q1 results")).toEqual([
      ["Home", "/"],
      ["Media Centre", "/media-centre/"],
      ["Press Releases", "/media-centre/press-releases/"],
      ["Q1 results", "/media-centre/press-releases/q1-results/"],
    ]);
  });

  it("puts a page outside the menu right under Home, and gives the home page no trail", () => {
    expect(trail("/terms-of-use/", "Terms of Use")).toEqual([
      ["Home", "/"],
      ["Terms of Use", "/terms-of-use/"],
    ]);
    expect(trail("/")).toEqual([]);
  });
});
