import { describe, expect, it } from "vitest";
import type { PageBlockFields } from "@/lib/graphql/page-builder-fragment";
import { pageBlocks } from "./page-blocks";

const HOME = "https://cms.example.com/";
const HOSTS = { cmsHomeUrl: HOME, mediaOrigin: "https://cms.example.com", locale: "en" as const };

describe("pageBlocks", () => {
  it("keeps the editor's order and numbers the blocks for their headings' ids", () => {
    const blocks = pageBlocks(
      [
        { __typename: "PageBuilderBlocksRichTextLayout", heading: null, text: "<p>One</p>" },
        {
          __typename: "PageBuilderBlocksCallToActionLayout",
          heading: "Next",
          text: null,
          link: { url: `${HOME}careers/`, title: "Careers at Corus", target: null },
        },
      ],
      HOSTS,
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
          __typename: "PageBuilderBlocksAccordionLayout",
          heading: "FAQ",
          items: [
            { question: "Q?", answer: '<h2>A</h2><script>x()</script><p onclick="y()">B</p>' },
          ],
        },
      ],
      HOSTS,
    );
    expect(block?.kind === "accordion" && block.items[0]?.answer).toBe("<h3>A</h3><p>B</p>");
  });

  it("leaves out what the CMS holds half-filled, and layouts the site does not know", () => {
    const blocks = pageBlocks(
      [
        null,
        { __typename: "PageBuilderBlocksCardGridLayout", heading: "", intro: null, cards: [] },
        {
          __typename: "PageBuilderBlocksDocumentListLayout",
          heading: "Files",
          intro: null,
          documents: [{ title: "No file", file: null }],
        },
        {
          __typename: "PageBuilderBlocksCallToActionLayout",
          heading: "Go",
          text: null,
          link: { url: "javascript:alert(1)", title: "Go", target: null },
        },
        { __typename: "PageBuilderBlocksCarouselLayout" } as unknown as PageBlockFields,
      ],
      HOSTS,
    );
    expect(blocks).toEqual([]);
  });

  it("groups statistics by their group, in order, and marks external links", () => {
    const [statistics, cta] = pageBlocks(
      [
        {
          __typename: "PageBuilderBlocksStatisticsLayout",
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
          __typename: "PageBuilderBlocksCallToActionLayout",
          heading: "Media kit",
          text: null,
          link: { url: "https://media.example.com/kit/", title: "Media kit", target: "_blank" },
        },
      ],
      HOSTS,
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

  it("reads key facts and analyst coverage, leaving out half-filled entries", () => {
    const [facts, analysts] = pageBlocks(
      [
        {
          __typename: "PageBuilderBlocksKeyFactsLayout",
          heading: "Listing details",
          intro: null,
          facts: [
            { label: "Symbol", value: "CJR.B" },
            { label: "Exchange", value: "" },
            null,
            { label: "Fiscal year end", value: "August&nbsp;31" },
          ],
        },
        {
          __typename: "PageBuilderBlocksAnalystCoverageLayout",
          heading: "Research coverage",
          intro: "In alphabetical order.",
          analysts: [
            { firm: "Bayview &amp; Co.", analyst: "Andrew Kessler", location: null },
            { firm: "No analyst", analyst: "", location: "Toronto" },
          ],
        },
      ],
      HOSTS,
    );
    expect(facts).toEqual({
      id: "block-1",
      kind: "key-facts",
      heading: "Listing details",
      intro: null,
      facts: [
        { label: "Symbol", value: "CJR.B" },
        { label: "Fiscal year end", value: "August\u00a031" },
      ],
    });
    expect(analysts).toEqual({
      id: "block-2",
      kind: "analyst-coverage",
      heading: "Research coverage",
      intro: "In alphabetical order.",
      analysts: [{ firm: "Bayview & Co.", analyst: "Andrew Kessler", location: null }],
    });
  });

  it("holds no rates in a dividend-rates block: they come from the dividend records", () => {
    const blocks = pageBlocks(
      [
        {
          __typename: "PageBuilderBlocksDividendRatesLayout",
          heading: "Current rates",
          text: null,
        },
        { __typename: "PageBuilderBlocksDividendRatesLayout", heading: "", text: "No heading" },
      ],
      HOSTS,
    );
    expect(blocks).toEqual([
      { id: "block-1", kind: "dividend-rates", heading: "Current rates", text: null, rates: null },
    ]);
  });
});
