import { BlockSection } from "./BlockSection";
import type { PageBlock } from "./types";

/** "By the numbers": each value large, with what it counts; grouped under h3s when named. */
export function StatisticsBlock({ block }: { block: Extract<PageBlock, { kind: "statistics" }> }) {
  return (
    <BlockSection id={block.id} heading={block.heading} className="block--statistics">
      {block.intro && <p className="block__intro">{block.intro}</p>}
      {block.groups.map((group) => (
        <div key={group.name ?? "all"} className="statistics__group">
          {group.name && <h3 className="statistics__group-name">{group.name}</h3>}
          <ul className="statistics">
            {group.items.map((item) => (
              <li key={`${item.value} ${item.label}`} className="statistic">
                <span className="statistic__value">{item.value}</span>{" "}
                <span className="statistic__label">{item.label}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {block.note && <p className="block__note">{block.note}</p>}
    </BlockSection>
  );
}
