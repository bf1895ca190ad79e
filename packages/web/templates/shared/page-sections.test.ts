import { describe, expect, it } from "vitest";
import type { PageBlock } from "@/components/blocks/types";
import { renderContentHtml } from "@/lib/content/render";
import { withLeadingSections } from "./page-sections";

const richText = (id: string, heading: string | null, html: string): PageBlock => ({
  id,
  kind: "rich-text",
  heading,
  html: renderContentHtml(html),
});

describe("withLeadingSections", () => {
  it("lists the headings of heading-less text blocks that no block heading comes before", () => {
    const { blocks, sections } = withLeadingSections(
      [
        richText("block-1", null, "<p>Intro</p><h2>Where</h2><p>Online.</p>"),
        richText("block-2", null, "<h2>Contacts</h2>"),
        richText("block-3", "Meeting details", "<h2>When</h2>"),
        richText("block-4", null, "<h2>After</h2>"),
      ],
      [{ id: "section-contacts", title: "Contacts" }],
    );
    expect(sections).toEqual([
      { id: "section-contacts", title: "Contacts" },
      { id: "section-where", title: "Where" },
      { id: "section-contacts-2", title: "Contacts" },
    ]);
    expect(blocks.map((block) => block.kind === "rich-text" && block.html)).toEqual([
      '<p>Intro</p><h3 id="section-where">Where</h3><p>Online.</p>',
      '<h3 id="section-contacts-2">Contacts</h3>',
      // Under a block's own h2, or after one: already in order, and not the page's contents.
      "<h3>When</h3>",
      "<h3>After</h3>",
    ]);
  });
});
