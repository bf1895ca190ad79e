import { DataTable } from "../DataTable";
import { BlockSection } from "./BlockSection";
import type { PageBlock } from "./types";

/** The analysts who cover the company: a table of firm, analyst and location. */
export function AnalystCoverageBlock({
  block,
}: {
  block: Extract<PageBlock, { kind: "analyst-coverage" }>;
}) {
  const withLocations = block.analysts.some((entry) => entry.location);
  return (
    <BlockSection id={block.id} heading={block.heading} className="block--analysts">
      {block.intro && <p className="block__intro">{block.intro}</p>}
      <DataTable className="analyst-table" caption={block.labels.caption}>
        <thead>
          <tr>
            <th scope="col">{block.labels.firm}</th>
            <th scope="col">{block.labels.analyst}</th>
            {withLocations && <th scope="col">{block.labels.location}</th>}
          </tr>
        </thead>
        <tbody>
          {block.analysts.map((entry) => (
            <tr key={`${entry.firm} ${entry.analyst}`}>
              <th scope="row">{entry.firm}</th>
              <td>{entry.analyst}</td>
              {withLocations && <td>{entry.location}</td>}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </BlockSection>
  );
}
