import { CmsImage } from "../CmsImage";
import { BlockLinkView } from "./BlockLinkView";
import { BlockSection } from "./BlockSection";
import type { PageBlock } from "./types";

export function CardGridBlock({ block }: { block: Extract<PageBlock, { kind: "card-grid" }> }) {
  return (
    <BlockSection id={block.id} heading={block.heading} className="block--card-grid">
      {block.intro && <p className="block__intro">{block.intro}</p>}
      <ul className="card-grid">
        {block.cards.map((card) => (
          <li key={card.title} className="card">
            {card.image && (
              <CmsImage
                image={card.image}
                alt=""
                className="card__image"
                sizes="(min-width: 80rem) 22rem, (min-width: 40rem) 45vw, 100vw"
              />
            )}
            <h3 className="card__title">{card.title}</h3>
            <p className="card__text">{card.text}</p>
            {card.link && <BlockLinkView link={card.link} className="card__link" />}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
