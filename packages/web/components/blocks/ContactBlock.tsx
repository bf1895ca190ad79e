import { ContentHtml } from "../ContentHtml";
import { BlockSection } from "./BlockSection";
import type { PageBlock } from "./types";

/** A telephone number that never breaks across lines: its hyphens made non-breaking. */
const unbreakable = (phone: string) => phone.replace(/-/g, "\u2011");

export function ContactBlock({ block }: { block: Extract<PageBlock, { kind: "contact" }> }) {
  return (
    <BlockSection id={block.id} heading={block.heading} className="block--contact">
      {block.html && <ContentHtml html={block.html} />}
      <dl className="contact">
        {block.name && (
          <>
            <dt>{block.labels.contact}</dt>
            <dd>{block.name}</dd>
          </>
        )}
        {block.email && (
          <>
            <dt>{block.labels.email}</dt>
            <dd>
              <a href={`mailto:${block.email}`}>{block.email}</a>
            </dd>
          </>
        )}
        {block.phone && (
          <>
            <dt>{block.labels.telephone}</dt>
            <dd>
              <a href={`tel:${block.phone.replace(/[^\d+]/g, "")}`}>{unbreakable(block.phone)}</a>
            </dd>
          </>
        )}
        {block.address && (
          <>
            <dt>{block.labels.mail}</dt>
            <dd className="contact__address">{block.address}</dd>
          </>
        )}
      </dl>
    </BlockSection>
  );
}
