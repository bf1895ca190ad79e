import { ContentHtml } from "../ContentHtml";
import { BlockSection } from "./BlockSection";
import type { PageBlock } from "./types";

/** Dated steps in order, each saying whether it is done, under way or still to come. */
export function TimelineBlock({ block }: { block: Extract<PageBlock, { kind: "timeline" }> }) {
  return (
    <BlockSection id={block.id} heading={block.heading} className="block--timeline">
      <ol className="timeline">
        {block.steps.map((step) => (
          <li
            key={`${step.date} ${step.title}`}
            className={`timeline__step timeline__step--${step.status}`}
            aria-current={step.status === "current" ? "step" : undefined}
          >
            <p className="timeline__date">
              {step.date}
              <span className="timeline__status"> · {block.labels[step.status]}</span>
            </p>
            <h3 className="timeline__title">{step.title}</h3>
            <ContentHtml html={step.html} />
          </li>
        ))}
      </ol>
    </BlockSection>
  );
}
