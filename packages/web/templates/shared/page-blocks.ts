// The page builder's blocks from the CMS into what the block components show, on the server:
// editor HTML through the content pipeline, links made site paths, entries without their
// required fields left out (a half-filled block in the CMS costs that entry, not the page).
import { mediaItem, selected } from "@/lib/graphql/acf-values";
import { decodeHTML } from "entities";
import type { BlockLink, PageBlock, TimelineStatus } from "@/components/blocks/types";
import { siteLink } from "@/lib/cms/links";
import { toImage } from "@/lib/cms/shell";
import { contentImages } from "@/lib/content/content-images";
import { fileLinkView } from "@/lib/content/file-link-view";
import { renderContentHtml } from "@/lib/content/render";
import type { AcfLink, PageBlockFields } from "@/lib/graphql/page-builder-fragment";
import type { Locale } from "@/lib/i18n/locale";
import { blockStrings } from "@/lib/i18n/blocks";

const TIMELINE_STATUSES = new Set<string>(["complete", "current", "upcoming"]);
/** A step's status select, "upcoming" when it holds none the site knows. */
const timelineStatus = (status: string | null): TimelineStatus =>
  (status && TIMELINE_STATUSES.has(status) ? status : "upcoming") as TimelineStatus;

/** ACF text fields hold plain text, escaped by WordPress like titles. */
const text = (value: string | null | undefined): string => decodeHTML(value ?? "").trim();
const optionalText = (value: string | null | undefined): string | null => text(value) || null;

function blockLink(link: AcfLink | null, cmsHomeUrl: string): BlockLink | null {
  const title = text(link?.title);
  const target = link?.url ? siteLink(link.url, cmsHomeUrl) : null;
  if (!target || !title) return null;
  return { ...target, title, opensInNewTab: link?.target === "_blank" };
}

/**
 * Where blocks' links and images point (the CMS's home, and the optimizer's media host), and
 * the page's language.
 */
export interface ViewHosts {
  cmsHomeUrl: string;
  mediaOrigin: string;
  locale: Locale;
}

export function pageBlocks(
  blocks: readonly (PageBlockFields | null)[] | null | undefined,
  { cmsHomeUrl, mediaOrigin, locale }: ViewHosts,
): PageBlock[] {
  const images = contentImages(mediaOrigin);
  const render = (html: string) => renderContentHtml(html, { images, locale });
  const words = blockStrings(locale);
  return (blocks ?? []).flatMap((block, index): PageBlock[] => {
    if (!block) return [];
    const id = `block-${index + 1}`;
    const heading = text(block.heading);
    switch (block.__typename) {
      case "PageBuilderBlocksRichTextLayout":
        return block.text
          ? [{ id, kind: "rich-text", heading: heading || null, html: render(block.text) }]
          : [];
      case "PageBuilderBlocksCardGridLayout": {
        const cards = (block.cards ?? []).flatMap((card) =>
          card && text(card.title)
            ? [
                {
                  title: text(card.title),
                  text: text(card.text),
                  image: toImage(mediaItem(card.image)),
                  link: blockLink(card.link, cmsHomeUrl),
                },
              ]
            : [],
        );
        return heading && cards.length > 0
          ? [{ id, kind: "card-grid", heading, intro: optionalText(block.intro), cards }]
          : [];
      }
      case "PageBuilderBlocksStatisticsLayout": {
        const groups: { name: string | null; items: { value: string; label: string }[] }[] = [];
        for (const statistic of block.statistics ?? []) {
          if (!statistic) continue;
          const value = text(statistic.value);
          const label = text(statistic.label);
          if (!value || !label) continue;
          const name = optionalText(statistic.group);
          let group = groups.find((candidate) => candidate.name === name);
          if (!group) groups.push((group = { name, items: [] }));
          group.items.push({ value, label });
        }
        return heading && groups.length > 0
          ? [
              {
                id,
                kind: "statistics",
                heading,
                intro: optionalText(block.intro),
                groups,
                note: optionalText(block.note),
              },
            ]
          : [];
      }
      case "PageBuilderBlocksAccordionLayout": {
        const items = (block.items ?? []).flatMap((item) =>
          item && text(item.question) && item.answer
            ? [{ question: text(item.question), answer: render(item.answer) }]
            : [],
        );
        return heading && items.length > 0 ? [{ id, kind: "accordion", heading, items }] : [];
      }
      case "PageBuilderBlocksDocumentListLayout": {
        const documents = (block.documents ?? []).flatMap((document) => {
          const url = mediaItem(document?.file)?.mediaItemUrl;
          return url && text(document?.title)
            ? [{ title: text(document?.title), file: fileLinkView(url, words.fileHint) }]
            : [];
        });
        return heading && documents.length > 0
          ? [
              {
                id,
                kind: "document-list",
                heading,
                intro: optionalText(block.intro),
                documents,
              },
            ]
          : [];
      }
      case "PageBuilderBlocksContactLayout":
        return heading
          ? [
              {
                id,
                kind: "contact",
                heading,
                html: block.text ? render(block.text) : null,
                name: optionalText(block.name),
                email: optionalText(block.email),
                phone: optionalText(block.phone),
                address: optionalText(block.address),
                labels: words.contact,
              },
            ]
          : [];
      case "PageBuilderBlocksCallToActionLayout": {
        const link = blockLink(block.link, cmsHomeUrl);
        return heading && link
          ? [{ id, kind: "call-to-action", heading, text: optionalText(block.text), link }]
          : [];
      }
      case "PageBuilderBlocksDividendRatesLayout":
        return heading
          ? [{ id, kind: "dividend-rates", heading, text: optionalText(block.text), rates: null }]
          : [];
      case "PageBuilderBlocksKeyFactsLayout": {
        const facts = (block.facts ?? []).flatMap((fact) =>
          fact && text(fact.label) && text(fact.value)
            ? [{ label: text(fact.label), value: text(fact.value) }]
            : [],
        );
        return heading && facts.length > 0
          ? [{ id, kind: "key-facts", heading, intro: optionalText(block.intro), facts }]
          : [];
      }
      case "PageBuilderBlocksAnalystCoverageLayout": {
        const analysts = (block.analysts ?? []).flatMap((entry) =>
          entry && text(entry.firm) && text(entry.analyst)
            ? [
                {
                  firm: text(entry.firm),
                  analyst: text(entry.analyst),
                  location: optionalText(entry.location),
                },
              ]
            : [],
        );
        return heading && analysts.length > 0
          ? [
              {
                id,
                kind: "analyst-coverage",
                heading,
                intro: optionalText(block.intro),
                analysts,
                labels: words.analysts,
              },
            ]
          : [];
      }
      case "PageBuilderBlocksTimelineLayout": {
        const steps = (block.steps ?? []).flatMap((step) =>
          step && text(step.title) && text(step.date)
            ? [
                {
                  date: text(step.date),
                  title: text(step.title),
                  html: render(step.text ?? ""),
                  status: timelineStatus(selected(step.status)),
                },
              ]
            : [],
        );
        return heading && steps.length > 0
          ? [{ id, kind: "timeline", heading, steps, labels: words.timeline }]
          : [];
      }
      default:
        // A layout this site does not know yet: shown once the site has its component.
        return [];
    }
  });
}
