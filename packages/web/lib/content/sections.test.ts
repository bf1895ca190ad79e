import { describe, expect, it } from "vitest";
import { renderContentHtml } from "./render";
import { withSectionIds } from "./sections";

const sectionsOf = (html: string) => withSectionIds(renderContentHtml(html));

describe("withSectionIds", () => {
  it("gives each heading an id of the site's own and lists it as plain text", () => {
    const { html, sections } = sectionsOf(
      '<p>Intro</p><h2 id="__NEXT_DATA__">Earn <em>trust</em> &amp; keep it</h2><p>a</p><h4 lang="fr">Québec</h4>',
    );
    expect(sections).toEqual([
      { id: "section-earn-trust-keep-it", title: "Earn trust & keep it" },
      { id: "section-quebec", title: "Québec" },
    ]);
    expect(html).toBe(
      '<p>Intro</p><h3 id="section-earn-trust-keep-it">Earn <em>trust</em> &amp; keep it</h3><p>a</p><h3 id="section-quebec" lang="fr">Québec</h3>',
    );
  });

  it("keeps ids unique, and numbers a heading with no letters or digits", () => {
    const { sections } = sectionsOf(
      "<h2>Contacts</h2><h2>Contacts</h2><h2>—</h2><h2>Contacts</h2>",
    );
    expect(sections.map((section) => section.id)).toEqual([
      "section-contacts",
      "section-contacts-2",
      "section-3",
      "section-contacts-3",
    ]);
  });

  it("finds nothing in text that only looks like a heading", () => {
    const { html, sections } = sectionsOf(
      '<p>&lt;h3&gt;not a heading&lt;/h3&gt;</p><a href="/x/" title="<h3>x</h3>">x</a>',
    );
    expect(sections).toEqual([]);
    expect(html).not.toContain("id=");
  });

  it("keeps clear of the ids another part of the page took", () => {
    const first = sectionsOf("<h2>Contacts</h2>");
    const second = withSectionIds(renderContentHtml("<h2>Contacts</h2>"), first.sections);
    expect(second.sections).toEqual([{ id: "section-contacts-2", title: "Contacts" }]);
  });
});
