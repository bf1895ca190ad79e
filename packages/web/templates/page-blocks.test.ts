import { describe, expect, it } from "vitest";
import type { PageBlockFields } from "@/lib/graphql/page-builder-fragment";
import { pageBlocks } from "./page-blocks";

const HOME = "https://cms.example.com/";

describe("pageBlocks", () => {
  it("keeps the editor's order and numbers the blocks for their headings' ids", () => {
    const blocks = pageBlocks(
      [
        { __typename: "Page_Pagebuilder_Blocks_RichText", heading: null, text: "<p>One</p>" },
        {
          __typename: "Page_Pagebuilder_Blocks_CallToAction",
          heading: "Next",
          text: null,
          link: { url: `${HOME}careers/`, title: "Careers at Corus", target: null },
        },
      ],
      HOME,
    );
    expect(blocks.map((block) => [block.id, block.kind])).toEqual([
      ["block-1", "rich-text"],
      ["block-2", "call-to-action"],
    ]);
  });

  it("runs editor HTML through the content pipeline", () => {
    const [block] = pageBlocks(
      [
        {
          __typename: "Page_Pagebuilder_Blocks_Accordion",
          heading: "FAQ",
          items: [
            { question: "Q?", answer: '<h2>A</h2><script>x()</script><p onclick="y()">B</p>' },
          ],
        },
      ],
      HOME,
    );
    expect(block?.kind === "accordion" && block.items[0]?.answer).toBe("<h3>A</h3><p>B</p>");
  });

  it("leaves out what the CMS holds half-filled, and layouts the site does not know", () => {
    const blocks = pageBlocks(
      [
        null,
        { __typename: "Page_Pagebuilder_Blocks_CardGrid", heading: "", intro: null, cards: [] },
        {
          __typename: "Page_Pagebuilder_Blocks_DocumentList",
          heading: "Files",
          intro: null,
          documents: [{ title: "No file", file: null }],
        },
        {
          __typename: "Page_Pagebuilder_Blocks_CallToAction",
          heading: "Go",
          text: null,
          link: { url: "javascript:alert(1)", title: "Go", target: null },
        },
        { __typename: "Page_Pagebuilder_Blocks_Carousel" } as unknown as PageBlockFields,
      ],
      HOME,
    );
    expect(blocks).toEqual([]);
  });

  it("groups statistics by their group, in order, and marks external links", () => {
    const [statistics, cta] = pageBlocks(
      [
        {
          __typename: "Page_Pagebuilder_Blocks_Statistics",
          heading: "By the numbers",
          intro: null,
          note: null,
          statistics: [
            { value: "48%", label: "women", group: "Employees" },
            { value: "33%", label: "women", group: "Executives" },
            { value: "21%", label: "visible minorities", group: "Employees" },
          ],
        },
        {
          __typename: "Page_Pagebuilder_Blocks_CallToAction",
          heading: "Media kit",
          text: null,
          link: { url: "https://media.example.com/kit/", title: "Media kit", target: "_blank" },
        },
      ],
      HOME,
    );
    expect(statistics?.kind === "statistics" && statistics.groups).toEqual([
      {
        name: "Employees",
        items: [
          { value: "48%", label: "women" },
          { value: "21%", label: "visible minorities" },
        ],
      },
      { name: "Executives", items: [{ value: "33%", label: "women" }] },
    ]);
    expect(cta?.kind === "call-to-action" && cta.link).toEqual({
      href: "https://media.example.com/kit/",
      title: "Media kit",
      external: true,
      opensInNewTab: true,
    });
  });
});
