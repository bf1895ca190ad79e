import type { CleanHtml } from "@/lib/content/render";
import type { ContentSection } from "@/lib/content/sections";
import { ContentHtml } from "./ContentHtml";

/**
 * A page's own text from the CMS. The content pipeline shows every heading in it as an h3, so
 * text with headings opens with its list of contents, whose h2 ("On this page") keeps the
 * outline whole under the page's h1 and whose links lead to each heading. `sections` may also
 * list the headings of the page's first blocks, when no h2 comes before them (page-sections.ts).
 */
export function PageContent({
  html,
  sections,
  contentsHeading,
}: {
  html: CleanHtml;
  sections: ContentSection[];
  /** The list's heading, in the page's language ("On this page"). */
  contentsHeading: string;
}) {
  const content = html ? <ContentHtml html={html} className="entry-content--page" /> : null;
  if (sections.length === 0) return content;
  return (
    <>
      <nav className="page-contents" aria-labelledby="page-contents-heading">
        <h2 id="page-contents-heading" className="page-contents__heading">
          {contentsHeading}
        </h2>
        <ul className="page-contents__list">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {content}
    </>
  );
}
