// The content pipeline as visitors get it: every page and press release the CMS holds,
// rendered by the site. File links carry their class, hint and icon, in CMS HTML and in the
// templates' own file links alike; content shows no h1, h2 or h4-h6 and no non-breaking
// space; no link of a page's own text goes missing.
import type { Page } from "@playwright/test";
import { expect, test } from "./same-page.ts";
import {
  FILE_TYPE_BY_EXTENSION,
  linkClassName,
  type LinkType,
} from "@corus/web/lib/content/link-types.ts";
import { cms } from "./servers.ts";

/** The file-type table read directly, apart from the pipeline's own classifier. */
function expectedType(href: string): LinkType {
  const path = new URL(href, "http://site.invalid").pathname;
  const extension = path.slice(path.lastIndexOf(".") + 1).toLowerCase();
  return FILE_TYPE_BY_EXTENSION[extension] ?? "regular";
}

interface ContentNode {
  uri: string;
  content: string | null;
}

interface RenderedLink {
  href: string;
  className: string;
  hint: string | null;
  iconMask: string;
  iconWidth: number;
}

interface RenderedContent {
  links: RenderedLink[];
  /** Links in the page's own text (its body), apart from blocks and records. */
  bodyLinks: number;
  headings: string[];
  text: string;
}

/** Runs in the page: what the content areas and the templates' file links hold. */
function readContent(): RenderedContent {
  const areas = [...document.querySelectorAll(".entry-content")];
  // A video player's placeholder stands for the CMS's <iframe> (lib/content/video-placeholder.ts):
  // its "Watch on" link is the site's, not one of the content's.
  const contentLinks = (area: Element) =>
    [...area.querySelectorAll("a[href]")].filter((link) => !link.closest(".video-embed"));
  const links = [...areas.flatMap(contentLinks), ...document.querySelectorAll("main a.file-link")];
  const body = [...document.querySelectorAll(".entry-content--page")];
  return {
    bodyLinks: body.flatMap(contentLinks).length,
    links: links.map((link) => {
      const icon = getComputedStyle(link, "::before");
      return {
        href: link.getAttribute("href")!,
        className: link.className,
        hint: link.querySelector(".link__hint")?.textContent ?? null,
        iconMask: icon.maskImage,
        iconWidth: parseFloat(icon.width) || 0,
      };
    }),
    headings: areas.flatMap((area) =>
      [...area.querySelectorAll("h1, h2, h4, h5, h6")].map((heading) => heading.outerHTML),
    ),
    text: areas.map((area) => area.textContent ?? "").join("\n"),
  };
}

/** Runs in the page: how many links the CMS's own HTML holds. */
function countLinks(html: string): number {
  return new DOMParser().parseFromString(html, "text/html").querySelectorAll("a[href]").length;
}

/** A file link's hidden hint, in the page's language. */
function hintPattern(uri: string): RegExp {
  return uri.startsWith("/fr/") ? /^fichier [A-Z0-9]+: $/ : /^[A-Z0-9]+ file: $/;
}

async function checkRenderedContent(page: Page, node: ContentNode, seen: Set<LinkType>) {
  const response = await page.goto(node.uri);
  expect(response?.status()).toBe(200);
  const { links, bodyLinks, headings, text } = await page.evaluate(readContent);

  expect(headings, "headings other than h3 in content").toEqual([]);
  expect(text.includes("\u00A0"), "a non-breaking space in content").toBe(false);
  expect(bodyLinks, "links in the page's text").toBe(
    await page.evaluate(countLinks, node.content ?? ""),
  );

  for (const link of links) {
    const type = expectedType(link.href);
    seen.add(type);
    // Templates' file links carry their own class beside the pipeline's one.
    const classes = link.className.split(" ").filter((name) => name !== "file-link");
    expect(classes, link.href).toEqual([linkClassName(type)]);
    if (type === "regular") continue;
    expect(link.hint, `hint of ${link.href}`).toMatch(hintPattern(node.uri));
    expect(link.iconMask, `icon of ${link.href}`).toMatch(/^url\(/);
    expect(link.iconWidth, `icon of ${link.href}`).toBeGreaterThan(0);
  }
}

test("every CMS page shows its content through the pipeline", async ({ samePage: page }) => {
  const { pages } = await cms<{ pages: { nodes: ContentNode[] } }>(
    `{ pages(first: 100) { nodes { uri content } } }`,
  );
  test.setTimeout(pages.nodes.length * 5_000);
  const seen = new Set<LinkType>();
  for (const node of pages.nodes) {
    await test.step(node.uri, () => checkRenderedContent(page, node, seen));
  }
  // The seed content links to every file type (in page text, blocks and records), so none
  // of the checks above was vacuous.
  expect([...seen].sort()).toEqual(
    [...new Set(Object.values(FILE_TYPE_BY_EXTENSION)), "regular"].sort(),
  );
});

test("every press release shows its content through the pipeline", async ({ samePage: page }) => {
  const { posts } = await cms<{ posts: { nodes: ContentNode[] } }>(
    `{ posts(first: 100) { nodes { uri content } } }`,
  );
  test.setTimeout(posts.nodes.length * 5_000);
  const seen = new Set<LinkType>();
  for (const node of posts.nodes) {
    await test.step(node.uri, () => checkRenderedContent(page, node, seen));
  }
  expect(seen.size).toBeGreaterThan(1);
});
