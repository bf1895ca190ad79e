import { ContentHtml } from "../ContentHtml";
import { BlockSection } from "./BlockSection";
import type { PageBlock, TimelineStatus } from "./types";

const STATUS_TEXT: Record<TimelineStatus, string> = {
  complete: "Completed",
  current: "In progress",
  upcoming: "Upcoming",
};

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
              <span className="timeline__status"> · {STATUS_TEXT[step.status]}</span>
            </p>
            <h3 className="timeline__title">{step.title}</h3>
            <ContentHtml html={step.html} />
          </li>
        ))}
      </ol>
    </BlockSection>
  );
}
