// The page's own text and its list of contents: the outline stays whole (an h2 before the
// text's h3s) without repeating the page's title.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderContentHtml } from "@/lib/content/render";
import { withSectionIds } from "@/lib/content/sections";
import { PageContent } from "./PageContent";

const rendered = (html: string) =>
  renderToStaticMarkup(
    <PageContent {...withSectionIds(renderContentHtml(html))} contentsHeading="On this page" />,
  );

describe("PageContent", () => {
  it("opens text with headings with its contents, each linked to its heading", () => {
    const markup = rendered("<p>Intro</p><h2>Earn trust</h2><p>a</p><h2>Stay curious</h2>");
    expect(markup).toBe(
      '<nav class="page-contents" aria-labelledby="page-contents-heading">' +
        '<h2 id="page-contents-heading" class="page-contents__heading">On this page</h2>' +
        '<ul class="page-contents__list">' +
        '<li><a href="#section-earn-trust">Earn trust</a></li>' +
        '<li><a href="#section-stay-curious">Stay curious</a></li></ul></nav>' +
        '<div class="entry-content entry-content--page"><p>Intro</p>' +
        '<h3 id="section-earn-trust">Earn trust</h3><p>a</p>' +
        '<h3 id="section-stay-curious">Stay curious</h3></div>',
    );
  });

  it("adds no heading to text without headings, and nothing for no text", () => {
    expect(rendered("<p>Just a paragraph.</p>")).toBe(
      '<div class="entry-content entry-content--page"><p>Just a paragraph.</p></div>',
    );
    expect(rendered("")).toBe("");
  });

  it("lists the headings of the first blocks when the page has no text of its own", () => {
    const markup = renderToStaticMarkup(
      <PageContent
        html={renderContentHtml("")}
        sections={[{ id: "section-where", title: "Where" }]}
        contentsHeading="On this page"
      />,
    );
    expect(markup).toContain('<a href="#section-where">Where</a>');
    expect(markup).not.toContain("entry-content");
  });
});
