import { describe, expect, it } from "vitest";
import { clientRouteFor, type AnchorLike, type ClickLike } from "./client-links";

const click: ClickLike = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};
const anchor = (href: string, extra: Partial<AnchorLike> = {}): AnchorLike => ({
  href,
  target: "",
  download: false,
  ...extra,
});
const current = new URL("https://www.example.com/about-corus/?page=2");

describe("clientRouteFor", () => {
  it.each<[string, ClickLike, AnchorLike, string | null]>([
    ["a page of the site", click, anchor("https://www.example.com/careers/"), "/careers/"],
    [
      "keeps the query and the hash",
      click,
      anchor("https://www.example.com/media-centre/press-releases/?page=3#list"),
      "/media-centre/press-releases/?page=3#list",
    ],
    ["the same page again", click, anchor("https://www.example.com/about-corus/"), "/about-corus/"],
    [
      "a jump within this page",
      click,
      anchor("https://www.example.com/about-corus/?page=2#top"),
      null,
    ],
    ["another site", click, anchor("https://mediacentre.example.net/"), null],
    ["another scheme on this host", click, anchor("http://www.example.com/careers/"), null],
    ["a document", click, anchor("https://www.example.com/wp-content/uploads/a.pdf"), null],
    ["a file-like path", click, anchor("https://www.example.com/sitemap.xml"), null],
    ["an API route", click, anchor("https://www.example.com/api/exit-preview/"), null],
    ["Next's own files", click, anchor("https://www.example.com/_next/static/x/"), null],
    ["a new tab", click, anchor("https://www.example.com/careers/", { target: "_blank" }), null],
    [
      "target _self",
      click,
      anchor("https://www.example.com/careers/", { target: "_self" }),
      "/careers/",
    ],
    ["a download", click, anchor("https://www.example.com/careers/", { download: true }), null],
    ["ctrl-click", { ...click, ctrlKey: true }, anchor("https://www.example.com/careers/"), null],
    ["cmd-click", { ...click, metaKey: true }, anchor("https://www.example.com/careers/"), null],
    ["shift-click", { ...click, shiftKey: true }, anchor("https://www.example.com/careers/"), null],
    ["alt-click", { ...click, altKey: true }, anchor("https://www.example.com/careers/"), null],
    ["middle button", { ...click, button: 1 }, anchor("https://www.example.com/careers/"), null],
    [
      "a click another handler took",
      { ...click, defaultPrevented: true },
      anchor("https://www.example.com/careers/"),
      null,
    ],
  ])("%s", (_name, event, link, expected) => {
    expect(clientRouteFor(event, link, current)).toBe(expected);
  });

  // A new document for the other language, so the server writes its <html lang>.
  const french = new URL("https://www.example.com/fr/a-propos-de-corus/");
  it.each<[string, URL, string, string | null]>([
    ["English to French", current, "https://www.example.com/fr/", null],
    ["French to English", french, "https://www.example.com/about-corus/", null],
    ["French to French", french, "https://www.example.com/fr/carrieres/", "/fr/carrieres/"],
    [
      "French home to French",
      new URL("https://www.example.com/fr"),
      "/fr/carrieres/",
      "/fr/carrieres/",
    ],
    ["a path that only starts like French", current, "https://www.example.com/frais/", "/frais/"],
  ])("%s", (_name, from, href, expected) => {
    expect(clientRouteFor(click, anchor(href), from)).toBe(expected);
  });
});
