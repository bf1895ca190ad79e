// The ACF "Page Builder" field group on pages (front matter `pageBuilder`): an optional hero
// title and text, and `blocks`, a flexible content field whose items each name their
// layout. Read from the page's front matter and turned into what GraphQL serves: media
// items for uploads, absolute URLs on the CMS host for links, checked HTML.
import { z } from "zod";
import type { HtmlChecks, MediaLibrary } from "./checks.ts";
import { linkUrl, uploadPath } from "./fields.ts";
import type { BlockRecord, LinkRecord, PageBuilderRecord } from "./records.ts";

const text = z.string().trim().min(1);

/** ACF's link field: a URL, the text that says where it goes, and an optional new tab. */
const linkSchema = z
  .object({ url: linkUrl, title: text, target: z.enum(["_blank"]).optional() })
  .strict();

const heading = { heading: text };

/** One entry per ACF layout; `layout` is ACF's `acf_fc_layout`, the layout's name. */
const blockSchema = z.discriminatedUnion("layout", [
  z.object({ layout: z.literal("rich_text"), heading: text.optional(), text }).strict(),
  z
    .object({
      layout: z.literal("card_grid"),
      ...heading,
      intro: text.optional(),
      cards: z
        .array(
          z
            .object({
              title: text,
              text,
              image: uploadPath.optional(),
              link: linkSchema.optional(),
            })
            .strict(),
        )
        .min(1),
    })
    .strict(),
  z
    .object({
      layout: z.literal("statistics"),
      ...heading,
      intro: text.optional(),
      statistics: z
        .array(z.object({ value: text, label: text, group: text.optional() }).strict())
        .min(1),
      note: text.optional(),
    })
    .strict(),
  z
    .object({
      layout: z.literal("accordion"),
      ...heading,
      items: z.array(z.object({ question: text, answer: text }).strict()).min(1),
    })
    .strict(),
  z
    .object({
      layout: z.literal("document_list"),
      ...heading,
      intro: text.optional(),
      documents: z.array(z.object({ title: text, file: uploadPath.optional() }).strict()).min(1),
    })
    .strict(),
  z
    .object({
      layout: z.literal("contact"),
      ...heading,
      text: text.optional(),
      name: text.optional(),
      email: z.email().optional(),
      phone: text.optional(),
      address: text.optional(),
    })
    .strict()
    .refine((block) => block.email ?? block.phone ?? block.address, {
      message: "a contact block needs at least one of email, phone or address",
    }),
  z
    .object({
      layout: z.literal("call_to_action"),
      ...heading,
      text: text.optional(),
      link: linkSchema,
    })
    .strict(),
  // The rates themselves are not entered: the site works them out from the dividend records,
  // so no page can state a rate the records do not.
  z.object({ layout: z.literal("dividend_rates"), ...heading, text: text.optional() }).strict(),
  z
    .object({
      layout: z.literal("key_facts"),
      ...heading,
      intro: text.optional(),
      facts: z.array(z.object({ label: text, value: text }).strict()).min(1),
    })
    .strict(),
  z
    .object({
      layout: z.literal("analyst_coverage"),
      ...heading,
      intro: text.optional(),
      analysts: z
        .array(z.object({ firm: text, analyst: text, location: text.optional() }).strict())
        .min(1),
    })
    .strict(),
  z
    .object({
      layout: z.literal("timeline"),
      ...heading,
      steps: z
        .array(
          z
            .object({
              date: text,
              title: text,
              text,
              status: z.enum(["complete", "current", "upcoming"]),
            })
            .strict(),
        )
        .min(1),
    })
    .strict(),
]);

export const pageBuilderSchema = z
  .object({
    heroTitle: text.optional(),
    heroText: text.optional(),
    blocks: z.array(blockSchema).default([]),
  })
  .strict();

export type PageBuilderInput = z.infer<typeof pageBuilderSchema>;
type BlockInput = z.infer<typeof blockSchema>;

export interface PageBuilderContext {
  media: MediaLibrary;
  html: HtmlChecks;
  /** The URL WordPress stores for a link: site paths become absolute on the CMS host. */
  link: (url: string, where: string, field: string) => string;
}

export function toPageBuilderRecord(
  input: PageBuilderInput,
  where: string,
  context: PageBuilderContext,
): PageBuilderRecord {
  return {
    heroTitle: input.heroTitle ?? null,
    heroText: input.heroText ?? null,
    blocks: input.blocks.map((block, index) =>
      toBlockRecord(block, where, `pageBuilder.blocks[${index}]`, context),
    ),
  };
}

function toBlockRecord(
  block: BlockInput,
  where: string,
  field: string,
  { media, html, link }: PageBuilderContext,
): BlockRecord {
  const toLink = (input: z.infer<typeof linkSchema>, at: string): LinkRecord => ({
    url: link(input.url, where, `${at}.url`),
    title: input.title,
    // ACF stores a link's target as "" unless it opens in a new window.
    target: input.target ?? "",
  });
  switch (block.layout) {
    case "rich_text":
      return {
        layout: block.layout,
        heading: block.heading ?? null,
        text: html.prepare(block.text, where, `${field}.text`),
      };
    case "card_grid":
      return {
        layout: block.layout,
        heading: block.heading,
        intro: block.intro ?? null,
        cards: block.cards.map((card, index) => {
          const at = `${field}.cards[${index}]`;
          return {
            title: card.title,
            text: card.text,
            image: card.image ? media.findImage(card.image, where, `${at}.image`) : null,
            link: card.link ? toLink(card.link, `${at}.link`) : null,
          };
        }),
      };
    case "statistics":
      return {
        layout: block.layout,
        heading: block.heading,
        intro: block.intro ?? null,
        statistics: block.statistics.map((statistic) => ({
          ...statistic,
          group: statistic.group ?? null,
        })),
        note: block.note ?? null,
      };
    case "accordion":
      return {
        layout: block.layout,
        heading: block.heading,
        items: block.items.map((item, index) => ({
          question: item.question,
          answer: html.prepare(item.answer, where, `${field}.items[${index}].answer`),
        })),
      };
    case "document_list":
      return {
        layout: block.layout,
        heading: block.heading,
        intro: block.intro ?? null,
        documents: block.documents.map((document, index) => ({
          title: document.title,
          file: document.file
            ? media.find(document.file, where, `${field}.documents[${index}].file`)
            : null,
        })),
      };
    case "contact":
      return {
        layout: block.layout,
        heading: block.heading,
        text: block.text ? html.prepare(block.text, where, `${field}.text`) : null,
        name: block.name ?? null,
        email: block.email ?? null,
        phone: block.phone ?? null,
        address: block.address ?? null,
      };
    case "call_to_action":
      return {
        layout: block.layout,
        heading: block.heading,
        text: block.text ?? null,
        link: toLink(block.link, `${field}.link`),
      };
    case "dividend_rates":
      return { layout: block.layout, heading: block.heading, text: block.text ?? null };
    case "key_facts":
      return {
        layout: block.layout,
        heading: block.heading,
        intro: block.intro ?? null,
        facts: block.facts,
      };
    case "analyst_coverage":
      return {
        layout: block.layout,
        heading: block.heading,
        intro: block.intro ?? null,
        analysts: block.analysts.map((analyst) => ({
          ...analyst,
          location: analyst.location ?? null,
        })),
      };
    case "timeline":
      return {
        layout: block.layout,
        heading: block.heading,
        steps: block.steps.map((step, index) => ({
          ...step,
          text: html.prepare(step.text, where, `${field}.steps[${index}].text`),
        })),
      };
  }
}
