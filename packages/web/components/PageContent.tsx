import type { CleanHtml } from "@/lib/content/render";
import { ContentHtml } from "./ContentHtml";

/**
 * A page's own text from the CMS. The content pipeline shows every heading in it as an h3;
 * right under the page's h1 that would skip a level, so text that holds headings sits in a
 * section whose h2 (for screen readers; the h1 above says the same) keeps the outline whole.
 */
export function PageContent({ html, title }: { html: CleanHtml; title: string }) {
  if (!html) return null;
  const content = <ContentHtml html={html} className="entry-content--page" />;
  if (!/<h3[\s>]/.test(html)) return content;
  return (
    <section aria-labelledby="page-content-heading">
      <h2 id="page-content-heading" className="visually-hidden">
        {title}
      </h2>
      {content}
    </section>
  );
}
