import { FileLink } from "../FileLink";
import { BlockSection } from "./BlockSection";
import type { PageBlock } from "./types";

export function DocumentListBlock({
  block,
}: {
  block: Extract<PageBlock, { kind: "document-list" }>;
}) {
  return (
    <BlockSection id={block.id} heading={block.heading} className="block--documents">
      {block.intro && <p className="block__intro">{block.intro}</p>}
      <ul className="document-list">
        {block.documents.map((document) => (
          <li key={document.file.href}>
            <FileLink file={document.file}>{document.title}</FileLink>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
